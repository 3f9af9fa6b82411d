/** SPEC.md: lists show 'Loading…' while fetching. */
export const LOADING_TEXT = 'Loading…';

export interface SpinnerProps {
  /** What is loading, read out to screen readers and shown beside the spinner. */
  label?: string;
}

/** The loading indicator of lists and pages: a spinning ring and 'Loading…' in a live region. */
export function Spinner({ label = LOADING_TEXT }: SpinnerProps) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-gray-700">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{label}</span>
    </div>
  );
}
