import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Consultant } from '../../../src/api/schemas';
import { EarningsTable } from '../../../src/features/earnings/components/EarningsTable';
import { busyKey } from '../../../src/lib/useInFlight';
import { expectCards, getRow, tableStateStories } from '../../helpers';
import { withControlledSorting } from '../../controlledSorting';

const consultants: Consultant[] = seed.consultants;
const named = (name: string): Consultant => {
  const found = consultants.find((c) => c.name === name);
  if (!found) throw new RangeError(`db.json has no consultant named ${name}`);
  return found;
};

const Controlled = withControlledSorting(EarningsTable);

const meta = {
  title: 'Dashboard/Earnings/EarningsTable',
  component: EarningsTable,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { busy: { control: false } },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: consultants,
    status: 'ready',
    error: '',
    emptyMessage: 'No consultants match this search and filter.',
    sorting: { id: 'earnings', desc: true },
    onSortingChange: fn(),
    onRetry: fn(),
    busy: new Set<string>(),
    onSettle: fn(),
    onToggleActive: fn(),
    onSaveBankDetails: fn(async () => ({ kind: 'saved' as const })),
    download: fn(),
  },
} satisfies Meta<typeof EarningsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = getRow;

/** Highest earnings first (SPEC.md), N/A last; every SPEC.md column. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    // Every SPEC.md column; the photo sits beside the name, with the History link (issue 26).
    await expect(headers).toEqual(['Name', 'Realised earnings', 'Phone', 'Creator ID', 'Created at', 'Is active', 'Payment status', 'Bank details', 'Active/Inactive']);
    await expect(canvas.getByRole('columnheader', { name: /Realised earnings/ })).toHaveAttribute('aria-sort', 'descending');
    const amounts = canvas.getAllByRole('row').slice(1, 6).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(amounts[0]).toBe('₹2,49,535');
    await expect(amounts[1]).toBe('₹2,44,091.88');
  },
};

/** One earnings row in isolation: green creator ID with bank details, red without, with words for both. */
export const EarningsRow: Story = {
  args: { rows: [named('Bhavna Bhatia'), named('Harpreet Ghosh')] },
  play: async ({ canvasElement }) => {
    const withBank = rowOf(canvasElement, 'Bhavna Bhatia');
    await expect(withBank.getByText('CRT98G6')).toHaveClass('text-green-800');
    await expect(withBank.getByText('CRT98G6')).toHaveTextContent('bank details set');
    await expect(withBank.getByRole('cell', { name: '₹15,642.10' })).toBeVisible();
    const withoutBank = rowOf(canvasElement, 'Harpreet Ghosh');
    await expect(withoutBank.getByText('CRHUC22')).toHaveClass('text-red-700');
    await expect(withoutBank.getByText('CRHUC22')).toHaveTextContent('no bank details');
    await expect(withoutBank.getByText('Not set')).toBeVisible();
  },
};

export const SettleAsks: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(rowOf(canvasElement, 'Kritika Bose').getByRole('button', { name: 'Settle payment for Kritika Bose' }));
    await expect(args.onSettle).toHaveBeenCalledWith(named('Kritika Bose'));
  },
};

/** Nothing to settle at zero or N/A. */
export const SettleDisabledAtZeroOrNA: Story = {
  args: { rows: [named('Bhavna Kaur'), named('Gaurav Patil')] },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Bhavna Kaur').getByRole('button', { name: 'Settle payment for Bhavna Kaur' })).toBeDisabled();
    await expect(rowOf(canvasElement, 'Gaurav Patil').getByRole('button', { name: 'Settle payment for Gaurav Patil' })).toBeDisabled();
    await expect(rowOf(canvasElement, 'Gaurav Patil').getByRole('cell', { name: 'N/A' })).toBeVisible();
  },
};

/** While a settlement or a toggle runs, its button waits. */
export const ActionsInFlight: Story = {
  args: { busy: new Set([busyKey('settle', named('Kritika Bose')._id), busyKey('toggle', named('Kritika Bose')._id)]) },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Kritika Bose');
    await expect(row.getByRole('button', { name: 'Settle payment for Kritika Bose' })).toBeDisabled();
    await expect(row.getByRole('switch', { name: 'Active, Kritika Bose' })).toBeDisabled();
  },
};

