import { formatWait } from '@/lib/format';
import { Button } from '../ui/Button';

export const RESEND_OTP = 'Resend OTP';
export const RESENDING_OTP = 'Resending…';
/** '27 s' within a minute; '4:59' for the longer wait of a number that had its codes for now. */
export const resendIn = (seconds: number) => `Resend code in ${formatWait(seconds)}`;

export interface ResendCountdownProps {
  /** Seconds until another code may be asked for; the page ticks it (see useCountdown). */
  secondsLeft: number;
  /** A new code is being requested: the button is locked. */
  resending?: boolean;
  /** Called when Resend is pressed. */
  onResend: () => void;
}

/** A new code only after the wait (issue 6: 30 s), so an impatient tap does not burn the hourly limit. */
export function ResendCountdown({ secondsLeft, resending = false, onResend }: ResendCountdownProps) {
  if (secondsLeft > 0) {
    return <p className="text-sm text-gray-700 tabular-nums">{resendIn(secondsLeft)}</p>;
  }
  return (
    <Button variant="ghost" onClick={onResend} disabled={resending} className="px-2">
      {resending ? RESENDING_OTP : RESEND_OTP}
    </Button>
  );
}
