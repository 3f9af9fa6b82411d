import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far two colours may be apart and still count as the same pixel, on pixelmatch's scale
 * (0 identical, 1 black against white; its square scales a YIQ distance). A gradient dithered
 * one level differently is about 0.005 away and passes. The primary colour moved from
 * brand-600 to brand-500 is about 0.066 away on a button, about 0.033 on a disabled one (half
 * opacity) and less under a dialog's backdrop; at 0.025 every story that shows a primary button
 * fails on it (checked over the whole suite). pixelmatch's default (0.1) and Playwright's (0.2)
 * would let that change through.
 */
export const COLOUR_THRESHOLD = 0.025;

/**
 * How many pixels may still differ beyond that. Antialiased edges (a pixel whose neighbours
 * show it is the blend at an edge, which shifts with sub-pixel positions) are not counted at
 * all; this leaves room for a stray few, while a real change touches far more.
 */
export const ALLOWED_DIFFERENT_PIXELS = 64;

export interface Comparison {
  /** True when the images are the same size and at most `allowed` pixels differ. */
  matches: boolean;
  differentPixels: number;
  /** Why it does not match, in words. */
  reason?: string;
  /** The reference faded, every differing pixel red and antialiasing yellow; only when it does not match. */
  diff?: Buffer;
}

export interface CompareOptions {
  allowed?: number;
  threshold?: number;
}

/** Both images on one canvas of the larger size, so a change of size shows as a difference too. */
function onCanvas(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas.data;
}

/**
 * Compares two PNG files as a person would see them (the approach of pixelmatch and of
 * Playwright's toHaveScreenshot): a pixel differs when its colour is perceptibly different and
 * it is not antialiasing; the images match when at most `allowed` pixels differ.
 */
export function comparePng(reference: Buffer, actual: Buffer, { allowed = ALLOWED_DIFFERENT_PIXELS, threshold = COLOUR_THRESHOLD }: CompareOptions = {}): Comparison {
  if (reference.equals(actual)) return { matches: true, differentPixels: 0 };
  const a = PNG.sync.read(reference);
  const b = PNG.sync.read(actual);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differentPixels = pixelmatch(onCanvas(a, width, height), onCanvas(b, width, height), diff.data, width, height, {
    threshold,
    includeAA: false,
    alpha: 0.25,
  });
  const sameSize = a.width === b.width && a.height === b.height;
  const matches = sameSize && differentPixels <= allowed;
  if (matches) return { matches, differentPixels };
  const reason = sameSize
    ? `${differentPixels} pixels differ (at most ${allowed} may), ${where(diff)}`
    : `the size changed from ${a.width}×${a.height} to ${b.width}×${b.height} (${differentPixels} pixels differ)`;
  return { matches, differentPixels, reason, diff: PNG.sync.write(diff) };
}

/**
 * Where the differing pixels lie (pixelmatch paints each pure red on a grey copy of the
 * reference), so a failure's message alone, without its images, says what changed.
 */
function where(diff: PNG): string {
  let left = diff.width;
  let top = diff.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < diff.height; y++) {
    for (let x = 0; x < diff.width; x++) {
      const at = (y * diff.width + x) * 4;
      if (diff.data[at] !== 255 || diff.data[at + 1] !== 0 || diff.data[at + 2] !== 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? 'see the diff' : `between (${left}, ${top}) and (${right}, ${bottom})`;
}
