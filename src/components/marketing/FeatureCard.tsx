import { DecorativeImage } from '@/components/ui/DecorativeImage';

/** One way to talk to a creator (SPEC.md section 3: Feature card = title, icon, description). */
export interface Feature {
  title: string;
  /** URL of a square icon; decorative, since the title names the feature. */
  icon: string;
  description: string;
}

export interface FeatureCardProps extends Feature {
  className?: string;
}

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
