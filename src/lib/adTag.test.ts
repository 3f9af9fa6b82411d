// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AD_TAG_ATTRIBUTE, adTagScriptSrc, disableAdTag, enableAdTag, findAdTagScript, type AdTagWindow } from './adTag';

const ID = 'AW-123456789';

/** A fresh window stand-in per test, so gtag bootstrapping is observed from the start. */
const freshWindow = (): AdTagWindow => ({});
/** dataLayer holds Arguments objects; compare them as arrays. */
const calls = (win: AdTagWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  document.head.querySelectorAll(`script[${AD_TAG_ATTRIBUTE}]`).forEach((script) => script.remove());
});

describe('enableAdTag', () => {
  it('injects the gtag.js script for the id', () => {
    const script = enableAdTag(ID, { window: freshWindow() });
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789');
    expect(script.async).toBe(true);
    expect(script.type).toBe('');
    expect(script.parentElement).toBe(document.head);
    expect(findAdTagScript(ID)).toBe(script);
  });

  it('sets consent default denied, then update granted, then config', () => {
    const win = freshWindow();
    enableAdTag(ID, { window: win });
    const [consentDefault, js, update, config] = calls(win);
    expect(consentDefault).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied', ad_user_data: 'denied' })]);
    expect(js?.[0]).toBe('js');
    expect(update).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted' }]);
    expect(config).toEqual(['config', ID]);
    expect(win['ga-disable-AW-123456789']).toBe(false);
    expect(typeof win.gtag).toBe('function');
  });

  it('is idempotent: a second call adds no script and no calls', () => {
    const win = freshWindow();
    const first = enableAdTag(ID, { window: win });
    const pushed = calls(win).length;
    const second = enableAdTag(ID, { window: win });
    expect(second).toBe(first);
    expect(document.head.querySelectorAll(`script[${AD_TAG_ATTRIBUTE}]`)).toHaveLength(1);
    expect(calls(win)).toHaveLength(pushed);
  });

  it('keeps an existing dataLayer and gtag', () => {
    const earlier = ['earlier entry'];
    const win: AdTagWindow = { dataLayer: earlier };
    enableAdTag(ID, { window: win });
    expect(win.dataLayer).toBe(earlier);
    expect(earlier[0]).toBe('earlier entry');
  });

  it('makes an inert element on request, which browsers never fetch', () => {
    const script = enableAdTag(ID, { window: freshWindow(), inert: true });
    expect(script.type).toBe('text/plain');
    expect(script.getAttribute('src')).toBe(adTagScriptSrc(ID));
  });

  it('encodes the id into the URL', () => {
    expect(adTagScriptSrc('AW-1&x=2')).toBe('https://www.googletagmanager.com/gtag/js?id=AW-1%26x%3D2');
  });
});

describe('disableAdTag', () => {
  it('removes the script, withdraws consent and sets the opt-out flag', () => {
    const win = freshWindow();
    enableAdTag(ID, { window: win });
    disableAdTag(ID, { window: win });
    expect(findAdTagScript(ID)).toBeNull();
    expect(calls(win).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'denied', ad_user_data: 'denied' })]);
    expect(win['ga-disable-AW-123456789']).toBe(true);
  });

  it('is safe when the tag never loaded and creates no gtag', () => {
    const win = freshWindow();
    expect(() => disableAdTag(ID, { window: win })).not.toThrow();
    expect(win.gtag).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
    expect(win['ga-disable-AW-123456789']).toBe(true);
  });

  it('leaves other tags alone, and the tag can be turned on again', () => {
    const win = freshWindow();
    enableAdTag(ID, { window: win });
    const other = enableAdTag('AW-999', { window: win });
    disableAdTag(ID, { window: win });
    expect(findAdTagScript('AW-999')).toBe(other);
    const again = enableAdTag(ID, { window: win });
    expect(again.isConnected).toBe(true);
    expect(win['ga-disable-AW-123456789']).toBe(false);
    expect(calls(win).slice(-2)).toEqual([['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted' }], ['config', ID]]);
  });
});
