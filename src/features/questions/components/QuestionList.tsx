import { useEffect, useId, useRef, useState } from 'react';
import type { ListStatusProps } from '@/api/listStatus';
import type { Question, QuestionsBySubject } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { ExportCsvButton, type CsvDownload } from '@/components/ui/ExportCsvButton';
import { ListState } from '@/components/ui/ListState';
import { chosenSubject, subjectsOf, withSubject } from '@/api/questionGroups';
import { fileNamePart } from '@/lib/csv';
import { statusWithKept, useKeptInPlace } from '@/lib/keptInPlace';
import { questionsCsv } from '../model/questionCsv';
import { NO_QUESTION_TEXT } from '../model/questionText';

export const NO_QUESTIONS_IN_SUBJECT = 'No questions in this subject.';
/** Said on a question that left the Not Live list while it was shown (made live here or by another operator). */
export const NOW_LIVE = 'Now live';

const questionId = (question: Question) => question._id;

export interface QuestionListProps extends ListStatusProps {
  /** What the list is called ('Live questions'): names the picker and the list. */
  label: string;
  /** Said when the list has no questions in any subject. */
  emptyMessage: string;
  /** The questions grouped by subject. */
  groups: QuestionsBySubject | undefined;
  /** The subject asked for (from the URL); a stale one falls back. */
  subject: string;
  /** Called with the subject picked. */
  onSubjectChange: (subject: string) => void;
  /** Given, each question has a Make Live button (the Not Live list). */
  onMakeLive?: ((question: Question) => void) | undefined;
  /** Questions whose Make Live is under way. */
  busyIds?: ReadonlySet<string> | undefined;
  /** Given, Export CSV saves the shown subject's questions as `<exportFileName>-<subject>-YYYY-MM-DD.csv`. */
  exportFileName?: string | undefined;
  /** Receives the CSV file; a browser download by default. */
  download?: CsvDownload | undefined;
}

interface QuestionCardProps {
  /** The question with its answers, the correct one marked. */
  question: Question;
  /** Given, the card has Make Live (the Not Live list). */
  onMakeLive?: ((question: Question) => void) | undefined;
  /** Its Make Live is under way: the button waits. */
  busy: boolean;
  /** It left the list while shown: it keeps its place, says so, and offers nothing. */
  gone: boolean;
}

function QuestionCard({ question, onMakeLive, busy, gone }: QuestionCardProps) {
  const titleId = useId();
  // Focus on Make Live when the question goes stays on its card ('Now live'), not lost to the page.
  const buttonFocused = useRef(false);
  const nowLive = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (gone && buttonFocused.current) nowLive.current?.focus();
  }, [gone]);
  return (
    <li>
      <article aria-labelledby={titleId} className={`flex flex-col gap-3 rounded-lg border border-gray-200 p-4 shadow-xs ${gone ? 'bg-gray-50 text-gray-700' : 'bg-white'}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h4 id={titleId} className="min-w-0 flex-1 font-medium break-words text-gray-900">
            {question.question || <span className="text-gray-600 italic">{NO_QUESTION_TEXT}</span>}
          </h4>
          {gone ? (
            <span ref={nowLive} tabIndex={-1} className="rounded-md bg-green-50 px-4 py-2 text-sm font-semibold text-green-900 ring-1 ring-green-300 focus:outline-2 focus:outline-brand-600">
              {NOW_LIVE}
            </span>
          ) : (
            onMakeLive && (
              <Button
                onClick={() => onMakeLive(question)}
                onFocus={() => (buttonFocused.current = true)}
                onBlur={() => (buttonFocused.current = false)}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy ? 'Making live…' : 'Make Live'}
              </Button>
            )
          )}
        </div>
        {question.questionImage && <img src={question.questionImage} alt="Illustration for this question" className="max-h-40 w-auto rounded-md object-contain" loading="lazy" />}
        <ol aria-label="Answers" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {question.answers.map((answer, index) => {
            const correct = answer === question.correctAnswer;
            const image = question.answerImages[index];
            return (
              <li
                key={index}
                className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm ring-1 ${correct ? 'bg-green-50 font-medium text-green-900 ring-green-300' : 'bg-gray-50 text-gray-800 ring-gray-200'}`}
              >
                <span aria-hidden="true" className="font-mono text-xs text-gray-600">
                  {String.fromCharCode(65 + index)}
                </span>
                <span className="min-w-0 break-words">{answer}</span>
                {image && <img src={image} alt={`Illustration for answer ${String.fromCharCode(65 + index)}`} className="size-10 rounded object-cover" loading="lazy" />}
                {correct && <span className="ml-auto text-xs font-semibold text-green-800">Correct</span>}
              </li>
            );
          })}
        </ol>
      </article>
    </li>
  );
}

