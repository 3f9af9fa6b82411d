import { describe, expect, it } from 'vitest';
import { memoryStorage as memory } from '@/test/memoryStorage';
import { AUTOMATIC_RELOAD_WINDOW_MS, automaticReloadKey, claimAutomaticReload, classifyRouteError, mayReloadAutomatically, type ReloadMemory } from './routeError';


/** The shape the router gives a thrown Response (or its own 404): what isRouteErrorResponse checks for. */
const routeErrorResponse = (status: number, statusText: string) => ({ status, statusText, internal: true, data: `${status} ${statusText}` });

describe('classifyRouteError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://chitchat.example.in/assets/EarningsPage-B2x9.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Safari given an HTML page', new TypeError("'text/html' is not a valid JavaScript MIME type.")],
    ['Firefox', new TypeError('error loading dynamically imported module: https://chitchat.example.in/assets/BlogPage-x1.js')],
    ["Vite's preload helper", new Error('Unable to preload CSS for /assets/EarningsPage-C1.css')],
    ['a thrown string', 'Failed to fetch dynamically imported module: /assets/x.js'],
  ])('knows missing code in the words of %s', (_who, error) => {
    expect(classifyRouteError(error)).toBe('missing-code');
  });

  it("says not-found for the router's 404", () => {
    expect(classifyRouteError(routeErrorResponse(404, 'Not Found'))).toBe('not-found');
  });

  it.each([
    ['an error while drawing', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['another route error response', routeErrorResponse(500, 'Internal Server Error')],
    ['a failed fetch of data, not of code', new TypeError('Failed to fetch')],
    ['a thrown object', { reason: 'odd' }],
    ['nothing at all', undefined],
  ])('says failed for %s', (_what, error) => {
    expect(classifyRouteError(error)).toBe('failed');
  });
});

describe('claimAutomaticReload', () => {
  const path = '/dashboard/earnings';
  const at = Date.parse('2026-11-03T09:30:00Z');

  it('allows the first reload and remembers it for the path', () => {
    const tab = memory();
    expect(claimAutomaticReload(tab, path, at)).toBe(true);
    expect(tab.values.get(automaticReloadKey(path))).toBe(String(at));
  });

  it('refuses a second reload of the same path within the window, so a missing chunk cannot loop', () => {
    const tab = memory();
    expect(claimAutomaticReload(tab, path, at)).toBe(true);
    expect(claimAutomaticReload(tab, path, at + 1_500)).toBe(false);
    expect(claimAutomaticReload(tab, path, at + AUTOMATIC_RELOAD_WINDOW_MS - 1)).toBe(false);
    // The refusal does not move the remembered attempt on.
    expect(tab.values.get(automaticReloadKey(path))).toBe(String(at));
  });

  it('allows a reload again once the window has passed: a later deploy gets its own reload', () => {
    const tab = memory();
    expect(claimAutomaticReload(tab, path, at)).toBe(true);
    expect(claimAutomaticReload(tab, path, at + AUTOMATIC_RELOAD_WINDOW_MS)).toBe(true);
    expect(tab.values.get(automaticReloadKey(path))).toBe(String(at + AUTOMATIC_RELOAD_WINDOW_MS));
  });

  it('remembers each path on its own', () => {
    const tab = memory();
    expect(claimAutomaticReload(tab, path, at)).toBe(true);
    expect(claimAutomaticReload(tab, '/blog', at + 100)).toBe(true);
  });

  it('allows a reload over a stored value that is not a time, or one from a clock that has since gone back', () => {
    expect(claimAutomaticReload(memory({ [automaticReloadKey(path)]: 'soon' }), path, at)).toBe(true);
    expect(claimAutomaticReload(memory({ [automaticReloadKey(path)]: String(at + 60_000) }), path, at)).toBe(true);
  });

  it('refuses when there is no storage, or it throws: without a memory it could loop', () => {
    expect(claimAutomaticReload(undefined, path, at)).toBe(false);
    const blocked: ReloadMemory = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(claimAutomaticReload(blocked, path, at)).toBe(false);
    const unreadable: ReloadMemory = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimAutomaticReload(unreadable, path, at)).toBe(false);
  });

  it('says whether a reload may happen without remembering anything, so asking twice keeps the attempt', () => {
    const memory = new Map<string, string>();
    const storage = { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value) };
    expect(mayReloadAutomatically(storage, '/dashboard', 50_000)).toBe(true);
    expect(mayReloadAutomatically(storage, '/dashboard', 50_000)).toBe(true);
    expect(memory.size).toBe(0);
    expect(claimAutomaticReload(storage, '/dashboard', 50_000)).toBe(true);
    expect(mayReloadAutomatically(storage, '/dashboard', 55_000)).toBe(false);
    expect(mayReloadAutomatically(undefined, '/dashboard', 50_000)).toBe(false);
  });
});
