import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor } from 'storybook/test';
import { queries } from '../../src/api/queries';
import { empty, error, failAfter, failTimes, loading, slow } from '../../src/api/mocks';
import { listStatusOf } from '../../src/api/listStatus';
import { Button } from '../../src/components/ui/Button';
import { ListState } from '../../src/components/ui/ListState';

/** ListState wired as a page wires it: a real query (the transactions list), every state driven by MSW. */
function TransactionCount({ refreshable = false }: { refreshable?: boolean }) {
  const query = useQuery(queries.transactions());
  const list = (
    <ListState {...listStatusOf(query, (rows) => rows.length === 0)} emptyMessage="No transactions yet.">
      <p>{query.data?.length} transactions</p>
    </ListState>
  );
  if (!refreshable) return list;
  return (
    <div className="flex flex-col items-start gap-3">
      {/* What a stale list's remount or a reconnect does: fetch the list again. */}
      <Button variant="ghost" onClick={() => void query.refetch()}>
        Refresh
      </Button>
      {list}
    </div>
  );
}

const meta = {
  title: 'UI/ListState',
  component: TransactionCount,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TransactionCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('60 transactions')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('transactions') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('transactions') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions yet.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: error('transactions', 'The ledger is being rebuilt. Try again in a minute.') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The ledger is being rebuilt. Try again in a minute.');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const RetryRecovers: Story = {
  parameters: { msw: { handlers: failTimes('transactions', 1) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('60 transactions')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Slow: Story = {
  parameters: { msw: { handlers: slow('transactions', 400) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('60 transactions')).toBeVisible(), { timeout: 3000 });
  },
};

/** A refresh fails: the loaded list stays under a banner that says why; its Retry brings the list up to date and the banner goes. */
export const RefreshFails: Story = {
  args: { refreshable: true },
  parameters: { msw: { handlers: failAfter('transactions', 1, 1, 'The ledger is being rebuilt. Try again in a minute.') } },
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByText('60 transactions')).toBeVisible();
    await step('the refresh fails', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('Could not refresh this list. The ledger is being rebuilt. Try again in a minute. What you see is as it was last loaded.');
      await expect(canvas.getByText('60 transactions')).toBeVisible();
    });
    await step('Retry succeeds', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
      await expect(canvas.getByText('60 transactions')).toBeVisible();
    });
  },
};
