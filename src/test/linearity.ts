/**
 * For the tests of the hand-written parsers that replaced regular expressions (issue: work
 * that grows with input is linear). Inputs of a million characters: a quadratic parser would
 * not finish in any test's time, a linear one takes milliseconds. No time is measured; the
 * tests check the answer.
 */
export const MILLION = 1_000_000;

/** `part` repeated until the text is `length` characters long. */
export const repeated = (part: string, length = MILLION) => part.repeat(Math.ceil(length / part.length)).slice(0, length);

/**
 * Every text of up to `maxParts` parts drawn from `parts` (a few thousand): the small inputs on
 * which a rewrite must answer exactly what the expression it replaced answered.
 */
export function smallTexts(parts: readonly string[], maxParts: number): string[] {
  let texts = [''];
  let all = [''];
  for (let length = 1; length <= maxParts; length += 1) {
    texts = texts.flatMap((text) => parts.map((part) => text + part));
    all = all.concat(texts);
  }
  return all;
}
