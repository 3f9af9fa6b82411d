import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { failLaterPages } from '../../../src/api/mocks';
import { catchDownloads, expectCards, rowAtIndex, scrollerOf } from '../../helpers';

/** How many: 25 pages of 100. */
const MANY = 2500;
const STATUSES = ['Completed', 'Rejected', 'Processing'] as const;
const MODES = ['chat', 'audio call', 'video call'] as const;

/**
 * 2,500 bookings, booked a day apart from 1 Jan 2020 (the newest last). Their sessions are far
 * from any clock a story runs at: every fourth in 2099 (upcoming unless rejected), the rest in
 * 2021 (a completed meet when completed), so the meets are the same on any day.
 */
function manyBookings(db: Database) {
  db.bookings = Array.from({ length: MANY }, (_, index) => {
    const year = index % 4 === 0 ? 2099 : 2021;
    return {
      id: index + 1,
      domain: index % 10 === 0 ? 'Fitness' : 'Career',
      consultant: `Consultant ${index % 40}`,
      bookedBy: `Follower ${index + 1}`,
      bookedOn: new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
      contactMode: MODES[index % 3] as (typeof MODES)[number],
      price: 100 + (index % 9) * 50,
      status: STATUSES[index % 3] as (typeof STATUSES)[number],
      sessionStart: `${year}-03-01T10:00:00.000Z`,
      sessionEnd: `${year}-03-01T11:00:00.000Z`,
    };
  });
}

/** Worked out here rather than taken from the app. */
const indexes = Array.from({ length: MANY }, (_, index) => index);
const statusOf = (index: number) => STATUSES[index % 3];
const upcoming = indexes.filter((index) => index % 4 === 0 && statusOf(index) !== 'Rejected');
const completedMeets = indexes.filter((index) => index % 4 !== 0 && statusOf(index) === 'Completed');
const count = (n: number) => n.toLocaleString('en-IN');

/**
 * /dashboard/bookings with more bookings than a page (issue 47): the backend sorts, filters and
 * counts them by status and by meet, and the table holds the pages in view.
 */
const meta = {
  title: 'Pages/Dashboard/BookingsPaged',
  parameters: { deeplink: { path: '/dashboard/bookings' }, session: 'signed-in', mockDb: manyBookings },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Bookings' });
const listItems = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const ManyBookings: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^2,500 bookings/));
    await expect(listItems(canvasElement, 'Bookings per status')).toEqual(['Completed: 834', 'Rejected: 833', 'Processing: 833']);
    await expect(listItems(canvasElement, 'Meets')).toEqual([`Upcoming Meets: ${count(upcoming.length)}`, 'Ongoing Meets: 0', `Completed Meets: ${count(completedMeets.length)}`]);
    await expect(list).toHaveAttribute('aria-rowcount', String(MANY + 1));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
    // Newest first; a jump to the end loads the end: the first booking ever made.
    await expect(within(rowAtIndex(list, 2) as HTMLElement).getByRole('rowheader')).toHaveTextContent('2500');
    scrollerOf(list).scrollTop = scrollerOf(list).scrollHeight;
    await waitFor(() => expect(within(rowAtIndex(list, MANY + 1) as HTMLElement).getByRole('rowheader')).toHaveTextContent(/^1$/));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
  },
};

/** The meet filter is the backend's, read at its clock; the other counts follow it, the meets' own stay what each would show. */
export const MeetFilteredByTheBackend: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^2,500 bookings/));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Meets' }), `Upcoming Meets (${count(upcoming.length)})`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(new RegExp(`^${count(upcoming.length)} bookings`)));
    const completed = upcoming.filter((index) => statusOf(index) === 'Completed').length;
    await expect(listItems(canvasElement, 'Bookings per status')).toEqual([`Completed: ${completed}`, 'Rejected: 0', `Processing: ${upcoming.length - completed}`]);
    await expect(listItems(canvasElement, 'Meets')[2]).toBe(`Completed Meets: ${count(completedMeets.length)}`);
  },
};

/** A page further down fails: Retry where its rows go, the rows above stay, and Retry brings them. */
export const LaterPageFailsThenRetry: Story = {
  parameters: { msw: { handlers: failLaterPages('bookingsPage', 1, 'The bookings service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^2,500 bookings/));
    // To the second page, the first one asked after the view's first.
    scrollerOf(list).scrollTop = (scrollerOf(list).scrollHeight / MANY) * 120;
    const alert = await within(list).findByRole('alert');
    await expect(alert).toHaveTextContent('These rows could not be loaded. The bookings service is restarting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(within(list).getAllByRole('rowheader').length).toBeGreaterThan(5));
  },
};

/** Export CSV takes every booking the filters keep, not only the rows at hand, with each meet as it is now. */
export const ExportEveryoneMatching: Story = {
  parameters: { deeplink: { path: '/dashboard/bookings?status=Completed&mode=chat' } },
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const kept = indexes.filter((index) => statusOf(index) === 'Completed' && MODES[index % 3] === 'chat');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(new RegExp(`^${count(kept.length)} bookings`)));
    const { files, restore } = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const lines = (await (files[0] as Blob).text()).split('\r\n');
      await expect(lines[0]).toBe('ID,Domain,Consultant,Booked by,Booked on,Contact mode,Price,Status,Session,Meet');
      await expect(lines).toHaveLength(kept.length + 2);
      const newest = Math.max(...kept);
      await expect(lines[1]).toMatch(new RegExp(`^${newest + 1},`));
      await expect(lines[1]).toMatch(newest % 4 === 0 ? /,Upcoming Meet$/ : /,Completed Meet$/);
    } finally {
      restore();
    }
  },
};

/** On a phone: one card per booking, a window of them, and the end reached by scrolling. */
export const ManyOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^2,500 bookings/));
    await expectCards(canvasElement);
    await expect(within(canvasElement).getAllByRole('article').length).toBeLessThan(60);
  },
};
