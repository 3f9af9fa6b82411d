import type { ReactNode } from 'react';

/** The frame of every public page: shared navigation above, footer below. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <div className="flex min-h-screen flex-col">{children}</div>;
}
