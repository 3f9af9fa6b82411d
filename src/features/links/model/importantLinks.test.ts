import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/test/memoryStorage';
import {
  LINKS_STORAGE_KEY,
  linkDraftSchema,
  NAME_REQUIRED,
  newLink,
  readLinks,
  SEED_LINKS,
  STORAGE_UNAVAILABLE,
  URL_NOT_WEB,
  URL_REQUIRED,
  writeLinks,
  type LinkStorage,
} from './importantLinks';


const link = { id: 'a1', name: 'Razorpay dashboard', url: 'https://dashboard.razorpay.com/' };
const stored = (value: unknown) => memoryStorage({ [LINKS_STORAGE_KEY]: JSON.stringify(value) });

describe('readLinks', () => {
  it('starts with the two seed links when nothing is stored', () => {
    expect(readLinks(memoryStorage())).toEqual({ links: SEED_LINKS, unavailable: false });
    expect(SEED_LINKS).toHaveLength(2);
  });

  it('reads what writeLinks kept', () => {
    const storage = memoryStorage();
    expect(writeLinks(storage, [link])).toEqual({ ok: true });
    expect(JSON.parse(storage.values.get(LINKS_STORAGE_KEY) ?? '')).toEqual({ version: 1, links: [link] });
    expect(readLinks(storage)).toEqual({ links: [link], unavailable: false });
  });

  it('keeps an emptied list empty (the seed does not come back)', () => {
    const storage = memoryStorage();
    writeLinks(storage, []);
    expect(readLinks(storage).links).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 2, links: [link] })],
    ['a bare array', JSON.stringify([link])],
    ['a link without a name', JSON.stringify({ version: 1, links: [{ ...link, name: '' }] })],
    ['a javascript: address', JSON.stringify({ version: 1, links: [{ ...link, url: 'javascript:alert(1)' }] })],
    ['a data: address', JSON.stringify({ version: 1, links: [{ ...link, url: 'data:text/html,<b>x</b>' }] })],
    ['null', 'null'],
  ])('falls back to the seed links, without an error, on %s', (_, raw) => {
    expect(readLinks(memoryStorage({ [LINKS_STORAGE_KEY]: raw }))).toEqual({ links: SEED_LINKS, unavailable: false });
  });

  it('gives the seed links and says they cannot be kept when storage is off or throws', () => {
    expect(readLinks(null)).toEqual({ links: SEED_LINKS, unavailable: true });
    const throwing: LinkStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readLinks(throwing)).toEqual({ links: SEED_LINKS, unavailable: true });
  });

  it('returns a copy of the seed that a caller may change', () => {
    const { links } = readLinks(stored(null));
    links.pop();
    expect(SEED_LINKS).toHaveLength(2);
  });
});

describe('writeLinks', () => {
  it('says why when the quota is exceeded, and when storage is off', () => {
    const full: LinkStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeLinks(full, [link])).toEqual({ ok: false, reason: STORAGE_UNAVAILABLE });
    expect(writeLinks(null, [link])).toEqual({ ok: false, reason: STORAGE_UNAVAILABLE });
  });
});

describe('linkDraftSchema', () => {
  const messages = (draft: { name: string; url: string }) => {
    const result = linkDraftSchema.safeParse(draft);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('needs a name and a URL, one clear message each', () => {
    expect(messages({ name: '', url: '' })).toEqual([`name: ${NAME_REQUIRED}`, `url: ${URL_REQUIRED}`]);
    expect(messages({ name: '   ', url: '  ' })).toEqual([`name: ${NAME_REQUIRED}`, `url: ${URL_REQUIRED}`]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com', 'example.com', '/dashboard', 'https://'])('refuses %s', (url) => {
    expect(messages({ name: 'Docs', url })).toEqual([`url: ${URL_NOT_WEB}`]);
  });

  it('takes http and https addresses, trimmed', () => {
    expect(linkDraftSchema.parse({ name: ' Docs ', url: ' http://intranet.example.com/docs ' })).toEqual({ name: 'Docs', url: 'http://intranet.example.com/docs' });
    expect(messages({ name: 'Docs', url: 'https://example.com/a?b=c#d' })).toEqual([]);
  });

  it('takes an address of at most 2048 characters, and says so beyond', () => {
    const address = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
    expect(messages({ name: 'Docs', url: address(2048) })).toEqual([]);
    expect(messages({ name: 'Docs', url: address(2049) })).toEqual(['url: URL must be at most 2048 characters']);
  });
});

describe('newLink', () => {
  it('gives the draft an id', () => {
    expect(newLink({ name: 'Docs', url: 'https://example.com' }, () => 'x1')).toEqual({ id: 'x1', name: 'Docs', url: 'https://example.com' });
  });
});
