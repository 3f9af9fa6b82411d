import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { queries, within } from 'storybook/test';
import { ApiError } from '../../../src/api/http';
import type { CreatePoolBody } from '../../../src/api/schemas';
import { PoolForm } from '../../../src/features/pools/components/PoolForm';

type Canvas = ReturnType<typeof within<typeof queries>>;

const meta = {
  title: 'Dashboard/Pools/PoolForm',
  component: PoolForm,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { onCreate: fn(async () => ({})) },
} satisfies Meta<typeof PoolForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: Canvas, label: RegExp) => canvas.getByRole(label.source.includes('seats') ? 'spinbutton' : 'textbox', { name: label });
const create = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Create pool' }));

async function fillPool(canvas: Canvas, seats = '20') {
  await userEvent.type(box(canvas, /^Pool name/), 'Weekend Mega Pool');
  await userEvent.type(box(canvas, /^Pool prize/), '₹10,000');
  await userEvent.type(box(canvas, /^Entry fee/), '₹49');
  await userEvent.type(box(canvas, /^Total seats/), seats);
}

/** Every field says what it needs; nothing is sent. */
export const NothingTyped: Story = {
  play: async ({ canvas, args }) => {
    await create(canvas);
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(box(canvas, /^Pool name/)).toHaveAccessibleDescription('Name is required');
    await expect(box(canvas, /^Pool prize/)).toHaveAccessibleDescription(/^Prize is required/);
    await expect(box(canvas, /^Entry fee/)).toHaveAccessibleDescription(/^Entry fee is required/);
    await expect(box(canvas, /^Total seats/)).toHaveAccessibleDescription('Total seats is required');
    await expect(canvas.getByRole('textbox', { name: /^Rank range 1/ })).toHaveAccessibleDescription('Rank range is required');
    await expect(canvas.getByRole('textbox', { name: /^Prize for ranks 1/ })).toHaveAccessibleDescription('Reward prize is required');
    await expect(box(canvas, /^Pool name/)).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A range at fault is named at once, even while other fields are still empty. */
export const RangesCheckedAtOnce: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rank range 1/ }), '1-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add reward' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rank range 2/ }), '5-9');
    await create(canvas);
    await expect(await canvas.findByText('Rank 5-9 overlaps 1-5')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Rank range 2/ })).toHaveAccessibleDescription('Rank 5-9 overlaps 1-5');
    await expect(canvas.getByRole('textbox', { name: /^Rank range 1/ })).not.toHaveAttribute('aria-invalid');
    await expect(box(canvas, /^Pool name/)).toHaveAccessibleDescription('Name is required');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Total seats: a positive whole number. */
export const SeatsNotPositiveWhole: Story = {
  play: async ({ canvas, args }) => {
    await fillPool(canvas, '0');
    await create(canvas);
    await expect(box(canvas, /^Total seats/)).toHaveAccessibleDescription('Total seats must be greater than zero');
    await userEvent.clear(box(canvas, /^Total seats/));
    await userEvent.type(box(canvas, /^Total seats/), '2.5');
    await create(canvas);
    await expect(box(canvas, /^Total seats/)).toHaveAccessibleDescription('Total seats must be a whole number');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Sent once, with seats as a number, trimmed texts and no entrants; the form empties and says so. */
export const Creates: Story = {
  play: async ({ canvas, args }) => {
    await fillPool(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rank range 1/ }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prize for ranks 1/ }), '₹5,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add reward' }));
    await expect(canvas.getByRole('textbox', { name: /^Rank range 2/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rank range 2/ }), '2 - 20');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prize for ranks 2/ }), '₹250');
    await create(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pool Created Successfully!');
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Weekend Mega Pool',
      prize: '₹10,000',
      entryFee: '₹49',
      totalSeats: 20,
      rewards: [
        { rankRange: '1', prize: '₹5,000' },
        { rankRange: '2-20', prize: '₹250' },
      ],
      entrants: [],
    });
    await expect(box(canvas, /^Pool name/)).toHaveValue('');
    await expect(canvas.getAllByRole('listitem', { name: /^Reward/ })).toHaveLength(1);
  },
};

