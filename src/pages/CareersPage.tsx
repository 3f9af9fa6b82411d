import { BRAND_NAME } from '@/brand';
import { config } from '@/config';
import { usePageMeta } from '@/lib/usePageMeta';

const roles = [
  {
    title: 'Creator Partnerships Manager',
    place: 'Mumbai or remote in India · Full time',
    text: 'Find the dietitians, photographers, teachers and vloggers our followers keep asking for, help them set up their profile and first fees, and stay their person at ChitChat as they grow.',
  },
  {
    title: 'Senior React Native Engineer',
    place: 'Bengaluru or remote in India · Full time',
    text: 'Own the booking and calling flows of the app: slot pickers that respect time zones, UPI checkouts that never double-charge, and video calls that hold up on a busy 4G network.',
  },
  {
    title: 'Support Specialist (English and Hindi)',
    place: 'Remote in India · Full time, rotating shifts',
    text: 'Be the voice people reach when a session did not connect or a payment looks wrong. You will fix what you can on the spot and bring the rest to the product team.',
  },
];

const applyHref = (title: string) =>
  `mailto:${config.contactEmail}?subject=${encodeURIComponent(`Application: ${title}`)}&body=${encodeURIComponent(
    'Hi ChitChat team,\n\nA few lines about me, and my CV or portfolio link:\n\n',
  )}`;

export function CareersPage() {
  usePageMeta({
    title: 'Careers',
    description: 'Join ChitChat and help followers across India talk one-on-one with the creators they love. See our open roles.',
  });
  return (
    <main id="main">
      <section aria-labelledby="careers-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <h1 id="careers-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            Careers
          </h1>
          <p className="mt-6 text-xl font-medium text-brand-700">Help followers and creators actually talk to each other.</p>
          <p className="mt-4 text-lg leading-relaxed text-gray-700">
            {BRAND_NAME} is a small team that ships every week. We talk to creators and followers before we build, we write
            things down so nobody has to be in every meeting, and we care more about a call that connects in Patna than a
            feature that looks good in a pitch deck. Flexible hours, remote-friendly, and a learning budget for everyone.
          </p>
        </div>
      </section>
      <section aria-labelledby="open-roles" className="mx-auto max-w-4xl px-4 pb-16">
        <h2 id="open-roles" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Open roles
        </h2>
        <ul className="mt-6 space-y-5">
          {roles.map((role) => (
            <li key={role.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <h3 className="text-xl font-semibold">{role.title}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{role.place}</p>
              <p className="mt-3 leading-relaxed text-gray-700">{role.text}</p>
              <a
                href={applyHref(role.title)}
                className="mt-4 inline-flex rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Apply by e-mail<span className="sr-only"> for {role.title}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-gray-700">
          Don’t see your role? Write to{' '}
          <a href={`mailto:${config.contactEmail}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {config.contactEmail}
          </a>{' '}
          and tell us what you would build with us.
        </p>
      </section>
    </main>
  );
}
