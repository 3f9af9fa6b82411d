import { useCallback, useMemo } from 'react';
import { exportList, listCalls } from '@/api/lists';
import type { QuizMatch } from '@/api/schemas';
import { useMappedPagedList, usePagedList } from '@/api/usePagedList';
import { NO_MATCHES, NO_MATCHING_MATCHES, QUIZ_DEFAULT_SORT, quizDetailsColumns } from './model/quizDetailsColumns';
import { playerIdsOf, playerLabel, quizRowsOf, type QuizRow } from './model/quizRows';
import { useListView } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import { usePlayerNames } from './usePlayerNames';

/** A match shown alone (`?record=<its _id>`, from the command palette), named by its players. */
const matchRecord = { noun: 'quiz match', name: (row: QuizRow) => `${playerLabel(row.player1)} vs ${playerLabel(row.player2)}` };

/**
 * Everything the Quiz Details tab shows: the matches asked of the backend a page at a time
 * (issue 47: a year is 100,000), which sorts and searches them by their players' names, and the
 * names of the players on the pages at hand, asked in one call for all of them.
 */
export function useQuizDetailsPage() {
  const view = useListView({ columns: quizDetailsColumns, defaultSort: QUIZ_DEFAULT_SORT, record: true });
  const paged = usePagedList(listCalls.quizMatches, view.request);
  const ids = useMemo(() => playerIdsOf(paged.rows.loaded), [paged.rows.loaded]);
  const players = usePlayerNames(ids);
  const { names, status } = players;
  // A row holds its players' names, so it is made again when the names come.
  const toRow = useCallback((match: QuizMatch): QuizRow => quizRowsOf([match], names, status === 'ready')[0] as QuizRow, [names, status]);
  const rows = useMappedPagedList(paged, toRow);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.quizMatches, { ...view.request, columns: [...columns] }, options), [view.request]);
  const list = usePagedListController({ view, list: rows, record: matchRecord, empty: { none: NO_MATCHES, noMatch: NO_MATCHING_MATCHES }, exportAll });
  return { table: list.table, shown: list.total, players, search: view.q };
}
