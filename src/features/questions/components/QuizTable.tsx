import type { Quiz } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { quizColumns } from '../model/quizColumns';

export interface QuizTableProps extends TabTableProps<Quiz> {
  /** 'Active quizzes' or 'Inactive quizzes': the table's caption. */
  caption: string;
  /** The CSV export's file name stem (the date is added). */
  exportFileName: string;
}

/** SPEC.md Quiz: the quizzes of one state, with what a player is offered. */
export function QuizTable({ caption, exportFileName, ...list }: QuizTableProps) {
  return <DataTable {...list} caption={caption} columns={quizColumns} getRowId={getRowId} exportFileName={exportFileName} columnsKey={exportFileName} />;
}

const getRowId = (quiz: Quiz) => quiz._id;
