import { DecorativeImage } from '@/components/ui/DecorativeImage';

/** One way to talk to a creator (SPEC.md section 3: Feature card = title, icon, description). */
export interface Feature {
  title: string;
  /** URL of a square icon; decorative, since the title names the feature. */
  icon: string;
  description: string;
}

export interface FeatureCardProps extends Feature {
  /** Extra classes for the card, such as its width in a carousel. */
  className?: string;
}

/** A card on the landing page naming one way to reach a creator (chat, call, video) with its icon and a line about it. */
export function FeatureCard({ title, icon, description, className = '' }: FeatureCardProps) {
  return (
    <article
      className={`flex h-full flex-col items-center rounded-3xl bg-white p-8 text-center shadow-lg ring-1 shadow-brand-100 ring-brand-100 ${className}`}
    >
      <DecorativeImage src={icon} width={64} height={64} loading="lazy" className="size-16" />
      <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
      <p className="mt-3 text-base leading-relaxed text-gray-700">{description}</p>
    </article>
  );
}
