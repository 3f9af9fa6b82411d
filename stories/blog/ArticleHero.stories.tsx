import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ArticleHero } from '../../src/components/blog/ArticleHero';
import { blogPosts } from '../../src/components/blog/posts';

const technology = blogPosts.find((post) => post.id === 123)!;
const startUp = blogPosts.find((post) => post.category === 'Start-up')!;

const meta = {
  title: 'Blog/ArticleHero',
  component: ArticleHero,
  args: { post: technology },
  parameters: { route: { path: '/blog/123', pattern: '/blog/:id' } },
} satisfies Meta<typeof ArticleHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TECHNOLOGY')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: technology.title })).toBeVisible();
    await expect(canvas.getByText('Ananya Iyer')).toBeVisible();
    await expect(canvas.getByText('12 October 2024')).toHaveAttribute('datetime', '2024-10-12');
    await userEvent.click(canvas.getByRole('link', { name: 'All posts' }));
    await expect(await canvas.findByText('Navigated away from the story.')).toBeVisible();
  },
};

export const StartUpPost: Story = {
  args: { post: startUp },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('START-UP')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: startUp.title })).toBeVisible();
    await expect(canvas.getByText('Co-founder')).toBeVisible();
  },
};
