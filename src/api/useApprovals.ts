/**
 * What waits for a second operator (issue 48), for the Approvals tab, the menu's count and the
 * Earnings tab's settle dialog (the threshold). One query under ['approvals'], which the live
 * stream asks again whenever the approvals change (liveCache.ts), so every open tab stays current.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveChange, fetchApprovals, rejectChange } from './approvals';
import { listCalls } from './lists';
import { patchPages } from './listPages';
import { queryKeys } from './queries';
import type { ApproveBody, Consultant, RejectBody } from './schemas';
import { useSession } from './useSession';

export const approvalsQueryKey = ['approvals'] as const;

export const approvalsQuery = () => queryOptions({ queryKey: approvalsQueryKey, queryFn: ({ signal }) => fetchApprovals({ signal }) });

/** The approvals waiting; asked only while signed in. */
export function useApprovals() {
  const session = useSession();
  return useQuery({ ...approvalsQuery(), enabled: session !== null });
}

/** A decision answers the approval and its consultant: the consultant's rows take it, the list is asked again. */
function useDecision<TBody>(decide: (body: TBody) => ReturnType<typeof approveChange>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // The dialog says a failure itself; a refusal (decided elsewhere) asks the list again.
    meta: { handlesError: true, refreshes: [approvalsQueryKey] },
    onSuccess: async ({ consultant }) => {
      const replace = (list: Consultant[] | undefined) => list?.map((entry) => (entry._id === consultant._id ? consultant : entry));
      client.setQueryData<Consultant[]>(queryKeys.consultants, replace);
      client.setQueryData<Consultant[]>(queryKeys.earnings, replace);
      for (const list of [listCalls.earnings, listCalls.consultants]) patchPages(client, 'consultants', list.name, [consultant], [], 'revised');
      await client.invalidateQueries({ queryKey: approvalsQueryKey });
    },
  });
}

export const useApproveChange = () => useDecision((body: ApproveBody) => approveChange(body));
export const useRejectChange = () => useDecision((body: RejectBody) => rejectChange(body));

