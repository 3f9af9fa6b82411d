/**
 * Important Links live in the browser (SPEC.md: local-only; PRODUCT.md point 7: they survive
 * reload). The stored value is versioned and checked with zod on the way in, so a value an
 * older build, another tab or a person at the console left behind can never put a
 * javascript: address behind Go: anything that does not parse falls back to the seed links.
 */
import { z } from 'zod';
import { isHttpUrl, MAX_LENGTH, nonEmpty, tooLong } from '@/api/schemas/common';

export const LINKS_STORAGE_KEY = 'consult.important-links.v1';

export const NAME_REQUIRED = 'Name is required';
export const URL_REQUIRED = 'URL is required';
export const URL_NOT_WEB = 'URL must be a web address starting with http:// or https://';
export const NAME_MAX = 80;
export const NAME_TOO_LONG = `Name can be at most ${NAME_MAX} characters`;

/** What Add Link and Edit take (SPEC.md section 5: name and URL are both required). */
export const linkDraftSchema = z.object({
  name: nonEmpty('Name').max(NAME_MAX, NAME_TOO_LONG),
  url: z.string().trim().min(1, { error: URL_REQUIRED, abort: true }).max(MAX_LENGTH.url, { error: tooLong('URL', MAX_LENGTH.url), abort: true }).refine(isHttpUrl, URL_NOT_WEB),
});
export type LinkDraft = z.infer<typeof linkDraftSchema>;

export const importantLinkSchema = linkDraftSchema.extend({ id: z.string().min(1).max(MAX_LENGTH.id) });
export type ImportantLink = z.infer<typeof importantLinkSchema>;

const storedLinksSchema = z.object({ version: z.literal(1), links: z.array(importantLinkSchema) });

/** SPEC.md: the list starts with two sample links. */
export const SEED_LINKS: readonly ImportantLink[] = [
  { id: 'seed-firebase-console', name: 'Firebase Console', url: 'https://console.firebase.google.com/' },
  { id: 'seed-play-console', name: 'Google Play Console', url: 'https://play.google.com/console/' },
];

/** The part of Web Storage used here, so tests can hand in a failing one. */
export type LinkStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export function browserStorage(): LinkStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ReadResult {
  links: ImportantLink[];
  /** True when the links cannot be kept: they are lost on reload. */
  unavailable: boolean;
}

/** The stored links; the seed when none are stored or the value is corrupt (no error: nothing to act on). */
export function readLinks(storage: LinkStorage | null): ReadResult {
  if (!storage) return { links: [...SEED_LINKS], unavailable: true };
  let raw: string | null;
  try {
    raw = storage.getItem(LINKS_STORAGE_KEY);
  } catch {
    return { links: [...SEED_LINKS], unavailable: true };
  }
  if (raw === null) return { links: [...SEED_LINKS], unavailable: false };
  try {
    const parsed = storedLinksSchema.safeParse(JSON.parse(raw));
    return { links: parsed.success ? parsed.data.links : [...SEED_LINKS], unavailable: false };
  } catch {
    return { links: [...SEED_LINKS], unavailable: false };
  }
}

export const STORAGE_UNAVAILABLE = 'This browser is not keeping your links (storage is off or full). Changes will be lost on reload.';

/** Keeps the links; says why not when the browser refuses (storage off, quota exceeded). */
export function writeLinks(storage: LinkStorage | null, links: readonly ImportantLink[]): { ok: true } | { ok: false; reason: string } {
  if (!storage) return { ok: false, reason: STORAGE_UNAVAILABLE };
  try {
    storage.setItem(LINKS_STORAGE_KEY, JSON.stringify({ version: 1, links }));
    return { ok: true };
  } catch {
    return { ok: false, reason: STORAGE_UNAVAILABLE };
  }
}

/** A new link from a valid draft (trimmed), with an id no other link has. */
export function newLink(draft: LinkDraft, makeId: () => string = () => crypto.randomUUID()): ImportantLink {
  return { id: makeId(), name: draft.name.trim(), url: draft.url.trim() };
}
