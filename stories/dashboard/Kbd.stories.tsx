import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Kbd } from '../../src/components/dashboard/Kbd';

/** A key as the keyboard prints it, in the palette's hints and the shortcuts list. */
const meta = {
  title: 'Dashboard/Kbd',
  component: Kbd,
  parameters: { layout: 'padded' },
  args: { children: 'Ctrl' },
} satisfies Meta<typeof Kbd>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real <kbd>, so assistive technology can say it is a key. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const key = canvasElement.querySelector('kbd');
    await expect(key).toHaveTextContent('Ctrl');
  },
};

/** A longer key name keeps to one line. */
export const LongName: Story = {
  args: { children: 'Enter' },
  play: async ({ canvasElement }) => {
    const key = canvasElement.querySelector('kbd')!;
    await expect(key).toHaveTextContent('Enter');
    await expect(key.getClientRects()).toHaveLength(1);
  },
};
