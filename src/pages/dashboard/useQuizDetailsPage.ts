import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '@/api/queries';
import type { QuizMatch } from '@/api/schemas';
import { NO_MATCHES, NO_MATCHING_MATCHES, QUIZ_DEFAULT_SORT, QUIZ_SORTABLE } from '@/components/dashboard/quiz-details/QuizDetailsTable';
import { playerIdsOf } from '@/components/dashboard/quiz-details/quizRows';
import { createTextFilter } from '@/lib/textSearch';
import { sortParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { tabTableOf } from './tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';
import { usePlayerNames } from './usePlayerNames';

export const quizDetailsUrl = { sort: sortParam(QUIZ_SORTABLE, QUIZ_DEFAULT_SORT) };

const NO_ROWS: QuizMatch[] = [];

/** Everything the Quiz Details tab shows: the matches, then their players' names. */
export function useQuizDetailsPage() {
  const query = useQuery(queries.quizMatches());
  const [url, setUrl] = useUrlState(quizDetailsUrl);
  const q = useTabSearch();
  const all = query.data ?? NO_ROWS;
  // The only filter is the search, which also matches names: so the names asked for are those
  // of every listed match, in one call (ten in the seed).
  const ids = useMemo(() => playerIdsOf(all), [all]);
  const players = usePlayerNames(ids);
  const { names } = players;
  const search = useMemo(
    () => createTextFilter(all, (match) => [match.quizDetails.subject, match.player1.playerId, match.player2.playerId, names.get(match.player1.playerId), names.get(match.player2.playerId)]),
    [all, names],
  );
  const rows = useMemo(() => search(q), [search, q]);
  const { table } = tabTableOf(query, rows, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: NO_MATCHES, noMatch: NO_MATCHING_MATCHES },
  });
  return { table, total: all.length, shown: rows.length, players, search: q };
}
