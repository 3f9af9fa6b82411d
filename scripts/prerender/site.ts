/**
 * The prerender's files (issue 9): each public page as dist/<path>/index.html, 404.html, the
 * empty shell the back-office starts from (app.html), each with the build's
 * Content-Security-Policy (csp.ts), that policy as a header (_headers), sitemap.xml and
 * robots.txt. Pure string work plus one function that writes them, so tests run it on a temp dir.
 */
import fs from 'node:fs';
import path from 'node:path';
import { documentTitle, escapeHtml, headTags, headTagsHtml, type PageMeta } from '../../src/lib/pageHead.ts';
import { jsonForScript } from '../../src/components/marketing/jsonLd.ts';
import { cspDirectives, cspMetaTag, headersFile, inlineScriptsOf, libraryInlineStyles, serializeCsp, type CspConfig } from './csp.ts';

/** The event PublicLayout says once hydrated (src/components/layout/PublicLayout.tsx; kept in step by site.test.ts). */
export const APP_HYDRATED_EVENT = 'app:hydrated';

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  /** The code of the page's route beyond the entry's, to preload when the app starts (routeChunks.ts). */
  modulePreloads?: readonly string[];
}

export interface PageRenderer {
  renderPage(path: string): Promise<RenderedPage>;
  prerenderedPaths: readonly string[];
  NOT_FOUND_RENDER_PATH: string;
  NOT_FOUND_MARKER: string;
  siteUrl: string;
  /** The configuration the built app reads (src/config.ts): the origins of its policy (csp.ts). */
  config: CspConfig;
}

const ROOT_DIV = '<div id="root"></div>';

/** The file a path is written to: / → index.html, /blog/123 → blog/123/index.html. */
export function outputFileOf(pagePath: string): string {
  const segments = pagePath.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) throw new Error(`Not a page path: ${pagePath}`);
  return path.join(...segments, 'index.html');
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The id of the JSON data block that lists the code a prerendered page starts with. */
export const MODULE_PRELOADS_ID = 'module-preloads';
const MODULE_PRELOADS_BLOCK = new RegExp(`<script type="application/json" id="${MODULE_PRELOADS_ID}">([^<]*)</script>`);

/** The module preloads a prerendered page's loader adds when it starts the app (deferEntryScript). */
export function modulePreloadsOf(html: string): string[] {
  const block = MODULE_PRELOADS_BLOCK.exec(html)?.[1];
  return block === undefined ? [] : (JSON.parse(block) as string[]);
}

/**
 * A prerendered page paints from its HTML, CSS and images alone, so the app's code need not
 * compete with them for the network or the main thread: the entry script (and its module
 * preloads) start once the page has loaded and the next frame is painted, then hydrate.
 * Links work before that (they are plain links to prerendered pages); a first touch, click
 * or key press starts the code at once. A hidden tab, which paints no frames, or a page whose
 * images never finish, starts on a timer.
 *
 * The preloads are the entry's imports and `routePreloads`, the chunks of the page's own
 * route (its lazy page and what that imports, routeChunks.ts): they are fetched beside the
 * entry, so hydrating does not wait for a second round trip. They sit in a JSON data block
 * the loader reads, so the loader's text, and its one hash in the policy, is every page's.
 */
export function deferEntryScript(template: string, routePreloads: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The template has no module entry script');
  const preloads = [...new Set([...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), ...routePreloads])].filter((href) => href !== entry);
  const data = `<script type="application/json" id="${MODULE_PRELOADS_ID}">${jsonForScript(preloads)}</script>`;
  const loader = [
    '<script type="module">',
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of JSON.parse(document.getElementById(${JSON.stringify(MODULE_PRELOADS_ID)}).textContent)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    `  import(${JSON.stringify(entry)});`,
    '};',
    'const afterPaint = () => requestAnimationFrame(() => setTimeout(start));',
    "if (document.readyState === 'complete') afterPaint();",
    "else addEventListener('load', afterPaint, { once: true });",
    "for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, start, { once: true, passive: true, capture: true });",
    // A button pressed before the app is live is held and pressed again once it is; links
    // need no app (each goes to a prerendered page).
    'const held = [];',
    "const hold = (event) => { const button = event.target instanceof Element ? event.target.closest('button') : null; if (!button) return; event.preventDefault(); event.stopPropagation(); held.push(button); start(); };",
    "addEventListener('click', hold, true);",
    `addEventListener(${JSON.stringify(APP_HYDRATED_EVENT)}, () => { removeEventListener('click', hold, true); for (const button of held.splice(0)) button.click(); }, { once: true });`,
    'setTimeout(start, 4000);',
    '</script>',
  ].join('\n    ');
  return template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', () => `  ${data}\n    ${loader}\n  </body>`);
}

