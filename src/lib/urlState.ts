/**
 * A list's state in the query string (issue 6: filter, search, sort, the chosen detail), so
 * a view survives reload and can be shared. Each key is parsed on its own with zod and falls
 * back to its default when it is missing, unknown or stale: a bad link shows the plain list
 * instead of failing.
 */
import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './searchLimit';

export interface SortState {
  id: string;
  desc: boolean;
}

type Shape = Record<string, z.ZodType>;

/** Reads `params` with `shape`; every field must have a fallback (`.catch(...)`). */
export function readUrlState<S extends Shape>(shape: S, params: URLSearchParams): { [K in keyof S]: z.output<S[K]> } {
  const state = {} as { [K in keyof S]: z.output<S[K]> };
  for (const [key, field] of Object.entries(shape) as [keyof S & string, S[keyof S & string]][]) {
    const raw = params.get(key);
    const parsed = field.safeParse(raw ?? undefined);
    state[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return state;
}

/** The query string for `state`: defaults are left out so a plain view has a plain URL. */
export function writeUrlState<S extends Shape>(
  shape: S,
  state: Partial<{ [K in keyof S]: z.output<S[K]> }>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [key, value] of Object.entries(state)) {
    if (!(key in shape)) continue;
    const fallback: unknown = (shape[key] as z.ZodType).parse(undefined);
    const text = encodeValue(value);
    if (text === null || text === encodeValue(fallback)) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

function encodeValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && 'id' in value && 'desc' in value) {
    const sort = value as SortState;
    return `${sort.id}.${sort.desc ? 'desc' : 'asc'}`;
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/** Free text (a search), at most SEARCH_MAX_LENGTH characters; anything that is not a string reads as ''. */
export const textParam = () =>
  z
    .string()
    .transform((text) => text.slice(0, SEARCH_MAX_LENGTH))
    .catch('')
    .default('');

/** A calendar day (YYYY-MM-DD, a date input's value); anything else reads as '' (no day). */
export const dayParam = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day))
    .catch('')
    .default('');

/** One of `values`; a stale or unknown value reads as `fallback`. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback).default(fallback);
}

/**
 * A sort as `column.asc` or `column.desc` over the sortable `columns`; anything else reads as
 * `fallback` (the list's own order).
 */
export function sortParam(columns: readonly string[], fallback: SortState | null = null) {
  return z
    .string()
    .transform((raw, context): SortState => {
      const match = /^(.+)\.(asc|desc)$/.exec(raw);
      if (!match || !columns.includes(match[1] ?? '')) {
        context.addIssue({ code: 'custom', message: 'unknown sort' });
        return z.NEVER;
      }
      return { id: match[1] ?? '', desc: match[2] === 'desc' };
    })
    .nullable()
    .catch(fallback)
    .default(fallback);
}
