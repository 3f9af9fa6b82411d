import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import sparkles from '../../src/assets/marketing/sparkles.svg';
import { DecorativeImage } from '../../src/components/ui/DecorativeImage';

const meta = {
  title: 'UI/DecorativeImage',
  component: DecorativeImage,
  args: { src: sparkles, width: 120, height: 120 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DecorativeImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('aria-hidden', 'true');
    await expect(image).toHaveAttribute('width', '120');
    await expect(image).toHaveAttribute('height', '120');
  },
};

export const LazyBelowTheFold: Story = {
  args: { loading: 'lazy', className: 'w-16 opacity-80' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveClass('w-16');
  },
};
