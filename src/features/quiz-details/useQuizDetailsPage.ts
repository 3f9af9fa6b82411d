import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queries } from '@/api/queries';
import type { QuizMatch } from '@/api/schemas';
import { NO_MATCHES, NO_MATCHING_MATCHES, QUIZ_DEFAULT_SORT, quizDetailsColumns } from './model/quizDetailsColumns';
import { playerIdsOf, playerLabel, quizRowsOf, type QuizRow } from './model/quizRows';
import { useListController } from '@/components/ui/data-table/useListController';
import { usePlayerNames } from './usePlayerNames';

const NO_IDS: readonly string[] = [];
/** The search looks in the subject and in each player's id and name (once known). */
const searchFields = ({ match, player1, player2 }: QuizRow) => [match.quizDetails.subject, player1.id, player2.id, player1.name, player2.name];
/** A match shown alone (`?record=<its _id>`, from the command palette), named by its players. */
const matchRecord = { id: (row: QuizRow) => row.match._id, noun: 'quiz match', name: (row: QuizRow) => `${playerLabel(row.player1)} vs ${playerLabel(row.player2)}` };

/** Everything the Quiz Details tab shows: the matches, then their players' names, over the kit's list. */
export function useQuizDetailsPage() {
  // The only filter is the search, which also matches names: so the names asked for are those
  // of every listed match, in one call (ten in the seed).
  const { data: ids = NO_IDS } = useQuery({ ...queries.quizMatches(), select: playerIdsOf });
  const players = usePlayerNames(ids);
  const { names, status } = players;
  // The rows hold their players' names, so they change when the names do (react-query runs a
  // select again when it is a new function, and keeps the rows that came out the same).
  const withNames = useCallback((matches: QuizMatch[]) => quizRowsOf(matches, names, status === 'ready'), [names, status]);
  const query = useQuery({ ...queries.quizMatches(), select: withNames });
  const list = useListController({
    query,
    columns: quizDetailsColumns,
    defaultSort: QUIZ_DEFAULT_SORT,
    search: searchFields,
    record: matchRecord,
    empty: { none: NO_MATCHES, noMatch: NO_MATCHING_MATCHES },
  });
  return { table: list.table, total: list.all.length, shown: list.rows.length, players, search: list.search };
}
