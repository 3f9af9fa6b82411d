/**
 * The Content-Security-Policy of the production build, in one place. It is built from the
 * app's typed configuration (src/config.ts, the values the built app itself reads), so every
 * origin in it is one the app calls, and from the inline code the build writes, which it
 * allows by hash ('sha256-…'), never with 'unsafe-inline' or 'unsafe-eval'.
 *
 * What the app uses, directive by directive:
 * - script-src: its own chunks ('self': the entry, module preloads, lazy routes) and the
 *   prerendered pages' inline loader (deferEntryScript in site.ts), by its hash; with an
 *   ad-conversion tag id, Google's tag (gtag.js) and the scripts it loads. JSON data blocks
 *   (the pages' JSON-LD and module-preload lists) are never run, so they need no hash.
 * - style-src: its own stylesheets and the two style elements libraries insert at run time,
 *   by their hashes (sonner's toasts, Tiptap's editor). React's style props set CSSOM
 *   properties, which a policy does not govern; no style="" attribute is prerendered.
 * - img-src: its own images, uploads on the API's origin, and any https image, since
 *   operators give consultants' photos and question images by web address (the seed's
 *   come from i.pravatar.cc and flagcdn.com; the editor inserts images by address).
 * - connect-src: relative chat calls ('self'), the API and the AI service.
 * - frame-src: the survey forms embedded on /forms, /forms2 and /forms3.
 * Everything else (fonts, media, objects, workers, manifests) falls to default-src 'none'.
 *
 * One policy serves every HTML file: the app moves between public pages and the back-office
 * without reloading, and 404.html starts the back-office where a host cannot rewrite.
 * frame-ancestors works only as an HTTP header, so the <meta> form leaves it out (Chromium
 * reports it as an error there) and the header form (_headers) carries it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AppConfig } from '../../src/config.ts';

export type CspConfig = Pick<AppConfig, 'apiBaseUrl' | 'aiBaseUrl' | 'surveyFormUrls' | 'adConversionTagId'>;

/** Directive name → its sources, in the order they are written. */
export type CspDirectives = ReadonlyMap<string, readonly string[]>;

export interface CspInputs {
  /** The text of every inline <script> the HTML files carry, exactly as written. */
  inlineScripts: readonly string[];
  /** The text of every <style> element the app or its libraries insert. */
  inlineStyles: readonly string[];
}

/**
 * What Google's tag (gtag.js) needs for Google Ads conversion measurement, as Google's guide
 * "Use a Content Security Policy with Google Tag Manager" lists it for the Google tag, Google
 * Ads conversions and the Ads user-data beacon. Images are already covered by https:.
 */
export const AD_TAG_SOURCES = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://google.com'],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
} as const;

/** A hash source for an inline script or style: 'sha256-<base64 of the exact text>'. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** JSON data blocks (JSON-LD, the page's module preloads): the browser never runs them, so CSP does not check them. */
const JSON_TYPE = /^(?:application|text)\/(?:[a-z0-9.+-]*\+)?json$/;

function isJsonDataBlock(attributes: string): boolean {
  const type = TYPE_ATTRIBUTE.exec(attributes);
  return JSON_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase());
}

/** The text of every inline <script> the browser would run (no src, not a JSON data block), in order. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '') && !isJsonDataBlock(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

const origin = (url: string) => new URL(url).origin;
const unique = (sources: readonly string[]) => [...new Set(sources)];

export function cspDirectives(config: CspConfig, inputs: CspInputs): CspDirectives {
  const adTag = Boolean(config.adConversionTagId);
  const api = origin(config.apiBaseUrl);
  const hashes = (texts: readonly string[]) => unique(texts.map(sha256Source)).sort();
  return new Map<string, readonly string[]>([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashes(inputs.inlineScripts), ...(adTag ? AD_TAG_SOURCES.script : [])]],
    ['style-src', ["'self'", ...hashes(inputs.inlineStyles)]],
    ['img-src', unique(["'self'", api, 'https:'])],
    ['connect-src', unique(["'self'", api, origin(config.aiBaseUrl), ...(adTag ? AD_TAG_SOURCES.connect : [])])],
    ['frame-src', unique([...config.surveyFormUrls.map(origin), ...(adTag ? AD_TAG_SOURCES.frame : [])])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]);
}

/** Directives a <meta> policy cannot carry: browsers ignore them there and log an error. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The policy as text; `header` adds what only an HTTP header can say (no framing by other sites). */
export function serializeCsp(directives: CspDirectives, { header = false }: { header?: boolean } = {}): string {
  const entries = [...directives].filter(([name]) => !HEADER_ONLY.includes(name));
  if (header) entries.push(['frame-ancestors', ["'none'"]]);
  return entries.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The <meta http-equiv> element of a policy. */
export function cspMetaTag(policy: string): string {
  if (/[<>"]/.test(policy)) throw new Error(`A policy cannot hold < > or ": ${policy}`);
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;')}" />`;
}

/** Netlify's and Cloudflare Pages' _headers file: the header form of the policy for every path. */
export function headersFile(headerPolicy: string): string {
  return `/*\n  Content-Security-Policy: ${headerPolicy}\n`;
}

const requireFromHere = createRequire(import.meta.url);

/** A library's built file, found the way Node finds the package (its "require" export). */
function libraryFile(specifier: string): string {
  return fs.readFileSync(requireFromHere.resolve(specifier), 'utf8');
}

/**
 * The <style> texts the app's libraries insert at run time, read from their installed code so
 * an upgrade that changes them changes the hashes too, and one that moves them fails the build:
 * - sonner (toasts) calls __insertCSS("…") once when it loads; it appends the element empty,
 *   then fills it, and Chromium checks it both times (so the empty text is allowed too);
 * - Tiptap (the question editor) writes its `style` constant into a <style data-tiptap-style>.
 */
export function libraryInlineStyles(): string[] {
  const sonner = /__insertCSS\("((?:[^"\\]|\\.)*)"\)/.exec(libraryFile('sonner'))?.[1];
  if (sonner === undefined) throw new Error('sonner no longer calls __insertCSS("…"): check which <style> it inserts (scripts/prerender/csp.ts)');
  const tiptap = /\bconst style = `([^`\\$]*)`;/.exec(libraryFile('@tiptap/core'))?.[1];
  if (tiptap === undefined) throw new Error('@tiptap/core no longer has its `style` constant: check which <style> it inserts (scripts/prerender/csp.ts)');
  return ['', JSON.parse(`"${sonner}"`) as string, tiptap];
}