/**
 * SPEC.md Q&A Manager: questions of one status grouped by subject. A picker names each
 * subject with its count; the chosen subject's questions show below it.
 */
export function QuestionList({ label, emptyMessage, groups, subject, onSubjectChange, onMakeLive, busyIds, exportFileName, download, status, error, onRetry, refreshError }: QuestionListProps) {
  // The subject on screen stays until the operator picks another: when its last question is made
  // live (here or by a colleague) it stays, at 0, instead of the list jumping to another subject.
  const [onScreen, setOnScreen] = useState<string | null>(null);
  const subjects = withSubject(subjectsOf(groups), onScreen);
  const shown = subjects.some((entry) => entry.subject === subject) ? subject : (onScreen ?? chosenSubject(subjects, subject));
  // Adjusting state while rendering, as React's docs show for information from earlier renders.
  if (groups !== undefined && shown !== onScreen) setOnScreen(shown);
  const questions = groups?.[shown] ?? [];
  // On the Not Live list a question made live keeps its place (lib/keptInPlace.ts): nothing slides under the pointer.
  const kept = useKeptInPlace(shown, questions, questionId).entries;
  const entries = onMakeLive ? kept : questions.map((item) => ({ item, gone: false }));
  // The last questions of the list made live keep their place too, rather than the list's empty state.
  const listStatus = statusWithKept(status, entries);
  return (
    <ListState status={listStatus} error={error} onRetry={onRetry} refreshError={refreshError} emptyMessage={emptyMessage} errorTitle={`Could not load the ${label.toLowerCase()}`}>
      <div className="flex flex-col gap-4">
        <div role="group" aria-label={`${label}: subjects`} className="flex flex-wrap gap-2">
          {subjects.map((entry) => {
            const pressed = entry.subject === shown;
            return (
              <button
                key={entry.subject}
                type="button"
                aria-pressed={pressed}
                onClick={() => onSubjectChange(entry.subject)}
                className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-brand-600 ${pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-gray-800 ring-gray-300 hover:bg-gray-50'}`}
              >
                {entry.subject} <span className={pressed ? 'text-white/90' : 'text-gray-600'}>({entry.count})</span>
              </button>
            );
          })}
        </div>
        <section aria-label={`${label} in ${shown}`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="min-w-0 text-base font-semibold break-words text-gray-900">
              {shown} <span className="font-normal text-gray-700">· {questions.length === 1 ? '1 question' : `${questions.length} questions`}</span>
            </h3>
            {exportFileName && (
              // The subject's questions as they are now: one made live meanwhile has left the Not Live list, though its card keeps its place.
              <ExportCsvButton
                fileName={[exportFileName, fileNamePart(shown)].filter(Boolean).join('-')}
                csv={() => questionsCsv(questions)}
                download={download}
                disabled={questions.length === 0}
                label={`Export CSV of ${label.toLowerCase()} in ${shown}`}
              />
            )}
          </div>
          {entries.length === 0 ? (
            <p className="rounded-md bg-gray-50 px-4 py-6 text-center text-sm text-gray-700">{NO_QUESTIONS_IN_SUBJECT}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {entries.map(({ item: question, gone }) => (
                <QuestionCard key={question._id} question={question} onMakeLive={onMakeLive} busy={busyIds?.has(question._id) ?? false} gone={gone} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </ListState>
  );
}
