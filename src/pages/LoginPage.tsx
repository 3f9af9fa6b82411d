import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lastCodeStillWorks } from '@/api/auth';
import { errorMessage } from '@/api/http';
import { useSendOtp, useVerifyOtp } from '@/api/queries';
import { saveSession, sessionDeadline, signedOut } from '@/api/session';
import { OtpForm } from '@/components/login/OtpForm';
import { PhoneForm, type PhoneRequest } from '@/components/login/PhoneForm';
import { BRAND_NAME } from '@/brand';
import { formatPhone } from '@/lib/phone';
import { safeReturnPath } from '@/lib/safeReturnPath';
import { useCountdown } from '@/lib/useCountdown';
import { useInFlight } from '@/lib/useInFlight';
import { forgetCodeStep, recallCodeStep, rememberCodeStep, type CodeStep } from './loginCodeStep';

export const LOGIN_HEADING = 'Sign in to the back-office';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** An admin disabled this operator (issue 48): said as the backend says it. */
export const ACCESS_ENDED = 'An admin turned off your access to the back-office.';
/** Shown in every other tab when the operator logs out in one (the session is the browser's). */
export const SIGNED_OUT_ELSEWHERE = 'You signed out in another tab.';
/** Issue 6: another code only 30 s after the last one. */
export const RESEND_AFTER_MS = 30_000;

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
    if (ended?.reason === 'disabled') return ACCESS_ENDED;
    return ended?.elsewhere ? SIGNED_OUT_ELSEWHERE : null;
  });
  const send = useSendOtp({ handlesError: true });
  const verify = useVerifyOtp({ handlesError: true });
  const inFlight = useInFlight();
  // A reload of this tab comes back to the code step it was at (loginCodeStep.ts).
  const [recalled] = useState(() => recallCodeStep(Date.now()));
  const [lastNumber, setLastNumber] = useState<PhoneRequest | null>(recalled);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(recalled);
  const resendSecondsLeft = useCountdown(codeStep?.resendAt ?? null);

  const showCodeStep = (step: CodeStep | null) => {
    setCodeStep(step);
    if (step) rememberCodeStep(step);
    else forgetCodeStep();
  };

  // The in-flight guard holds a second tap before React has disabled the button: each code counts towards the hourly limit.
  const requestCode = async (phone: PhoneRequest, resent: boolean) => {
    const answer = await inFlight.run('send', () => send.mutateAsync({ countryCode: phone.countryCode, phoneNumber: phone.phoneNumber }));
    if (!answer) throw new Error('A code is already being sent.');
    verify.reset();
    const now = Date.now();
    const { country, countryCode, phoneNumber } = phone;
    showCodeStep({ country, countryCode, phoneNumber, resendAt: now + RESEND_AFTER_MS, expiresAt: now + answer.expiresInSeconds * 1000, resent, earlier: false });
  };

  // The number had its codes for now, but the last one still works until another may be sent.
  const lastCode = lastCodeStillWorks(send.error);
  const enterLastCode = (phone: PhoneRequest, retryAfterSeconds: number) => {
    send.reset();
    verify.reset();
    const until = Date.now() + retryAfterSeconds * 1000;
    const { country, countryCode, phoneNumber } = phone;
    showCodeStep({ country, countryCode, phoneNumber, resendAt: until, expiresAt: until, resent: false, earlier: true });
  };

  const changeNumber = () => {
    send.reset();
    verify.reset();
    showCodeStep(null);
  };

  const verifyCode = async (otp: string, phone: PhoneRequest) => {
    const session = await verify.mutateAsync({ countryCode: phone.countryCode, phoneNumber: phone.phoneNumber, otp });
    saveSession({ user: session.user, expiresAt: sessionDeadline(session) });
    forgetCodeStep();
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
          {codeStep ? (
            <OtpForm
              phone={formatPhone(codeStep.countryCode, codeStep.phoneNumber)}
              resent={codeStep.resent}
              earlier={codeStep.earlier}
              verifying={verify.isPending}
              error={verify.error ? errorMessage(verify.error) : null}
              onVerify={(otp) => verifyCode(otp, codeStep)}
              resendSecondsLeft={resendSecondsLeft}
              resending={send.isPending}
              resendError={sendError}
              onResend={() => requestCode(codeStep, true)}
              onChangeNumber={changeNumber}
            />
          ) : (
            <PhoneForm
              defaultValues={lastNumber ?? undefined}
              focusOnMount={lastNumber !== null}
              sending={send.isPending}
              error={sendError}
              lastCode={
                lastNumber && lastCode
                  ? { phone: formatPhone(lastNumber.countryCode, lastNumber.phoneNumber), onEnter: () => enterLastCode(lastNumber, lastCode.retryAfterSeconds) }
                  : undefined
              }
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
