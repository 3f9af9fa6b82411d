import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { verifyOtpBodySchema } from '@/api/schemas';
import { Button } from '../ui/Button';
import { emptyDigits, OtpBoxes, type OtpBoxesHandle } from './OtpBoxes';
import { ResendCountdown } from './ResendCountdown';

export const VERIFY_OTP = 'Verify OTP';
export const VERIFYING_OTP = 'Verifying…';
export const CHANGE_NUMBER = 'Change number';
export const CODE_LABEL = 'One-time code';

/** Says the same whether or not the number is registered: the answer must not tell (issue 6). */
export const codeSentNotice = (phone: string, resent = false) =>
  `If ${phone} is registered for the back-office, a ${resent ? 'new ' : ''}6-digit code is on its way.`;

/** When no code was sent this time (the number had its codes for now): the last one still works. */
export const lastCodeNotice = (phone: string) => `If ${phone} is registered for the back-office, enter the last 6-digit code it was sent.`;

export interface OtpFormProps {
  /** The number the code went to, as people read it ('+91 98765 00001'). */
  phone: string;
  /** A second code has been sent. */
  resent?: boolean;
  /** No code was sent this time: the number's last one is to be entered. */
  earlier?: boolean;
  /** The code is being checked: the boxes and Verify are locked. */
  verifying?: boolean;
  /** Why the last code was refused (the backend's words: 'That code is not right. 4 tries left.'). */
  error?: string | null;
  /** Resolves when the code is accepted; a rejection clears the boxes for another try. */
  onVerify: (code: string) => Promise<unknown>;
  /** Seconds until a new code may be requested; 0 shows the Resend button. */
  resendSecondsLeft: number;
  /** A new code is being requested. */
  resending?: boolean;
  /** Why the last resend failed. */
  resendError?: string | null;
  /** Resolves when a new code is on its way; the boxes then start empty. */
  onResend: () => Promise<unknown>;
  /** Called by 'Change number': back to the phone step. */
  onChangeNumber: () => void;
}

const otpSchema = verifyOtpBodySchema.shape.otp;

/** SPEC.md Login, second step: the six boxes, 'Verify OTP', resend after the wait, another number. */
export function OtpForm({
  phone,
  resent = false,
  earlier = false,
  verifying = false,
  error = null,
  onVerify,
  resendSecondsLeft,
  resending = false,
  resendError = null,
  onResend,
  onChangeNumber,
}: OtpFormProps) {
  const [digits, setDigits] = useState(emptyDigits);
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const boxes = useRef<OtpBoxesHandle>(null);
  const checking = useRef(false);
  const errorId = useId();
  const shownError = incomplete ?? error;

  useEffect(() => boxes.current?.focus(0), []);

  const startOver = () => {
    setDigits(emptyDigits());
    boxes.current?.focus(0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying || checking.current) return;
    const code = digits.join('');
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) {
      setIncomplete(parsed.error.issues[0]?.message ?? CODE_LABEL);
      boxes.current?.focus(Math.max(digits.indexOf(''), 0));
      return;
    }
    setIncomplete(null);
    checking.current = true;
    onVerify(parsed.data)
      .catch(startOver)
      .finally(() => (checking.current = false));
  };

  const resend = () => {
    onResend()
      .then(() => {
        setIncomplete(null);
        startOver();
      })
      // The page shows why (resendError); the code already typed stays.
      .catch(() => undefined);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={verifying} className="flex flex-col gap-5">
      <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-ink">
        {earlier ? lastCodeNotice(phone) : codeSentNotice(phone, resent)}
      </p>
      <div className="flex flex-col gap-2">
        <OtpBoxes
          ref={boxes}
          label={CODE_LABEL}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setIncomplete(null);
          }}
          readOnly={verifying}
          invalid={Boolean(shownError)}
          describedBy={shownError ? errorId : undefined}
        />
        {shownError && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {shownError}
          </p>
        )}
      </div>
      <Button type="submit" disabled={verifying} className="h-11 w-full">
        {verifying ? VERIFYING_OTP : VERIFY_OTP}
      </Button>
      {/* The ghost buttons reach into their padding so their words line up with the text above. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 [&>button]:-mx-2">
        <ResendCountdown secondsLeft={resendSecondsLeft} resending={resending} onResend={resend} />
        <Button variant="ghost" onClick={onChangeNumber} disabled={verifying} className="px-2">
          {CHANGE_NUMBER}
        </Button>
      </div>
      {resendError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {resendError}
        </p>
      )}
    </form>
  );
}
