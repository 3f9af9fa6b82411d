/** The people the kit's table stories show, their columns, and a table that keeps its own sort and selection. */
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../../src/components/ui/DataTable';
import type { SortState } from '../../../src/lib/urlState';

export interface Person {
  id: string;
  name: string;
  phone: string;
  earnings: number | null;
}

export const names = ['Asha Verma', 'Ravi Kumar', 'Meera Iyer', 'Kabir Shah', 'Ishita Rao', 'Aarav Mehta', 'Zoya Khan', 'Dev Patel'];
export const people: Person[] = names.map((name, index) => ({ id: `p${index + 1}`, name, phone: `98765000${String(index + 1).padStart(2, '0')}`, earnings: index === 3 ? null : (index * 7919) % 50000 }));

/** The person at `index` of a generated list, made when asked (a list of a million need not be held). */
export function personAt(index: number): Person {
  return { id: `m${index + 1}`, name: `Person ${index + 1}`, phone: String(9000000000 + index), earnings: (index * 7919) % 100000 };
}

export function manyPeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => personAt(index));
}

export const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (person) => person.name, sortable: true },
  { id: 'phone', header: 'Phone', value: (person) => person.phone },
  {
    id: 'earnings',
    header: 'Earnings',
    value: (person) => person.earnings,
    cell: (person) => (person.earnings === null ? 'N/A' : `₹${person.earnings}`),
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
  { id: 'action', header: 'Action', cell: (person) => <button type="button">Open {person.name}</button>, csv: false },
];

/** Sorting and selection are the page's; this keeps them so clicks really change them. */
export function Controlled(props: DataTableProps<Person>) {
  const [sorting, setSorting] = useState<SortState | null>(props.sorting ?? null);
  const [selected, setSelected] = useState(props.selectedIds);
  return (
    <DataTable
      {...props}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        props.onSortingChange?.(next);
      }}
      selectedIds={selected}
      onSelectedIdsChange={
        selected &&
        ((next) => {
          setSelected(next);
          props.onSelectedIdsChange?.(next);
        })
      }
    />
  );
}


/** The args every kit table story starts from: the people, their columns, ready. */
export const tableArgs = {
  caption: 'Consultants',
  columns,
  rows: people,
  getRowId: (person: Person) => person.id,
  rowLabel: (person: Person) => person.name,
  status: 'ready' as const,
  emptyMessage: 'No consultants yet.',
  onRetry: fn(),
  onSortingChange: fn(),
};
