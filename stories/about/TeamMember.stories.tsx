import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TeamMember } from '../../src/components/about/TeamMember';
import { successTeam } from '../../src/components/about/team';

const [aarav, ishita] = successTeam;
if (!aarav || !ishita) throw new Error('The Success Team needs two members');

const meta = {
  title: 'About/TeamMember',
  component: TeamMember,
  args: aarav,
  decorators: [(Story) => <div className="mx-auto max-w-2xl p-4"><Story /></div>],
} satisfies Meta<typeof TeamMember>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Aarav Mehta' })).toBeVisible();
    await expect(canvas.getByText('Co-founder & CEO')).toBeVisible();
    const photo = canvas.getByRole('img', { name: /Illustrated portrait of Aarav Mehta/ });
    await expect(photo).toHaveAttribute('width', '144');
    await expect(photo).toHaveAttribute('height', '144');
    await expect(canvas.getByText(/creator partnerships for a Mumbai media house/)).toBeVisible();
  },
};

export const SecondFounder: Story = {
  args: ishita,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ishita Rao' })).toBeVisible();
    await expect(canvas.getByText('Co-founder & CTO')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Illustrated portrait of Ishita Rao/ })).toBeVisible();
  },
};

export const LongBio: Story = {
  args: {
    bio: `${aarav.bio} Before that he taught maths to Class 10 students in Pune, which is where he learned that one good question answered face to face can change how someone studies for years. He still answers every creator e-mail himself.`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/He still answers every creator e-mail himself\./)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Aarav Mehta/ })).toBeVisible();
  },
};
