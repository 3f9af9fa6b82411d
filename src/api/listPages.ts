/**
 * The pages at hand of a list asked a page at a time, brought up to date with records heard or
 * answered (a live change, an operator's own settle): rows replaced in place, figures asked again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RecordCollection } from './backend/live';
import { recordId } from './backend/live';
import { heardKey, listKey } from './lists';
import type { ListPage } from './schemas';

/**
 * A list's first pages asked again: each view's page 0 carries its figures (how many match, what
 * they add up to), and a change to a record may change them. The other pages keep what they show.
 */
export function refreshListFigures(client: QueryClient, name: string) {
  return client.invalidateQueries({ queryKey: listKey(name), predicate: (query) => query.queryKey[query.queryKey.length - 1] === 0 });
}

/**
 * A change put into the pages at hand of a list asked a page at a time: a record a page holds is
 * replaced in place, a removed one leaves. In a list that `grows`, the records no page holds may
 * be new to a view, and are counted (heardKey) so the view's count is asked again and 'N new'
 * offered; in a list whose records are `revised`, each view's figures are asked again.
 */
export function patchPages(client: QueryClient, collection: RecordCollection, name: string, upsert: readonly unknown[], remove: readonly string[], changes: 'grows' | 'revised' = 'grows') {
  const incoming = new Map(upsert.map((record) => [recordId(collection, record), record]));
  const gone = new Set(remove);
  const held = new Set<string>();
  // Only the pages that change are written: a page left as it was keeps its time of answer.
  for (const [queryKey, page] of client.getQueriesData<ListPage<unknown>>({ queryKey: listKey(name) })) {
    if (!page) continue;
    let changed = false;
    const rows: unknown[] = [];
    for (const row of page.rows) {
      const id = recordId(collection, row);
      if (gone.has(id)) {
        changed = true;
        continue;
      }
      const replacement = incoming.get(id);
      if (replacement !== undefined) {
        held.add(id);
        changed = true;
      }
      rows.push(replacement ?? row);
    }
    if (changed) client.setQueryData<ListPage<unknown>>(queryKey, { ...page, rows });
  }
  if (changes === 'revised') {
    void refreshListFigures(client, name);
    return;
  }
  const unheld = [...incoming.keys()].filter((id) => !held.has(id)).length;
  if (unheld > 0) client.setQueryData<number>(heardKey(name), (count = 0) => count + unheld);
}
