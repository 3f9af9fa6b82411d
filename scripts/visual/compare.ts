import { PNG } from 'pngjs';

/**
 * How many pixels may differ before a story counts as changed. Chromium's text antialiasing
 * can flip a few edge pixels between runs on a busy machine (26 seen at most); a real change,
 * even a one-unit shift of one colour in a shared component, touches far more.
 */
export const ALLOWED_DIFFERENT_PIXELS = 64;

export interface Comparison {
  /** True when the images are the same size and at most `allowed` pixels differ. */
  matches: boolean;
  differentPixels: number;
  /** Why it does not match, in words. */
  reason?: string;
  /** The reference greyed out with every differing pixel in red; only when it does not match. */
  diff?: Buffer;
}

/**
 * Compares two PNG files pixel by pixel, strictly: any difference in any channel counts.
 * Tolerance lives only in how many pixels may differ.
 */
export function comparePng(reference: Buffer, actual: Buffer, allowed = ALLOWED_DIFFERENT_PIXELS): Comparison {
  if (reference.equals(actual)) return { matches: true, differentPixels: 0 };
  const a = PNG.sync.read(reference);
  const b = PNG.sync.read(actual);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  let differentPixels = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      const same =
        inA &&
        inB &&
        a.data[ia] === b.data[ib] &&
        a.data[ia + 1] === b.data[ib + 1] &&
        a.data[ia + 2] === b.data[ib + 2] &&
        a.data[ia + 3] === b.data[ib + 3];
      if (same) {
        // The reference, faded to light grey, so the red stands out and the place is recognisable.
        const grey = Math.round(0.299 * a.data[ia]! + 0.587 * a.data[ia + 1]! + 0.114 * a.data[ia + 2]!);
        const faded = 255 - Math.round((255 - grey) * 0.25);
        diff.data[o] = faded;
        diff.data[o + 1] = faded;
        diff.data[o + 2] = faded;
      } else {
        differentPixels++;
        diff.data[o] = 255;
        diff.data[o + 1] = 0;
        diff.data[o + 2] = 0;
      }
      diff.data[o + 3] = 255;
    }
  }
  const sameSize = a.width === b.width && a.height === b.height;
  const matches = sameSize && differentPixels <= allowed;
  if (matches) return { matches, differentPixels };
  const reason = sameSize
    ? `${differentPixels} pixels differ (at most ${allowed} may)`
    : `the size changed from ${a.width}×${a.height} to ${b.width}×${b.height} (${differentPixels} pixels differ)`;
  return { matches, differentPixels, reason, diff: PNG.sync.write(diff) };
}
