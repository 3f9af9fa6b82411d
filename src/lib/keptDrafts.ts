/**
 * What an operator had typed in a form when their session ended under it, kept in this tab's
 * session storage until they sign in again: one entry per operator and form. Session storage
 * belongs to the tab and goes with it; nothing here is sent anywhere.
 */
const PREFIX = 'consult.form-draft.v1.';
/** More than any form holds at its length limits; anything larger is not kept or not trusted. */
const MAX_KEPT_CHARACTERS = 50_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const keyOf = (operator: string, form: string) => `${PREFIX}${operator}.${form}`;

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * True when `value` has the form's shape: the same fields, each text where the form has text,
 * a number where it has a number, a list of the same shape where it has a list. A kept draft
 * that does not (another version of the form, or edited by hand) is not put back.
 */
export function sameShape(value: unknown, template: unknown): boolean {
  if (Array.isArray(template)) {
    const [shape] = template as unknown[];
    return Array.isArray(value) && value.length <= 100 && (shape === undefined ? value.length === 0 : value.every((item) => sameShape(item, shape)));
  }
  if (template !== null && typeof template === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const fields = Object.keys(template);
    const given = Object.keys(value);
    return given.length === fields.length && fields.every((field) => field in value && sameShape((value as Record<string, unknown>)[field], (template as Record<string, unknown>)[field]));
  }
  return typeof value === typeof template;
}

/** Keeps what `operator` typed in `form`; says whether the browser took it (storage can be off or full). */
export function keepDraft(operator: string, form: string, values: unknown, storage: Storage | null = tabStorage()): boolean {
  const text = JSON.stringify(values);
  if (!storage || text.length > MAX_KEPT_CHARACTERS) return false;
  try {
    storage.setItem(keyOf(operator, form), text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What `operator` had typed in `form`, if it was kept and has the shape of `template` (the
 * form's blank values); it is taken, so it comes back once. Drafts other operators left in this
 * tab go at the same time: they are never shown to someone else.
 */
export function takeDraft<T>(operator: string, form: string, template: T, storage: Storage | null = tabStorage()): T | null {
  if (!storage) return null;
  const key = keyOf(operator, form);
  let raw: string | null = null;
  try {
    raw = storage.getItem(key);
    storage.removeItem(key);
    forgetDrafts(storage, `${PREFIX}${operator}.`);
  } catch {
    return null;
  }
  if (!raw || raw.length > MAX_KEPT_CHARACTERS) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return sameShape(value, template) ? (value as T) : null;
  } catch {
    return null;
  }
}

/**
 * Typing whose form left the screen while the operator stayed (a search hid its row or card, a
 * virtual list scrolled it away, another tab of the dashboard was opened), by operator and form:
 * in this page's memory only, put back when the same form comes back.
 */
const parked = new Map<string, string>();
/** More forms than an operator has open: the oldest goes first. */
const MAX_PARKED = 100;

/** Keeps, in memory, what `operator` typed in `form` as it leaves the screen. */
export function parkDraft(operator: string, form: string, values: unknown): void {
  const text = JSON.stringify(values);
  if (text.length > MAX_KEPT_CHARACTERS) return;
  const key = keyOf(operator, form);
  parked.delete(key);
  parked.set(key, text);
  if (parked.size > MAX_PARKED) parked.delete(parked.keys().next().value!);
}

/** What `operator` typed in `form` before it left the screen, if it has `template`'s shape; taken, so it comes back once. */
export function takeParkedDraft<T>(operator: string, form: string, template: T): T | null {
  const key = keyOf(operator, form);
  const raw = parked.get(key);
  parked.delete(key);
  if (raw === undefined) return null;
  const value: unknown = JSON.parse(raw);
  return sameShape(value, template) ? (value as T) : null;
}

/** Forgets every kept draft in this tab (the operator logged out), or all but those starting with `keep`. */
export function forgetDrafts(storage: Storage | null = tabStorage(), keep?: string): void {
  for (const key of [...parked.keys()]) if (!(keep && key.startsWith(keep))) parked.delete(key);
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX) && !(keep && key.startsWith(keep))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
