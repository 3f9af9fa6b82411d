import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleBody } from '../../src/components/blog/ArticleBody';
import { articles } from '../../src/components/blog/articles';

const meta = {
  title: 'Blog/ArticleBody',
  component: ArticleBody,
  args: { sections: articles[123] },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-6">{Story()}</div>],
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { sections: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Loading...')).not.toBeInTheDocument();
    await expect(canvas.getByText(/^Booking a video call with a creator/)).toHaveAttribute('id', 'introduction');
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.id)).toEqual(['heading-0', 'heading-1', 'heading-2', 'summary-heading']);
    await expect(headings[0]).toHaveTextContent('What happens when you tap Join');
    await expect(canvasElement.querySelector('#summary')).toHaveTextContent(/^Summary/);

    const quote = canvasElement.querySelector('blockquote');
    await expect(quote).toHaveTextContent('The best calls start with someone saying');
    await expect(canvasElement.querySelector('figure cite')).toHaveTextContent('Priya Raman, travel vlogger');

    const image = canvas.getByRole('img', { name: /A checklist reading/ });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '400');
    await expect(within(canvasElement).getByText('The checklist our community team sends before a first call.')).toBeVisible();
  },
};

export const AnotherArticle: Story = {
  args: { sections: articles[128] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'If a payment seems stuck' })).toHaveAttribute('id', 'heading-2');
    await expect(canvas.getByRole('img', { name: /Three steps: choose a payment method/ })).toBeVisible();
  },
};
