import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { disableAdTag, enableAdTag } from '@/lib/adTag';
import { readConsent, subscribeConsent, writeConsent, type ConsentChoice, type ConsentState } from '@/lib/consent';

/** What turns the tag on and off; stories pass one that makes an inert script (no network). */
export interface AdTagLoader {
  enable: (id: string) => void;
  disable: (id: string) => void;
}

export const browserAdTagLoader: AdTagLoader = {
  enable: (id) => {
    enableAdTag(id);
  },
  disable: (id) => disableAdTag(id),
};

/** Same as the browser loader, but the script element is inert: asserted, never fetched. */
export const inertAdTagLoader: AdTagLoader = {
  enable: (id) => {
    enableAdTag(id, { inert: true });
  },
  disable: (id) => disableAdTag(id),
};

/** The visitor's stored answer, kept in step across components and tabs. */
export function useConsent(): [ConsentState, (choice: ConsentChoice) => void] {
  const consent = useSyncExternalStore(subscribeConsent, () => readConsent(), () => 'unknown' as const);
  const choose = useCallback((choice: ConsentChoice) => writeConsent(choice), []);
  return [consent, choose];
}

/**
 * Runs the ad-conversion tag while the calling page is mounted, a tag id is configured and
 * the visitor has said yes. A 'no' (or leaving the page) turns it off again.
 */
export function useAdConversionTag(id: string | undefined, consent: ConsentState, loader: AdTagLoader = browserAdTagLoader): void {
  const enabled = Boolean(id) && consent === 'granted';
  useEffect(() => {
    if (!id || !enabled) return;
    loader.enable(id);
    return () => loader.disable(id);
  }, [id, enabled, loader]);
}
