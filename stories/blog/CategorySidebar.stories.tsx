import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CategorySidebar } from '../../src/components/blog/CategorySidebar';

const meta = {
  title: 'Blog/CategorySidebar',
  component: CategorySidebar,
  args: { selected: 'All Categories', onSelect: fn() },
  decorators: [(Story) => <div className="max-w-xs p-6">{Story()}</div>],
} satisfies Meta<typeof CategorySidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = ['All Categories', 'Development', 'Marketing', 'Technology', 'Start-up'];

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Categories' })).toBeVisible();
    for (const name of categories) await expect(canvas.getByRole('button', { name })).toBeVisible();
    const all = canvas.getByRole('button', { name: 'All Categories' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveClass('bg-brand-600');
    await expect(canvas.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Marketing' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('Marketing');
  },
};

export const TechnologySelected: Story = {
  args: { selected: 'Technology' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Technology' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};