export const ToggleActive: Story = {
  args: { rows: [named('Kritika Bose'), named('Aditya Desai')] },
  play: async ({ canvasElement, args }) => {
    const active = rowOf(canvasElement, 'Kritika Bose').getByRole('switch', { name: 'Active, Kritika Bose' });
    await expect(active).toBeChecked();
    await expect(active).toHaveTextContent('Active');
    const inactive = rowOf(canvasElement, 'Aditya Desai').getByRole('switch', { name: 'Inactive, Aditya Desai' });
    await expect(inactive).not.toBeChecked();
    await expect(inactive).toHaveTextContent('Inactive');
    await userEvent.click(inactive);
    await expect(args.onToggleActive).toHaveBeenCalledWith(named('Aditya Desai'));
  },
};

export const EditBankDetails: Story = {
  args: { rows: [named('Harpreet Ghosh')] },
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'Harpreet Ghosh');
    await userEvent.click(row.getByRole('button', { name: 'Edit bank details of Harpreet Ghosh' }));
    await userEvent.type(row.getByRole('textbox', { name: 'Bank details of Harpreet Ghosh' }), 'Axis Bank A/C 1{Enter}');
    await expect(args.onSaveBankDetails).toHaveBeenCalledWith(named('Harpreet Ghosh'), 'Axis Bank A/C 1', 0);
  },
};

/** The CSV holds the shown rows and columns: no photo, no buttons. */
export const ExportsCsv: Story = {
  args: { rows: [named('Bhavna Bhatia')] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.download).toHaveBeenCalledOnce();
    const [fileName, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toMatch(/^earnings-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    await expect(header).toBe('Name,Realised earnings,Phone,Creator ID,Created at,Is active,Payment status,Bank details');
    await expect(line).toMatch(/^Bhavna Bhatia,15642\.1,9476405464,CRT98G65GLQI,2025-02-08T07:27:39\.022Z,No,Unsettled,"HDFC Bank/);
  },
};

const states = tableStateStories({ empty: 'No consultants match this search and filter.', error: 'The earnings service is down.' });

/**
 * Narrower than its columns, the table scrolls sideways inside its box: each row's name (the
 * first column, the row header) and the header row stay in place (issue 26).
 */
export const ScrolledSidewaysKeepsNames: Story = {
  // Narrower than the table, wider than a phone (which shows cards).
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Earnings by consultant' });
    const scroller = table.parentElement!;
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(100));
    const box = scroller.getBoundingClientRect();
    const name = within(table).getAllByRole('rowheader')[0]!;
    const nameHeader = within(table).getAllByRole('columnheader')[0]!;
    // Still at the box's left edge (inside its 1 px border), and drawn over what scrolls beneath.
    await waitFor(() => expect(Math.abs(name.getBoundingClientRect().left - box.left)).toBeLessThanOrEqual(2));
    await expect(Math.abs(nameHeader.getBoundingClientRect().left - box.left)).toBeLessThanOrEqual(2);
    // The next column has gone under the name.
    await expect(within(table).getAllByRole('columnheader')[1]!.getBoundingClientRect().left).toBeLessThan(nameHeader.getBoundingClientRect().right);
  },
};

/**
 * On a phone each consultant is a card (issue 26): photo, name and History on top, every field
 * under its column's name, Settle Payment, Edit and the switch in reach; sorting is a menu.
 */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { rows: [named('Kritika Bose'), named('Aditya Desai'), named('Bhavna Kaur')] },
  play: async ({ canvas, canvasElement, args }) => {
    await expectCards(canvasElement);
    const card = rowOf(canvasElement, 'Kritika Bose');
    await expect(card.getByRole('link', { name: 'History of Kritika Bose' })).toBeVisible();
    await expect(card.getByText('₹2,49,535')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Settle payment for Kritika Bose' }));
    await expect(args.onSettle).toHaveBeenCalledWith(named('Kritika Bose'));
    await expect(card.getByRole('button', { name: 'Edit bank details of Kritika Bose' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Bhavna Kaur').getByRole('button', { name: 'Settle payment for Bhavna Kaur' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Name, A to Z');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    await waitFor(() => expect(canvas.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Aditya Desai', 'Bhavna Kaur', 'Kritika Bose']));
  },
};

/** A name of 100 characters without a space breaks inside the name column instead of running under the earnings beside it. */
export const LongNameWithoutSpaces: Story = {
  args: { rows: [{ ...named('Kritika Bose'), name: 'Longname'.repeat(13).slice(0, 100) }] },
  play: async ({ canvas }) => {
    const header = await canvas.findByRole('rowheader', { name: /^Longname/ });
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const Error: Story = states.Error;
