import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BLOG_INTRO, BlogHeader } from '../../src/components/blog/BlogHeader';

const meta = {
  title: 'Blog/BlogHeader',
  component: BlogHeader,
} satisfies Meta<typeof BlogHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.getByText(BLOG_INTRO)).toBeVisible();
  },
};
