import { createContext, useContext } from 'react';
import type { ToastKind } from './toastBus';

export type { ToastKind };

export interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  /** Closes every open toast. */
  dismiss(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
