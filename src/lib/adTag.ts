/**
 * Loads and unloads the Google Ads conversion tag (gtag.js). The tag runs only after the
 * visitor said yes (see consent.ts); saying no afterwards removes the script element and,
 * because a script that already ran cannot be unloaded, also tells gtag that consent is
 * withdrawn and sets Google's documented opt-out flag `window['ga-disable-<id>']`.
 */

type Gtag = (...args: unknown[]) => void;

export interface AdTagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [key: `ga-disable-${string}`]: boolean | undefined;
}

export interface AdTagOptions {
  /**
   * Test seam: the script element gets type="text/plain", which a browser never fetches or
   * runs, so stories and tests can assert the element without calling googletagmanager.com.
   */
  inert?: boolean;
  document?: Document;
  window?: AdTagWindow;
}

/** Only what measuring a conversion needs; ad personalisation is never asked for. */
const granted = { ad_storage: 'granted', ad_user_data: 'granted' } as const;
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

export const AD_TAG_ATTRIBUTE = 'data-ad-conversion-tag';

export function adTagScriptSrc(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

export const adTagDisableKey = (id: string) => `ga-disable-${id}` as const;

export function findAdTagScript(id: string, doc: Document = document): HTMLScriptElement | null {
  return [...doc.querySelectorAll<HTMLScriptElement>(`script[${AD_TAG_ATTRIBUTE}]`)].find((script) => script.getAttribute(AD_TAG_ATTRIBUTE) === id) ?? null;
}

/** The standard gtag bootstrap; it queues calls in dataLayer until gtag.js arrives. */
function ensureGtag(win: AdTagWindow): Gtag {
  if (!win.dataLayer) {
    win.dataLayer = [];
  }
  if (!win.gtag) {
    const dataLayer = win.dataLayer;
    // gtag.js reads Arguments objects from dataLayer, not arrays, so this cannot use rest args.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('consent', 'default', denied);
    win.gtag('js', new Date());
  }
  return win.gtag;
}

/**
 * Turns the tag on: consent default denied (once), then 'update' granted, `config` for the
 * id and one script element. Calling it again while the tag is on changes nothing.
 */
export function enableAdTag(id: string, options: AdTagOptions = {}): HTMLScriptElement {
  const doc = options.document ?? document;
  const win = options.window ?? (window as unknown as AdTagWindow);
  const existing = findAdTagScript(id, doc);
  if (existing) return existing;

  const gtag = ensureGtag(win);
  win[adTagDisableKey(id)] = false;
  gtag('consent', 'update', granted);
  gtag('config', id);

  const script = doc.createElement('script');
  if (options.inert) script.type = 'text/plain';
  script.async = true;
  script.src = adTagScriptSrc(id);
  script.setAttribute(AD_TAG_ATTRIBUTE, id);
  doc.head.append(script);
  return script;
}

/** Turns the tag off: consent withdrawn, the opt-out flag set, the script element removed. Safe to repeat. */
export function disableAdTag(id: string, options: Omit<AdTagOptions, 'inert'> = {}): void {
  const doc = options.document ?? document;
  const win = options.window ?? (window as unknown as AdTagWindow);
  win.gtag?.('consent', 'update', denied);
  win[adTagDisableKey(id)] = true;
  for (let script = findAdTagScript(id, doc); script; script = findAdTagScript(id, doc)) script.remove();
}
