import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { OTP_LENGTH } from '@/api/schemas';

export interface OtpBoxesHandle {
  /** Moves the cursor to a box (the first by default) and selects its digit. */
  focus: (index?: number) => void;
}

export interface OtpBoxesProps {
  /** One entry per box: a digit or '' for an empty box. */
  digits: readonly string[];
  /** Called with all the digits whenever one is typed, pasted or deleted. */
  onChange: (digits: string[]) => void;
  /** Names the group of boxes. */
  label?: string;
  /** Locks every box, e.g. while the code is being checked. */
  disabled?: boolean;
  /** While a code is being checked: the boxes keep focus but take no input. */
  readOnly?: boolean;
  /** Marks the boxes invalid (red ring, aria-invalid) after a wrong code. */
  invalid?: boolean;
  /** The id of what explains the boxes (an error beside them). */
  describedBy?: string;
  /** A handle to focus a box from outside. */
  ref?: Ref<OtpBoxesHandle>;
}

export const emptyDigits = (length = OTP_LENGTH) => Array.from({ length }, () => '');
export const digitLabel = (index: number, length = OTP_LENGTH) => `Digit ${index + 1} of ${length}`;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * SPEC.md section 5: six boxes, one digit each, focus moving on. Typing moves to the next
 * box, Backspace on an empty box goes back and clears it, the arrow keys move, a pasted or
 * autofilled code fills every box, and anything but a digit is ignored.
 */
export function OtpBoxes({ digits, onChange, label = 'One-time code', disabled = false, readOnly = false, invalid = false, describedBy, ref }: OtpBoxesProps) {
  const length = digits.length;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.min(Math.max(index, 0), length - 1)];
    input?.focus();
    input?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const setDigit = (index: number, digit: string) => onChange(digits.map((current, at) => (at === index ? digit : current)));

  /** A whole code starts at the first box wherever it lands; a few digits go from `index` on. */
  const fill = (index: number, incoming: string) => {
    const start = incoming.length >= length ? 0 : index;
    const next = [...digits];
    incoming
      .slice(0, length - start)
      .split('')
      .forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(Math.min(start + incoming.length, length - 1));
  };

  const handleInput = (index: number, raw: string) => {
    if (readOnly) return;
    if (raw === '') return setDigit(index, '');
    const typed = onlyDigits(raw);
    if (typed === '') return;
    if (typed.length === 1 || (typed.length === 2 && digits[index])) {
      // Typing into a box that already holds a digit leaves both in the input: keep the new one.
      const current = digits[index] ?? '';
      const digit = typed.length === 1 ? typed : typed.startsWith(current) ? typed.slice(1) : typed.slice(0, 1);
      setDigit(index, digit);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !readOnly && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[event.key];
      focusBox(to);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) fill(index, pasted);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-gray-800">{label}</legend>
      <div className="flex gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            // The boxes are positions, fixed for the life of the form: the index is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            value={digit}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            aria-label={digitLabel(index, length)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            readOnly={readOnly}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            className="h-12 w-10 min-w-0 rounded-md border border-gray-300 bg-white text-center text-xl font-semibold tabular-nums shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-gray-100 aria-[invalid=true]:border-red-600 sm:h-14 sm:w-12"
          />
        ))}
      </div>
    </fieldset>
  );
}
