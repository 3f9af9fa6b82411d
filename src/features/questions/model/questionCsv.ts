import type { Question } from '@/api/schemas';
import { toCsv } from '@/lib/csv';

/** SPEC.md: each question has 4 answers; a question saved with more gets a column for each. */
const ANSWERS = 4;

/**
 * The questions a list shows as CSV (PRODUCT.md point 14), in its order: the subject, the
 * question, its answers in the order the cards letter them (A, B, C, D), the correct answer
 * and the question's picture, if any.
 */
export function questionsCsv(questions: readonly Question[]): string {
  const answers = Math.max(ANSWERS, ...questions.map((question) => question.answers.length));
  const letters = Array.from({ length: answers }, (_, index) => `Answer ${String.fromCharCode(65 + index)}`);
  return toCsv(
    ['Subject', 'Question', ...letters, 'Correct answer', 'Question image'],
    questions.map((question) => [
      question.subject,
      question.question,
      ...Array.from({ length: answers }, (_, index) => question.answers[index] ?? ''),
      question.correctAnswer,
      question.questionImage,
    ]),
  );
}
