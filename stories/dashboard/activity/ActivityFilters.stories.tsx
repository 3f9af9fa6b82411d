import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ActivityFilters } from '../../../src/features/activity/components/ActivityFilters';
import type { ActivityFilterValues } from '../../../src/features/activity/model/activityRows';
import { dateRangeError } from '../../../src/lib/dateRange';
import { operatorNames } from './activityFixtures';

const NO_FILTERS: ActivityFilterValues = { operator: '', action: '', from: '', to: '', about: '' };

/** The filters kept in story state, as the page keeps them in the URL. */
function Stateful(props: Parameters<typeof ActivityFilters>[0]) {
  const [values, setValues] = useState(props.values);
  return (
    <ActivityFilters
      {...props}
      values={values}
      dateError={dateRangeError(values.from, values.to)}
      onChange={(change) => {
        setValues((current) => ({ ...current, ...change }));
        props.onChange(change);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Activity/ActivityFilters',
  component: ActivityFilters,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: {
    values: NO_FILTERS,
    onChange: fn(),
    choices: { operators: [...operatorNames], actions: ['settlePayment', 'updateBankDetails', 'verifyOtp'] },
    dateError: null,
    shown: 4,
  },
} satisfies Meta<typeof ActivityFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone, every action, any day; the choices are the log's operators and actions in words. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Operator' })).toHaveDisplayValue('Everyone');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'Changed bank details');
    await expect(args.onChange).toHaveBeenCalledWith({ action: 'updateBankDetails' });
    await expect(canvas.getByRole('status')).toHaveTextContent('4 changes');
  },
};

/** A 'to' before 'from' is said beside the field; nothing is filtered by it. */
export const DatesTheWrongWayRound: Story = {
  args: { values: { ...NO_FILTERS, from: '2026-11-25', to: '2026-11-24' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The 'to' date is before the 'from' date. Choose a 'to' date on or after it.")).toBeVisible();
  },
};
