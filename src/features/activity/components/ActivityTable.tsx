import type { ActivityRecord } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { activityColumns } from '../model/activityColumns';

export type ActivityTableProps = TabTableProps<ActivityRecord>;

/** Issue 25's Activity tab: every change operators made, who, when, what it concerned and before → after. */
export function ActivityTable(list: ActivityTableProps) {
  return (
    <DataTable
      {...list}
      caption="Activity"
      captionHidden
      columns={activityColumns}
      getRowId={getRowId}
      exportFileName="activity"
      columnsKey="activity"
      // Two lines a cell, every row one height (a long before → after is in its cell's title and
      // the export): a year of the log is virtualized in blocks, not measured row by row.
      rowLines={2}
      estimateRowHeight={57}
      measureRows={false}
    />
  );
}

const getRowId = (record: ActivityRecord) => record._id;
