/** The Quiz Details table's model: its columns, declared once, and the words it says when empty. */
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn } from '@/components/ui/DataTable';
import type { SortState } from '@/lib/urlState';
import { matchDate, playerLabel, type QuizRow, type RowPlayer } from './quizRows';

/** SPEC.md section 9: lists newest first. */
export const QUIZ_DEFAULT_SORT: SortState = { id: 'date', desc: true };
export const NO_MATCHES = 'No quiz matches yet.';
export const NO_MATCHING_MATCHES = 'No quiz matches match this search.';
export const NO_SUCH_USER = 'No user has this id';

function Player({ player }: { player: RowPlayer }) {
  if (player.name !== undefined) return <span className="font-medium">{player.name}</span>;
  return (
    <span className="font-mono text-xs break-all text-gray-700" title={player.unknown ? NO_SUCH_USER : undefined}>
      {player.id}
    </span>
  );
}

/** SPEC.md Quiz Details: Date, Player 1, Player 2, Subject. When the match was played names its row. */
export const quizDetailsColumns: readonly DataTableColumn<QuizRow>[] = [
  dateColumn<QuizRow>({ id: 'date', header: 'Date', date: (row) => matchDate(row.match), width: '14rem' }),
  { id: 'player1', header: 'Player 1', value: (row) => playerLabel(row.player1), cell: (row) => <Player player={row.player1} />, sortable: true },
  { id: 'player2', header: 'Player 2', value: (row) => playerLabel(row.player2), cell: (row) => <Player player={row.player2} />, sortable: true },
  { id: 'subject', header: 'Subject', value: (row) => row.match.quizDetails.subject, sortable: true, width: '12rem' },
];