/** A pool without rewards is allowed: the last reward row can be removed. */
export const WithoutRewards: Story = {
  play: async ({ canvas, args }) => {
    await fillPool(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reward 1' }));
    await expect(canvas.getByText('No rewards yet.')).toBeVisible();
    await create(canvas);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ rewards: [] })));
  },
};

let release: () => void = () => undefined;
/** While it is sent the button waits: a second click and Enter send nothing more. */
export const NeverSentTwice: Story = {
  args: { onCreate: fn(() => new Promise<object>((resolve) => (release = () => resolve({})))) },
  play: async ({ canvas, args }) => {
    await fillPool(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reward 1' }));
    const button = canvas.getByRole('button', { name: 'Create pool' });
    await userEvent.dblClick(button);
    await expect(await canvas.findByRole('button', { name: 'Creating…' })).toBeDisabled();
    await userEvent.type(box(canvas, /^Entry fee/), '{Enter}');
    await expect(args.onCreate).toHaveBeenCalledOnce();
    release();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pool Created Successfully!');
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** The backend's reason lands on the range it names; the form says it failed and keeps what was typed. */
export const BackendRefuses: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ApiError('http', 'Rank 1-5 overlaps 1-5', '/polladdition', { status: 400, issues: [{ path: 'rewards.0.rankRange', message: 'Rank 1-5 is already taken by another pool' }] });
    }),
  },
  play: async ({ canvas }) => {
    await fillPool(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rank range 1/ }), '1-5');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prize for ranks 1/ }), '₹100');
    await create(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Failed to create pool\.$/);
    await expect(canvas.getByRole('textbox', { name: /^Rank range 1/ })).toHaveAccessibleDescription('Rank 1-5 is already taken by another pool');
    await expect(box(canvas, /^Pool name/)).toHaveValue('Weekend Mega Pool');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A network failure: the SPEC.md sentence and the reason. */
export const Fails: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ApiError('network', 'Could not reach the server. Check your connection.', '/polladdition');
    }),
  },
  play: async ({ canvas }) => {
    await fillPool(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reward 1' }));
    await create(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create pool. Could not reach the server. Check your connection.');
    await expect(canvas.getByRole('button', { name: 'Create pool' })).toBeEnabled();
  },
};

const CREATED_MEANWHILE = 'Priya Nair created a pool named Weekend Mega Pool at 3 Nov 2026, 2:59 pm IST. Create it again only if it is another pool.';

/** A pool of this name was just created by a colleague: the form says who and when, keeps what was typed, and creates it again only when asked. */
export const CreatedMeanwhile: Story = {
  args: {
    onCreate: fn(async (pool: CreatePoolBody) => {
      if (pool.createAgain) return {};
      throw new ApiError('http', CREATED_MEANWHILE, '/polladdition', { status: 409, answer: { message: CREATED_MEANWHILE, reason: 'createdMeanwhile' } });
    }),
  },
  play: async ({ canvas, args }) => {
    await fillPool(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rank range 1/ }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prize for ranks 1/ }), '₹5,000');
    await create(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CREATED_MEANWHILE);
    // Not 'Failed to create pool.': nothing failed, it waits for the operator's word.
    await expect(canvas.queryByText(/Failed to create pool/)).not.toBeInTheDocument();
    await expect(box(canvas, /^Pool name/)).toHaveValue('Weekend Mega Pool');
    await userEvent.click(canvas.getByRole('button', { name: 'Create it again anyway' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pool Created Successfully!');
    await expect(args.onCreate).toHaveBeenCalledTimes(2);
    await expect(args.onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Weekend Mega Pool', createAgain: true }));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Create pool' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
