/** The Dashboard tab's consultants table: its columns, declared once, and the words SPEC.md gives it. */
import type { Consultant } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { Permitted } from '@/components/ui/Permitted';
import type { SortState } from '@/lib/urlState';
import { ConsultantPhoto } from '@/components/dashboard/ConsultantPhoto';

/** SPEC.md: newest first, invalid dates last. */
export const CONSULTANTS_DEFAULT_SORT: SortState = { id: 'createdAt', desc: true };
export const VERIFY = 'Active';
export const NO_CONSULTANTS = 'No consultants yet.';
export const NO_MATCH = 'No consultants match this search.';

/** What a row can do; verifying runs under busyKey('verify', consultant._id) while it is under way. */
export interface ConsultantsActions {
  /** Called by an unverified consultant's Active button. */
  onVerify: (consultant: Consultant) => void;
}

/** The Active button's name starts with what it shows, then says what it does and to whom. */
const verifyButtonName = (consultant: Consultant) => `${VERIFY}: verify ${consultant.name}`;

/** SPEC.md Dashboard tab's columns, in order (the select checkbox is the table's own). */
export const consultantsColumns: readonly DataTableColumn<Consultant, ConsultantsActions>[] = [
  { id: 'name', header: 'Name', value: (c) => c.name, sortable: true, width: '11rem' },
  { id: 'photo', header: 'Photo', cell: (c) => <ConsultantPhoto name={c.name} imagesArray={c.imagesArray} profilePicUrl={c.profilePicUrl} size={36} decorative />, csv: false, width: '4.5rem' },
  { id: 'phone', header: 'Phone', value: (c) => c.phoneNumber, width: '8rem' },
  dateColumn({ id: 'createdAt', header: 'Created at', date: (c) => c.createdAt, width: '11rem' }),
  { id: 'isActive', header: 'Is active', value: (c) => (c.isActive ? 'Yes' : 'No'), sortable: true, width: '6rem' },
  {
    id: 'verify',
    header: 'Verify',
    csv: false,
    // SPEC.md: the Active button only on inactive consultants; disabled, saying why, for a role that may not verify.
    cell: (c, { actions, busy }) =>
      c.isActive ? null : (
        <Permitted permission="verifyConsultants">
          {({ allowed, reason }) => (
            <Button className="px-3 py-1.5" aria-label={verifyButtonName(c)} title={reason ?? undefined} disabled={!allowed || busy('verify')} onClick={() => actions.onVerify(c)}>
              {VERIFY}
            </Button>
          )}
        </Permitted>
      ),
    width: '8rem',
  },
  { id: 'exam', header: 'Exams', value: (c) => c.exam ?? '', sortable: true, width: '7rem' },
];
