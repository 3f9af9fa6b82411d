import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutIntro } from '../../src/components/about/AboutIntro';

const meta = {
  title: 'About/AboutIntro',
  component: AboutIntro,
  decorators: [(Story) => <main><Story /></main>],
} satisfies Meta<typeof AboutIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(canvas.getByText('We are bridging the gap between influencers and their followers.')).toBeVisible();
    // The illustration is decorative: hidden from assistive technology, so no img role.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img[alt=""]')).toHaveAttribute('aria-hidden', 'true');
  },
};
