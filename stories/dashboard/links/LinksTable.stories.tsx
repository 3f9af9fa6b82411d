import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinksTable } from '../../../src/features/links/components/LinksTable';
import { findRow } from '../../helpers';

const links = [
  { id: 'l1', name: 'Firebase Console', url: 'https://console.firebase.google.com/' },
  { id: 'l2', name: 'Razorpay dashboard', url: 'https://dashboard.razorpay.com/' },
];

const meta = {
  title: 'Dashboard/Links/LinksTable',
  component: LinksTable,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { rows: links, status: 'ready', emptyMessage: 'No important links yet. Add one above.', sorting: null, onSortingChange: fn(), onEdit: fn(), onRemove: fn() },
} satisfies Meta<typeof LinksTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row is named by its link's name; Go is a real link that names its target and opens a new tab without handing it this page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'URL', 'Actions']);
    await expect(canvas.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Firebase Console', 'Razorpay dashboard']);
    const go = canvas.getByRole('link', { name: 'Go to Razorpay dashboard (opens in a new tab)' });
    await expect(go).toHaveAttribute('href', 'https://dashboard.razorpay.com/');
    await expect(go).toHaveAttribute('target', '_blank');
    await expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(go).toHaveTextContent(/^Go/);
  },
};

/** Edit and Remove name the link they act on and report it. */
export const EditAndRemove: Story = {
  play: async ({ canvas, args }) => {
    const row = await findRow(canvas.getByRole('table'), 'Firebase Console');
    await userEvent.click(row.getByRole('button', { name: 'Edit Firebase Console' }));
    await expect(args.onEdit).toHaveBeenCalledWith(links[0]);
    await userEvent.click(within(canvas.getByRole('table')).getByRole('button', { name: 'Remove Razorpay dashboard' }));
    await expect(args.onRemove).toHaveBeenCalledWith(links[1]);
  },
};

export const Empty: Story = {
  args: { rows: [], status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No important links yet. Add one above.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
