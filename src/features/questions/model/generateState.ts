import type { SavedAlready } from '@/api/schemas';
import { draftErrors, type DraftPatch, type DraftProblems, type DraftQuestion } from './drafts';

/** The Generate tab's drafts and the fields found at fault (and why) by the last refused save. */
export interface DraftsState {
  drafts: DraftQuestion[];
  errors: Record<string, DraftProblems>;
  /** Drafts a save was refused for as saved already, by key, with what was saved: the operator chooses what to keep. */
  savedAlready: Record<string, SavedAlready>;
  /** Bumped on each refused save so the first field at fault takes focus. */
  focusRequest: number;
}

export type DraftsAction =
  | { type: 'add'; drafts: DraftQuestion[] }
  | { type: 'change'; key: string; patch: DraftPatch }
  | { type: 'remove'; keys: readonly string[] }
  | { type: 'refuse'; errors: Record<string, DraftProblems> }
  /** A save was refused because these drafts were saved already (and have changed since). */
  | { type: 'savedAlready'; saved: readonly SavedAlready[] }
  /** The operator keeps a draft saved already as another question: it takes a new key. */
  | { type: 'rekey'; key: string; newKey: string }
  /** The drafts as another tab left them: they replace these, each unchanged one kept as it is. */
  | { type: 'sync'; drafts: DraftQuestion[] };

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
      return { ...state, drafts: state.drafts.filter((draft) => !gone.has(draft.key)), errors: without(state.errors, gone), savedAlready: without(state.savedAlready, gone) };
    }
    case 'refuse':
      return { ...state, errors: action.errors, focusRequest: state.focusRequest + 1 };
    case 'savedAlready': {
      const savedAlready = { ...state.savedAlready };
      for (const entry of action.saved) savedAlready[entry.draftKey] = entry;
      return { ...state, savedAlready, focusRequest: state.focusRequest + 1 };
    }
    case 'rekey': {
      const at = state.drafts.findIndex((draft) => draft.key === action.key);
      const current = state.drafts[at];
      if (!current) return state;
      const drafts = state.drafts.slice();
      drafts[at] = { ...current, key: action.newKey };
      const gone = new Set([action.key]);
      const errors = without(state.errors, gone);
      const moved = state.errors[action.key];
      if (moved) errors[action.newKey] = moved;
      return { ...state, drafts, errors, savedAlready: without(state.savedAlready, gone) };
    }
    case 'sync': {
      const mine = new Map(state.drafts.map((draft) => [draft.key, draft]));
      // A draft another tab did not touch keeps its identity, so its memoised card does not render again.
      const drafts = action.drafts.map((draft) => {
        const kept = mine.get(draft.key);
        return kept && JSON.stringify(kept) === JSON.stringify(draft) ? kept : draft;
      });
      const keys = new Set(drafts.map((draft) => draft.key));
      const kept = <T>(byKey: Record<string, T>) => Object.fromEntries(Object.entries(byKey).filter(([key]) => keys.has(key)));
      return { ...state, drafts, errors: kept(state.errors), savedAlready: kept(state.savedAlready) };
    }
  }
}

/** `byKey` without the entries of `keys`. */
function without<T>(byKey: Record<string, T>, keys: ReadonlySet<string>): Record<string, T> {
  const rest = { ...byKey };
  for (const key of keys) delete rest[key];
  return rest;
}

/**
 * What is kept after `action`, made on what is kept now rather than on this tab's copy, so
 * another tab's drafts and edits stay (issue 25: no last writer wins). An edit of a draft
 * another tab has saved or removed meanwhile brings it back as this tab has it.
 */
export function storedAfter(stored: readonly DraftQuestion[], mine: readonly DraftQuestion[], action: DraftsAction): DraftQuestion[] | null {
  if (action.type === 'refuse' || action.type === 'sync' || action.type === 'savedAlready') return null;
  const next = draftsReducer({ drafts: [...stored], errors: {}, savedAlready: {}, focusRequest: 0 }, action).drafts;
  if (action.type === 'rekey') return stored.some((draft) => draft.key === action.key) ? next : broughtBack(next, mine, action.key, { key: action.newKey });
  if (action.type !== 'change') return next;
  return next.some((draft) => draft.key === action.key) ? next : broughtBack(next, mine, action.key, action.patch);
}

/** `next` with this tab's draft `key` back, changed by `patch`, after another tab saved or removed it meanwhile. */
function broughtBack(next: DraftQuestion[], mine: readonly DraftQuestion[], key: string, patch: Partial<DraftQuestion>): DraftQuestion[] {
  const local = mine.find((draft) => draft.key === key);
  return local ? [...next, { ...local, ...patch }] : next;
}

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether going from `current` to `next` leaves the Generate tab, so unsaved drafts ask first:
 * another page, or another tab of the Q&A Manager. Typing in the header search (`?q=`) stays;
 * so does the way to /login2, taken once the session has ended (logout or a 401), when the
 * drafts are already kept in this browser and asking could only strand the operator.
 */
export function leavesDrafts(current: Place, next: Place, loginPath: string): boolean {
  if (next.pathname === loginPath) return false;
  if (current.pathname !== next.pathname) return true;
  // No ?tab= is the first tab, Generate (questionTabs.tsx), left out of the URL as the default.
  const tabOf = (place: Place) => new URLSearchParams(place.search).get('tab') ?? 'generate';
  return tabOf(current) !== tabOf(next);
}
