import { Button } from '@/components/ui/Button';
import { DataTable } from '@/components/ui/DataTable';
import type { TabTableProps } from '@/components/ui/data-table/types';
import { quizDetailsColumns } from '../model/quizDetailsColumns';
import type { QuizRow } from '../model/quizRows';

export const LOADING_NAMES = 'Loading player names…';

export type NamesStatus = 'loading' | 'ready' | 'error';

export interface QuizDetailsTableProps extends TabTableProps<QuizRow> {
  /** Whether the one call for the players' names is loading, answered or failed. */
  namesStatus: NamesStatus;
  /** Why the names could not be loaded, shown above the table. */
  namesError?: string | undefined;
  /** Asks for the names again after a failure. */
  onRetryNames?: () => void;
}

/** SPEC.md Quiz Details: Date, Player 1, Player 2, Subject. Names arrive after the rows, in them. */
export function QuizDetailsTable({ namesStatus, namesError, onRetryNames, toolbar, ...table }: QuizDetailsTableProps) {
  return (
    <DataTable
      caption="Quiz matches"
      captionHidden
      columns={quizDetailsColumns}
      getRowId={getRowId}
      exportFileName="quiz-details"
      columnsKey="quiz-details"
      {...table}
      toolbar={
        <>
          {toolbar}
          {table.status === 'ready' && namesStatus === 'loading' && (
            <p role="status" className="pb-2 text-sm text-gray-700">
              {LOADING_NAMES}
            </p>
          )}
          {table.status === 'ready' && namesStatus === 'error' && (
            <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-3 py-1.5 text-sm text-red-900 ring-1 ring-red-200">
              <span>Player names could not be loaded: {namesError || 'Something went wrong.'} Ids are shown instead.</span>
              {onRetryNames && (
                <Button variant="secondary" onClick={onRetryNames}>
                  Retry names
                </Button>
              )}
            </div>
          )}
        </>
      }
    />
  );
}

const getRowId = (row: QuizRow) => row.match._id;
