import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SuccessTeam } from '../../src/components/about/SuccessTeam';
import { successTeam } from '../../src/components/about/team';

const meta = {
  title: 'About/SuccessTeam',
  component: SuccessTeam,
  args: { members: successTeam },
  decorators: [(Story) => <main><Story /></main>],
} satisfies Meta<typeof SuccessTeam>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Success Team' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Success Team' })).toBeVisible();
    const members = within(section).getAllByRole('article');
    await expect(members).toHaveLength(2);
    await expect(within(members[0]!).getByRole('heading', { level: 3, name: 'Aarav Mehta' })).toBeVisible();
    await expect(within(members[1]!).getByRole('heading', { level: 3, name: 'Ishita Rao' })).toBeVisible();
    await expect(within(section).getAllByRole('img')).toHaveLength(2);
    for (const photo of within(section).getAllByRole('img')) await expect(photo).toHaveAccessibleName(/Illustrated portrait of/);
  },
};
