import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../../../src/components/ui/DataTable';
import { columnsStorageKey } from '../../../src/components/ui/data-table/useColumnVisibility';
import { screenOf } from '../../helpers';
import { Controlled, tableArgs, type Person } from './people';

const KEY = 'story-consultants';
const stored = () => window.localStorage.getItem(columnsStorageKey(KEY));

/**
 * The column chooser (issue 26): the operator hides and shows a table's columns; the choice is
 * kept in this browser for the tab, and Reset shows every column again. The row's name stays.
 */
const meta = {
  title: 'UI/DataTable/ColumnChooser',
  component: DataTable<Person>,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    ...tableArgs,
    columnsKey: KEY,
    exportFileName: 'consultants',
    download: fn(),
  },
} satisfies Meta<typeof DataTable<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

const headers = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('columnheader').map((header) => header.textContent);

/** Open: every column listed and ticked; the name cannot be hidden; nothing to reset. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const screen = screenOf(canvasElement);
    const group = await screen.findByRole('group', { name: 'Columns of consultants' });
    for (const header of ['Name', 'Phone', 'Earnings', 'Action']) await expect(within(group).getByRole('checkbox', { name: header })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Reset columns' })).toBeDisabled();
  },
};

/** Hiding Phone takes it out of the table and the export, says so on the button, and is kept for the tab. */
export const HideAColumn: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screenOf(canvasElement).findByRole('checkbox', { name: 'Phone' }));
    await waitFor(() => expect(headers(canvasElement)).toEqual(['Name', 'Earnings', 'Action']));
    await expect(JSON.parse(stored() ?? '[]')).toEqual(['phone']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Columns 1 hidden' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(csv.split('\r\n')[0]).toBe('\uFEFFName,Earnings');
  },
};

/** A choice made earlier (another visit, another tab of the browser) is there at once; Reset brings every column back and forgets it. */
export const KeptAndReset: Story = {
  beforeEach: () => {
    window.localStorage.setItem(columnsStorageKey(KEY), JSON.stringify(['phone', 'earnings']));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(['Name', 'Action']);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns 2 hidden' }));
    await userEvent.click(await screenOf(canvasElement).findByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(headers(canvasElement)).toEqual(['Name', 'Phone', 'Earnings', 'Action']));
    await expect(stored()).toBeNull();
  },
};

/** Another tab of the browser changes the choice: this one follows at once. */
export const FollowsAnotherTab: Story = {
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(['Name', 'Phone', 'Earnings', 'Action']);
    const value = JSON.stringify(['action']);
    window.localStorage.setItem(columnsStorageKey(KEY), value);
    window.dispatchEvent(new StorageEvent('storage', { key: columnsStorageKey(KEY), newValue: value }));
    await waitFor(() => expect(headers(canvasElement)).toEqual(['Name', 'Phone', 'Earnings']));
  },
};

/** A stored value that names the row's name, or is not a list, hides nothing it should not. */
export const TamperedChoiceIgnored: Story = {
  beforeEach: () => {
    window.localStorage.setItem(columnsStorageKey(KEY), JSON.stringify(['name', 42, 'nope', 'phone']));
  },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(['Name', 'Earnings', 'Action']);
  },
};

/** On a phone the chooser works the same and the cards leave the hidden fields out. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screenOf(canvasElement).findByRole('checkbox', { name: 'Phone' }));
    const card = canvas.getByRole('article', { name: 'Asha Verma' });
    await waitFor(() => expect(within(card).queryByText('Phone')).toBeNull());
    await expect(within(card).getByText('Earnings')).toBeVisible();
  },
};
