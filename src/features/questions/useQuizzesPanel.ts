import { useQuery } from '@tanstack/react-query';
import { queries, useCreateQuiz } from '@/api/queries';
import { useCallback } from 'react';
import type { CreateQuizBody, Quiz } from '@/api/schemas';
import type { QuizAttempt } from './components/QuizForm';
import { NO_ACTIVE_QUIZZES, NO_INACTIVE_QUIZZES, NO_QUIZ_MATCH, QUIZ_LIST_DEFAULT_SORT, quizColumns } from './model/quizColumns';
import { useListController } from '@/components/ui/data-table/useListController';

const searchFields = (quiz: Quiz) => [quiz.name, quiz.domain, quiz.prize, quiz.prompt];
const activeEmpty = { none: NO_ACTIVE_QUIZZES, noMatch: NO_QUIZ_MATCH };
const inactiveEmpty = { none: NO_INACTIVE_QUIZZES, noMatch: NO_QUIZ_MATCH };

/**
 * One quiz list (active or inactive) from /quiz/list, searched by the header's search (name,
 * domain, prize, prompt), sorted in the URL; and the Create quiz form's call.
 */
export function useQuizzesPanel(active: boolean) {
  const query = useQuery(queries.quizzes(active));
  const list = useListController({
    query,
    columns: quizColumns,
    defaultSort: QUIZ_LIST_DEFAULT_SORT,
    search: searchFields,
    empty: active ? activeEmpty : inactiveEmpty,
  });
  const { mutateAsync } = useCreateQuiz();
  const createQuiz = useCallback((quiz: CreateQuizBody, { idempotencyKey }: QuizAttempt) => mutateAsync({ quiz, idempotencyKey }), [mutateAsync]);
  return { table: list.table, total: list.all.length, createQuiz };
}
