import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BRAND_NAME } from '../../src/brand';
import { config } from '../../src/config';

/** /: the landing page, hero, features carousel, promo, FAQ and footer. */
const meta = {
  title: 'Pages/Landing',
  parameters: { deeplink: { path: '/' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sectionHeadings = [
  'One app, three ways to talk',
  'Stuck in the DMs of your favorite influencers?',
  'Your Private Line to Influencers – Connect One-on-One, Laugh, Learn, and Listen!',
  'Frequently Asked Questions',
];

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    const page = within(main);

    await expect(page.getByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();
    await expect(page.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Hero first, then carousel, promo, app download and FAQ, in that order.
    await expect(page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(sectionHeadings);
    await expect(page.getByRole('region', { name: 'Features' })).toHaveAttribute('aria-roledescription', 'carousel');

    await expect(page.getByRole('link', { name: 'Discover our app' })).toHaveAttribute('href', config.appStoreUrl);
    await expect(page.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', config.contactFormUrl);

    await waitFor(() => expect(document.title).toBe(`${BRAND_NAME}: 1:1 conversations with content creators`));
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('chat, audio and video sessions'),
    );

    // Only the hero's phone is fetched eagerly; everything further down waits for the scroll.
    const images = [...main.querySelectorAll('img')];
    for (const image of images) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    const heroImages = [...main.querySelectorAll('section:first-of-type img')];
    for (const image of eager) await expect(heroImages).toContain(image);
  },
};

export const MobileCarousel: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(1024);
    const carousel = within(await canvas.findByRole('region', { name: 'Features' }));
    await expect(carousel.getByRole('heading', { level: 3, name: 'Video Call' })).toBeVisible();
    await userEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    await expect(carousel.getByRole('heading', { level: 3, name: 'Phone Call' })).toBeVisible();
    await expect(carousel.queryByRole('heading', { level: 3, name: 'Video Call' })).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
