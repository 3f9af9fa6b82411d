/**
 * Who listens to one key of local storage: this tab's own changes (`notify`) and the browser's
 * other tabs' (the storage event, which a tab never gets for its own writes). The window
 * listener is there only while someone listens.
 */
export function storageChannel(key: string) {
  type Listener = () => void;
  const listeners = new Set<Listener>();
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared the whole storage.
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener());
  };
  return {
    /** This tab changed the value: tell its own listeners. */
    notify: (): void => {
      listeners.forEach((listener) => listener());
    },
    /** Hears every change, in this tab or another; returns the way to stop. */
    subscribe: (listener: Listener): (() => void) => {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
