import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { ListQuery } from '@/api/listStatus';
import { enumParam, type SortState } from '@/lib/urlState';
import { URL_WRITE_DELAY_MS } from '@/lib/useUrlState';
import { TabSearchContext } from './tabSearch';
import type { DataTableColumn } from './types';
import { loadedList, useListController, type FilterValues } from './useListController';

interface Person {
  id: string;
  name: string;
  city: string;
  active: boolean;
}

const people: Person[] = [
  { id: '1', name: 'Asha Verma', city: 'Pune', active: true },
  { id: '2', name: 'Ravi Kumar', city: 'Delhi', active: false },
  { id: '3', name: 'Meera Iyer', city: 'Pune', active: false },
];

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (person) => person.name, sortable: true },
  { id: 'city', header: 'City', value: (person) => person.city },
  { id: 'active', header: 'Active', value: (person) => (person.active ? 'Yes' : 'No'), sortable: true },
];
const filters = { show: enumParam(['all', 'active', 'inactive'], 'all') };
const search = (person: Person) => [person.name, person.city];
const filter = (rows: readonly Person[], { show }: FilterValues<typeof filters>) => (show === 'all' ? rows : rows.filter((person) => person.active === (show === 'active')));
const defaultSort: SortState = { id: 'name', desc: false };

/** Selected by city, as consultants are by phone number: one key can stand for several rows. */
const selection = { rowId: (person: Person) => person.id, keyOf: (person: Person) => person.city };

/** One person shown alone by `?record=<id>`, named by their name. */
const personRecord = { id: (person: Person) => person.id, noun: 'person', name: (person: Person) => person.name };

function renderList(path: string, { query = loadedList(people), q = '', record }: { query?: ListQuery<readonly Person[]>; q?: string; record?: typeof personRecord } = {}) {
  let latest: ReturnType<typeof useListController<Person, unknown, typeof filters>> | undefined;
  let location = '';
  // The controller reads the route's URL: it runs inside the route's element, as a tab's hook does.
  function Tab() {
    latest = useListController({ query, columns, defaultSort, filters, search, filter, selection, record, empty: { none: 'Nobody yet.', noMatch: 'Nobody matches.' } });
    location = useLocation().search;
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Tab /> }], { initialEntries: [path] });
  render(
    <TabSearchContext value={q}>
      <RouterProvider router={router} />
    </TabSearchContext>,
  );
  return {
    get current() {
      if (!latest) throw new Error('The tab did not render.');
      return latest;
    },
    get search() {
      return location;
    },
  };
}

