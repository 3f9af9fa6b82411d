import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { queries, useSendNotification, useVerifyConsultant } from '@/api/queries';
import type { Consultant, NotificationContent } from '@/api/schemas';
import { CONSULTANTS_DEFAULT_SORT, CONSULTANTS_SORTABLE } from '@/components/dashboard/consultants/ConsultantsTable';
import { useToast } from '@/components/ui/toastContext';
import { createTextFilter } from '@/lib/textSearch';
import { useInFlight } from '@/lib/useInFlight';
import { sortParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { tabTableOf } from './tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

/** SPEC.md section 9: the push token sent for a consultant who has none. */
export const DEFAULT_TOKEN = 'default_token';

export const consultantsUrl = {
  sort: sortParam(CONSULTANTS_SORTABLE, CONSULTANTS_DEFAULT_SORT),
};

const NO_IDS: ReadonlySet<string> = new Set();
const NO_ROWS: Consultant[] = [];

/**
 * The Dashboard tab: consultants, their selection (kept by phone number, as SPEC.md says,
 * so it survives a search), verifying, and the push notification to the selected.
 */
export function useConsultantsPage() {
  const query = useQuery(queries.consultants());
  const [url, setUrl] = useUrlState(consultantsUrl);
  const q = useTabSearch();
  const toast = useToast();
  const { run, keys: verifying } = useInFlight();
  const { mutateAsync: verify } = useVerifyConsultant();
  const { mutateAsync: send } = useSendNotification({ handlesError: true });

  const all = query.data ?? NO_ROWS;
  const search = useMemo(() => createTextFilter(all, (c) => [c.name, c.phoneNumber, c.dataid, c.exam]), [all]);
  const rows = search(q);
  const { table } = tabTableOf(query, rows, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: 'No consultants yet.', noMatch: 'No consultants match this search.' },
  });

  const [selectedPhones, setSelectedPhones] = useState<ReadonlySet<string>>(() => new Set());
  // Nothing selected (every load) needs no look through the 10,000.
  const selectedIds = useMemo(
    () => (selectedPhones.size === 0 ? NO_IDS : new Set(all.filter((c) => selectedPhones.has(c.phoneNumber)).map((c) => c._id))),
    [all, selectedPhones],
  );

  // The table reports rows by _id; what was added or removed changes the phones selected.
  const onSelectedIdsChange = useCallback(
    (next: Set<string>) => {
      const phones = new Set(selectedPhones);
      for (const consultant of all) {
        const was = selectedIds.has(consultant._id);
        const is = next.has(consultant._id);
        if (is && !was) phones.add(consultant.phoneNumber);
        if (was && !is) phones.delete(consultant.phoneNumber);
      }
      setSelectedPhones(phones);
    },
    [all, selectedIds, selectedPhones],
  );

  const onVerify = useCallback(
    (consultant: Consultant) =>
      void run(consultant._id, async () => {
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
    async (content: NotificationContent) => {
      const byPhone = new Map(all.map((c) => [c.phoneNumber, c] as const));
      const userIds = [...selectedPhones];
      const tokens = userIds.map((phone) => byPhone.get(phone)?.firebasetoken?.trim() || DEFAULT_TOKEN);
      const result = await send({ ...content, userIds, tokens });
      toast.success(result.message);
    },
    [all, selectedPhones, send, toast],
  );

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table,
    url,
    setUrl,
    selectedIds,
    recipients: selectedPhones.size,
    onSelectedIdsChange,
    verifying,
    onVerify,
    sendNotification,
  };
}
