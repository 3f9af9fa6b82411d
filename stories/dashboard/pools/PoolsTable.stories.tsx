import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import seed from '../../../db.json';
import type { Pool } from '../../../src/api/schemas';
import { PoolsTable } from '../../../src/features/pools/components/PoolsTable';
import { busyKey } from '../../../src/lib/useInFlight';
import { expectCards, findRow, tableStateStories } from '../../helpers';

const pools = seed.pools as Pool[];
const inactive = pools.filter((pool) => !pool.active);
const active = pools.filter((pool) => pool.active);
const first = inactive[0]!;
const findRowButtons = (row: Awaited<ReturnType<typeof findRow>>) => row.getAllByRole('button', { name: /^Make Active/ });

const meta = {
  title: 'Dashboard/Pools/PoolsTable',
  component: PoolsTable,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { busy: { control: false } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    kind: 'inactive',
    rows: inactive,
    status: 'ready',
    error: '',
    emptyMessage: 'No pools found',
    sorting: null,
    onSortingChange: fn(),
    onRetry: fn(),
    busy: new Set<string>(),
    onActivate: fn(),
    download: fn(),
  },
} satisfies Meta<typeof PoolsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every pool with its prize, fee, seats taken and rewards; Make Active on each. */
export const Inactive: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Prize', 'Entry fee', 'Seats taken', 'Rewards', 'Action']);
    await expect(canvas.getByRole('table', { name: 'Inactive pools' })).toBeInTheDocument();
    const row = await findRow(canvasElement, first.name);
    await expect(row.getByRole('rowheader')).toHaveTextContent(first.name);
    const cells = row.getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells.slice(0, 3)).toEqual([first.prize, first.entryFee, `${first.entrants.length} / ${first.totalSeats}`]);
    for (const reward of first.rewards) await expect(row.getByText(reward.prize, { exact: false })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Make Active: / })).toHaveLength(inactive.length);
    await userEvent.click(row.getByRole('button', { name: `Make Active: ${first.name}` }));
    await expect(args.onActivate).toHaveBeenCalledWith(first);
  },
};

/** Active pools have no Make Active. */
export const Active: Story = {
  args: { kind: 'active', rows: active },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Active pools' })).toBeInTheDocument();
    await findRow(canvasElement, active[0]!.name);
    await expect(canvas.queryByRole('button', { name: /Make Active/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: /Action/ })).not.toBeInTheDocument();
  },
};

/** While a pool is being activated its button waits. */
export const Activating: Story = {
  args: { busy: new Set([busyKey('activate', first._id)]) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, first.name);
    await expect(row.getByRole('button', { name: `Make Active: ${first.name}` })).toBeDisabled();
    await expect(findRowButtons(row)).toHaveLength(1);
    // Only that pool's: the others can still be made active.
    const other = inactive[1]!;
    await expect((await findRow(canvasElement, other.name)).getByRole('button', { name: `Make Active: ${other.name}` })).toBeEnabled();
  },
};

/** The CSV has the rewards as text and no action column. */
export const ExportCsv: Story = {
  args: { rows: [first] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [name, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(name).toMatch(/^inactive-pools-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split(/\r?\n/);
    await expect(lines[0]).toBe('Name,Prize,Entry fee,Seats taken,Rewards');
    await expect(lines[1]).toContain(first.rewards.map((reward) => `${reward.rankRange}: ${reward.prize}`).join('; '));
  },
};

const states = tableStateStories({ empty: 'No pools found', error: 'The pools service is restarting.' });
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.Error;

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
  },
};
