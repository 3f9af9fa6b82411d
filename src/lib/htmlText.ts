/**
 * The words of the editor's HTML. Tags are skipped in one pass: /<[^>]*>/g read to the end of
 * the text again from every '<' with no '>' after it, so a run of '<' took seconds (quadratic).
 */
export function htmlWordCount(html: string): number {
  return htmlText(html).replace(/&nbsp;/g, ' ').split(/\s+/).filter(Boolean).length;
}

/** HTML with each tag (a '<' up to the next '>') as a space; a '<' with no '>' after it stays text. */
export function htmlText(html: string): string {
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) break;
    parts.push(html.slice(at, open), ' ');
    at = close + 1;
  }
  parts.push(html.slice(at));
  return parts.join('');
}