describe('useListController', () => {
  it('reads filters and the sort from the URL, accepting only the sorts the columns declare', () => {
    expect(renderList('/t?show=inactive&sort=active.desc').current).toMatchObject({ filters: { show: 'inactive' }, sort: { id: 'active', desc: true } });
    // 'city' is a column but not a sortable one; 'age' is none: both read as the default.
    expect(renderList('/t?sort=city.asc').current.sort).toEqual(defaultSort);
    expect(renderList('/t?sort=age.desc&show=everyone').current).toMatchObject({ sort: defaultSort, filters: { show: 'all' } });
  });

  it('searches the declared fields, then filters, and hands the table its props', () => {
    const list = renderList('/t?show=inactive', { q: 'pune' }).current;
    expect(list.rows.map((person) => person.name)).toEqual(['Meera Iyer']);
    expect(list.searched.map((person) => person.name)).toEqual(['Asha Verma', 'Meera Iyer']);
    expect(list.table).toMatchObject({ status: 'ready', allRows: people, sorting: defaultSort, refreshError: '' });
    expect(list.loaded).toBe(true);
  });

  it('says Empty in the words for no rows at all, and for rows the search hides', () => {
    expect(renderList('/t', { query: loadedList([]) }).current.table).toMatchObject({ status: 'empty', emptyMessage: 'Nobody yet.' });
    expect(renderList('/t', { q: 'nobody' }).current.table).toMatchObject({ status: 'empty', emptyMessage: 'Nobody matches.' });
  });

  it('shows a first load that failed as the Error state, and a failed refresh beside the rows', () => {
    const down = new ApiError('http', 'The server had a problem.', '/api/people', { status: 500 });
    const failed: ListQuery<readonly Person[]> = { data: undefined, error: down, isPending: false, isError: true, isRefetching: false, refetch: vi.fn() };
    expect(renderList('/t', { query: failed }).current.table).toMatchObject({ status: 'error', error: 'The server had a problem.' });
    const stale: ListQuery<readonly Person[]> = { ...failed, data: people };
    expect(renderList('/t', { query: stale }).current.table).toMatchObject({ status: 'ready', refreshError: 'The server had a problem.', rows: people });
  });

  it('writes a new sort and filter to the URL, leaving defaults out', async () => {
    vi.useFakeTimers();
    try {
      const view = renderList('/t');
      act(() => view.current.setSort({ id: 'active', desc: true }));
      act(() => view.current.setFilters({ show: 'active' }));
      expect(view.current.rows.map((person) => person.name)).toEqual(['Asha Verma']);
      await act(async () => vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS));
      expect(new URLSearchParams(view.search).get('sort')).toBe('active.desc');
      expect(new URLSearchParams(view.search).get('show')).toBe('active');
      act(() => view.current.setSort(defaultSort));
      await act(async () => vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS));
      expect(new URLSearchParams(view.search).has('sort')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the rows (and the filters object) when something else renders the tab again', () => {
    const view = renderList('/t?show=active');
    const { rows, filters: before } = view.current;
    act(() => view.current.setSort({ id: 'active', desc: false }));
    expect(view.current.filters).toBe(before);
    expect(view.current.rows).toBe(rows);
  });

  it('keeps the selection by its key, so it survives a search, and hands the table row ids', () => {
    const view = renderList('/t');
    expect(view.current.selection.selectedIds.size).toBe(0);
    // Ticking Asha selects by her city: Meera, in Pune too, is selected with her.
    act(() => view.current.selection.onSelectedIdsChange(new Set(['1'])));
    expect([...view.current.selection.selectedKeys]).toEqual(['Pune']);
    expect([...view.current.selection.selectedIds].sort()).toEqual(['1', '3']);
    // Unticking one of them lets the key go.
    act(() => view.current.selection.onSelectedIdsChange(new Set(['1'])));
    expect(view.current.selection.selectedKeys.size).toBe(0);
  });

  it('shows one record alone by ?record=, under the search and filters, and says so above the table', async () => {
    const view = renderList('/t?record=3', { record: personRecord });
    expect(view.current.rows.map((person) => person.name)).toEqual(['Meera Iyer']);
    // What each filter value would show counts the one record too.
    expect(view.current.searched.map((person) => person.name)).toEqual(['Meera Iyer']);
    expect(view.current.table.shownAlone).toMatchObject({ label: 'Showing one person: Meera Iyer', showAll: 'Show every person' });
    // A filter that leaves it out empties the list in the usual words.
    expect(renderList('/t?record=3&show=active', { record: personRecord }).current.table).toMatchObject({ status: 'empty', emptyMessage: 'Nobody matches.' });
    // Show every person takes it out of the URL.
    vi.useFakeTimers();
    try {
      act(() => view.current.table.shownAlone?.onShowAll());
      expect(view.current.rows).toHaveLength(3);
      expect(view.current.table.shownAlone).toBeUndefined();
      await act(async () => vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS));
      expect(new URLSearchParams(view.search).has('record')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when no record has the id asked for, and ignores ?record= in a list that has no records by id', () => {
    const missing = renderList('/t?record=9', { record: personRecord }).current.table;
    expect(missing).toMatchObject({ status: 'empty', emptyMessage: 'No person has the ID 9.', shownAlone: { label: 'Looking for one person: 9' } });
    // Still loading: looked for, by its id, without the empty words.
    const loading: ListQuery<readonly Person[]> = { data: undefined, error: null, isPending: true, isError: false, isRefetching: false, refetch: vi.fn() };
    expect(renderList('/t?record=3', { record: personRecord, query: loading }).current.table).toMatchObject({ status: 'loading', shownAlone: { label: 'Looking for one person: 3' } });
    const plain = renderList('/t?record=3').current;
    expect(plain.rows).toHaveLength(3);
    expect(plain.table.shownAlone).toBeUndefined();
  });
});
