import { useState } from 'react';

export interface ConsultantPhotoProps {
  /** The consultant's name: the photo's alt text and the initials fallback. */
  name: string;
  /** Uploaded photos; the first one is shown. */
  imagesArray?: readonly string[] | undefined;
  /** The profile picture, used when there is no uploaded photo. */
  profilePicUrl?: string | undefined;
  /** Width and height in pixels. */
  size?: number;
  /** The name is written beside it (a table row): the photo is not announced a second time. */
  decorative?: boolean;
  /**
   * 'lazy' (the default) waits until the photo is near the view. In a virtual table that keeps
   * fetching photos out of the task of a keystroke or a scroll; the photo shows a frame after
   * its row, as an asynchronously decoded photo would anyway.
   */
  loading?: 'lazy' | 'eager';
}

/** SPEC.md: the first of imagesArray is preferred, then profilePicUrl. */
export function photoUrl({ imagesArray, profilePicUrl }: Pick<ConsultantPhotoProps, 'imagesArray' | 'profilePicUrl'>): string | null {
  return imagesArray?.find((url) => url.trim() !== '') ?? (profilePicUrl?.trim() || null);
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * A consultant's (or follower's) photo, with their initials as the placeholder when there is
 * none or it does not load. Only http(s) addresses are used as image sources.
 */
export function ConsultantPhoto({ name, imagesArray, profilePicUrl, size = 40, decorative = false, loading = 'lazy' }: ConsultantPhotoProps) {
  const url = photoUrl({ imagesArray, profilePicUrl });
  const [failed, setFailed] = useState<string | null>(null);
  const usable = url !== null && /^https?:\/\//i.test(url) && failed !== url;
  const box = { width: size, height: size };
  if (!usable) {
    return (
      <span role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : `${name} (no photo)`} aria-hidden={decorative || undefined} style={box} className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
        {initials(name)}
      </span>
    );
  }
  return <img src={url} alt={decorative ? '' : name} width={size} height={size} loading={loading} decoding="async" onError={() => setFailed(url)} style={box} className="shrink-0 rounded-full object-cover" />;
}
