import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blogPosts } from '../../src/components/blog/posts';

const post = blogPosts.find((candidate) => candidate.id === 123)!;

/** /blog/:id: one post with its hero, table of contents and share bar; an unknown id says so. */
const meta = {
  title: 'Pages/BlogPost',
  parameters: { deeplink: { path: '/blog/123' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const TOC = { name: 'Table of contents' };
/** lg, the breakpoint from which the table of contents shows (SPEC.md section 2). */
const LARGE_SCREEN = 1024;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: post.title }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('TECHNOLOGY')).toBeVisible();
    await expect(canvas.getByText('Ananya Iyer')).toBeVisible();
    await expect(canvas.getByText('12 October 2024')).toBeVisible();
    // The head follows the page in an effect, after it paints.
    await waitFor(() => expect(document.title).toBe(`${post.title} | ChitChat`));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', post.content);
    // What search engines read of the post (issue 27), in the page itself.
    const jsonLd: unknown = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null');
    await expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: post.title, description: post.content, author: { name: 'Ananya Iyer' }, datePublished: '2024-10-12' });

    // First 'Loading...' and no table of contents, then the article after the simulated delay.
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { ...TOC, hidden: true })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'What happens when you tap Join' }, { timeout: 3000 })).toHaveAttribute('id', 'heading-0');
    await expect(canvas.queryByText('Loading...')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Summary' })).toHaveAttribute('id', 'summary');

    // The table of contents exists now, and shows only on large screens.
    const toc = canvas.getByRole('navigation', { ...TOC, hidden: true });
    await expect(within(toc).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
      '#introduction',
      '#heading-0',
      '#heading-1',
      '#heading-2',
      '#summary',
    ]);
    if (window.innerWidth >= LARGE_SCREEN) await expect(toc).toBeVisible();
    else await expect(toc).not.toBeVisible();
  },
};

export const CopyLink: Story = {
  beforeEach: () => {
    const writeText = fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else delete (navigator as { clipboard?: Clipboard }).clipboard;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy Link' }, { timeout: 5000 }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(window.location.href);
    const notifications = within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: /^Notifications/ }));
    await expect(await notifications.findByRole('status')).toHaveTextContent('Link copied');
    await expect(canvas.getByRole('button', { name: 'Share on Facebook' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share on X' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share on LinkedIn' })).toBeVisible();
    // The article arrives after its simulated delay: wait for it, so both screenshots show it
    // however fast or slow the machine is.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'What happens when you tap Join' }, { timeout: 3000 })).toBeVisible();
  },
};

export const AnotherPost: Story = {
  parameters: { deeplink: { path: '/blog/128' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Paying with UPI: what happens between Pay and Booked' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('TECHNOLOGY')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'If a payment seems stuck' }, { timeout: 3000 })).toBeVisible();
  },
};

export const UnknownPost: Story = {
  parameters: { deeplink: { path: '/blog/999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We could not find that post' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Post not found | ChitChat'));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the blog' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blog' }, { timeout: 5000 })).toBeVisible();
  },
};

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** The link of the table of contents marked as the section being read, if any. */
const currentTocLink = (canvasElement: HTMLElement) => canvasElement.querySelector('nav[aria-label="Table of contents"] a[aria-current="location"]');

export const MarksTheSectionBeingRead: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement, step }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Getting ready: light, sound and three good questions' }, { timeout: 5000 });
    const toc = within(canvas.getByRole('navigation', TOC));
    await step('at the top, above the article, no section is marked', async () => {
      window.scrollTo(0, 0);
      await waitFor(() => expect(currentTocLink(canvasElement)).toBeNull());
    });
    await step('scrolled to a heading, its entry is the current one', async () => {
      heading.scrollIntoView({ block: 'start' });
      const link = toc.getByRole('link', { name: 'Getting ready: light, sound and three good questions' });
      await waitFor(() => expect(link).toHaveAttribute('aria-current', 'location'));
      await expect(canvasElement.querySelectorAll('[aria-current="location"]')).toHaveLength(1);
    });
    await step('at the end of the page, the summary is', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() => expect(toc.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'location'));
      await expect(toc.getByRole('link', { name: 'Getting ready: light, sound and three good questions' })).not.toHaveAttribute('aria-current');
    });
    await step('a link followed in the table of contents marks its section, however near the end', async () => {
      await userEvent.click(toc.getByRole('link', { name: 'Keep it kind' }));
      await waitFor(() => expect(toc.getByRole('link', { name: 'Keep it kind' })).toHaveAttribute('aria-current', 'location'));
      await expect(canvas.getByRole('heading', { level: 2, name: 'Keep it kind' })).toHaveFocus();
    });
    await step('back up to the introduction', async () => {
      // A key press or a wheel turn hands the mark back to scrolling.
      await userEvent.keyboard('{Shift}');
      canvasElement.ownerDocument.getElementById('introduction')?.scrollIntoView({ block: 'start' });
      await waitFor(() => expect(toc.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'location'));
    });
  },
};

export const LandsOnTheLinkedSection: Story = {
  globals: desktop,
  parameters: { deeplink: { path: '/blog/123#heading-2' } },
  play: async ({ canvas }) => {
    // The section arrives after the simulated delay; then the page goes to it.
    const section = await canvas.findByRole('heading', { level: 2, name: 'Keep it kind' }, { timeout: 5000 });
    await waitFor(() => expect(section).toHaveFocus());
    const top = section.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(200);
    await waitFor(() => expect(within(canvas.getByRole('navigation', TOC)).getByRole('link', { name: 'Keep it kind' })).toHaveAttribute('aria-current', 'location'));
  },
};
