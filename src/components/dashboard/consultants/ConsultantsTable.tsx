import { useMemo } from 'react';
import type { Consultant } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { dateColumn } from '@/components/ui/data-table/columns';
import { DataTable, type DataTableColumn, type TabTableProps } from '@/components/ui/DataTable';
import type { SortState } from '@/lib/urlState';
import { ConsultantPhoto } from '../ConsultantPhoto';

export const CONSULTANTS_SORTABLE = ['name', 'createdAt', 'isActive', 'exam'] as const;
/** SPEC.md: newest first, invalid dates last. */
export const CONSULTANTS_DEFAULT_SORT: SortState = { id: 'createdAt', desc: true };
export const VERIFY = 'Active';

export interface ConsultantsTableProps extends TabTableProps<Consultant> {
  /** Selected rows by _id (the page keeps the selection by phone number). */
  selectedIds: ReadonlySet<string>;
  /** Called with the new selection when a row or the header checkbox is ticked. */
  onSelectedIdsChange: (ids: Set<string>) => void;
  /** _ids being verified: their button waits. */
  verifying: ReadonlySet<string>;
  /** Called by an unverified consultant's Active button. */
  onVerify: (consultant: Consultant) => void;
}

/** SPEC.md Dashboard tab: the consultants, selectable for a push notification, verifiable when inactive. */
export function ConsultantsTable({ verifying, onVerify, ...list }: ConsultantsTableProps) {
  const columns = useMemo<DataTableColumn<Consultant>[]>(
    () => [
      { id: 'name', header: 'Name', value: (c) => c.name, sortable: true, width: '11rem' },
      { id: 'photo', header: 'Photo', cell: (c) => <ConsultantPhoto name={c.name} imagesArray={c.imagesArray} profilePicUrl={c.profilePicUrl} size={36} decorative />, csv: false, width: '4.5rem' },
      { id: 'phone', header: 'Phone', value: (c) => c.phoneNumber, width: '8rem' },
      dateColumn({ id: 'createdAt', header: 'Created at', date: (c) => c.createdAt, width: '11rem' }),
      { id: 'isActive', header: 'Is active', value: (c) => (c.isActive ? 'Yes' : 'No'), sortable: true, width: '6rem' },
      {
        id: 'verify',
        header: 'Verify',
        csv: false,
        // SPEC.md: the Active button only on inactive consultants.
        cell: (c) =>
          c.isActive ? null : (
            <Button className="px-3 py-1.5" aria-label={`${VERIFY}: verify ${c.name}`} disabled={verifying.has(c._id)} onClick={() => onVerify(c)}>
              {VERIFY}
            </Button>
          ),
        width: '8rem',
      },
      { id: 'exam', header: 'Exams', value: (c) => c.exam ?? '', sortable: true, width: '7rem' },
    ],
    [verifying, onVerify],
  );

  return (
    <DataTable
      {...list}
      caption="Consultants"
      captionHidden
      columns={columns}
      getRowId={(c) => c._id}
      rowLabel={(c) => c.name}
      rowClickSelects
      exportFileName="consultants"
      minWidth="56rem"
      // Rows are at least this tall; not measuring them keeps a search at 10,000 rows within a frame.
      estimateRowHeight={53}
      measureRows={false}
    />
  );
}
