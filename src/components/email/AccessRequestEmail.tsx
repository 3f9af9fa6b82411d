import { BRAND_NAME } from '@/brand';

export const LINK_RULE = 'This link can be used only once and expires in 15 minutes.';

export interface AccessRequestEmailProps {
  /** Who asked for access; the greeting uses the first name. */
  recipientName: string;
  /** The address the email goes to, repeated in its text. */
  recipientEmail: string;
  /** Where the Sign in button leads. */
  signInHref: string;
  /** The support address the footer points to. */
  supportEmail: string;
}

/** A preview of the e-mail sent when someone asks for access: one button, one rule, no surprises. */
export function AccessRequestEmail({ recipientName, recipientEmail, signInHref, supportEmail }: AccessRequestEmailProps) {
  const firstName = recipientName.split(' ')[0] ?? recipientName;
  const subject = `Your ${BRAND_NAME} sign-in link`;
  return (
    <article aria-label={`E-mail: ${subject}`} className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-gray-200">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-b border-gray-200 bg-gray-50 px-5 py-4 text-sm">
        <dt className="font-medium text-gray-700">From</dt>
        <dd className="min-w-0 break-words">
          {BRAND_NAME} &lt;{supportEmail}&gt;
        </dd>
        <dt className="font-medium text-gray-700">To</dt>
        <dd className="min-w-0 break-words">
          {recipientName} &lt;{recipientEmail}&gt;
        </dd>
        <dt className="font-medium text-gray-700">Subject</dt>
        <dd className="min-w-0 font-semibold">{subject}</dd>
      </dl>
      <div className="px-5 py-8 sm:px-10">
        <p className="text-2xl font-bold tracking-tight text-brand-700">{BRAND_NAME}</p>
        <div className="mt-6 space-y-4 leading-relaxed text-gray-800">
          <p className="text-lg font-semibold text-ink">Hi {firstName},</p>
          <p>
            You asked to sign in to {BRAND_NAME}. Press the button below and you are in: no password, no code to type.
          </p>
          <p>
            <a
              href={signInHref}
              className="inline-block rounded-lg bg-brand-600 px-8 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Sign in
            </a>
          </p>
          <p className="rounded-lg bg-brand-50 px-4 py-3 font-medium text-ink">{LINK_RULE}</p>
          <p>
            If it has expired or was already used, just ask for a new one from the sign-in page. If you did not ask to sign in,
            you can safely ignore this e-mail: nobody can get into your account without this link.
          </p>
          <p>
            See you inside,
            <br />
            The {BRAND_NAME} team
          </p>
        </div>
      </div>
      <footer className="border-t border-gray-200 bg-gray-50 px-5 py-4 text-xs text-gray-700 sm:px-10">
        Questions? Reply to this e-mail or write to{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline underline-offset-2">
          {supportEmail}
        </a>
        . Sent to {recipientEmail} because someone asked to sign in with this address.
      </footer>
    </article>
  );
}
