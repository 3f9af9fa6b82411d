import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhyChoose } from '../../src/components/about/WhyChoose';

const meta = {
  title: 'About/WhyChoose',
  component: WhyChoose,
  decorators: [(Story) => <main><Story /></main>],
} satisfies Meta<typeof WhyChoose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Why choose ChitChat?' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Why choose ChitChat?' })).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    for (const title of ['One-on-one, not a crowd', 'Chat, audio or video', 'Creators set their own fees', 'Pay the way you already do']) {
      await expect(within(section).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(within(section).getByText(/UPI, credit and debit cards/)).toBeVisible();
  },
};
