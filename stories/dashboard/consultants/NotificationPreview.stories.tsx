import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationPreview } from '../../../src/features/consultants/components/NotificationPreview';

// A tiny inline image: the preview refuses it (not http or https), which one story shows.
const dataImage = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/%3E';

const meta = {
  title: 'Dashboard/Consultants/NotificationPreview',
  component: NotificationPreview,
  parameters: { layout: 'padded' },
  args: { title: 'New: video sessions', body: 'Followers can now book 1:1 video calls with you. Set your price today.', image: '' },
} satisfies Meta<typeof NotificationPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const preview = within(canvas.getByRole('figure', { name: 'Notification preview' }));
    await expect(preview.getByText('New: video sessions')).toBeVisible();
    await expect(preview.getByText(/book 1:1 video calls/)).toBeVisible();
  },
};

/** Before anything is typed, the preview shows where the words will go. */
export const Blank: Story = {
  args: { title: '', body: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Notification title')).toBeVisible();
    await expect(canvas.getByText('The message consultants will read.')).toBeVisible();
  },
};

export const WithImage: Story = {
  args: { image: 'https://images.example.test/promo.png' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', 'https://images.example.test/promo.png');
  },
};

/** Only http and https addresses are shown; anything else is left out. */
export const RefusesOtherSchemes: Story = {
  args: { image: dataImage },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LongText: Story = {
  args: { title: 'A very long title that goes on and on well past the width of any phone screen', body: 'Lorem '.repeat(80) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A very long title/)).toHaveClass('truncate');
  },
};
