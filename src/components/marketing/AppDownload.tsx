import { BRAND_NAME } from '@/brand';
import phoneChat from '@/assets/marketing/phone-chat.svg';
import sparkles from '@/assets/marketing/sparkles-soft.svg';
import { StoreBadge } from './StoreBadge';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

/** The app-download band near the foot of the landing page. */
export function AppDownload() {
  return (
    <section aria-labelledby="app-download-heading" className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="relative isolate mx-auto grid max-w-6xl items-center gap-10 overflow-hidden rounded-[2rem] bg-linear-to-br from-brand-700 to-brand-600 px-6 pt-12 sm:px-12 lg:grid-cols-5 lg:gap-12 lg:px-16 lg:pt-0">
        <DecorativeImage
          src={sparkles}
          width={120}
          height={120}
          loading="lazy"
          className="absolute top-6 right-6 -z-10 hidden w-20 lg:block"
        />
        <div className="text-center lg:col-span-3 lg:py-16 lg:text-left">
          <h2 id="app-download-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Your Private Line to Influencers – Connect One-on-One, Laugh, Learn, and Listen!
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-50">
            {BRAND_NAME} is free to download. Follow your favourite creators, see when they are free, and keep every booking in
            one place: Upcoming, Ongoing and Completed Meets.
          </p>
          <div className="mt-8 flex justify-center lg:justify-start">
            <StoreBadge loading="lazy" />
          </div>
        </div>
        <img
          src={phoneChat}
          alt={`A chat in the ${BRAND_NAME} app: a follower asks a travel creator about a trip to Spiti and gets route and budget tips`}
          width={280}
          height={560}
          loading="lazy"
          className="mx-auto -mb-24 h-auto w-56 sm:w-64 lg:col-span-2 lg:mt-12 lg:-mb-32"
        />
      </div>
    </section>
  );
}
