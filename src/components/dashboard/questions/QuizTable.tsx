import { useMemo } from 'react';
import type { Quiz } from '@/api/schemas';
import { DataTable } from '@/components/ui/DataTable';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn, TabTableProps } from '@/components/ui/data-table/types';
import { formatRupees } from '@/lib/format';
import type { SortState } from '@/lib/urlState';

export const QUIZ_LIST_SORTABLE = ['name', 'startTime', 'entryFee', 'domain'] as const;
/** The next to start first. */
export const QUIZ_LIST_DEFAULT_SORT: SortState = { id: 'startTime', desc: false };

export interface QuizTableProps extends TabTableProps<Quiz> {
  /** 'Active quizzes' or 'Inactive quizzes': the table's caption. */
  caption: string;
  /** The CSV export's file name stem (the date is added). */
  exportFileName: string;
}

/** SPEC.md Quiz: the quizzes of one state, with what a player is offered. */
export function QuizTable({ caption, exportFileName, ...table }: QuizTableProps) {
  const columns = useMemo<DataTableColumn<Quiz>[]>(
    () => [
      // A width of its own: sharing what the fixed columns leave with the prompt, it broke inside words on a phone.
      { id: 'name', header: 'Name', value: (quiz) => quiz.name, cell: (quiz) => <span className="font-medium break-words">{quiz.name}</span>, sortable: true, width: '12rem' },
      dateColumn<Quiz>({ id: 'startTime', header: 'Starts', date: (quiz) => quiz.startTime, width: '12rem' }),
      { id: 'prize', header: 'Prize', value: (quiz) => quiz.prize, width: '8rem' },
      { id: 'entryFee', header: 'Entry fee', value: (quiz) => quiz.entryFee, cell: (quiz) => formatRupees(quiz.entryFee), sortable: true, sortDescFirst: true, align: 'end', width: '7rem' },
      { id: 'timePerQuestion', header: 'Seconds per question', value: (quiz) => quiz.timePerQuestion, align: 'end', width: '8rem' },
      { id: 'numberOfQuestions', header: 'Questions', value: (quiz) => quiz.numberOfQuestions, align: 'end', width: '6rem' },
      { id: 'domain', header: 'Domain', value: (quiz) => quiz.domain, sortable: true, width: '9rem' },
      { id: 'prompt', header: 'Prompt', value: (quiz) => quiz.prompt, cell: (quiz) => <span className="line-clamp-2 text-sm text-gray-700">{quiz.prompt}</span> },
    ],
    [],
  );
  return <DataTable caption={caption} columns={columns} getRowId={(quiz) => quiz._id} exportFileName={exportFileName} minWidth="72rem" {...table} />;
}
