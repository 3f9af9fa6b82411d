import bridge from '@/assets/about/bridge.svg';
import { BRAND_NAME } from '@/brand';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

/** The About page's opening: what we are for, in a few sentences. */
export function AboutIntro() {
  return (
    <section aria-labelledby="about-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <h1 id="about-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            About us
          </h1>
          <p className="mt-6 text-xl font-medium text-brand-700">
            We are bridging the gap between influencers and their followers.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-gray-700">
            Millions of people in India learn to cook, train, invest, study and dream from creators they have never spoken to.
            Comments get lost and DMs go unread. {BRAND_NAME} turns that one-way feed into a real conversation: book a slot in
            a creator’s calendar and talk one-on-one by chat, audio or video.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-gray-700">
            For creators it is a fair way to share their time: they set their own fees and hours, and spend them with the
            people who value them most.
          </p>
        </div>
        <DecorativeImage src={bridge} width={480} height={360} className="mx-auto w-full max-w-md" />
      </div>
    </section>
  );
}
