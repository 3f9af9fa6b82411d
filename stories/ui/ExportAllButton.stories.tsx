import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExportAllButton, type ExportAll } from '../../src/components/ui/ExportAllButton';

/** An export that reports `steps` of progress, then waits for the story to let it finish (or be cancelled). */
function exportIn(steps: Array<{ rows: number; total: number }>, outcome: 'finishes' | 'fails' | 'hangs'): ExportAll {
  return ({ signal, onProgress }) =>
    new Promise<Blob>((resolve, reject) => {
      for (const step of steps) onProgress(step);
      signal.addEventListener('abort', () => reject(new DOMException('The request was cancelled.', 'AbortError')));
      if (outcome === 'finishes') resolve(new Blob(['\uFEFFName\r\nAsha\r\n'], { type: 'text/csv' }));
      if (outcome === 'fails') reject(new Error('Could not reach the server. Check your connection and try again.'));
    });
}

/** UI/ExportAllButton: Export CSV of a list asked a page at a time, every row its view matches, fetched from the backend. */
const meta = {
  title: 'UI/ExportAllButton',
  component: ExportAllButton,
  parameters: { layout: 'padded' },
  args: { fileName: 'transactions', exportAll: exportIn([], 'finishes'), download: fn() },
} satisfies Meta<typeof ExportAllButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    // The file as the backend sent it (Blob.text() reads past the byte-order mark).
    await waitFor(() => expect(args.download).toHaveBeenCalledWith(`transactions-${stamp}.csv`, 'Name\r\nAsha\r\n'));
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** A long export says how far it has come, in rows of the announced total, and offers Cancel. */
export const Exporting: Story = {
  args: { exportAll: exportIn([{ rows: 12_000, total: 1_000_000 }], 'hangs') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Exporting… 12,000 of 10,00,000 rows');
    await expect(canvas.getByRole('button', { name: 'Cancel export' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await expect(args.download).not.toHaveBeenCalled();
  },
};

/** Cancel stops the export: nothing is saved and nothing is said to have failed. */
export const Cancelled: Story = {
  args: { exportAll: exportIn([{ rows: 500, total: 40_000 }], 'hangs') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel export' }));
    await expect(await canvas.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.download).not.toHaveBeenCalled();
  },
};

/** A failed export says why; the button is there to try again. */
export const Fails: Story = {
  args: { exportAll: exportIn([], 'fails') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The export failed. Could not reach the server. Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(args.download).not.toHaveBeenCalled();
  },
};
