import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewRowsBar } from '../../../src/components/ui/data-table/NewRowsBar';

/** UI/DataTable/NewRowsBar: records heard live that a paged list's view gained, offered rather than shown. */
const meta = {
  title: 'UI/DataTable/NewRowsBar',
  component: NewRowsBar,
  parameters: { layout: 'padded' },
  args: { count: 3, onShow: fn() },
} satisfies Meta<typeof NewRowsBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 new since this list was loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Show them' }));
    await expect(args.onShow).toHaveBeenCalledOnce();
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 new since this list was loaded');
    await expect(canvas.getByRole('button', { name: 'Show it' })).toBeVisible();
  },
};

/** Thousands heard (an import, a busy hour): the figure grouped as the back-office groups figures. */
export const Many: Story = {
  args: { count: 12_345 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12,345 new since this list was loaded');
  },
};
