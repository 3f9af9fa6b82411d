import { Link } from 'react-router-dom';
import lostConversation from '@/assets/layout/lost-conversation.svg';
import { usePageMeta } from '@/lib/usePageMeta';
import { paths } from '@/paths';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

export const NOT_FOUND_TEXT = '404 NOT FOUND';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'This page does not exist or has moved. Head back home to find creators for a 1:1 chat, voice or video session.',
    noindex: true,
  });
  return (
    <main id="main" className="relative isolate flex flex-1 items-center overflow-hidden px-4 py-16 sm:py-24">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-linear-to-b from-brand-50 to-white" />
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <DecorativeImage src={lostConversation} width={280} height={200} className="h-auto w-56 sm:w-72" />
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{NOT_FOUND_TEXT}</h1>
        <p className="mt-4 text-lg leading-8 text-gray-700">
          This conversation ended before it started. The page you asked for does not exist or has moved, but the creators you
          follow are still one booking away.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.home} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700">
            Back to home
          </Link>
          <Link
            to={paths.blog}
            className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-gray-300 ring-inset hover:bg-brand-50"
          >
            Read the blog
          </Link>
        </div>
        <p className="mt-8 text-sm text-gray-700">
          Followed a broken link from us?{' '}
          <Link to={paths.contact} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
            Tell us on the contact page
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
