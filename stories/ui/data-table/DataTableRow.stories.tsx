import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataTableRow } from '../../../src/components/ui/data-table/DataTableRow';
import type { DataTableColumn } from '../../../src/components/ui/data-table/types';

interface Row {
  name: string;
  amount: number;
}
interface Actions {
  onOpen: (row: Row) => void;
}
const columns: DataTableColumn<Row, Actions>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, cell: (row) => `₹${row.amount}`, align: 'end' },
  {
    id: 'action',
    header: 'Action',
    cell: (row, { actions, busy }) => (
      <button type="button" disabled={busy('open')} onClick={() => actions.onOpen(row)}>
        Open {row.name}
      </button>
    ),
  },
];

const meta = {
  title: 'UI/DataTable/DataTableRow',
  component: DataTableRow<Row, Actions>,
  parameters: { layout: 'padded' },
  render: (args) => (
    <table className="w-full">
      <caption className="sr-only">Payments</caption>
      <tbody>
        <DataTableRow {...args} />
      </tbody>
    </table>
  ),
  args: {
    row: { name: 'Asha Verma', amount: 499 },
    id: 'r1',
    index: 0,
    columns,
    rowHeaderId: 'name',
    actions: { onOpen: fn() },
    busy: '',
    selected: false, selectable: false, label: 'Asha Verma', clickSelects: false, onToggle: fn() },
} satisfies Meta<typeof DataTableRow<Row, Actions>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each column's cell, its value or its own rendering; the row's place among all rows. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('row');
    await expect(row).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('rowheader')).toHaveTextContent('Asha Verma');
    await expect(canvas.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹499', 'Open Asha Verma']);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Asha Verma' }));
    await expect(args.actions.onOpen).toHaveBeenCalledWith({ name: 'Asha Verma', amount: 499 });
  },
};

/** An action under way for this row: its cells are told, and its button waits. */
export const Busy: Story = {
  args: { busy: 'open' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open Asha Verma' })).toBeDisabled();
  },
};

export const Selected: Story = {
  args: { selectable: true, selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { selected: true })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select Asha Verma' })).toBeChecked();
  },
};

/** A click on the row toggles it; a click on its button does the button's job only. */
export const ClickSelects: Story = {
  args: { selectable: true, clickSelects: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Asha Verma' }));
    await expect(args.onToggle).toHaveBeenCalledWith('r1', { target: { checked: true }, shiftKey: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Open Asha Verma' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};
