import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthorLine } from '../../src/components/blog/AuthorLine';

const meta = {
  title: 'Blog/AuthorLine',
  component: AuthorLine,
  args: { author: 'Ananya Iyer', date: '12 October 2024' },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof AuthorLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ananya Iyer')).toBeVisible();
    await expect(canvas.getByText('12 October 2024')).toHaveAttribute('datetime', '2024-10-12');
    // The avatar is decorative: the name beside it says who it is.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Community lead')).toBeVisible();
  },
};

export const UnknownAuthor: Story = {
  args: { author: 'A guest writer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('A guest writer')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
