import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlogGrid } from '../../src/components/blog/BlogGrid';
import { blogPosts } from '../../src/components/blog/posts';

const meta = {
  title: 'Blog/BlogGrid',
  component: BlogGrid,
  args: { posts: blogPosts, onClearFilters: fn() },
  parameters: { route: { path: '/blog', pattern: '/blog' } },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-6">{Story()}</div>],
} satisfies Meta<typeof BlogGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual(blogPosts.slice(0, 4).map((post) => post.title));
    await expect(canvas.getByText('Showing 4 of 6 posts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View more' }));
    await expect(cardTitles(canvasElement)).toEqual(blogPosts.map((post) => post.title));
    await expect(canvas.getByText('Showing 6 of 6 posts')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    // Focus moves to the first card View more revealed.
    await expect(canvas.getByRole('link', { name: blogPosts[4]!.title })).toHaveFocus();
  },
};

export const FilteredByCategory: Story = {
  args: { category: 'Marketing' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Marketing posts' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual(blogPosts.filter((post) => post.category === 'Marketing').map((post) => post.title));
    await expect(cardTitles(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  },
};

export const Search: Story = {
  args: { query: 'upi' },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardTitles(canvasElement)).toEqual(['Paying with UPI: what happens between Pay and Booked']);
    await expect(canvas.getByText('Showing 1 of 1 post')).toBeVisible();
  },
};

export const SearchByAuthor: Story = {
  args: { query: 'ROHAN' },
  play: async ({ canvasElement }) => {
    await expect(cardTitles(canvasElement)).toEqual(blogPosts.filter((post) => post.author === 'Rohan Mehta').map((post) => post.title));
  },
};

export const SmallPages: Story = {
  args: { pageSize: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardTitles(canvasElement)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'View more' }));
    await expect(cardTitles(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'View more' }));
    await expect(cardTitles(canvasElement)).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { category: 'Development', query: 'upi' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('No posts match your search.')).toBeVisible();
    await expect(cardTitles(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const NoPostsAtAll: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts match your search.')).toBeVisible();
    // Nothing is filtered, so there is nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};
