import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Person {
  id: string;
  name: string;
}

const people: Person[] = Array.from({ length: 6 }, (_, index) => ({ id: `p${index}`, name: `Person ${index}` }));

/**
 * What a keystroke in a tab's search does to its table: the page renders again with a new
 * array of rows and new handlers. Rows that stay as they were must not render again (issue 6:
 * a keystroke at 10,000 rows within a frame), and a row that only moves keeps its cells.
 */
function setup(busy: ReadonlySet<string> = new Set()) {
  const cell = vi.fn((person: Person) => person.name);
  const columns: DataTableColumn<Person>[] = [{ id: 'name', header: 'Name', value: (person) => person.name, cell }];
  const props = (rows: Person[]): DataTableProps<Person> => ({
    caption: 'People',
    columns,
    rows,
    emptyMessage: 'No people.',
    status: 'ready',
    getRowId: (person) => person.id,
    // New on every render, as a page's inline handlers are.
    rowLabel: (person) => person.name,
    onSortingChange: () => {},
    selectedIds: new Set<string>(),
    onSelectedIdsChange: () => {},
    measureRows: false,
    busy,
  });
  const view = render(<DataTable {...props(people)} />);
  return {
    cell,
    rerender: (rows: Person[], nextBusy: ReadonlySet<string> = busy) => {
      busy = nextBusy;
      view.rerender(<DataTable {...props(rows)} />);
    },
  };
}

describe('DataTable rendering', () => {
  // jsdom has no layout: the scroller gets a size, so the virtual list shows every row.
  const sized = ['clientHeight', 'clientWidth'] as const;
  const saved = sized.map((name) => Object.getOwnPropertyDescriptor(Element.prototype, name));
  beforeAll(() => sized.forEach((name) => Object.defineProperty(Element.prototype, name, { configurable: true, get: () => 800 })));
  afterAll(() => sized.forEach((name, index) => Object.defineProperty(Element.prototype, name, saved[index]!)));

  it('renders no row again when the page renders with the same rows and new handlers', () => {
    const { cell, rerender } = setup();
    expect(cell).toHaveBeenCalledTimes(people.length);
    cell.mockClear();
    rerender([...people]);
    expect(cell).not.toHaveBeenCalled();
    expect(screen.getAllByRole('row')).toHaveLength(people.length + 1);
  });

  it('keeps the cells of rows that only move, and renders the rows that are new', () => {
    const { cell, rerender } = setup();
    cell.mockClear();
    // A search hides the first two: the others move up two places.
    rerender(people.slice(2));
    expect(cell).not.toHaveBeenCalled();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4', '5']);
    expect(within(rows[0]!).getByRole('rowheader', { name: 'Person 2' })).toBeInTheDocument();
    rerender(people);
    expect(cell.mock.calls.map(([person]) => person.id)).toEqual(['p0', 'p1']);
  });

  it('renders only the row whose action starts or ends, not the whole table', () => {
    const { cell, rerender } = setup();
    cell.mockClear();
    rerender(people, new Set(['settle:p3']));
    expect(cell.mock.calls.map(([person]) => person.id)).toEqual(['p3']);
    cell.mockClear();
    rerender(people, new Set(['settle:p3', 'bank:p3']));
    expect(cell.mock.calls.map(([person]) => person.id)).toEqual(['p3']);
    cell.mockClear();
    rerender(people, new Set());
    expect(cell.mock.calls.map(([person]) => person.id)).toEqual(['p3']);
  });

  it('tells a cell which of its row’s actions are under way', () => {
    const columns: DataTableColumn<Person, { onSettle: () => void }>[] = [
      { id: 'name', header: 'Name', value: (person) => person.name },
      { id: 'settle', header: 'Settle', cell: (person, { busy }) => <button type="button" disabled={busy('settle')}>{`Settle ${person.name}`}</button> },
    ];
    render(<DataTable caption="People" columns={columns} rows={people} emptyMessage="None." status="ready" getRowId={(person) => person.id} busy={new Set(['settle:p1', 'bank:p2'])} measureRows={false} />);
    expect(screen.getByRole('button', { name: 'Settle Person 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Settle Person 2' })).toBeEnabled();
    expect(screen.getByRole('rowheader', { name: 'Person 1' })).toHaveAttribute('scope', 'row');
  });

  it('still selects a row with the newest model after renders that kept the row', async () => {
    const onSelectedIdsChange = vi.fn();
    const columns: DataTableColumn<Person>[] = [{ id: 'name', header: 'Name', value: (person) => person.name }];
    const base = { caption: 'People', emptyMessage: 'No people.', columns, status: 'ready' as const, getRowId: (person: Person) => person.id, rowLabel: (person: Person) => person.name, measureRows: false, onSelectedIdsChange };
    const view = render(<DataTable {...base} rows={people} selectedIds={new Set<string>()} />);
    view.rerender(<DataTable {...base} rows={people} selectedIds={new Set(['p0'])} />);
    screen.getByRole('checkbox', { name: 'Select Person 3' }).click();
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(new Set(['p0', 'p3']));
  });
});
