import { Button } from './Button';

export const REFRESH_FAILED = 'Could not refresh this list.';
export const SHOWING_LAST_LOADED = 'What you see is as it was last loaded.';

export interface RefreshErrorProps {
  /** Why the refresh failed, a sentence from the API layer. */
  message: string;
  /** Fetches the list again; without it the banner only says why. */
  onRetry?: (() => void) | undefined;
}

/**
 * A refresh failed and the loaded list stays below: says so and why, and offers Retry. A
 * banner rather than the Error state, so the rows, the scroll position and any edit under way
 * are kept.
 */
export function RefreshError({ message, onRetry }: RefreshErrorProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      <p>
        <span className="font-semibold">{REFRESH_FAILED}</span> {message} {SHOWING_LAST_LOADED}
      </p>
      {onRetry && (
        <Button variant="secondary" className="px-3 py-1.5" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
