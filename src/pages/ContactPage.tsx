import { ContactDetails } from '@/components/contact/ContactDetails';
import { config } from '@/config';
import { usePageMeta } from '@/lib/usePageMeta';

export function ContactPage() {
  usePageMeta({
    title: 'Contact us',
    description: 'Reach the ChitChat support team by e-mail or phone, any time, about bookings, payments or your creator profile.',
  });
  return (
    <main id="main" className="bg-brand-50/60">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact us</h1>
        <p className="mt-4 max-w-2xl text-lg text-gray-700">
          A session that did not connect, a UPI payment that looks wrong, or a question about becoming a creator? Real people on
          our support team read every message and will get back to you.
        </p>
        <div className="mt-10">
          <ContactDetails email={config.contactEmail} phone={config.contactPhone} />
        </div>
        <section aria-labelledby="contact-tips" className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h2 id="contact-tips" className="text-xl font-semibold">
            Help us help you faster
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-gray-700 marker:text-brand-600">
            <li>Write from, or mention, the phone number you use to sign in to the app.</li>
            <li>For a booking, tell us the creator’s name and the date and time of the session.</li>
            <li>For a payment, include the UPI or card transaction reference.</li>
          </ul>
          <p className="mt-4 text-gray-700">
            Prefer a form?{' '}
            <a
              href={config.contactFormUrl}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
            >
              Send us a message (opens in a new tab)
            </a>
          </p>
        </section>
      </div>
    </main>
  );
}
