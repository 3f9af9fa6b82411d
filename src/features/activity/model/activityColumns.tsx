/** The Activity table's model: its columns, declared once, and its words. */
import type { ActivityRecord } from '@/api/schemas';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn } from '@/components/ui/DataTable';
import type { SortState } from '@/lib/urlState';
import { actionLabel, changesText, fieldWords } from './activityRows';

/** Newest first. */
export const ACTIVITY_DEFAULT_SORT: SortState = { id: 'at', desc: true };
export const NO_ACTIVITY = 'No changes have been made yet.';
export const NO_MATCHING_ACTIVITY = 'No changes match this search and these filters.';

const targetText = (record: ActivityRecord) => (record.target ? `${record.target.name} (${record.target.kind})` : '');

export const activityColumns: readonly DataTableColumn<ActivityRecord>[] = [
  dateColumn({ id: 'at', header: 'When', date: (record) => record.at, width: '10rem' }),
  { id: 'operator', header: 'Operator', value: (record) => record.operator, sortable: true, width: '9rem' },
  { id: 'action', header: 'Action', value: (record) => actionLabel(record.action), sortable: true, width: '11rem' },
  { id: 'target', header: 'Concerning', value: targetText, sortable: true, width: '13rem' },
  {
    id: 'changes',
    header: 'Before → after',
    value: changesText,
    cell: (record) =>
      record.changes.length === 0 ? null : (
        <ul>
          {record.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium">{fieldWords(change.field)}</span>: <span className="text-gray-700">{change.before || '(empty)'}</span> → {change.after || '(empty)'}
            </li>
          ))}
        </ul>
      ),
  },
  { id: 'detail', header: 'Detail', value: (record) => record.detail ?? '', width: '9rem' },
];
