import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { articles } from '../../src/components/blog/articles';
import { blogPosts } from '../../src/components/blog/posts';
import { documentTitle, escapeHtml } from '../../src/lib/pageHead';
import { publicRoutes } from '../../src/router';
import { APP_HYDRATED_EVENT as LAYOUT_HYDRATED_EVENT } from '../../src/components/layout/PublicLayout';
import { APP_HYDRATED_EVENT, appShellDocument, modulePreloadsOf, outputFileOf, pageDocument, robotsTxt, sitemapXml, writePrerenderedSite } from './site';
import { inlineScriptsOf, sha256Source } from './csp';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The template's description." />
    <title>Template title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const SITE = 'https://chitchat.example.in';
const renderer = { ...entry, siteUrl: SITE };

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
/** The page's text as a reader gets it: character references read back. */
const decoded = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
const meta = (html: string, key: string) => attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

describe('the prerendered site', () => {
  let outDir: string;
  let written: string[];
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    fs.writeFileSync(path.join(outDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(outDir, 'robots.txt'), 'User-agent: *\nDisallow: /dashboard\n');
    written = await writePrerenderedSite(outDir, renderer);
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('covers every public route of the route table, each blog post once', () => {
    const routePaths = publicRoutes.map((route) => route.path).filter((routePath): routePath is string => Boolean(routePath) && routePath !== '*');
    for (const routePath of routePaths) expect(entry.prerenderedPaths.some((page) => matchPath(routePath, page)), routePath).toBe(true);
    expect(entry.prerenderedPaths.filter((page) => page.startsWith('/blog/'))).toEqual(blogPosts.map((post) => `/blog/${post.id}`));
    expect(entry.prerenderedPaths.some((page) => /^\/(dashboard|login2|editor)/.test(page))).toBe(false);
  });

  it('writes every public page with its content, title, description, canonical URL and sharing tags', () => {
    expect(entry.prerenderedPaths).toHaveLength(18);
    for (const page of entry.prerenderedPaths) {
      const html = read(outputFileOf(page));
      const title = attribute(html, /<title>([^<]*)<\/title>/);
      expect(title, page).toMatch(/ChitChat/);
      expect(title, page).not.toBe('Template title');
      expect(html.match(/<title>/g), page).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), page).toHaveLength(1);
      expect(meta(html, 'description'), page).not.toBe("The template's description.");
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), page).toBe(`${SITE}${page}`);
      expect(meta(html, 'og:url'), page).toBe(`${SITE}${page}`);
      expect(meta(html, 'og:title'), page).toBe(title);
      expect(meta(html, 'twitter:card'), page).toBe('summary_large_image');
      const image = meta(html, 'og:image') ?? '';
      expect(image, page).toMatch(/\.png$/);
      expect(fs.existsSync(path.join('public', image.replace(SITE, ''))), image).toBe(true);
      expect(html, page).toContain(`<div id="root" data-prerendered="${page}"><`);
      expect(html, page).toMatch(/<h1[^>]*>/);
      // The app's code starts after the first paint (deferEntryScript).
      expect(html, page).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(html, page).toContain('import("/assets/index-abc.js");');
    }
  });

  it("gives a blog post its own title, description and cover", () => {
    for (const post of blogPosts) {
      const html = read(`blog/${post.id}/index.html`);
      expect(meta(html, 'og:title')).toBe(escapeHtml(documentTitle(post.title)));
      expect(meta(html, 'og:description')).toBe(escapeHtml(post.content));
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
      expect(meta(html, 'og:image')).toBe(`${SITE}${post.shareImageUrl}`);
      expect(fs.existsSync(path.join('public', post.shareImageUrl ?? 'missing')), post.shareImageUrl).toBe(true);
    }
    const first = read('blog/123/index.html');
    expect(first).toContain('How a 1:1 video call works, and how to get ready for yours');
    expect(first).toContain('TECHNOLOGY');
  });

  it('writes the whole article of each post: every section, the headings with their anchors and the table of contents', () => {
    for (const post of blogPosts) {
      const html = read(`blog/${post.id}/index.html`);
      const text = decoded(html);
      const sections = articles[post.id] ?? [];
      expect(sections.length, `article ${post.id}`).toBeGreaterThan(5);
      for (const section of sections) expect(text, `${post.id}: ${section.type}`).toContain(section.type === 'image' ? section.alt : section.text);
      const headings = sections.flatMap((section) => (section.type === 'heading' ? [section.text] : []));
      const anchored = [...html.matchAll(/<h2 id="(heading-\d+)"[^>]*>([^<]*)<\/h2>/g)].map((match) => [match[1], decoded(match[2] ?? '')]);
      expect(anchored).toEqual(headings.map((heading, index) => [`heading-${index}`, heading]));
      expect(html).toContain('id="introduction"');
      expect(html).toContain('id="summary"');
      const toc = attribute(html, /<nav aria-label="Table of contents"[^>]*>([\s\S]*?)<\/nav>/) ?? '';
      expect([...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])).toEqual(['introduction', ...headings.map((_, index) => `heading-${index}`), 'summary']);
      // SPEC.md's 'Loading...' is for a post opened inside the app, never in its HTML.
      expect(html).not.toContain('Loading...');
    }
  });

  it('writes 404.html with the not-found page, not to be indexed', () => {
    const html = read('404.html');
    expect(html).toContain('404 NOT FOUND');
    expect(html).toContain('data-prerendered="404"');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps an empty shell for the back-office, sitemap.xml of the public pages and robots.txt pointing to it', () => {
    const shell = read('app.html');
    expect(shell).toContain('<div id="root"></div>');
    // The back-office has nothing to paint before its code: it loads at once.
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(meta(shell, 'robots')).toBe('noindex');
    const sitemap = read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual(entry.prerenderedPaths.map((page) => `${SITE}${page}`));
    expect(read('robots.txt')).toBe(`User-agent: *\nDisallow: /dashboard\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(written.sort()).toEqual(
      ['404.html', 'app.html', '_headers', 'sitemap.xml', 'robots.txt', ...entry.prerenderedPaths.map(outputFileOf)].sort(),
    );
  });

  it('gives every HTML file one Content-Security-Policy, first in <head>, that allows its inline script by hash', () => {
    const htmlFiles = written.filter((file) => file.endsWith('.html'));
    const policies = htmlFiles.map((file) => {
      const html = read(file);
      expect(html.match(/http-equiv="Content-Security-Policy"/g), file).toHaveLength(1);
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), file).toBeLessThan(html.search(/<(script|link|style)\b/));
      const policy = attribute(html, /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/) ?? '';
      for (const script of inlineScriptsOf(html)) expect(policy, file).toContain(sha256Source(script));
      return policy;
    });
    expect(new Set(policies).size).toBe(1);
    const policy = policies[0] ?? '';
    expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('frame-ancestors');
    // The header form for hosts: the same policy, with the directive only a header can carry.
    expect(read('_headers')).toBe(`/*\n  Content-Security-Policy: ${policy}; frame-ancestors 'none'\n`);
    // No prerendered element carries a style attribute: the policy would refuse it.
    for (const file of htmlFiles) expect(read(file), file).not.toMatch(/<[^>]+\sstyle="/);
  });

  it('writes the same files when run again over its own output', async () => {
    const before = written.map((file) => read(file));
    await writePrerenderedSite(outDir, renderer);
    expect(written.map((file) => read(file))).toEqual(before);
  });
});

describe('prerender helpers', () => {
  it('maps page paths to files and refuses to leave the output folder', () => {
    expect(outputFileOf('/')).toBe('index.html');
    expect(outputFileOf('/blog/123')).toBe(path.join('blog', '123', 'index.html'));
    expect(() => outputFileOf('/../etc')).toThrow();
  });

  it('escapes what a page says in its head', () => {
    const html = pageDocument(TEMPLATE, { markup: '<main></main>', meta: { title: 'Fees & "tips"', description: '<b>bold</b>' }, marker: '/x', path: '/x', siteUrl: SITE });
    expect(html).toContain('<title>Fees &amp; &quot;tips&quot; | ChitChat</title>');
    expect(html).toContain('<meta name="description" content="&lt;b&gt;bold&lt;/b&gt;" />');
    expect(html).not.toContain("The template's description.");
  });

  it("moves the entry script and its preloads, with the route's own, behind the first paint", () => {
    const page = { markup: '<main></main>', meta: { title: 'a', description: 'b' }, marker: '/', path: '/', siteUrl: SITE };
    const html = pageDocument(TEMPLATE, { ...page, modulePreloads: ['/assets/BlogPostPage-abc.js', '/assets/react-abc.js', '/assets/Icon-abc.js'] });
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(modulePreloadsOf(html)).toEqual(['/assets/react-abc.js', '/assets/BlogPostPage-abc.js', '/assets/Icon-abc.js']);
    expect(modulePreloadsOf(pageDocument(TEMPLATE, page))).toEqual(['/assets/react-abc.js']);
    // One loader for every page: the list is data it reads, so the policy holds one hash.
    expect(inlineScriptsOf(html)).toEqual(inlineScriptsOf(pageDocument(TEMPLATE, page)));
    expect(html).toContain(`for (const href of JSON.parse(document.getElementById("module-preloads").textContent))`);
    expect(html.indexOf('import("/assets/index-abc.js")')).toBeGreaterThan(html.indexOf('<div id="root"'));
    expect(html).toContain("addEventListener('load', afterPaint, { once: true });");
    // Button presses before hydration are held and replayed on the event PublicLayout says.
    expect(APP_HYDRATED_EVENT).toBe(LAYOUT_HYDRATED_EVENT);
    expect(html).toContain(`addEventListener("${APP_HYDRATED_EVENT}"`);
  });

  it('fails loudly on a template without a root element', () => {
    expect(() => pageDocument('<title>x</title>', { markup: '', meta: { title: 'a', description: 'b' }, marker: '/', path: '/', siteUrl: SITE })).toThrow(/root/);
  });

  it('writes one sitemap line per page and one Sitemap line in robots.txt', () => {
    expect(sitemapXml(SITE, ['/', '/blog'])).toContain(`<url><loc>${SITE}/</loc></url>\n  <url><loc>${SITE}/blog</loc></url>`);
    expect(robotsTxt(`User-agent: *\nSitemap: ${SITE}/old.xml\n`, SITE)).toBe(`User-agent: *\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(appShellDocument(TEMPLATE)).toContain('<meta name="robots" content="noindex" />');
  });
});
