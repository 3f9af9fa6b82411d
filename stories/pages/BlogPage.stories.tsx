import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogPosts } from '../../src/components/blog/posts';

/** /blog: the posts grid with category and search kept in the URL, and View More. */
const meta = {
  title: 'Pages/Blog',
  parameters: { deeplink: { path: '/blog' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('heading', { level: 2, name: /posts$/ }).closest('section')!);
const cardTitles = (canvasElement: HTMLElement) => grid(canvasElement).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const titlesOf = (category: string) => blogPosts.filter((post) => post.category === category).map((post) => post.title);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blog' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Blog | ChitChat'));
    await expect(canvas.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    await expect(cardTitles(canvasElement)).toEqual(blogPosts.slice(0, 4).map((post) => post.title));
  },
};

export const FilterByCategory: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Marketing' }, { timeout: 5000 }));
    await expect(canvas.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cardTitles(canvasElement)).toEqual(titlesOf('Marketing'));
    await userEvent.click(canvas.getByRole('button', { name: 'Start-up' }));
    await expect(cardTitles(canvasElement)).toEqual(titlesOf('Start-up'));
  },
};

export const SearchNarrows: Story = {
  play: async ({ canvas, canvasElement }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search posts' }, { timeout: 5000 });
    await userEvent.type(search, 'creators');
    const matching = cardTitles(canvasElement);
    await expect(matching.length).toBeGreaterThan(0);
    await expect(matching.length).toBeLessThan(blogPosts.length);
    await userEvent.clear(search);
    await userEvent.type(search, 'UPI');
    await expect(cardTitles(canvasElement)).toEqual(['Paying with UPI: what happens between Pay and Booked']);
    // Search and category combine.
    await userEvent.click(canvas.getByRole('button', { name: 'Marketing' }));
    await expect(canvas.getByText('No posts match your search.')).toBeVisible();
  },
};

export const EmptyThenClear: Story = {
  parameters: { deeplink: { path: '/blog?category=Development&q=rupees' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No posts match your search.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('rupees');
    await expect(canvas.getByRole('button', { name: 'Development' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(canvasElement)).toHaveLength(4);
  },
};

export const ViewMore: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View more' }, { timeout: 5000 }));
    await expect(cardTitles(canvasElement)).toEqual(blogPosts.map((post) => post.title));
    await expect(canvas.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  },
};

export const CardOpensPost: Story = {
  play: async ({ canvas }) => {
    const post = blogPosts[1]!;
    await userEvent.click(await canvas.findByRole('link', { name: post.title }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: post.title }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('MARKETING')).toBeVisible();
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${post.title} | ChitChat`));
  },
};
