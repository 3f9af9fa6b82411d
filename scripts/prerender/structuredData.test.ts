import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { isoDate, blogPostingJsonLd } from '../../src/components/blog/blogPostingJsonLd';
import { authors, blogPosts } from '../../src/components/blog/posts';
import { jsonForScript } from '../../src/components/marketing/jsonLd';
import { StructuredData } from '../../src/components/marketing/StructuredData';
import { inlineScriptsOf } from './csp';
import { pageDocument } from './site';

/** Issue 27: the schema.org data each prerendered page carries, read back from its HTML as a crawler reads it. */

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Template title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const SITE = entry.siteUrl;
type Thing = Record<string, unknown> & { '@type': string };

async function prerendered(pagePath: string): Promise<string> {
  const { html, meta } = await entry.renderPage(pagePath);
  return pageDocument(TEMPLATE, { markup: html, meta, marker: pagePath, path: pagePath, siteUrl: SITE });
}

/** Every JSON-LD object of a document, each @graph opened up. */
function jsonLdOf(html: string): Thing[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Thing & { '@graph'?: Thing[] });
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  return blocks.flatMap((block) => block['@graph'] ?? [block]);
}

/** '2024-10-12' as the post shows it, by the platform's own calendar. */
const readersDate = (iso: unknown) => new Date(`${String(iso)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('structured data in the prerendered pages', () => {
  it('describes each post as a BlogPosting with its headline, author, dates, images and description', async () => {
    for (const post of blogPosts) {
      const things = jsonLdOf(await prerendered(`/blog/${post.id}`));
      expect(things.map((thing) => thing['@type']), `post ${post.id}`).toEqual(['BlogPosting']);
      const posting = things[0] as Thing & { author: Thing; publisher: Thing & { logo: { url: string } }; image: string[]; mainEntityOfPage: Thing };
      expect(posting.headline).toBe(post.title);
      expect(posting.description).toBe(post.content);
      expect(posting.url).toBe(`${SITE}/blog/${post.id}`);
      expect(posting.mainEntityOfPage['@id']).toBe(`${SITE}/blog/${post.id}`);
      expect(readersDate(posting.datePublished)).toBe(post.date);
      expect(posting.dateModified).toBe(posting.datePublished);
      expect(posting.author).toMatchObject({ '@type': 'Person', name: post.author });
      expect(Object.values(authors).find((author) => author.name === post.author)?.role).toBe(posting.author.jobTitle);
      expect(posting.image[0]).toBe(`${SITE}${post.shareImageUrl}`);
      expect(posting.image).toContain(`${SITE}${post.imageUrl}`);
      expect(posting.articleSection).toBe(post.category);
      expect(posting.publisher).toMatchObject({ '@type': 'Organization', name: 'ChitChat' });
      expect(fs.existsSync(path.join('public', new URL(posting.publisher.logo.url).pathname)), posting.publisher.logo.url).toBe(true);
    }
  });

  it('describes the company and the site on the landing page, and nothing on the other pages', async () => {
    const things = jsonLdOf(await prerendered('/'));
    expect(things.map((thing) => thing['@type'])).toEqual(['Organization', 'WebSite']);
    const [organization, website] = things as [Thing & { logo: string; sameAs: string[] }, Thing];
    expect(organization).toMatchObject({ name: 'ChitChat', url: `${SITE}/` });
    expect(organization.sameAs).toEqual([entry.config.facebookUrl, entry.config.instagramUrl, entry.config.linkedinUrl]);
    expect(fs.existsSync(path.join('public', new URL(organization.logo).pathname)), organization.logo).toBe(true);
    expect(website).toMatchObject({ name: 'ChitChat', url: `${SITE}/`, publisher: { '@id': organization['@id'] } });
    for (const pagePath of ['/blog', '/about', '/contact']) expect(jsonLdOf(await prerendered(pagePath)), pagePath).toEqual([]);
  });

  it('is data, not code: the policy hashes none of it', async () => {
    const html = await prerendered('/blog/123');
    expect(inlineScriptsOf(html).some((script) => script.includes('BlogPosting'))).toBe(false);
  });
});

describe('JSON inside a script element', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028';

  it('writes <, >, & and the line separators as escapes JSON reads back', () => {
    const text = jsonForScript({ title: hostile });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ title: hostile });
  });

  it('keeps a post whose text would close the element inside it', () => {
    const post = { ...blogPosts[0]!, title: hostile, content: '<!-- <script>' };
    const html = renderToStaticMarkup(createElement(StructuredData, { data: blogPostingJsonLd(post, SITE) }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({ headline: hostile, description: '<!-- <script>' });
  });

  it('reads only real dates', () => {
    expect(isoDate('9 September 2024')).toBe('2024-09-09');
    expect(isoDate('31 February 2024')).toBeUndefined();
    expect(isoDate('12 Octember 2024')).toBeUndefined();
    expect(isoDate('October 12, 2024')).toBeUndefined();
  });
});
