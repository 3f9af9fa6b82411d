import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor } from 'storybook/test';
import { queries } from '../../src/api/queries';
import { empty, error, failTimes, loading, slow } from '../../src/api/mocks';
import { listStatusOf } from '../../src/api/listStatus';
import { ListState } from '../../src/components/ui/ListState';

/** ListState wired as a page wires it: a real query (the transactions list), every state driven by MSW. */
function TransactionCount() {
  const query = useQuery(queries.transactions());
  return (
    <ListState {...listStatusOf(query, (rows) => rows.length === 0)} emptyMessage="No transactions yet.">
      <p>{query.data?.length} transactions</p>
    </ListState>
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
