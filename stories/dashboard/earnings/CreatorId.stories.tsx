import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreatorId } from '../../../src/features/earnings/components/CreatorId';

const meta = {
  title: 'Dashboard/Earnings/CreatorId',
  component: CreatorId,
  parameters: { layout: 'centered' },
  args: { dataid: 'CRT98G65GLQI', bankDetails: 'HDFC Bank\nA/C 277531' },
} satisfies Meta<typeof CreatorId>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md: the first 7 characters, green with bank details set, with a mark and words besides colour. */
export const BankDetailsSet: Story = {
  play: async ({ canvas }) => {
    const id = canvas.getByText('CRT98G6');
    await expect(id).toHaveClass('text-green-800');
    await expect(id).toHaveTextContent('CRT98G6, bank details set');
    await expect(id.querySelector('svg')).toHaveAttribute('data-icon', 'check');
    await expect(id).toHaveAttribute('title', 'CRT98G65GLQI (bank details set)');
  },
};

export const NoBankDetails: Story = {
  args: { bankDetails: undefined },
  play: async ({ canvas }) => {
    const id = canvas.getByText('CRT98G6');
    await expect(id).toHaveClass('text-red-700');
    await expect(id).toHaveTextContent('CRT98G6, no bank details');
    await expect(id.querySelector('svg')).toHaveAttribute('data-icon', 'cross');
  },
};

/** Only spaces is no bank details. */
export const BlankBankDetails: Story = {
  args: { bankDetails: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CRT98G6')).toHaveTextContent('no bank details');
  },
};
