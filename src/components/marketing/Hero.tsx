import { useId } from 'react';
import { BRAND_NAME } from '@/brand';
import { config } from '@/config';
import phoneVideoCall from '@/assets/marketing/phone-video-call.svg';
import violetBlob from '@/assets/marketing/blob-violet.svg';
import peachBlob from '@/assets/marketing/blob-peach.svg';
import sparkles from '@/assets/marketing/sparkles.svg';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

export interface HeroProps {
  /** Where 'Discover our app' leads: the app store listing. */
  storeUrl?: string;
}

/** The top of the landing page: headline, tagline, the store call to action and the phone mockup. */
export function Hero({ storeUrl = config.appStoreUrl }: HeroProps) {
  const newTabNote = useId();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <DecorativeImage
        src={violetBlob}
        width={400}
        height={400}
        className="absolute -top-24 -right-32 -z-10 w-80 opacity-60 sm:w-md lg:-right-16"
      />
      <DecorativeImage
        src={peachBlob}
        width={320}
        height={320}
        className="absolute -bottom-20 -left-24 -z-10 w-64 opacity-70 lg:w-80"
      />

      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
            Chat · Audio · Video, one-on-one
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            1:1 conversation with Content Creators
          </h1>
          <p className="mt-4 text-2xl font-semibold text-brand-700 sm:text-3xl">It&apos;s YOU + Influencers = magic</p>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-gray-700 lg:mx-0">
            Book a private session with the vloggers, educators, dietitians and photographers you already follow. Pick a slot
            in their calendar, pay their fee in rupees, and talk with no crowd in the comments.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <a
              href={storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabNote}
              className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-600 whitespace-nowrap px-7 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-500/30 transition-colors hover:bg-brand-700"
            >
              Discover our app
              <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className="size-5">
                <path d="M5 10h10m-4-4 4 4-4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
            <span id={newTabNote} className="text-sm text-gray-700">
              Free · opens in a new tab
            </span>
          </div>
        </div>

        <div className="relative mx-auto w-60 sm:w-72 lg:w-80">
          <DecorativeImage
            src={sparkles}
            width={120}
            height={120}
            className="absolute -top-6 -left-14 w-24 sm:-left-20"
          />
          <img
            src={phoneVideoCall}
            alt={`The ${BRAND_NAME} app on a phone: a one-on-one video call with a fitness creator, with your own camera in the corner and your messages on screen`}
            width={320}
            height={640}
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full drop-shadow-2xl"
          />
          <DecorativeImage
            src={sparkles}
            width={120}
            height={120}
            className="absolute -right-12 bottom-16 w-16 rotate-12 sm:-right-16"
          />
        </div>
      </div>
    </section>
  );
}
