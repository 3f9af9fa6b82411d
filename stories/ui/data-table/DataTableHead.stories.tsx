import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTableHead } from '../../../src/components/ui/data-table/DataTableHead';
import type { DataTableColumn } from '../../../src/components/ui/data-table/types';
import { useDataTableModel } from '../../../src/components/ui/data-table/useDataTableModel';
import type { SortState } from '../../../src/lib/urlState';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, sortable: true },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, sortable: true, sortDescFirst: true, align: 'end' },
  { id: 'note', header: 'Note' },
];
const rows: Row[] = [
  { id: 'a', name: 'Asha', amount: 10 },
  { id: 'b', name: 'Ravi', amount: 20 },
];

interface HeadDemoProps {
  initialSorting: SortState | null;
  selectable: boolean;
  shownSelection: 'all' | 'some' | 'none';
  onToggleAll: () => void;
  onSortingChange: (sorting: SortState | null) => void;
}

/** The header row on its own, over the same TanStack model DataTable uses. */
function HeadDemo({ initialSorting, selectable, shownSelection, onToggleAll, onSortingChange }: HeadDemoProps) {
  const [sorting, setSorting] = useState(initialSorting);
  const table = useDataTableModel({
    columns,
    rows,
    getRowId: (row) => row.id,
    sorting,
    onSortingChange: (next) => {
      setSorting(next);
      onSortingChange(next);
    },
  });
  return (
    <table className="w-full table-fixed">
      <caption className="sr-only">Payments</caption>
      <DataTableHead table={table} columns={columns} selectable={selectable} shownSelection={shownSelection} onToggleAll={onToggleAll} />
    </table>
  );
}

const meta = {
  title: 'UI/DataTable/DataTableHead',
  component: HeadDemo,
  parameters: { layout: 'padded' },
  args: { initialSorting: null, selectable: false, shownSelection: 'none', onToggleAll: fn(), onSortingChange: fn() },
} satisfies Meta<typeof HeadDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Amount', 'Note']);
    await expect(within(canvas.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Money sorts highest first on the first press; the header says so with aria-sort. */
export const SortsByHeader: Story = {
  play: async ({ canvas, args }) => {
    const amount = canvas.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: 'amount', desc: true });
  },
};

export const Sorted: Story = {
  args: { initialSorting: { id: 'name', desc: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Some shown rows selected: the select-all box is mixed. */
export const SomeSelected: Story = {
  args: { selectable: true, shownSelection: 'some' },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all shown rows' });
    await expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    await expect(args.onToggleAll).toHaveBeenCalledOnce();
  },
};

export const AllSelected: Story = {
  args: { selectable: true, shownSelection: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all shown rows' })).toBeChecked();
  },
};
