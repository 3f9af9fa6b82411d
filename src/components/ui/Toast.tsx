import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as SonnerToaster from './SonnerToaster';
import { listenForToasts, notify } from './toastBus';
import { ToastContext, type ToastApi } from './toastContext';

type SonnerModule = typeof SonnerToaster;
let sonnerLoaded = false;
const loadSonner = () =>
  import('./SonnerToaster').then((module) => {
    sonnerLoaded = true;
    return module;
  });

/**
 * Gives the app useToast() and shows what anything raises through the toast bus. The
 * toaster (sonner) loads with the first toast, so the landing page ships none of it; sonner
 * replays a toast raised before its Toaster mounted, so none is lost on the way.
 */
export function ToastProvider({ children, duration }: { children: ReactNode; duration?: number }) {
  const [sonner, setSonner] = useState<SonnerModule | null>(null);

  useEffect(() => {
    const stopListening = listenForToasts((message) => {
      void loadSonner().then((module) => {
        module.showToast(message, duration);
        setSonner(() => module);
      });
    });
    return () => {
      stopListening();
      // Sonner keeps toasts in a global store and replays them to the next Toaster: a
      // provider that goes (a story that ends) takes its toasts with it.
      if (sonnerLoaded) void loadSonner().then((module) => module.dismissToasts());
    };
  }, [duration]);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => notify('success', message),
      error: (message) => notify('error', message),
      dismiss: () => void loadSonner().then((module) => module.dismissToasts()),
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {sonner && <sonner.SonnerToaster />}
    </ToastContext.Provider>
  );
}
