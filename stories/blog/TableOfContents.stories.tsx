import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleBody } from '../../src/components/blog/ArticleBody';
import { articles } from '../../src/components/blog/articles';
import { TableOfContents } from '../../src/components/blog/TableOfContents';
import { buildToc } from '../../src/lib/articleToc';

const sections = articles[123]!;

const meta = {
  title: 'Blog/TableOfContents',
  component: TableOfContents,
  args: { entries: buildToc(sections), onNavigate: fn() },
  decorators: [(Story) => <div className="max-w-xs p-6">{Story()}</div>],
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Table of contents' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#introduction', '#heading-0', '#heading-1', '#heading-2', '#summary']);
    await expect(within(nav).getByRole('link', { name: 'Introduction' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'What happens when you tap Join' })).toHaveAttribute('href', '#heading-0');
    await expect(within(nav).getByRole('link', { name: 'Summary' })).toHaveAttribute('href', '#summary');
  },
};

/** Beside the article it belongs to: a link moves focus to its section. */
export const WithArticle: Story = {
  render: (args) => (
    <div className="grid grid-cols-[14rem_1fr] gap-8">
      <TableOfContents {...args} />
      <ArticleBody sections={sections} />
    </div>
  ),
  decorators: [(Story) => <div className="max-w-5xl p-6">{Story()}</div>],
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Table of contents' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Keep it kind' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Keep it kind' })).toHaveFocus();
    await expect(args.onNavigate).toHaveBeenCalledWith('heading-2');
    await userEvent.click(within(nav).getByRole('link', { name: 'Summary' }));
    await expect(canvas.getByRole('region', { name: 'Summary' })).toHaveFocus();
    await expect(args.onNavigate).toHaveBeenLastCalledWith('summary');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('navigation', { name: 'Table of contents' })).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The section being read is marked, for eyes and for screen readers. */
export const WithCurrentSection: Story = {
  args: { activeId: 'heading-1' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Table of contents' }));
    await expect(nav.getByRole('link', { name: 'Getting ready: light, sound and three good questions' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getAllByRole('link', { current: 'location' })).toHaveLength(1);
    await expect(nav.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current');
  },
};
