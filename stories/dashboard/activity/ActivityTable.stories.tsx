import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ActivityTable } from '../../../src/features/activity/components/ActivityTable';
import { withControlledSorting } from '../../controlledSorting';
import { getRow, tableStateStories } from '../../helpers';
import { activityRecords } from './activityFixtures';

const Controlled = withControlledSorting(ActivityTable);

const meta = {
  title: 'Dashboard/Activity/ActivityTable',
  component: ActivityTable,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: [...activityRecords].reverse(),
    status: 'ready',
    emptyMessage: 'No changes have been made yet.',
    sorting: null,
    onSortingChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ActivityTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who, when, what and concerning whom, and before → after for what was edited. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Activity' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Operator', 'Action', 'Concerning', 'Before → after', 'Detail']);
    // The stories' clock and zone are fixed (UTC): the times are the records' own.
    const settled = getRow(canvasElement, '24 Nov, 4:02 am, Morning');
    await expect(settled.getByRole('cell', { name: 'Settled a payment' })).toBeVisible();
    await expect(settled.getByRole('cell', { name: activityRecords[1]!.detail! })).toBeVisible();
    const bank = getRow(canvasElement, '25 Nov, 9:15 am, Morning');
    await expect(bank.getByText('Axis Bank A/C 55501234 IFSC UTIB0000001', { exact: false })).toBeVisible();
  },
};

export const { Loading, Empty, Error } = tableStateStories({ empty: 'No changes have been made yet.', error: 'The activity log could not be read.' });
