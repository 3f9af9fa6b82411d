import { useState } from 'react';
import { refusedAsRepeat } from '@/api/http';

/**
 * A form's memory of the backend refusing its change as a repeat of one made minutes ago (a
 * 409 with `reason`, such as the same notification or the same payment by a colleague). The
 * refusal is shown only while the form still holds what was refused (`current`, the form's
 * values as text): other words are another change, and go as new.
 */
export function useRepeatRefusal(reason: string, current: string) {
  const [refused, setRefused] = useState<{ values: string; message: string } | null>(null);
  return {
    /** The backend's words, while the form holds what it refused; null otherwise. */
    message: refused && refused.values === current ? refused.message : null,
    /** Takes a failure: true when it was this refusal, which is then shown. */
    caught(error: unknown): boolean {
      const message = refusedAsRepeat(error, reason);
      if (message !== null) setRefused({ values: current, message });
      return message !== null;
    },
    /** Forgets the refusal (a new attempt starts). */
    clear: () => setRefused(null),
  };
}
