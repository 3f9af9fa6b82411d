import { draftErrors, type DraftField, type DraftPatch, type DraftQuestion } from '@/components/dashboard/questions/generate/drafts';

/** The Generate tab's drafts and the fields found at fault by the last refused save. */
export interface DraftsState {
  drafts: DraftQuestion[];
  errors: Record<string, DraftField[]>;
  /** Bumped on each refused save so the first field at fault takes focus. */
  focusRequest: number;
}

export type DraftsAction =
  | { type: 'add'; drafts: DraftQuestion[] }
  | { type: 'change'; key: string; patch: DraftPatch }
  | { type: 'remove'; keys: readonly string[] }
  | { type: 'refuse'; errors: Record<string, DraftField[]> };

/**
 * Pure: a change replaces only its draft (and its error list), so every other draft keeps
 * its identity and its memoised card skips the render.
 */
export function draftsReducer(state: DraftsState, action: DraftsAction): DraftsState {
  switch (action.type) {
    case 'add':
      return { ...state, drafts: [...state.drafts, ...action.drafts] };
    case 'change': {
      const at = state.drafts.findIndex((draft) => draft.key === action.key);
      const current = state.drafts[at];
      if (!current) return state;
      const changed = { ...current, ...action.patch };
      const drafts = state.drafts.slice();
      drafts[at] = changed;
      if (!state.errors[action.key]) return { ...state, drafts };
      const errors = { ...state.errors };
      const still = draftErrors([changed])[action.key];
      if (still) errors[action.key] = still;
      else delete errors[action.key];
      return { ...state, drafts, errors };
    }
    case 'remove': {
      const gone = new Set(action.keys);
      const errors = { ...state.errors };
      for (const key of gone) delete errors[key];
      return { ...state, drafts: state.drafts.filter((draft) => !gone.has(draft.key)), errors };
    }
    case 'refuse':
      return { ...state, errors: action.errors, focusRequest: state.focusRequest + 1 };
  }
}
