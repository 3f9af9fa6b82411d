import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { BookingFilters, type BookingFiltersProps } from '../../../src/features/bookings/components/BookingFilters';
import { dateRangeError, type BookingFilterValues } from '../../../src/features/bookings/model/bookingRows';

/** The values are the page's (the URL); this keeps them so the controls really change. */
function Controlled(props: BookingFiltersProps) {
  const [values, setValues] = useState<BookingFilterValues>(props.values);
  const dateError = dateRangeError(values.from, values.to) ?? props.dateError;
  return (
    <BookingFilters
      {...props}
      values={values}
      dateError={dateError}
      onChange={(change) => {
        setValues((current) => ({ ...current, ...change }));
        props.onChange(change);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Bookings/BookingFilters',
  component: BookingFilters,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  args: {
    values: { status: 'all', mode: 'all', meet: 'all', from: '', to: '' },
    onChange: fn(),
    dateError: null,
    statusCounts: { Completed: 8, Rejected: 3, Processing: 4 },
    meetCounts: { upcoming: 2, ongoing: 1, completed: 8 },
    search: '',
    shown: 15,
  },
} satisfies Meta<typeof BookingFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('15 bookings');
    await expect(within(canvas.getByRole('list', { name: 'Bookings per status' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Completed: 8',
      'Rejected: 3',
      'Processing: 4',
    ]);
    await expect(within(canvas.getByRole('list', { name: 'Meets' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Upcoming Meets: 2',
      'Ongoing Meets: 1',
      'Completed Meets: 8',
    ]);
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'Rejected' });
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('Rejected');
  },
};

export const FilterByContactMode: Story = {
  play: async ({ canvas, args }) => {
    const mode = canvas.getByRole('combobox', { name: 'Contact mode' });
    await expect(within(mode).getAllByRole('option').map((option) => option.textContent)).toEqual(['All modes', 'Audio call', 'Chat', 'Video call']);
    await userEvent.selectOptions(mode, 'Video call');
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'video call' });
  },
};

/** Each meet says how many it holds. */
export const FilterByMeet: Story = {
  play: async ({ canvas, args }) => {
    const meets = canvas.getByRole('combobox', { name: 'Meets' });
    await expect(within(meets).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All bookings',
      'Upcoming Meets (2)',
      'Ongoing Meets (1)',
      'Completed Meets (8)',
    ]);
    await userEvent.selectOptions(meets, 'Ongoing Meets (1)');
    await expect(args.onChange).toHaveBeenLastCalledWith({ meet: 'ongoing' });
  },
};

export const FilterByDate: Story = {
  play: async ({ canvas, args }) => {
    await fireEvent.change(canvas.getByLabelText('Booked from'), { target: { value: '2026-10-01' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-10-01' });
    await fireEvent.change(canvas.getByLabelText('Booked to'), { target: { value: '2026-10-31' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ to: '2026-10-31' });
    await expect(canvas.getByLabelText('Booked to')).not.toHaveAttribute('aria-invalid');
  },
};

/** A 'to' before 'from' is said out loud beside the field, which reads as invalid. */
export const DateRangeBackwards: Story = {
  play: async ({ canvas }) => {
    await fireEvent.change(canvas.getByLabelText('Booked from'), { target: { value: '2026-10-15' } });
    await fireEvent.change(canvas.getByLabelText('Booked to'), { target: { value: '2026-10-01' } });
    const to = canvas.getByLabelText('Booked to');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription("The 'to' date is before the 'from' date. Choose a 'to' date on or after it.");
    await expect(canvas.getByText("The 'to' date is before the 'from' date. Choose a 'to' date on or after it.")).toBeVisible();
  },
};

export const Searching: Story = {
  args: { search: 'fitness', shown: 1, statusCounts: { Completed: 1, Rejected: 0, Processing: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 booking matching “fitness”');
  },
};

/** Loading or failed: no figures to give. */
export const NoFigures: Story = {
  args: { statusCounts: null, meetCounts: null, shown: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(within(canvas.getByRole('combobox', { name: 'Meets' })).getAllByRole('option')[1]).toHaveTextContent(/^Upcoming Meets$/);
  },
};
