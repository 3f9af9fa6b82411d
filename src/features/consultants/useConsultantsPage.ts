import { useCallback } from 'react';
import { useSendNotification, useVerifyConsultant } from '@/api/queries';
import { exportList, listCalls } from '@/api/lists';
import type { Consultant, NotificationContent } from '@/api/schemas';
import { usePagedList } from '@/api/usePagedList';
import { CONSULTANTS_DEFAULT_SORT, consultantsColumns, NO_CONSULTANTS, NO_MATCH } from './model/consultantsColumns';
import { useListView } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import { useToast } from '@/components/ui/toastContext';
import { busyKey, useInFlight } from '@/lib/useInFlight';

/** SPEC.md section 9: the push token sent for a consultant who has none. */
export const DEFAULT_TOKEN = 'default_token';

/** SPEC.md: the selection is kept by phone number, so it survives a search. */
const bySelection = { rowId: (consultant: Consultant) => consultant._id, keyOf: (consultant: Consultant) => consultant.phoneNumber };

/**
 * The Dashboard tab: the consultants asked of the backend a page at a time (issue 47), and what
 * is particular to it over the kit's list: the selection by phone number, verifying, and the
 * push notification to the selected.
 */
export function useConsultantsPage() {
  const view = useListView({ columns: consultantsColumns, defaultSort: CONSULTANTS_DEFAULT_SORT });
  const { request } = view;
  const paged = usePagedList(listCalls.consultants, request);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.consultants, { ...request, columns: [...columns] }, options), [request]);
  const list = usePagedListController({ view, list: paged, empty: { none: NO_CONSULTANTS, noMatch: NO_MATCH }, exportAll, selection: bySelection });
  const loaded = paged.rows.loaded;
  const { selectedKeys: selectedPhones, selectedRows, selectedIds, onSelectedIdsChange } = list.selection;
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
      // Each as the rows at hand have them now, else as they were when selected (their page let go).
      const byPhone = new Map(loaded.map((c) => [c.phoneNumber, c] as const));
      const userIds = [...selectedPhones];
      const tokens = userIds.map((phone) => (byPhone.get(phone) ?? selectedRows.get(phone))?.firebasetoken?.trim() || DEFAULT_TOKEN);
      const result = await send({ ...content, userIds, tokens, ...(sendAgain ? { sendAgain } : {}) });
      toast.success(result.message);
    },
    [loaded, selectedPhones, selectedRows, send, toast],
  );

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    /** How many consultants the view matches (the backend's count), once it is in. */
    shown: list.loaded ? list.total : null,
    selectedIds,
    recipients: selectedPhones.size,
    onSelectedIdsChange,
    busy: inFlight.keys,
    onVerify,
    sendNotification,
  };
}
