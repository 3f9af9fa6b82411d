import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BlogCard } from '../../src/components/blog/BlogCard';
import { blogPosts } from '../../src/components/blog/posts';

const [videoCall, rates] = blogPosts;

const meta = {
  title: 'Blog/BlogCard',
  component: BlogCard,
  args: { post: videoCall! },
  parameters: { route: { path: '/blog', pattern: '/blog' } },
  decorators: [(Story) => <div className="max-w-sm p-6">{Story()}</div>],
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.post.title });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(link).toHaveAttribute('href', '/blog/123');
    await expect(canvas.getByRole('heading', { level: 3, name: args.post.title })).toBeVisible();
    await expect(canvas.getByText(args.post.content)).toBeVisible();
    await expect(canvas.getByText('Ananya Iyer')).toBeVisible();
    await expect(canvas.getByText('12 October 2024')).toBeVisible();
    await userEvent.click(link);
    await expect(await canvas.findByText('Navigated away from the story.')).toBeVisible();
  },
};

export const LinksToItsOwnPost: Story = {
  args: { post: rates! },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.post.title })).toHaveAttribute('href', `/blog/${args.post.id}`);
    await expect(canvas.getByText('Marketing')).toBeVisible();
  },
};
