import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/Toast';

/**
 * What the whole app shares. Server state (TanStack Query) is provided by the back-office
 * route alone, so the public pages ship none of it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
