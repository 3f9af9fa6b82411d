import { DRAFT_RESTORED } from './useKeptDraft';

/** The note above a form whose typing came back after the operator signed in again (useKeptDraft). */
export function KeptDraftNote() {
  return (
    <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
      {DRAFT_RESTORED}
    </p>
  );
}
