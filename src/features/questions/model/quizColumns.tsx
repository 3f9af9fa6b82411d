/** The quiz lists' model (active and inactive quiz): their columns, declared once, and their words. */
import type { Quiz } from '@/api/schemas';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { formatRupees } from '@/lib/format';
import type { SortState } from '@/lib/urlState';

/** The next to start first. */
export const QUIZ_LIST_DEFAULT_SORT: SortState = { id: 'startTime', desc: false };
export const NO_ACTIVE_QUIZZES = 'No active quizzes.';
export const NO_INACTIVE_QUIZZES = 'No inactive quizzes.';
export const NO_QUIZ_MATCH = 'No quizzes match this search.';

/** SPEC.md Quiz: a quiz's name, when it starts and what a player is offered. */
export const quizColumns: readonly DataTableColumn<Quiz>[] = [
  // A width of its own: sharing what the fixed columns leave with the prompt, it broke inside words on a phone.
  { id: 'name', header: 'Name', value: (quiz) => quiz.name, cell: (quiz) => <span className="font-medium break-words">{quiz.name}</span>, sortable: true, width: '10rem' },
  dateColumn<Quiz>({ id: 'startTime', header: 'Starts', date: (quiz) => quiz.startTime, width: '7.5rem' }),
  { id: 'prize', header: 'Prize', value: (quiz) => quiz.prize, width: '6.5rem' },
  { id: 'entryFee', header: 'Entry fee', value: (quiz) => quiz.entryFee, cell: (quiz) => formatRupees(quiz.entryFee), sortable: true, sortDescFirst: true, align: 'end', width: '7rem' },
  { id: 'timePerQuestion', header: 'Seconds per question', value: (quiz) => quiz.timePerQuestion, align: 'end', width: '6rem' },
  { id: 'numberOfQuestions', header: 'Questions', value: (quiz) => quiz.numberOfQuestions, align: 'end', width: '6rem' },
  { id: 'domain', header: 'Domain', value: (quiz) => quiz.domain, sortable: true, width: '7.5rem' },
  { id: 'prompt', header: 'Prompt', value: (quiz) => quiz.prompt, cell: (quiz) => <span className="line-clamp-2 text-sm text-gray-700">{quiz.prompt}</span> },
];
