import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/http';
import { useSendOtp, useVerifyOtp } from '@/api/queries';
import { saveSession, signedOut } from '@/api/session';
import { OtpForm } from '@/components/login/OtpForm';
import { PhoneForm, type PhoneRequest } from '@/components/login/PhoneForm';
import { BRAND_NAME } from '@/brand';
import { formatPhone } from '@/lib/phone';
import { safeReturnPath } from '@/lib/safeReturnPath';
import { useCountdown } from '@/lib/useCountdown';
import { useInFlight } from '@/lib/useInFlight';

export const LOGIN_HEADING = 'Sign in to the back-office';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** Shown in every other tab when the operator logs out in one (the session is the browser's). */
export const SIGNED_OUT_ELSEWHERE = 'You signed out in another tab.';
/** Issue 6: another code only 30 s after the last one. */
export const RESEND_AFTER_MS = 30_000;

interface CodeRequest extends PhoneRequest {
  resendAt: number;
  resent: boolean;
}

/**
 * /login2 (SPEC.md Login, PRODUCT.md point 4): a code is sent to the phone, then checked by
 * the backend, which answers the session. Failures are shown in the form itself, so the
 * mutations tell the query client not to toast them as well.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: signing in clears the reason, and the message should not vanish mid-way.
  const [endedBecause] = useState(() => {
    const ended = signedOut();
    if (ended?.reason === 'expired') return SESSION_ENDED;
    return ended?.elsewhere ? SIGNED_OUT_ELSEWHERE : null;
  });
  const send = useSendOtp({ handlesError: true });
  const verify = useVerifyOtp({ handlesError: true });
  const inFlight = useInFlight();
  const [lastNumber, setLastNumber] = useState<PhoneRequest | null>(null);
  const [codeRequest, setCodeRequest] = useState<CodeRequest | null>(null);
  const resendSecondsLeft = useCountdown(codeRequest?.resendAt ?? null);

  // The in-flight guard holds a second tap before React has disabled the button: each code counts towards the hourly limit.
  const requestCode = async (phone: PhoneRequest, resent: boolean) => {
    const answer = await inFlight.run('send', () => send.mutateAsync({ countryCode: phone.countryCode, phoneNumber: phone.phoneNumber }));
    if (!answer) throw new Error('A code is already being sent.');
    verify.reset();
    setCodeRequest({ ...phone, resendAt: Date.now() + RESEND_AFTER_MS, resent });
  };

  const changeNumber = () => {
    send.reset();
    verify.reset();
    setCodeRequest(null);
  };

  const verifyCode = async (otp: string, phone: PhoneRequest) => {
    const session = await verify.mutateAsync({ countryCode: phone.countryCode, phoneNumber: phone.phoneNumber, otp });
    saveSession({ user: session.user, expiresAt: session.expiresAt });
    await navigate(safeReturnPath(location.state), { replace: true });
  };

  const sendError = send.error ? errorMessage(send.error) : null;

  return (
    <main className="flex min-h-dvh justify-center bg-gray-50 px-4 py-8 sm:items-center sm:py-12">
      <div className="flex w-full max-w-md flex-col gap-4 sm:max-w-lg">
        {endedBecause && (
          <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            {endedBecause}
          </p>
        )}
        <section aria-labelledby="login-heading" className="flex flex-col gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8">
          <header className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-brand-700">{BRAND_NAME} back-office</p>
            <h1 id="login-heading" className="text-2xl font-bold">
              {LOGIN_HEADING}
            </h1>
          </header>
          {codeRequest ? (
            <OtpForm
              phone={formatPhone(codeRequest.countryCode, codeRequest.phoneNumber)}
              resent={codeRequest.resent}
              verifying={verify.isPending}
              error={verify.error ? errorMessage(verify.error) : null}
              onVerify={(otp) => verifyCode(otp, codeRequest)}
              resendSecondsLeft={resendSecondsLeft}
              resending={send.isPending}
              resendError={sendError}
              onResend={() => requestCode(codeRequest, true)}
              onChangeNumber={changeNumber}
            />
          ) : (
            <PhoneForm
              defaultValues={lastNumber ?? undefined}
              focusOnMount={lastNumber !== null}
              sending={send.isPending}
              error={sendError}
              onSend={(phone) => {
                setLastNumber(phone);
                // A failure is shown in the form (send.error).
                requestCode(phone, false).catch(() => undefined);
              }}
            />
          )}
        </section>
      </div>
    </main>
  );
}
