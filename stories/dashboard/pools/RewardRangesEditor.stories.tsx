import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent } from 'storybook/test';
import type { queries, within } from 'storybook/test';
import { poolFormSchema, type PoolFormValues } from '../../../src/features/pools/model/poolForm';
import { RewardRangesEditor } from '../../../src/features/pools/components/RewardRangesEditor';

type Canvas = ReturnType<typeof within<typeof queries>>;

/** The editor inside a pool of 10 seats (the rest filled in), checked with the shared pool schema. */
function Harness({ rewards, onValid }: { rewards: PoolFormValues['rewards']; onValid: (values: PoolFormValues) => void }) {
  const { control, register, handleSubmit, formState } = useForm<PoolFormValues>({
    resolver: zodResolver(poolFormSchema),
    defaultValues: { name: 'Pool', prize: '₹1,000', entryFee: '₹10', totalSeats: '10', rewards },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex max-w-2xl flex-col gap-3">
      <RewardRangesEditor control={control} register={register} errors={formState.errors.rewards} />
      <button type="submit" className="self-start rounded-md bg-brand-600 px-4 py-2 text-white">
        Check
      </button>
    </form>
  );
}

const meta = {
  title: 'Dashboard/Pools/RewardRangesEditor',
  component: Harness,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { rewards: [{ rankRange: '', prize: '' }], onValid: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const range = (canvas: Canvas, n: number) => canvas.getByRole('textbox', { name: new RegExp(`^Rank range ${n}`) });
const prize = (canvas: Canvas, n: number) => canvas.getByRole('textbox', { name: new RegExp(`^Prize for ranks ${n}`) });
const check = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Check' }));

/** Add three rows, remove the middle one: the rest keep what was typed, in order. */
export const AddAndRemove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(range(canvas, 1), '1');
    await userEvent.type(prize(canvas, 1), '₹500');
    await userEvent.click(canvas.getByRole('button', { name: 'Add reward' }));
    await userEvent.type(range(canvas, 2), '2-3');
    await userEvent.type(prize(canvas, 2), '₹100');
    await userEvent.click(canvas.getByRole('button', { name: 'Add reward' }));
    await userEvent.type(range(canvas, 3), '4-10');
    await userEvent.type(prize(canvas, 3), '₹20');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reward 2' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(range(canvas, 2)).toHaveValue('4-10');
    await expect(prize(canvas, 2)).toHaveValue('₹20');
    await check(canvas);
    await expect(args.onValid).toHaveBeenCalledWith(
      expect.objectContaining({
        rewards: [
          { rankRange: '1', prize: '₹500' },
          { rankRange: '4-10', prize: '₹20' },
        ],
      }),
      expect.anything(),
    );
  },
};

/** Empty rows: each says what it needs. */
export const Required: Story = {
  play: async ({ canvas, args }) => {
    await check(canvas);
    await expect(range(canvas, 1)).toHaveAccessibleDescription(/^Rank range is required/);
    await expect(prize(canvas, 1)).toHaveAccessibleDescription('Reward prize is required');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** Not a rank, backwards, rank 0: the row at fault says why. */
export const BadRanges: Story = {
  args: {
    rewards: [
      { rankRange: 'top ten', prize: '₹1' },
      { rankRange: '9-3', prize: '₹1' },
      { rankRange: '0-2', prize: '₹1' },
    ],
  },
  play: async ({ canvas, args }) => {
    await check(canvas);
    await expect(range(canvas, 1)).toHaveAccessibleDescription(/^Write a rank or a range such as 1-10/);
    await expect(range(canvas, 2)).toHaveAccessibleDescription(/^The first rank must be at most the last/);
    await expect(range(canvas, 3)).toHaveAccessibleDescription(/^Ranks start at 1/);
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** Overlapping ranges: the later one is marked, naming the one it overlaps; the first is not. */
export const Overlapping: Story = {
  args: {
    rewards: [
      { rankRange: '1-5', prize: '₹100' },
      { rankRange: '4-6', prize: '₹50' },
    ],
  },
  play: async ({ canvas, args }) => {
    await check(canvas);
    await expect(range(canvas, 2)).toHaveAccessibleDescription(/^Rank 4-6 overlaps 1-5/);
    await expect(range(canvas, 2)).toHaveAttribute('aria-invalid', 'true');
    await expect(range(canvas, 1)).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(range(canvas, 2));
    await userEvent.type(range(canvas, 2), '6');
    await check(canvas);
    await expect(args.onValid).toHaveBeenCalledOnce();
  },
};

/** Beyond the 10 seats. */
export const BeyondSeats: Story = {
  args: { rewards: [{ rankRange: '1-12', prize: '₹10' }] },
  play: async ({ canvas, args }) => {
    await check(canvas);
    await expect(range(canvas, 1)).toHaveAccessibleDescription(/^Rank 1-12 is beyond the 10 seats/);
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** No rows left: said, and Add reward brings one back. */
export const Empty: Story = {
  args: { rewards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rewards yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add reward' }));
    await expect(range(canvas, 1)).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { rewards: [{ rankRange: '1-10', prize: '₹100' }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Remove reward 1' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
