import googlePlayBadge from '@/assets/layout/google-play-badge.svg';
import { config } from '@/config';

export const STORE_BADGE_LABEL = 'Get it on Google Play';

export interface StoreBadgeProps {
  /** Extra classes for the badge's link, such as its size. */
  className?: string;
  /** 'lazy' where the badge sits below the fold, as in the footer. */
  loading?: 'eager' | 'lazy';
}

/** The download-the-app badge: opens the store listing in a new tab. */
export function StoreBadge({ className = '', loading = 'eager' }: StoreBadgeProps) {
  return (
    <a
      href={config.appStoreUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-block rounded-[10px] transition-transform hover:-translate-y-0.5 motion-reduce:transition-none ${className}`}
    >
      <img src={googlePlayBadge} alt={STORE_BADGE_LABEL} width={162} height={48} loading={loading} className="block h-12 w-auto" />
    </a>
  );
}
