import { isHttpUrl } from '@/api/schemas/common';

/** What the image dialog says when the address is not a web address (SPEC.md: Editor image node). */
export const imageUrlMessages = {
  notWeb: 'Use a web address that starts with http:// or https://.',
  data: 'Images written into the address (data:) are not accepted. Use a web address that starts with http:// or https://.',
  pastedData: 'Pasted or dropped images are not accepted. Insert an image by its web address with Insert Image.',
} as const;

/** A data: address, or anything else that carries the picture itself instead of pointing at it. */
export const isDataUrl = (value: string) => /^\s*data:/i.test(value);

/**
 * Why an address cannot become an image, or null when it can. Empty input is not a problem:
 * the dialog ignores it (SPEC.md section 5), so the caller checks for it first.
 */
export function imageUrlProblem(value: string): string | null {
  const url = value.trim();
  if (isDataUrl(url)) return imageUrlMessages.data;
  return isHttpUrl(url) ? null : imageUrlMessages.notWeb;
}

const isWordCharacter = (character: string | undefined) => character !== undefined && /\w/.test(character);
const isSpace = (character: string | undefined) => character !== undefined && character.trim() === '';

/**
 * Whether HTML holds an <img> whose src is a data: address: what
 * /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i matches, found in one pass instead. That
 * expression read to the end of the text again from every '<img' with no '>' after it, and
 * tried every split of the spaces after 'src=', so pasting repeated '<img ' or a long run of
 * spaces took seconds (quadratic). Here each character is looked at a bounded number of times.
 */
export function hasDataImage(html: string): boolean {
  const text = html.toLowerCase();
  // The next '<img' not followed by a letter, digit or _ ('<imgx' is no image).
  const tagFrom = (from: number) => {
    for (let at = text.indexOf('<img', from); at !== -1; at = text.indexOf('<img', at + 4)) if (!isWordCharacter(text[at + 4])) return at;
    return -1;
  };
  let close = text.indexOf('>');
  for (let tag = tagFrom(0); tag !== -1; ) {
    const next = tagFrom(tag + 4);
    if (close !== -1 && close < tag) close = text.indexOf('>', tag);
    // A tag's attributes run to its '>', and are read no further than the next tag: an
    // attribute past it is found from that tag just the same, so no character is read twice.
    const end = Math.min(close === -1 ? text.length : close, next === -1 ? text.length : next);
    if (hasDataSrc(text.slice(tag + 4, end))) return true;
    tag = next;
  }
  return false;
}

/** Whether a tag's attributes hold src="data:…" (quotes optional, spaces allowed around '='). */
function hasDataSrc(attributes: string): boolean {
  for (let src = attributes.indexOf('src'); src !== -1; src = attributes.indexOf('src', src + 3)) {
    if (isWordCharacter(attributes[src - 1])) continue;
    let at = src + 3;
    while (isSpace(attributes[at])) at += 1;
    if (attributes[at] !== '=') continue;
    at += 1;
    while (isSpace(attributes[at])) at += 1;
    if (attributes[at] === '"' || attributes[at] === "'") at += 1;
    while (isSpace(attributes[at])) at += 1;
    if (attributes.startsWith('data:', at)) return true;
  }
  return false;
}

/**
 * Whether pasted or dropped content carries a picture by value: image files (which could only
 * be kept as base64) or HTML/text holding a data: image. Such content is refused whole.
 */
export function carriesEmbeddedImage(data: DataTransfer | null): boolean {
  if (!data) return false;
  if (Array.from(data.files ?? []).some((file) => file.type.startsWith('image/'))) return true;
  if (Array.from(data.items ?? []).some((item) => item.kind === 'file' && item.type.startsWith('image/'))) return true;
  const html = data.getData('text/html');
  if (html && hasDataImage(html)) return true;
  const text = data.getData('text/plain');
  return /^\s*data:image\//i.test(text);
}
