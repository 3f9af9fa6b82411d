import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { RETAKES, untilStill } from './still';

const solid = (grey: number) => {
  const image = new PNG({ width: 20, height: 20 });
  image.data.fill(grey);
  for (let at = 3; at < image.data.length; at += 4) image.data[at] = 255;
  return PNG.sync.write(image);
};
const reference = solid(255);
const blank = solid(0);
const halfway = solid(128);
const noWait = () => Promise.resolve();

describe('untilStill', () => {
  it('takes no second shot of a story that matches', async () => {
    const retake = vi.fn(() => Promise.resolve(blank));
    const { result, retakes } = await untilStill(reference, solid(255), retake, noWait);
    expect(result.matches).toBe(true);
    expect(retakes).toBe(0);
    expect(retake).not.toHaveBeenCalled();
  });

  it('passes a page caught still painting once its next shot matches', async () => {
    const shots = [halfway, solid(255)];
    const { result, retakes, first } = await untilStill(reference, blank, () => Promise.resolve(shots.shift()!), noWait);
    expect(result.matches).toBe(true);
    expect(retakes).toBe(2);
    // What the first shot caught, for the log.
    expect(first.reason).toBe('400 pixels differ (at most 64 may), between (0, 0) and (19, 19)');
  });

  it('fails a page that looks the same twice but not like its reference', async () => {
    const retake = vi.fn(() => Promise.resolve(Buffer.from(blank)));
    const { result, retakes, shot } = await untilStill(reference, blank, retake, noWait);
    expect(result.matches).toBe(false);
    expect(result.differentPixels).toBe(400);
    expect(retakes).toBe(1);
    expect(shot.equals(blank)).toBe(true);
  });

  it('gives up on a page that never holds still, failing on its last shot', async () => {
    let grey = 0;
    const { result, retakes, shot } = await untilStill(reference, blank, () => Promise.resolve(solid((grey += 10))), noWait);
    expect(result.matches).toBe(false);
    expect(retakes).toBe(RETAKES);
    expect(shot.equals(solid(RETAKES * 10))).toBe(true);
  });
});
