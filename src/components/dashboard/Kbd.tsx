import type { ReactNode } from 'react';

/** A key as it is printed on the keyboard ('Ctrl', 'K', 'Enter'), drawn as a keycap. */
export function Kbd({ children }: { children: ReactNode }) {
  return <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-sans text-xs font-semibold text-gray-800">{children}</kbd>;
}
