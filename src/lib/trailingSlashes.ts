/**
 * `text` without the slashes at its end ('https://x.example//' → 'https://x.example'). A loop
 * from the end: /\/+$/ tried every start in a run of slashes, quadratic in its length.
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}
