import { comparePng, type Comparison } from './compare.ts';

/** How many more shots a differing story gets, and how long apart, for the page to hold still. */
export const RETAKES = 5;
const RETAKE_GAP_MS = 100;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, RETAKE_GAP_MS));

/**
 * A shot that differs from its reference is taken again until two in a row are the same (as
 * Playwright's toHaveScreenshot waits for a stable page): Chromium may paint a photo a frame
 * after it was decoded, and a shot in between shows the row without it. A real change looks
 * the same twice and fails; a shot that matches passes at once, so a passing story is shot once.
 */
export async function untilStill(reference: Buffer, first: Buffer, retake: () => Promise<Buffer>, wait: () => Promise<void> = pause): Promise<{ shot: Buffer; result: Comparison; retakes: number; first: Comparison }> {
  let shot = first;
  let result = comparePng(reference, shot);
  const firstResult = result;
  let retakes = 0;
  while (!result.matches && retakes < RETAKES) {
    await wait();
    const again = await retake();
    retakes++;
    if (again.equals(shot)) break;
    shot = again;
    result = comparePng(reference, shot);
  }
  return { shot, result, retakes, first: firstResult };
}
