/**
 * A list that never moves under the operator's pointer. On the Not Live list each Make Live
 * takes a question away: this operator's own (a fast second click would otherwise land on the
 * next question's Make Live, which has slid up under the pointer) or another operator's,
 * arriving live. A question that leaves keeps its place, marked gone, until the subject
 * changes; new ones join at the end.
 */
import { useState } from 'react';
import type { Question } from '@/api/schemas';

/** One card of the list: a question still in it, or one that left since it was shown. */
export interface KeptEntry {
  question: Question;
  gone: boolean;
}

interface Kept {
  subject: string;
  entries: readonly KeptEntry[];
}

/**
 * The entries for `questions` given what was shown before: the same object when nothing
 * changed, so a render can compare. Another subject starts afresh.
 */
export function keepInPlace(before: Kept | null, subject: string, questions: readonly Question[]): Kept {
  if (!before || before.subject !== subject) return { subject, entries: questions.map((question) => ({ question, gone: false })) };
  const now = new Map(questions.map((question) => [question._id, question]));
  const entries: KeptEntry[] = before.entries.map((entry) => {
    const current = now.get(entry.question._id);
    return current ? { question: current, gone: false } : entry.gone ? entry : { question: entry.question, gone: true };
  });
  const shown = new Set(before.entries.map((entry) => entry.question._id));
  for (const question of questions) if (!shown.has(question._id)) entries.push({ question, gone: false });
  const same = entries.length === before.entries.length && entries.every((entry, index) => entry.question === before.entries[index]!.question && entry.gone === before.entries[index]!.gone);
  return same ? before : { subject, entries };
}

/** keepInPlace across renders: what the list shows for `subject` now. */
export function useKeptInPlace(subject: string, questions: readonly Question[]): readonly KeptEntry[] {
  const [kept, setKept] = useState<Kept | null>(null);
  const next = keepInPlace(kept, subject, questions);
  // Adjusting state while rendering, as React's docs show for information from earlier renders: it settles in one pass.
  if (next !== kept) setKept(next);
  return next.entries;
}
