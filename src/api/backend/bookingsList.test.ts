/** The Booking Summary's list, a page at a time (issue 47): status, mode, day and meet filters, counts per status and meet, sorts and export, through `dispatch`. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meetOf } from '../../lib/bookings';
import { bookingSchema, type Booking } from '../schemas';
import { call, expectRefused, freshDb, listPage, makeContext } from './testing';
import type { Database } from './db';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW + offsetHours * HOUR).toISOString();

const booking = (id: number, fields: Partial<Booking> & { startsIn: number }): Booking => {
  const { startsIn, ...rest } = fields;
  return {
    id,
    domain: 'Career',
    consultant: `Consultant ${id}`,
    bookedBy: `Follower ${id}`,
    bookedOn: `2026-10-${String(id).padStart(2, '0')}`,
    contactMode: 'chat',
    price: id * 100,
    status: 'Processing',
    sessionStart: at(startsIn),
    sessionEnd: at(startsIn + 1),
    ...rest,
  };
};

function withBookings(): Database {
  const db = freshDb();
  db.bookings = [
    booking(1, { startsIn: -48, status: 'Completed' }),
    booking(2, { startsIn: -48, status: 'Rejected', contactMode: 'video call' }),
    // Started half an hour ago: ongoing.
    booking(3, { startsIn: -0.5 }),
    booking(4, { startsIn: 24, contactMode: 'audio call' }),
    booking(5, { startsIn: 48, domain: 'Fitness', consultant: 'Meera Kapoor' }),
    // Ended without completing: no meet.
    booking(6, { startsIn: -24 }),
  ];
  return db;
}

const page = (db: Database, body: unknown) => listPage(db, 'bookingsPage', bookingSchema, body);
const ids = (rows: readonly Booking[]) => rows.map((row) => row.id);

describe('POST /lists/bookings', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('answers the newest booking first, with the counts per status and per meet of the whole view', () => {
    const answer = page(withBookings(), {});
    expect(ids(answer.rows)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(answer).toMatchObject({ total: 6, everything: 6 });
    expect(answer.sums).toEqual({ Completed: 1, Rejected: 1, Processing: 4, 'meet:upcoming': 2, 'meet:ongoing': 1, 'meet:completed': 1 });
  });

  it('filters by status, contact mode and the day booked, both days included', () => {
    const db = withBookings();
    expect(ids(page(db, { filters: { status: 'Rejected' } }).rows)).toEqual([2]);
    expect(ids(page(db, { filters: { mode: 'audio call' } }).rows)).toEqual([4]);
    const days = page(db, { filters: { from: '2026-10-02', to: '2026-10-04' } });
    expect(ids(days.rows)).toEqual([4, 3, 2]);
    expect(days.sums).toMatchObject({ Rejected: 1, Processing: 2, 'meet:upcoming': 1, 'meet:ongoing': 1, 'meet:completed': 0 });
  });

  it('filters by meet as the clock is now; the meet counts stay those of the other filters, the status counts follow the meet', () => {
    const db = withBookings();
    const upcoming = page(db, { filters: { meet: 'upcoming' } });
    expect(ids(upcoming.rows)).toEqual([5, 4]);
    expect(upcoming.sums).toEqual({ Completed: 0, Rejected: 0, Processing: 2, 'meet:upcoming': 2, 'meet:ongoing': 1, 'meet:completed': 1 });
    // A day later booking 4 is ongoing, and the same view says so: the clock is read at each call.
    vi.setSystemTime(NOW + 24.5 * HOUR);
    expect(ids(page(db, { filters: { meet: 'upcoming' } }).rows)).toEqual([5]);
    expect(ids(page(db, { filters: { meet: 'ongoing' } }).rows)).toEqual([4]);
    expect(page(db, {}).sums).toMatchObject({ 'meet:upcoming': 1, 'meet:ongoing': 1, 'meet:completed': 1 });
  });

  it('moves the meets on hour by hour as each booking’s session times say, sorted and not, and back when the clock goes back', () => {
    const db = withBookings();
    const bookings = db.bookings;
    const views = [{}, { sort: { id: 'price', desc: false } }, { filters: { meet: 'ongoing' } }, { filters: { mode: 'chat', meet: 'upcoming' } }];
    for (const hours of [0, 0.6, 23.9, 24, 24.5, 25, 47, 48.2, 49.5, 12]) {
      vi.setSystemTime(NOW + hours * HOUR);
      // Worked out here from each booking alone (lib/bookings' meetOf), not through the kept orders.
      const meets = new Map(bookings.map((b) => [b.id, meetOf(b, Date.now())]));
      const count = (meet: string, keep: (b: Booking) => boolean = () => true) => bookings.filter((b) => keep(b) && meets.get(b.id) === meet).length;
      for (const view of views) {
        const answer = page(db, view);
        const { meet = '', mode = '' } = (view as { filters?: { meet?: string; mode?: string } }).filters ?? {};
        const kept = bookings.filter((b) => (!meet || meets.get(b.id) === meet) && (!mode || b.contactMode === mode));
        expect(ids(answer.rows).sort(), `${hours} h ${JSON.stringify(view)}`).toEqual(ids(kept).sort());
        const others = (b: Booking) => !mode || b.contactMode === mode;
        expect(answer.sums).toMatchObject({ 'meet:upcoming': count('upcoming', others), 'meet:ongoing': count('ongoing', others), 'meet:completed': count('completed', others) });
      }
    }
  });

  it('searches and sorts by every sortable column', () => {
    const db = withBookings();
    expect(ids(page(db, { q: 'meera' }).rows)).toEqual([5]);
    expect(ids(page(db, { q: 'fitness', filters: { meet: 'upcoming' } }).rows)).toEqual([5]);
    expect(ids(page(db, { sort: { id: 'price', desc: true } }).rows)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ids(page(db, { sort: { id: 'session', desc: false } }).rows)).toEqual([1, 2, 6, 3, 4, 5]);
    expect(ids(page(db, { sort: { id: 'contactMode', desc: false } }).rows.slice(0, 1))).toEqual([4]);
    for (const id of ['id', 'domain', 'consultant', 'bookedBy', 'bookedOn', 'status']) expect(page(db, { sort: { id, desc: false } }).total).toBe(6);
  });

  it('refuses a meet, a sort or a day it does not offer, and answers 401 without a session', () => {
    const db = withBookings();
    expectRefused(db, 'bookingsPage', { filters: { meet: 'someday' } }, 400, 'Bookings cannot be filtered by meet someday.');
    expectRefused(db, 'bookingsPage', { sort: { id: 'meet', desc: false } }, 400, 'Bookings cannot be sorted by meet.');
    expectRefused(db, 'bookingsPage', { filters: { from: '20 Oct' } }, 400, 'The from day must be written as YYYY-MM-DD.');
    expect(call(db, 'bookingsPage', {}, {}, makeContext({ requireAuth: true })).response.status).toBe(401);
  });
});

describe('POST /lists/bookings/export', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('streams every booking of the view, meets as they are now, with formula escaping', () => {
    const db = withBookings();
    db.bookings = [...db.bookings, booking(7, { startsIn: 72, consultant: '=cmd|x' })];
    const answer = call(db, 'bookingsExport', { filters: { meet: 'upcoming' }, columns: [{ id: 'id', header: 'ID' }, { id: 'consultant', header: 'Consultant' }, { id: 'meet', header: 'Meet' }] }, {}, makeContext());
    expect(answer.response.headers?.['X-Total-Count']).toBe('3');
    const text = [...(answer.response.body as Iterable<string>)].join('');
    expect(text).toBe("\uFEFFID,Consultant,Meet\r\n7,'=cmd|x,Upcoming Meet\r\n5,Meera Kapoor,Upcoming Meet\r\n4,Consultant 4,Upcoming Meet\r\n");
  });
});
