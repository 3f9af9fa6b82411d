/**
 * A list that grows with use, asked a page at a time (issue 47): what the page asks (its
 * search, filters, sort and the rows it wants) and what it is answered (those rows, how many
 * match and the sums the page shows). One shape for every such list; each list names the
 * sorts, filters and sums it offers (api/backend/lists.ts), and the backend refuses others.
 */
import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../../lib/searchLimit';
import { MAX_LENGTH } from './common';

/** The most rows one page carries: a screenful several times over, small enough to answer at once. */
export const LIST_PAGE_MAX = 200;
/** The most filters one query names (every list offers fewer). */
const FILTERS_MAX = 8;

export const listSortSchema = z.strictObject({
  id: z.string().max(40),
  desc: z.boolean(),
});
export type ListSort = z.infer<typeof listSortSchema>;

/** What a view of a list is: the same for every page of it (a page adds offset and limit). */
export const listViewSchema = z.strictObject({
  /** The header search: every word must be in the row's searched texts. */
  q: z.string().max(SEARCH_MAX_LENGTH, `A search is at most ${SEARCH_MAX_LENGTH} characters.`).default(''),
  /** The tab's own filters by name (Paid By, Paid To...); blank ones are left out. */
  filters: z
    .record(z.string().max(40), z.string().max(SEARCH_MAX_LENGTH, `A filter is at most ${SEARCH_MAX_LENGTH} characters.`))
    .refine((filters) => Object.keys(filters).length <= FILTERS_MAX, `At most ${FILTERS_MAX} filters.`)
    .default({}),
  /** The order; null is the list's own (its default sort). */
  sort: listSortSchema.nullable().default(null),
  /** One record shown alone (a link from the command palette): its id, or '' for every record. */
  record: z.string().max(MAX_LENGTH.id).default(''),
});
export type ListView = z.output<typeof listViewSchema>;
export type ListViewInput = z.input<typeof listViewSchema>;

export const listQuerySchema = listViewSchema.extend({
  /** The first row wanted, counted from 0 in the view's order. */
  offset: z.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.number().int().min(1).max(LIST_PAGE_MAX, `A page is at most ${LIST_PAGE_MAX} rows.`).default(100),
});
export type ListQuery = z.output<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/** The answer to a page: its rows, where they start, and the figures of the whole view. */
export function listPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    offset: z.number().int().min(0),
    /** How many records the view matches. */
    total: z.number().int().min(0),
    /** How many records the list has before any search or filter: 0 is 'No transactions yet.'. */
    everything: z.number().int().min(0),
    /** The sums the page shows of every matching record (a transaction total), by name. */
    sums: z.record(z.string(), z.number()),
    /** The filters' choices, where the list offers them: each distinct value in the whole list. */
    facets: z.record(z.string(), z.array(z.string().max(MAX_LENGTH.name))).optional(),
  });
}
export type ListPage<Row> = { rows: Row[]; offset: number; total: number; everything: number; sums: Record<string, number>; facets?: Record<string, string[]> | undefined };

/** The sum that counts how many of a view a filter moved by the clock finds each of its values now ('meet:upcoming'). */
export const clockCount = (filter: string, value: string) => `${filter}:${value}`;

/** An export: the columns the operator sees, in order, each with the header the table gives it. */
export const listExportSchema = listViewSchema.extend({
  columns: z
    .array(z.strictObject({ id: z.string().max(40), header: z.string().max(MAX_LENGTH.label) }))
    .min(1, 'Choose at least one column to export.')
    .max(40),
});
export type ListExport = z.output<typeof listExportSchema>;
