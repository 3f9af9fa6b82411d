import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Booking } from '../../../src/api/schemas';
import { BookingsTable } from '../../../src/features/bookings/components/BookingsTable';
import { expectCards, tableStateStories } from '../../helpers';
import { withControlledSorting } from '../../controlledSorting';

const bookings = seed.bookings as Booking[];
/** A moment chosen so each meet has a booking: 10 min into booking 1's session. */
const first = bookings[0]!;
const NOW = Date.parse(first.sessionStart) + 10 * 60_000;

const Controlled = withControlledSorting(BookingsTable);

const meta = {
  title: 'Dashboard/Bookings/BookingsTable',
  component: BookingsTable,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: bookings,
    status: 'ready',
    error: '',
    emptyMessage: 'No bookings match this search and these filters.',
    sorting: { id: 'id', desc: false },
    onSortingChange: fn(),
    onRetry: fn(),
    now: NOW,
    download: fn(),
  },
} satisfies Meta<typeof BookingsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row's texts in column order: the ID (its row header), then its cells. */
const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

/** Every SPEC.md column, the price in rupees, the status as a badge with its word, and the meet it is in. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['ID', 'Domain', 'Consultant', 'Booked by', 'Booked on', 'Contact mode', 'Price', 'Status', 'Session', 'Meet']);
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    const cells = cellsOf(row);
    await expect(cells.slice(0, 4)).toEqual([String(first.id), first.domain, first.consultant, first.bookedBy]);
    await expect(cells[4]).toBe('9 Oct');
    await expect(cells[5]).toBe('Video call');
    await expect(cells[6]).toBe('₹2,499');
    await expect(cells[7]).toContain('Processing');
    await expect(cells[9]).toBe('Ongoing Meet');
  },
};

/** At NOW, the seed's Completed bookings are Completed Meets, later Processing ones Upcoming, rejected ones no meet. */
export const Meets: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    const meetOfId = new Map(rows.map((row) => [cellsOf(row)[0], cellsOf(row)[9]]));
    for (const booking of bookings) {
      const expected =
        booking.id === first.id
          ? 'Ongoing Meet'
          : booking.status === 'Rejected'
            ? 'Not held (rejected)'
            : Date.parse(booking.sessionStart) > NOW
              ? 'Upcoming Meet'
              : booking.status === 'Completed'
                ? 'Completed Meet'
                : 'Ended, not completed';
      await expect(meetOfId.get(String(booking.id))).toBe(expected);
    }
  },
};

export const SortByPrice: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Price/ }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: 'price', desc: true });
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending'));
    const prices = canvas.getAllByRole('row').slice(1).map((row) => Number(cellsOf(row)[6]?.replace(/[₹,]/g, '')));
    await expect(prices).toEqual([...bookings.map((b) => b.price)].sort((a, b) => b - a));
  },
};

/** Export gives the shown rows, with the stored values (day, mode, rupees, status, session start). */
export const ExportCsv: Story = {
  args: { rows: bookings.slice(0, 2) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.download).toHaveBeenCalledOnce();
    const [fileName, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split(/\r?\n/);
    await expect(lines[0]).toBe('ID,Domain,Consultant,Booked by,Booked on,Contact mode,Price,Status,Session,Meet');
    await expect(lines).toHaveLength(3);
    await expect(lines[1]).toContain(`${first.id},${first.domain},${first.consultant},${first.bookedBy},${first.bookedOn},${first.contactMode},${first.price},${first.status},${first.sessionStart},Ongoing Meet`);
  },
};

const states = tableStateStories({ empty: 'No bookings match this search and these filters.', error: 'The bookings service is restarting.' });
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.Error;

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
  },
};
