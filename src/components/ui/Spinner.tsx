/** SPEC.md: lists show 'Loading…' while fetching. */
export const LOADING_TEXT = 'Loading…';

export function Spinner({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-gray-700">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{label}</span>
    </div>
  );
}
