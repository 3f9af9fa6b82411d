import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsultantPhoto } from '../../src/components/dashboard/ConsultantPhoto';

// A tiny inline image, so the story never depends on the network.
const dot = (colour: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`)}`;

const meta = {
  title: 'Dashboard/ConsultantPhoto',
  component: ConsultantPhoto,
  parameters: { layout: 'centered' },
  args: { name: 'Pooja Ghosh' },
} satisfies Meta<typeof ConsultantPhoto>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Data URLs are not http(s), so these stories also show that only web addresses are loaded. */
export const NoPhoto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Pooja Ghosh (no photo)' })).toHaveTextContent('PG');
  },
};

export const NotAWebAddress: Story = {
  args: { imagesArray: [dot('violet')], profilePicUrl: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Pooja Ghosh (no photo)' })).toBeVisible();
  },
};

export const FirstOfImagesArray: Story = {
  args: { imagesArray: ['', 'https://photos.example.test/pooja-1.jpg', 'https://photos.example.test/pooja-2.jpg'], profilePicUrl: 'https://photos.example.test/profile.jpg' },
  play: async ({ canvas }) => {
    // The host does not exist, so the image fails and the initials take its place.
    await expect(await canvas.findByRole('img', { name: 'Pooja Ghosh (no photo)' })).toHaveTextContent('PG');
  },
};

/** Beside the written name (a table row) the photo is not announced again. */
export const Decorative: Story = {
  args: { decorative: true, imagesArray: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('PG')).toHaveAttribute('aria-hidden', 'true');
  },
};
