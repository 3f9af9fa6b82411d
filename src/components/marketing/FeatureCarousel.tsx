import { useState } from 'react';
import { nextIndex, previousIndex, slideLabel, wrapIndex } from '@/lib/carousel';
import { FeatureCard, type Feature } from './FeatureCard';
import { landingFeatures } from './featureCarouselSlides';

export interface FeatureCarouselProps {
  /** The cards to show; the landing page's features by default. */
  features?: Feature[];
  /** The slide shown first in the one-card layout. */
  initialIndex?: number;
  /** Called with the new index after Previous or Next. */
  onSlideChange?: (index: number) => void;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-700 shadow ring-1 ring-brand-100 transition-colors hover:bg-brand-50';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-5">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The WAI-ARIA APG carousel: three cards side by side from lg up; below lg one card at a
 * time with Previous and Next buttons that wrap around. Slides that are not current get
 * `hidden lg:block`, so in the one-card layout they are out of sight and out of the
 * accessibility tree, and the live region announces the card that appears.
 */
export function FeatureCarousel({ features = landingFeatures, initialIndex = 0, onSlideChange }: FeatureCarouselProps) {
  const count = features.length;
  const [current, setCurrent] = useState(() => wrapIndex(initialIndex, count));
  const shown = wrapIndex(current, count);

  const go = (index: number) => {
    setCurrent(index);
    onSlideChange?.(index);
  };

  return (
    <section aria-roledescription="carousel" aria-label="Features" className="bg-white px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">One app, three ways to talk</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-gray-700">
          Pick the mode that suits the moment when you book: type, talk or see each other.
        </p>

        <div aria-live="polite" className="mx-auto mt-10 max-w-md lg:grid lg:max-w-none lg:grid-cols-3 lg:gap-8">
          {features.map((feature, index) => (
            <div
              key={feature.title}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, count)}
              className={index === shown ? 'block' : 'hidden lg:block'}
            >
              <FeatureCard {...feature} />
            </div>
          ))}
        </div>

        {count > 1 && (
          <div className="mt-8 flex items-center justify-center gap-6 lg:hidden">
            <button type="button" aria-label="Previous slide" className={controlClass} onClick={() => go(previousIndex(shown, count))}>
              <Chevron direction="left" />
            </button>
            <div aria-hidden="true" className="flex gap-2">
              {features.map((feature, index) => (
                <span
                  key={feature.title}
                  className={`h-2 rounded-full transition-all ${index === shown ? 'w-6 bg-brand-600' : 'w-2 bg-brand-100'}`}
                />
              ))}
            </div>
            <button type="button" aria-label="Next slide" className={controlClass} onClick={() => go(nextIndex(shown, count))}>
              <Chevron direction="right" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
