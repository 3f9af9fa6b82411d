import { memo, useCallback } from 'react';
import { inputClass } from '@/components/ui/Field';
import { AnswerEditor } from './AnswerEditor';
import { FieldReason } from './FieldReason';
import { ImageUploader, type UploadImage } from './ImageUploader';
import { SavedAlreadyNote } from './SavedAlreadyNote';
import type { SavedAlready } from '@/api/schemas';
import { answerField, answerImageField, FILL_EVERY_FIELD, type DraftField, type DraftPatch, type DraftProblems, type DraftQuestion } from '../../model/drafts';

export interface QuestionCardProps {
  /** The drafted question: text, image, four answers and the correct one. */
  draft: DraftQuestion;
  /** 1-based position on screen. */
  number: number;
  /** The fields at fault after a save attempt, and why; keep the same object while unchanged. */
  errors: DraftProblems | undefined;
  /** A field of the question changed. */
  onChange: (key: string, patch: DraftPatch) => void;
  /** Remove pressed on this question, or Keep the saved one. */
  onRemove: (key: string) => void;
  /** What was saved from this draft already, when a save was refused for it; keep the same object while unchanged. */
  savedAlready?: SavedAlready | undefined;
  /** Keep mine as a new draft: this draft takes a new key, to be saved as another question. */
  onKeepMine: (key: string) => void;
  /** Uploads an image file and resolves with its URL. */
  upload: UploadImage;
}

const NO_ERRORS: DraftProblems = {};
/** The fields a missing value can be in, in the order the card shows them. */
const FILLABLE: readonly DraftField[] = ['question', 'answer-0', 'answer-1', 'answer-2', 'answer-3', 'correct'];
/** Why a field is at fault, to show beside it; a missing value is said once, under the card. */
const reasonOf = (problems: DraftProblems, field: DraftField) => {
  const message = problems[field];
  return message === FILL_EVERY_FIELD ? undefined : message;
};

/**
 * One drafted question. Memoised: with stable callbacks and an unchanged draft it does not
 * re-render when another question changes, so 100 drafts stay responsive (issue 8).
 */
export const QuestionCard = memo(function QuestionCard({ draft, number, errors = NO_ERRORS, onChange, onRemove, savedAlready, onKeepMine, upload }: QuestionCardProps) {
  const { key } = draft;
  const onText = useCallback(
    (index: number, value: string) => onChange(key, { answers: draft.answers.map((answer, at) => (at === index ? value : answer)) as DraftQuestion['answers'] }),
    [onChange, key, draft.answers],
  );
  const onImage = useCallback(
    (index: number, url: string) => onChange(key, { answerImages: draft.answerImages.map((image, at) => (at === index ? url : image)) as DraftQuestion['answerImages'] }),
    [onChange, key, draft.answerImages],
  );
  const onCorrect = useCallback((index: number) => onChange(key, { correctIndex: index }), [onChange, key]);
  const headingId = `${key}-heading`;
  const questionReason = reasonOf(errors, 'question');
  const subjectReason = reasonOf(errors, 'subject');
  const missing = FILLABLE.filter((field) => errors[field] === FILL_EVERY_FIELD);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          Question {number}
        </h3>
        <button type="button" className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50" onClick={() => onRemove(key)}>
          Remove question {number}
        </button>
      </div>
      {savedAlready && <SavedAlreadyNote number={number} saved={savedAlready} onKeepSaved={() => onRemove(key)} onKeepMine={() => onKeepMine(key)} />}
      <div className="flex flex-col gap-1">
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          {`Text of question ${number}`}
          <textarea
            className={inputClass}
            rows={2}
            value={draft.question}
            aria-invalid={errors.question ? true : undefined}
            aria-describedby={questionReason ? `${key}-question-reason` : undefined}
            onChange={(event) => onChange(key, { question: event.target.value })}
          />
        </label>
        <FieldReason id={`${key}-question-reason`} reason={questionReason} />
      </div>
      <ImageUploader
        label={`Image for question ${number}`}
        kind="question_upload"
        value={draft.questionImage}
        error={errors['question-image']}
        onChange={(url) => onChange(key, { questionImage: url })}
        upload={upload}
      />
      <div role="radiogroup" aria-label={`Correct answer of question ${number}`} aria-invalid={errors.correct ? true : undefined} className="grid gap-2 sm:grid-cols-2">
        {draft.answers.map((answer, index) => (
          <AnswerEditor
            key={index}
            index={index}
            questionNumber={number}
            value={answer}
            image={draft.answerImages[index] ?? ''}
            radioName={`${key}-correct`}
            correct={draft.correctIndex === index}
            invalid={errors[answerField(index)] !== undefined}
            reason={reasonOf(errors, answerField(index))}
            imageError={errors[answerImageField(index)]}
            onText={onText}
            onImage={onImage}
            onCorrect={onCorrect}
            upload={upload}
          />
        ))}
      </div>
      <div className="flex max-w-xs flex-col gap-1">
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          {`Subject of question ${number}`}
          <input
            className={inputClass}
            value={draft.subject}
            aria-invalid={subjectReason ? true : undefined}
            aria-describedby={subjectReason ? `${key}-subject-reason` : undefined}
            onChange={(event) => onChange(key, { subject: event.target.value })}
          />
        </label>
        <FieldReason id={`${key}-subject-reason`} reason={subjectReason} />
      </div>
      {missing.length > 0 && (
        <p className="text-sm font-medium text-red-700">
          {FILL_EVERY_FIELD}: {describe(missing)}.
        </p>
      )}
    </section>
  );
});

function describe(errors: readonly DraftField[]): string {
  return errors.map((field) => (field === 'question' ? 'question text' : field === 'correct' ? 'correct answer' : `answer ${Number(field.slice(-1)) + 1}`)).join(', ');
}
