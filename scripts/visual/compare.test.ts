import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ALLOWED_DIFFERENT_PIXELS, comparePng } from './compare';

/** A PNG of one colour, with `changed` pixels of the first row in another. */
function png(width: number, height: number, rgb: [number, number, number], changed = 0, other: [number, number, number] = rgb) {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const colour = i < changed ? other : rgb;
    image.data.set([...colour, 255], i * 4);
  }
  return PNG.sync.write(image);
}

describe('comparePng', () => {
  it('matches identical images without a diff', () => {
    const image = png(20, 10, [109, 40, 217]);
    expect(comparePng(image, Buffer.from(image))).toEqual({ matches: true, differentPixels: 0 });
  });

  it('fails on a one-unit change of one colour channel across a shape', () => {
    // The brand purple moved by one in its blue channel, over a 40 × 10 button.
    const result = comparePng(png(40, 10, [109, 40, 217]), png(40, 10, [109, 40, 218]));
    expect(result.matches).toBe(false);
    expect(result.differentPixels).toBe(400);
    expect(result.reason).toBe(`400 pixels differ (at most ${ALLOWED_DIFFERENT_PIXELS} may)`);
    // The diff paints every changed pixel red.
    const diff = PNG.sync.read(result.diff!);
    expect([...diff.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('lets a few antialiasing pixels pass, and no more than the allowance', () => {
    const reference = png(100, 10, [255, 255, 255]);
    expect(comparePng(reference, png(100, 10, [255, 255, 255], ALLOWED_DIFFERENT_PIXELS, [250, 250, 250])).matches).toBe(true);
    const over = comparePng(reference, png(100, 10, [255, 255, 255], ALLOWED_DIFFERENT_PIXELS + 1, [250, 250, 250]));
    expect(over.matches).toBe(false);
    expect(over.differentPixels).toBe(ALLOWED_DIFFERENT_PIXELS + 1);
  });

  it('fails when the size changes, even if the common part is equal', () => {
    const result = comparePng(png(10, 10, [0, 0, 0]), png(10, 12, [0, 0, 0]));
    expect(result.matches).toBe(false);
    expect(result.reason).toBe('the size changed from 10×10 to 10×12 (20 pixels differ)');
    const diff = PNG.sync.read(result.diff!);
    expect([diff.width, diff.height]).toEqual([10, 12]);
  });
});
