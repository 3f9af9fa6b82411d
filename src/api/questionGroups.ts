import { DEFAULT_SUBJECT, type Question, type QuestionsBySubject } from '@/api/schemas';

export interface SubjectCount {
  subject: string;
  count: number;
}

/**
 * The subjects a list offers, A to Z with their counts: every subject the backend grouped
 * (one left empty by Make Live stays, at 0) and always the default subject 'General'.
 */
export function subjectsOf(groups: QuestionsBySubject | undefined): SubjectCount[] {
  const counts = new Map<string, number>([[DEFAULT_SUBJECT, 0]]);
  for (const [subject, questions] of Object.entries(groups ?? {})) counts.set(subject, questions.length);
  return [...counts].map(([subject, count]) => ({ subject, count })).sort((a, b) => a.subject.localeCompare(b.subject));
}

/** `subjects` with `subject` among them (at 0 when the list no longer has it), A to Z; as they are for null. */
export function withSubject(subjects: SubjectCount[], subject: string | null): SubjectCount[] {
  if (subject === null || subjects.some((entry) => entry.subject === subject)) return subjects;
  return [...subjects, { subject, count: 0 }].sort((a, b) => a.subject.localeCompare(b.subject));
}

/** The subject shown: the one asked for when the list has it, else the first with questions, else 'General'. */
export function chosenSubject(subjects: readonly SubjectCount[], asked: string): string {
  if (subjects.some((entry) => entry.subject === asked)) return asked;
  return subjects.find((entry) => entry.count > 0)?.subject ?? DEFAULT_SUBJECT;
}

export function totalQuestions(groups: QuestionsBySubject | undefined): number {
  return Object.values(groups ?? {}).reduce((sum, questions) => sum + questions.length, 0);
}

/** The list without one question; its subject stays, possibly empty, so the picker keeps it. */
export function withoutQuestion(groups: QuestionsBySubject, id: string): QuestionsBySubject {
  const next: QuestionsBySubject = {};
  for (const [subject, questions] of Object.entries(groups)) next[subject] = questions.filter((question) => question._id !== id);
  return next;
}

/** The list with one question added to its subject (once, by id). */
export function withQuestion(groups: QuestionsBySubject, question: Question): QuestionsBySubject {
  const current = groups[question.subject] ?? [];
  if (current.some((entry) => entry._id === question._id)) return groups;
  return { ...groups, [question.subject]: [...current, question] };
}
