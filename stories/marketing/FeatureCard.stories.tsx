import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureCard } from '../../src/components/marketing/FeatureCard';
import { landingFeatures } from '../../src/components/marketing/featureCarouselSlides';

const [videoCall, phoneCall, messaging] = landingFeatures as [
  (typeof landingFeatures)[number],
  (typeof landingFeatures)[number],
  (typeof landingFeatures)[number],
];

const meta = {
  title: 'Marketing/FeatureCard',
  component: FeatureCard,
  args: videoCall,
  decorators: [
    (Story) => (
      <div className="max-w-sm bg-brand-50 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VideoCall: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Video Call' })).toBeVisible();
    await expect(canvas.getByText(videoCall.description)).toBeVisible();
    await expect(videoCall.description).toMatch(/high-quality video call/);
    // The icon is decoration: the title already names the feature.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const icon = canvasElement.querySelector('img');
    await expect(icon).toHaveAttribute('alt', '');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('width', '64');
    await expect(icon).toHaveAttribute('height', '64');
  },
};

export const PhoneCall: Story = {
  args: phoneCall,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Phone Call' })).toBeVisible();
    await expect(canvas.getByText(/clear voice call/)).toBeVisible();
  },
};

export const Messaging: Story = {
  args: messaging,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Messaging' })).toBeVisible();
    await expect(canvas.getByText(/in real time/)).toBeVisible();
  },
};

export const LongCopyInNarrowColumn: Story = {
  args: {
    title: 'Video Call with screen sharing and recordings',
    description:
      'A longer description wraps inside the card instead of overflowing it: show your portfolio, your diet chart or your travel itinerary while you talk, and keep your notes afterwards.',
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Video Call with screen sharing and recordings' });
    await expect(heading).toBeVisible();
    const card = heading.closest('article');
    await expect(card).not.toBeNull();
    await expect(card!.scrollWidth).toBeLessThanOrEqual(card!.clientWidth);
  },
};
