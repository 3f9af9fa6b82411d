import { useMemo } from 'react';
import type { QuizMatch } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { DataTable } from '@/components/ui/DataTable';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn, TabTableProps } from '@/components/ui/data-table/types';
import type { SortState } from '@/lib/urlState';
import { matchDate, playerLabel } from './quizRows';

export const QUIZ_SORTABLE = ['date', 'player1', 'player2', 'subject'] as const;
/** SPEC.md section 9: lists newest first. */
export const QUIZ_DEFAULT_SORT: SortState = { id: 'date', desc: true };
export const NO_MATCHES = 'No quiz matches yet.';
export const NO_MATCHING_MATCHES = 'No quiz matches match this search.';
export const LOADING_NAMES = 'Loading player names…';

export type NamesStatus = 'loading' | 'ready' | 'error';

export interface QuizDetailsTableProps extends TabTableProps<QuizMatch> {
  /** Player names by id; a player missing here shows as their id. */
  names: ReadonlyMap<string, string>;
  /** Whether the one call for the players' names is loading, answered or failed. */
  namesStatus: NamesStatus;
  /** Why the names could not be loaded, shown above the table. */
  namesError?: string | undefined;
  /** Asks for the names again after a failure. */
  onRetryNames?: () => void;
}

function Player({ id, names, status }: { id: string; names: ReadonlyMap<string, string>; status: NamesStatus }) {
  const name = names.get(id);
  if (name !== undefined) return <span className="font-medium">{name}</span>;
  return (
    <span className="font-mono text-xs break-all text-gray-700" title={status === 'ready' ? 'No user has this id' : undefined}>
      {id}
    </span>
  );
}

/** SPEC.md Quiz Details: Date, Player 1, Player 2, Subject. Names arrive after the rows. */
export function QuizDetailsTable({ names, namesStatus, namesError, onRetryNames, toolbar, ...table }: QuizDetailsTableProps) {
  const columns = useMemo<DataTableColumn<QuizMatch>[]>(
    () => [
      dateColumn<QuizMatch>({ id: 'date', header: 'Date', date: matchDate, width: '14rem' }),
      {
        id: 'player1',
        header: 'Player 1',
        value: (match) => playerLabel(names, match.player1.playerId),
        cell: (match) => <Player id={match.player1.playerId} names={names} status={namesStatus} />,
        sortable: true,
      },
      {
        id: 'player2',
        header: 'Player 2',
        value: (match) => playerLabel(names, match.player2.playerId),
        cell: (match) => <Player id={match.player2.playerId} names={names} status={namesStatus} />,
        sortable: true,
      },
      { id: 'subject', header: 'Subject', value: (match) => match.quizDetails.subject, sortable: true, width: '12rem' },
    ],
    [names, namesStatus],
  );
  return (
    <DataTable
      caption="Quiz matches"
      captionHidden
      columns={columns}
      getRowId={(match) => match._id}
      exportFileName="quiz-details"
      minWidth="40rem"
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
