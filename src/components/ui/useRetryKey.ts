import { useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotencyKey';

/**
 * A form's Idempotency-Key for the change it is sending: the same key while the same values are
 * sent again (a retry after a failure whose answer may have been lost, which the backend then
 * answers instead of doing twice), a new one once the values change or the change is done.
 */
export function useRetryKey() {
  const attempt = useRef<{ values: string; key: string } | null>(null);
  return {
    /** The key to send `values` (the form's values as text) with; call it when sending. */
    keyFor(values: string): string {
      if (attempt.current?.values !== values) attempt.current = { values, key: newIdempotencyKey() };
      return attempt.current.key;
    },
    /** The change is done: whatever is sent next is another. */
    done(): void {
      attempt.current = null;
    },
  };
}
