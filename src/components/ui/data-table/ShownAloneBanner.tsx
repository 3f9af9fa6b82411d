import type { ShownAlone } from './types';

/**
 * Says that a list shows one record alone (a booking opened from the command palette, one
 * consultant's history), as the heading of what follows, with the button that brings back the rest.
 */
export function ShownAloneBanner({ label, showAll, onShowAll }: ShownAlone) {
  return (
    <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-brand-50 px-3 py-2 text-sm text-gray-900 ring-1 ring-brand-200">
      <h2 className="min-w-0 font-semibold wrap-anywhere">{label}</h2>
      <button type="button" onClick={onShowAll} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {showAll}
      </button>
    </div>
  );
}
