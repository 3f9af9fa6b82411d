import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { empty, failTimes, loading } from '../../../src/api/mocks';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView } from '../../helpers';

/** Expectations from the seed itself, worked out here rather than taken from the app. */
const bookings = seed.bookings;
const statusCount = (list: typeof bookings, status: string) => list.filter((b) => b.status === status).length;
const rejected = bookings.filter((b) => b.status === 'Rejected');
const octoberOn = bookings.filter((b) => b.bookedOn >= '2026-10-01' && b.bookedOn <= '2026-10-31');

/** /dashboard/bookings: the Booking Summary with its status, contact mode, date and meet filters and counts per status. */
const meta = {
  title: 'Pages/Dashboard/Bookings',
  parameters: { deeplink: { path: '/dashboard/bookings' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Bookings' });
const bodyRows = (tableElement: HTMLElement) => within(tableElement).getAllByRole('row').slice(1);
/** Each row is named by its booking's ID, its row header. */
const idsShown = (tableElement: HTMLElement) => bodyRows(tableElement).map((row) => within(row).queryByRole('rowheader')?.textContent);
const perStatus = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Bookings per status' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Booking Summary') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking Summary' })).toBeVisible();
    const list = await table(canvasElement);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(bookings.length));
    // Newest booking first.
    const newest = [...bookings].sort((a, b) => b.bookedOn.localeCompare(a.bookedOn))[0]!;
    // Booked on: the fourth cell after the ID.
    await expect(within(bodyRows(list)[0]!).getAllByRole('cell')[3]?.textContent).toBe(
      // The year only for a day of another year (issue 26).
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC', ...(newest.bookedOn.startsWith(String(new Date().getFullYear())) ? {} : { year: 'numeric' }) }).format(
        Date.parse(`${newest.bookedOn}T00:00:00Z`),
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(new RegExp(`^${bookings.length} bookings`));
    await expect(perStatus(canvasElement)).toEqual([
      `Completed: ${statusCount(bookings, 'Completed')}`,
      `Rejected: ${statusCount(bookings, 'Rejected')}`,
      `Processing: ${statusCount(bookings, 'Processing')}`,
    ]);
    // Meets as of now: the seed's sessions against this moment.
    const now = Date.now();
    const held = bookings.filter((b) => b.status !== 'Rejected');
    const upcoming = held.filter((b) => Date.parse(b.sessionStart) > now).length;
    const ongoing = held.filter((b) => Date.parse(b.sessionStart) <= now && now < Date.parse(b.sessionEnd)).length;
    const completed = held.filter((b) => b.status === 'Completed' && Date.parse(b.sessionEnd) <= now).length;
    const meets = within(canvas.getByRole('list', { name: 'Meets' })).getAllByRole('listitem').map((item) => item.textContent);
    await expect(meets).toEqual([`Upcoming Meets: ${upcoming}`, `Ongoing Meets: ${ongoing}`, `Completed Meets: ${completed}`]);
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('bookingsPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('bookingsPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No bookings yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** The first load fails; Retry loads the list. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('bookingsPage', 1, 'The bookings service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The bookings service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(bodyRows(await table(canvasElement))).toHaveLength(bookings.length));
  },
};

/** Status Rejected keeps the rejected bookings; the counts follow the rows shown. */
export const FilterByStatus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(bookings.length));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(rejected.length));
    await expect(new Set(idsShown(list))).toEqual(new Set(rejected.map((b) => String(b.id))));
    await expect(perStatus(canvasElement)).toEqual(['Completed: 0', `Rejected: ${rejected.length}`, 'Processing: 0']);
  },
};

export const FilterByDate: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(bookings.length));
    await fireEvent.change(canvas.getByLabelText('Booked from'), { target: { value: '2026-10-01' } });
    await fireEvent.change(canvas.getByLabelText('Booked to'), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(new Set(idsShown(list))).toEqual(new Set(octoberOn.map((b) => String(b.id)))));
    await expect(canvas.getByRole('status')).toHaveTextContent(new RegExp(`^${octoberOn.length} bookings`));
  },
};

/** A 'to' before 'from' says so beside the field and filters on neither day. */
export const DateRangeBackwards: Story = {
  parameters: { deeplink: { path: '/dashboard/bookings?from=2026-10-15&to=2026-10-01' } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await expect(await canvas.findByText("The 'to' date is before the 'from' date. Choose a 'to' date on or after it.")).toBeVisible();
    await expect(canvas.getByLabelText('Booked to')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(bookings.length));
  },
};

/** A shared link keeps its filters and search; unknown values are dropped. */
export const FiltersFromUrl: Story = {
  parameters: { deeplink: { path: '/dashboard/bookings?status=Completed&mode=chat&meet=nonsense&q=a' } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    const expected = bookings.filter((b) => b.status === 'Completed' && b.contactMode === 'chat' && /a/i.test([b.id, b.domain, b.consultant, b.bookedBy, b.contactMode, b.status].join(' ')));
    await waitFor(() => expect(new Set(idsShown(list))).toEqual(new Set(expected.map((b) => String(b.id)))));
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('Completed');
    await expect(canvas.getByRole('combobox', { name: 'Contact mode' })).toHaveValue('chat');
    await expect(canvas.getByRole('combobox', { name: 'Meets' })).toHaveValue('all');
    await expect(canvas.getByRole('searchbox', { name: 'Search this tab' })).toHaveValue('a');
  },
};

/** The header search finds a booking by the consultant's name. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    const target = bookings[4]!;
    const list = await table(canvasElement);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(bookings.length));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), target.consultant);
    const expected = bookings.filter((b) => [b.consultant, b.bookedBy, b.domain].some((text) => text.toLowerCase().includes(target.consultant.toLowerCase())));
    await waitFor(() => expect(new Set(idsShown(list))).toEqual(new Set(expected.map((b) => String(b.id)))));
    await expect(canvas.getByRole('status')).toHaveTextContent(`matching “${target.consultant}”`);
  },
};

/** Only the Upcoming Meets: every shown session starts later than now. */
export const UpcomingMeets: Story = {
  parameters: { deeplink: { path: '/dashboard/bookings?meet=upcoming' } },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const now = Date.now();
    const expected = bookings.filter((b) => b.status !== 'Rejected' && Date.parse(b.sessionStart) > now);
    await waitFor(() => expect(new Set(idsShown(list).filter(Boolean))).toEqual(new Set(expected.map((b) => String(b.id)))));
  },
};

/** At phone width the table scrolls sideways inside the page, and the filters stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // One card per row (issue 26), nothing wider than the screen.
    await expectCards(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
  },
};
