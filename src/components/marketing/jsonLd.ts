/**
 * schema.org structured data (JSON-LD) of the public site (issue 27): what search engines read
 * about the company, the site and each post. Pure, so the prerender, the page and the tests
 * share one description.
 */
// Relative, with its extension: the prerender (scripts/prerender/site.ts) loads this file outside Vite's aliases.
import { BRAND_NAME } from '../../brand.ts';

/** One JSON-LD object, with its @context when it stands alone. */
export type JsonLd = { '@type': string } & Record<string, unknown>;

/**
 * JSON that can sit inside a <script> element: no text of the data (a post's title, say)
 * can close the element or open a comment, since <, > and & are written as \u escapes,
 * which JSON.parse reads back as the same characters. U+2028 and U+2029 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The company's mark: a square image at a stable address (public/favicon.svg). */
export const ORGANIZATION_LOGO_PATH = '/favicon.svg';

export interface SiteFacts {
  siteUrl: string;
  /** The company's pages elsewhere (its social profiles). */
  sameAs: readonly string[];
}

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

export function organizationJsonLd({ siteUrl, sameAs }: SiteFacts): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: BRAND_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${ORGANIZATION_LOGO_PATH}`,
    sameAs: [...sameAs],
  };
}

export function websiteJsonLd({ siteUrl }: Pick<SiteFacts, 'siteUrl'>): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: BRAND_NAME,
    url: `${siteUrl}/`,
    publisher: { '@id': organizationId(siteUrl) },
  };
}

/** The landing page's: the company and its site, as one graph. */
export function siteJsonLd(facts: SiteFacts): { '@context': string; '@graph': JsonLd[] } {
  return { '@context': 'https://schema.org', '@graph': [organizationJsonLd(facts), websiteJsonLd(facts)] };
}
