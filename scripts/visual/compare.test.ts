import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ALLOWED_DIFFERENT_PIXELS, comparePng } from './compare';

type Rgb = [number, number, number];
const BRAND_600: Rgb = [0x6d, 0x28, 0xd9];
const BRAND_500: Rgb = [0x7c, 0x3a, 0xed];

/** A PNG whose pixel at (x, y) has the colour `at` gives. */
function png(width: number, height: number, at: (x: number, y: number) => Rgb) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data.set([...at(x, y), 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}
const solid = (width: number, height: number, rgb: Rgb) => png(width, height, () => rgb);

describe('comparePng', () => {
  it('matches identical images without a diff', () => {
    const image = solid(20, 10, BRAND_600);
    expect(comparePng(image, Buffer.from(image))).toEqual({ matches: true, differentPixels: 0 });
  });

  it('fails a primary button drawn in brand-500 instead of brand-600, with a diff that paints it red', () => {
    const result = comparePng(solid(40, 10, BRAND_600), solid(40, 10, BRAND_500));
    expect(result.matches).toBe(false);
    expect(result.differentPixels).toBe(400);
    expect(result.reason).toBe(`400 pixels differ (at most ${ALLOWED_DIFFERENT_PIXELS} may), between (0, 0) and (39, 9)`);
    const diff = PNG.sync.read(result.diff!);
    expect([...diff.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('fails a disabled primary button (half opacity on white) in brand-500 instead of brand-600', () => {
    const half = (rgb: Rgb): Rgb => rgb.map((channel) => Math.round((channel + 255) / 2)) as Rgb;
    expect(comparePng(solid(40, 10, half(BRAND_600)), solid(40, 10, half(BRAND_500)))).toMatchObject({ matches: false, differentPixels: 400 });
  });

  it('passes a gradient dithered one level differently: no eye sees it', () => {
    // A 300 × 40 violet-to-white gradient; the second has every other pixel one level lighter.
    const level = (x: number) => Math.round((x / 299) * 255);
    const gradient = (x: number): Rgb => [Math.min(255, 109 + level(x)), Math.min(255, 40 + level(x)), Math.min(255, 217 + level(x) / 4)];
    const reference = png(300, 40, gradient);
    const dithered = png(300, 40, (x, y) => ((x + y) % 2 === 0 ? gradient(x).map((channel) => Math.min(255, channel + 1)) as Rgb : gradient(x)));
    expect(comparePng(reference, dithered)).toMatchObject({ matches: true, differentPixels: 0 });
  });

  it('lets a few differing pixels pass, and no more than the allowance', () => {
    const reference = solid(100, 10, [255, 255, 255]);
    const spots = (count: number) => png(100, 10, (x, y) => (y * 100 + x < count ? [0, 0, 0] : [255, 255, 255]));
    expect(comparePng(reference, spots(ALLOWED_DIFFERENT_PIXELS)).matches).toBe(true);
    const over = comparePng(reference, spots(ALLOWED_DIFFERENT_PIXELS + 1));
    expect(over.matches).toBe(false);
    expect(over.differentPixels).toBe(ALLOWED_DIFFERENT_PIXELS + 1);
    // Where they are: the first row, from its left edge.
    expect(over.reason).toMatch(new RegExp(`between \\(0, 0\\) and \\(${ALLOWED_DIFFERENT_PIXELS}, 0\\)$`));
  });

  it('does not count antialiased edge pixels that moved', () => {
    // A dark square's edge, antialiased at x = 10 in one image and x = 11 in the other.
    const edgeAt = (column: number) => (x: number): Rgb => (x < column ? [0, 0, 0] : x === column ? [128, 128, 128] : [255, 255, 255]);
    // Strictly, two columns of 100 pixels differ (200, over the allowance); as antialiasing, none.
    const result = comparePng(png(30, 100, edgeAt(10)), png(30, 100, edgeAt(11)));
    expect(result).toMatchObject({ matches: true, differentPixels: 0 });
  });

  it('fails when the size changes, even if the common part is equal', () => {
    const result = comparePng(solid(10, 10, [0, 0, 0]), solid(10, 12, [0, 0, 0]));
    expect(result.matches).toBe(false);
    expect(result.reason).toBe('the size changed from 10×10 to 10×12 (20 pixels differ)');
    const diff = PNG.sync.read(result.diff!);
    expect([diff.width, diff.height]).toEqual([10, 12]);
  });
});
