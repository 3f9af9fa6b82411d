import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TabSection } from '../../src/components/dashboard/TabSection';

const meta = {
  title: 'Dashboard/TabSection',
  component: TabSection,
  parameters: { layout: 'padded' },
  args: {
    title: 'Earnings',
    description: 'Search by name, creator ID or phone with the search box above.',
    children: (
      <>
        <p className="rounded-md bg-gray-100 p-3">The tab’s toolbar</p>
        <p className="rounded-md bg-gray-100 p-3">The tab’s table</p>
      </>
    ),
  },
} satisfies Meta<typeof TabSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tab's page is a region named by its heading, its parts below it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Earnings' });
    await expect(within(region).getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(within(region).getByText('The tab’s table')).toBeVisible();
  },
};

/** Inside the Q&A Manager's tabs the heading is one level down. */
export const InsideATabbedPage: Story = {
  args: { title: 'Active Pool', description: 'Search by name, prize or fee with the search box above.', level: 2, spacing: 'tight' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Active Pool' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Active Pool' })).toBeVisible();
  },
};

/** Two on one page name themselves apart (each heading has its own id). */
export const TwoOnOnePage: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <TabSection {...args} title="Create quiz" level={2} spacing="tight" />
      <TabSection {...args} title="Active quizzes" level={2} spacing="tight" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Create quiz' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Active quizzes' })).toBeVisible();
  },
};
