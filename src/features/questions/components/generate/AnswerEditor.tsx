import { inputClass } from '@/components/ui/Field';
import { ImageUploader, type UploadImage } from './ImageUploader';
import { FieldReason } from './FieldReason';

export interface AnswerEditorProps {
  /** Which answer, 0 to 3. */
  index: number;
  /** The question's number on screen, 1-based, for labels. */
  questionNumber: number;
  /** The answer's text. */
  value: string;
  /** The answer's image URL, '' when none. */
  image: string;
  /** The name shared by the question's four 'correct answer' radios. */
  radioName: string;
  /** Whether this is the question's correct answer. */
  correct: boolean;
  /** Marks the answer as at fault after a refused save. */
  invalid: boolean;
  /** Why the answer is refused, shown under it (a missing answer is said by the card instead). */
  reason?: string | undefined;
  /** Why the answer's image is refused, shown beside it. */
  imageError?: string | undefined;
  /** The answer's text changed. */
  onText: (index: number, value: string) => void;
  /** An image was uploaded or removed ('' when removed). */
  onImage: (index: number, url: string) => void;
  /** This answer was chosen as the correct one. */
  onCorrect: (index: number) => void;
  /** Uploads an image file and resolves with its URL. */
  upload: UploadImage;
}

/** One answer of a drafted question: its text, its image and whether it is the correct one. */
export function AnswerEditor({ index, questionNumber, value, image, radioName, correct, invalid, reason, imageError, onText, onImage, onCorrect, upload }: AnswerEditorProps) {
  const label = `Answer ${index + 1} of question ${questionNumber}`;
  const reasonId = `${radioName}-answer-${index}-reason`;
  return (
    <div className={`flex flex-col gap-2 rounded-md border p-2 ${correct ? 'border-green-600 bg-green-50' : 'border-gray-200'}`}>
      <div className="flex items-center gap-2">
        <input
          aria-label={label}
          placeholder={`Answer ${index + 1}`}
          className={inputClass}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => onText(index, event.target.value)}
        />
        <label className="flex shrink-0 items-center gap-1 text-sm text-gray-800">
          <input type="radio" name={radioName} checked={correct} onChange={() => onCorrect(index)} aria-label={`${label} is correct`} />
          Correct
        </label>
      </div>
      <FieldReason id={reasonId} reason={reason} />
      <ImageUploader label={`Image for answer ${index + 1}`} kind="answer_upload" value={image} error={imageError} onChange={(url) => onImage(index, url)} upload={upload} />
    </div>
  );
}
