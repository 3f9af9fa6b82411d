import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queries, useSendNotification, useVerifyConsultant } from '@/api/queries';
import type { Consultant, NotificationContent } from '@/api/schemas';
import { CONSULTANTS_DEFAULT_SORT, consultantsColumns, NO_CONSULTANTS, NO_MATCH } from './model/consultantsColumns';
import { useListController } from '@/components/ui/data-table/useListController';
import { useToast } from '@/components/ui/toastContext';
import { busyKey, useInFlight } from '@/lib/useInFlight';

/** SPEC.md section 9: the push token sent for a consultant who has none. */
export const DEFAULT_TOKEN = 'default_token';

const searchFields = (c: Consultant) => [c.name, c.phoneNumber, c.dataid, c.exam];
/** SPEC.md: the selection is kept by phone number, so it survives a search. */
const bySelection = { rowId: (consultant: Consultant) => consultant._id, keyOf: (consultant: Consultant) => consultant.phoneNumber };

/**
 * The Dashboard tab: what is particular to it over the kit's list: the selection by phone
 * number, verifying, and the push notification to the selected.
 */
export function useConsultantsPage() {
  const query = useQuery(queries.consultants());
  const list = useListController({
    query,
    columns: consultantsColumns,
    defaultSort: CONSULTANTS_DEFAULT_SORT,
    search: searchFields,
    empty: { none: NO_CONSULTANTS, noMatch: NO_MATCH },
    selection: bySelection,
  });
  const { all } = list;
  const { selectedKeys: selectedPhones, selectedIds, onSelectedIdsChange } = list.selection;
  const toast = useToast();
  const inFlight = useInFlight();
  const { run } = inFlight;
  const { mutateAsync: verify } = useVerifyConsultant();
  const { mutateAsync: send } = useSendNotification({ handlesError: true });

  const onVerify = useCallback(
    (consultant: Consultant) =>
      void run(busyKey('verify', consultant._id), async () => {
        // A failure is toasted by the query client; the row stays as it was.
        const result = await verify(consultant.dataid).catch(() => null);
        if (result) toast.success(result.message);
      }),
    [run, verify, toast],
  );

  /**
   * userIds are the selected phones; tokens theirs in the same order, 'default_token' where
   * missing. The same function until the list or the selection changes, so a keystroke in the
   * header search does not re-render the notification form.
   */
  const sendNotification = useCallback(
    async (content: NotificationContent, { sendAgain = false }: { sendAgain?: boolean } = {}) => {
      const byPhone = new Map(all.map((c) => [c.phoneNumber, c] as const));
      const userIds = [...selectedPhones];
      const tokens = userIds.map((phone) => byPhone.get(phone)?.firebasetoken?.trim() || DEFAULT_TOKEN);
      const result = await send({ ...content, userIds, tokens, ...(sendAgain ? { sendAgain } : {}) });
      toast.success(result.message);
    },
    [all, selectedPhones, send, toast],
  );

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    selectedIds,
    recipients: selectedPhones.size,
    onSelectedIdsChange,
    busy: inFlight.keys,
    onVerify,
    sendNotification,
  };
}
