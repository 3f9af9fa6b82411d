/**
 * A post as schema.org BlogPosting (issue 27): what a search engine shows of it, taken from
 * the post's own data so the structured data never says other than the page.
 */
import { BRAND_NAME } from '@/brand';
import { absoluteUrl } from '@/lib/pageHead';
import type { BlogPost } from '@/lib/blogFilter';
import { blogPostHref } from '@/paths';
import { ORGANIZATION_LOGO_PATH, organizationId, type JsonLd } from '@/components/marketing/jsonLd';
import { authorByName } from './posts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A post's date as readers see it ('12 October 2024') in ISO 8601 ('2024-10-12'); undefined if it is not such a date. */
export function isoDate(text: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[2] ?? '') + 1 : 0;
  if (!match || month === 0) return undefined;
  const [year, day] = [Number(match[3]), Number(match[1])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function blogPostingJsonLd(post: BlogPost, siteUrl: string): JsonLd & { '@context': string } {
  const url = absoluteUrl(siteUrl, blogPostHref(post.id));
  const author = authorByName(post.author);
  const published = isoDate(post.date);
  const images = [...new Set([post.shareImageUrl, post.imageUrl].filter((image): image is string => Boolean(image)).map((image) => absoluteUrl(siteUrl, image)))];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.title,
    description: post.content,
    image: images,
    // The posts carry one date: they have not been edited since they were published.
    ...(published ? { datePublished: published, dateModified: published } : {}),
    author: { '@type': 'Person', name: post.author, ...(author ? { jobTitle: author.role, image: absoluteUrl(siteUrl, author.avatarUrl) } : {}) },
    publisher: { '@type': 'Organization', '@id': organizationId(siteUrl), name: BRAND_NAME, logo: { '@type': 'ImageObject', url: `${siteUrl}${ORGANIZATION_LOGO_PATH}` } },
    articleSection: post.category,
    inLanguage: 'en',
  };
}
