import { AccessRequestEmail } from '@/components/email/AccessRequestEmail';
import { config } from '@/config';
import { paths } from '@/paths';
import { usePageMeta } from '@/lib/usePageMeta';

export function EmailPage() {
  usePageMeta({
    title: 'Access request e-mail',
    description: 'A preview of the e-mail ChitChat sends with a single-use sign-in link that expires in 15 minutes.',
  });
  return (
    <main id="main" className="bg-brand-50/60">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Access request e-mail</h1>
        <p className="mt-4 text-lg text-gray-700">
          This is the e-mail that arrives when you ask for access. It carries one sign-in link, and nothing else you need to
          remember.
        </p>
        <div className="mt-10">
          <AccessRequestEmail
            recipientName="Priya Sharma"
            recipientEmail="priya.sharma@example.in"
            signInHref={paths.login}
            supportEmail={config.contactEmail}
          />
        </div>
      </div>
    </main>
  );
}
