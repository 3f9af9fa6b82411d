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

/**
 * Whether pasted or dropped content carries a picture by value: image files (which could only
 * be kept as base64) or HTML/text holding a data: image. Such content is refused whole.
 */
export function carriesEmbeddedImage(data: DataTransfer | null): boolean {
  if (!data) return false;
  if (Array.from(data.files ?? []).some((file) => file.type.startsWith('image/'))) return true;
  if (Array.from(data.items ?? []).some((item) => item.kind === 'file' && item.type.startsWith('image/'))) return true;
  const html = data.getData('text/html');
  if (html && /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html)) return true;
  const text = data.getData('text/plain');
  return /^\s*data:image\//i.test(text);
}
