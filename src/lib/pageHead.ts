/**
 * What a page says about itself in <head>: title, description, canonical address and the
 * Open Graph / Twitter card tags link previews read. One description of the tags serves both
 * the prerender (as HTML text, scripts/prerender) and the browser (usePageMeta), so a page
 * reached by client navigation carries the same head as its prerendered file.
 */
import { BRAND_NAME } from '../brand.ts';
import { withoutTrailingSlashes } from './trailingSlashes.ts';

export interface PageMeta {
  /** The page's own title; the brand is appended unless it already names it. */
  title: string;
  /** The meta description search engines and link previews show. */
  description: string;
  /** The preview image, a path on this site (a blog post's cover) or an absolute URL. */
  image?: string;
  /** 'article' for a blog post; 'website' otherwise. */
  type?: 'website' | 'article';
  /** A page that must not be indexed (the not-found page). */
  noindex?: boolean;
}

/** The site's address when VITE_SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://chitchat.example.in';

/** The preview image of pages that have none of their own (public/og/default.png, npm run share-images). */
export const DEFAULT_SHARE_IMAGE = '/og/default.png';

export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

export function documentTitle(title: string): string {
  return title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
}

/** The site origin without a trailing slash; a bad value falls back to the default. */
export function siteOrigin(value: string | undefined): string {
  const text = value?.trim();
  if (!text) return DEFAULT_SITE_URL;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_SITE_URL;
    return withoutTrailingSlashes(`${url.origin}${url.pathname}`);
  } catch {
    return DEFAULT_SITE_URL;
  }
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Every tag a page's head carries beside <title>, in a stable order. */
export function headTags(meta: PageMeta, { siteUrl, path }: { siteUrl: string; path: string }): HeadTag[] {
  const title = documentTitle(meta.title);
  const url = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, meta.image ?? DEFAULT_SHARE_IMAGE);
  const tags: HeadTag[] = [{ tag: 'meta', attribute: 'name', key: 'description', content: meta.description }];
  if (meta.noindex) tags.push({ tag: 'meta', attribute: 'name', key: 'robots', content: 'noindex' });
  else tags.push({ tag: 'link', rel: 'canonical', href: url });
  const property = (key: string, content: string): HeadTag => ({ tag: 'meta', attribute: 'property', key, content });
  const name = (key: string, content: string): HeadTag => ({ tag: 'meta', attribute: 'name', key, content });
  tags.push(
    property('og:site_name', BRAND_NAME),
    property('og:type', meta.type ?? 'website'),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', title),
    name('twitter:description', meta.description),
    name('twitter:image', image),
  );
  return tags;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** The tags as HTML text, one per line. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) =>
      tag.tag === 'link'
        ? `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`
        : `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`,
    )
    .join('\n    ');
}

/** Brings document.head in line with the tags: updates what exists, adds what is missing, drops what no longer applies. */
export function applyHeadTags(document: Document, title: string, tags: readonly HeadTag[]): void {
  document.title = title;
  const wanted = new Set<Element>();
  for (const tag of tags) {
    if (tag.tag === 'link') {
      let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${tag.rel}"]`);
      if (!element) {
        element = document.createElement('link');
        element.rel = tag.rel;
        document.head.append(element);
      }
      element.href = tag.href;
      wanted.add(element);
    } else {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(tag.attribute, tag.key);
        document.head.append(element);
      }
      element.content = tag.content;
      wanted.add(element);
    }
  }
  // Tags this page does not carry (a canonical link on the not-found page, its noindex elsewhere).
  for (const stale of document.head.querySelectorAll('link[rel="canonical"], meta[name="robots"]')) if (!wanted.has(stale)) stale.remove();
}
