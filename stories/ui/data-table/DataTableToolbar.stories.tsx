import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataTableToolbar, SortMenu } from '../../../src/components/ui/data-table/DataTableToolbar';
import { csvFileName } from '../../../src/lib/csv';
import { columns } from './people';

/** Above a table: the tab's own controls, then the table's (the sort menu on a phone, Columns, Export CSV). */
const meta = {
  title: 'UI/DataTable/DataTableToolbar',
  component: DataTableToolbar,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    toolbar: <p className="text-sm text-gray-800">8 consultants</p>,
    sortMenu: null,
    chooser: undefined,
    exportCsv: { fileName: 'consultants', csv: () => 'Name\r\nAsha Rao\r\n', download: fn() },
  },
} satisfies Meta<typeof DataTableToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab's words on the left, Export CSV on the right. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('8 consultants')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.exportCsv?.download).toHaveBeenCalledOnce();
    await expect(args.exportCsv?.download).toHaveBeenCalledWith(csvFileName('consultants', new Date()), 'Name\r\nAsha Rao\r\n');
  },
};

/** Until the rows are there, there is nothing to export. */
export const ExportWaits: Story = {
  args: { exportCsv: { fileName: 'consultants', csv: () => '', disabled: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** On a phone the sort menu joins the tab's controls: each sortable column both ways, in words. */
export const WithSortMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { sortMenu: <SortMenu columns={columns} sorting={{ id: 'earnings', desc: true }} onSortingChange={fn()} /> },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(menu).toHaveValue('earnings:desc');
    const options = Array.from((menu as HTMLSelectElement).options).map((option) => option.text);
    await expect(options).toEqual(['Default order', 'Name, A to Z', 'Name, Z to A', 'Earnings, highest first', 'Earnings, lowest first']);
  },
};

/** Nothing to show: no empty bar above the table. */
export const Nothing: Story = {
  args: { toolbar: undefined, exportCsv: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};
