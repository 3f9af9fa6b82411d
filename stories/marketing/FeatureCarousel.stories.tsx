import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeatureCarousel } from '../../src/components/marketing/FeatureCarousel';

const meta = {
  title: 'Marketing/FeatureCarousel',
  component: FeatureCarousel,
  args: { onSlideChange: fn() },
} satisfies Meta<typeof FeatureCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

// The one-card layout applies below Tailwind's lg breakpoint (1024 px).
const LG = 1024;
const narrow = { viewport: { value: 'mobile2', isRotated: false } };
const wide = { viewport: { value: 'desktop', isRotated: false } };

/** The card titles a user can see (and a screen reader can reach) right now. */
function visibleTitles(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const carousel = canvas.getByRole('region', { name: 'Features' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getByRole('heading', { level: 2, name: 'One app, three ways to talk' })).toBeVisible();

    const slides = within(carousel).getAllByRole('group', { hidden: true });
    await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides[0]?.parentElement).toHaveAttribute('aria-live', 'polite');

    // The first card shows in either layout.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Video Call' })).toBeVisible();
    await expect(visibleTitles(canvasElement)[0]).toBe('Video Call');
  },
};

export const MobileStepping: Story = {
  globals: narrow,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(LG);
    await expect(visibleTitles(canvasElement)).toEqual(['Video Call']);
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeVisible();

    const next = canvas.getByRole('button', { name: 'Next slide' });
    for (const [expected, label] of [
      ['Phone Call', '2 of 3'],
      ['Messaging', '3 of 3'],
      ['Video Call', '1 of 3'],
    ] as const) {
      await userEvent.click(next);
      await expect(visibleTitles(canvasElement)).toEqual([expected]);
      await expect(canvas.getByRole('group', { name: label })).toBeVisible();
    }
    await expect(args.onSlideChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onSlideChange).toHaveBeenNthCalledWith(2, 2);
    await expect(args.onSlideChange).toHaveBeenNthCalledWith(3, 0);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(visibleTitles(canvasElement)).toEqual(['Messaging']);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Messaging' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Video Call' })).not.toBeInTheDocument();
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
  },
};

export const MobileKeyboard: Story = {
  globals: narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(LG);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(visibleTitles(canvasElement)).toEqual(['Messaging']);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(visibleTitles(canvasElement)).toEqual(['Video Call']);
  },
};

export const StartsOnLastSlide: Story = {
  globals: narrow,
  args: { initialIndex: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(LG);
    await expect(visibleTitles(canvasElement)).toEqual(['Messaging']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleTitles(canvasElement)).toEqual(['Video Call']);
    await expect(args.onSlideChange).toHaveBeenCalledWith(0);
  },
};

export const Desktop: Story = {
  globals: wide,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(LG);
    await expect(visibleTitles(canvasElement)).toEqual(['Video Call', 'Phone Call', 'Messaging']);
    for (const label of ['1 of 3', '2 of 3', '3 of 3']) await expect(canvas.getByRole('group', { name: label })).toBeVisible();

    const cards = ['Video Call', 'Phone Call', 'Messaging'].map(
      (name) => canvas.getByRole('heading', { level: 3, name }).getBoundingClientRect(),
    );
    // Side by side: one row, left to right.
    await expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(1);
    await expect(cards[0]!.left).toBeLessThan(cards[1]!.left);
    await expect(cards[1]!.left).toBeLessThan(cards[2]!.left);

    await expect(canvas.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Previous slide' })).not.toBeInTheDocument();
  },
};
