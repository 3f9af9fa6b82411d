import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries, useCreateQuiz } from '@/api/queries';
import type { Quiz } from '@/api/schemas';
import { QUIZ_LIST_DEFAULT_SORT, QUIZ_LIST_SORTABLE } from '@/components/dashboard/questions/QuizTable';
import { createTextFilter } from '@/lib/textSearch';
import { sortParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { tabTableOf } from '../tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

export const quizListUrl = { sort: sortParam(QUIZ_LIST_SORTABLE, QUIZ_LIST_DEFAULT_SORT) };

const NO_ROWS: Quiz[] = [];

/**
 * One quiz list (active or inactive) from /quiz/list, searched by the header's search (name,
 * domain, prize, prompt), sorted in the URL; and the Create quiz form's call.
 */
export function useQuizzesPanel(active: boolean) {
  const query = useQuery(queries.quizzes(active));
  const [url, setUrl] = useUrlState(quizListUrl);
  const q = useTabSearch();
  const { mutateAsync: createQuiz } = useCreateQuiz();
  const all = query.data ?? NO_ROWS;
  const search = useMemo(() => createTextFilter(all, (quiz) => [quiz.name, quiz.domain, quiz.prize, quiz.prompt]), [all]);
  const rows = useMemo(() => search(q), [search, q]);
  const { table } = tabTableOf(query, rows, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: active ? 'No active quizzes.' : 'No inactive quizzes.', noMatch: 'No quizzes match this search.' },
  });
  return { table, total: all.length, createQuiz };
}