/** The built index.html with a page's markup in #root and its head in place of the template's title and description. */
export function pageDocument(
  template: string,
  page: { markup: string; meta: PageMeta; marker: string; path: string; siteUrl: string; modulePreloads?: readonly string[] },
): string {
  if (!template.includes(ROOT_DIV)) throw new Error(`The template has no ${ROOT_DIV}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('The template has no <title>');
  const tags = headTagsHtml(headTags(page.meta, { siteUrl: page.siteUrl, path: page.path }));
  return deferEntryScript(template, page.modulePreloads)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(page.meta.title))}</title>\n    ${tags}`)
    .replace(ROOT_DIV, () => `<div id="root" data-prerendered="${escapeHtml(page.marker)}">${page.markup}</div>`);
}

/** The empty shell of the back-office: the template, told not to be indexed. */
export function appShellDocument(template: string): string {
  return template.replace(/<title>/, '<meta name="robots" content="noindex" />\n    <title>');
}

export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((pagePath) => `  <url><loc>${escapeHtml(`${siteUrl}${pagePath === '/' ? '/' : pagePath}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** public/robots.txt (copied into the build) with the sitemap's address added. */
export function robotsTxt(base: string, siteUrl: string): string {
  const kept = base.split('\n').filter((line) => !/^sitemap:/i.test(line.trim())).join('\n').trimEnd();
  return `${kept}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;
const CSP_META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/;

/** A document with its Content-Security-Policy first in <head>, right after the charset, before anything it governs. */
export function withCspMeta(html: string, policy: string): string {
  if (!CHARSET_META.test(html)) throw new Error('The document has no <meta charset>');
  return html.replace(CSP_META, '').replace(CHARSET_META, (charset) => `${charset}\n    ${cspMetaTag(policy)}`);
}

export const APP_SHELL_FILE = 'app.html';
export const NOT_FOUND_FILE = '404.html';
/** Netlify's and Cloudflare Pages' per-path headers: the policy as an HTTP header, with frame-ancestors. */
export const HEADERS_FILE = '_headers';

/**
 * Writes every prerendered file into a client build's outDir: the HTML files, each carrying
 * the one Content-Security-Policy (csp.ts) that allows the inline code they hold, the header
 * form of that policy (_headers), sitemap.xml and robots.txt. Returns the files written,
 * relative to outDir.
 */
export async function writePrerenderedSite(outDir: string, renderer: PageRenderer): Promise<string[]> {
  const indexFile = path.join(outDir, 'index.html');
  const shellFile = path.join(outDir, APP_SHELL_FILE);
  // A second run over the same outDir starts again from the untouched template.
  const template = fs.existsSync(shellFile)
    ? fs.readFileSync(shellFile, 'utf8').replace(/\s*<meta name="robots" content="noindex" \/>/, '').replace(CSP_META, '')
    : fs.readFileSync(indexFile, 'utf8');
  const written: string[] = [];
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), content);
    written.push(file);
  };

  const documents = new Map<string, string>([[APP_SHELL_FILE, appShellDocument(template)]]);
  const { siteUrl } = renderer;
  for (const pagePath of renderer.prerenderedPaths) {
    const { html, meta, modulePreloads } = await renderer.renderPage(pagePath);
    documents.set(outputFileOf(pagePath), pageDocument(template, { markup: html, meta, marker: pagePath, path: pagePath, siteUrl, modulePreloads }));
  }
  const notFound = await renderer.renderPage(renderer.NOT_FOUND_RENDER_PATH);
  documents.set(
    NOT_FOUND_FILE,
    pageDocument(template, { markup: notFound.html, meta: notFound.meta, marker: renderer.NOT_FOUND_MARKER, path: renderer.NOT_FOUND_RENDER_PATH, siteUrl, modulePreloads: notFound.modulePreloads }),
  );

  const csp = cspDirectives(renderer.config, { inlineScripts: [...documents.values()].flatMap(inlineScriptsOf), inlineStyles: libraryInlineStyles() });
  const policy = serializeCsp(csp);
  for (const [file, html] of documents) write(file, withCspMeta(html, policy));
  write(HEADERS_FILE, headersFile(serializeCsp(csp, { header: true })));
  write('sitemap.xml', sitemapXml(siteUrl, renderer.prerenderedPaths));
  const robotsFile = path.join(outDir, 'robots.txt');
  write('robots.txt', robotsTxt(fs.existsSync(robotsFile) ? fs.readFileSync(robotsFile, 'utf8') : 'User-agent: *\nAllow: /', siteUrl));
  return written;
}
