/**
 * What a booking shows that the Booking Summary and the backend's list of bookings
 * (api/backend/bookingsList.ts) both read: its meet (SPEC.md section 4: upcoming, ongoing or
 * completed at a moment, from its session's start and end), which the list filters and counts
 * by, and its contact mode in words, which the list sorts by.
 */
import { timeOf } from './format';

export const MEETS = ['upcoming', 'ongoing', 'completed'] as const;
export type Meet = (typeof MEETS)[number];

/** SPEC.md section 4: upcoming (future), ongoing (in progress), completed (finished successfully). */
export const meetLabels: Record<Meet, string> = {
  upcoming: 'Upcoming Meets',
  ongoing: 'Ongoing Meets',
  completed: 'Completed Meets',
};

/** A contact mode as the table shows it (and sorts it). */
export const contactModeLabels: Record<'audio call' | 'chat' | 'video call', string> = {
  'audio call': 'Audio call',
  chat: 'Chat',
  'video call': 'Video call',
};

/** What a meet is read from: a booking's session times (ISO) and status. */
interface MeetFields {
  sessionStart: string;
  sessionEnd: string;
  status: string;
}

/** What a meet is read from, parsed once: the session's start and end (null when not dates) and whether it can be held or completed. */
export interface MeetTimes {
  start: number | null;
  end: number | null;
  rejected: boolean;
  completed: boolean;
}

export const meetTimes = (booking: MeetFields): MeetTimes => ({
  start: timeOf(booking.sessionStart),
  end: timeOf(booking.sessionEnd),
  rejected: booking.status === 'Rejected',
  completed: booking.status === 'Completed',
});

/** meetOf, from the times meetTimes read. */
export function meetAt({ start, end, rejected, completed }: MeetTimes, now: number): Meet | null {
  if (rejected || start === null || end === null) return null;
  if (now < start) return 'upcoming';
  if (now < end) return 'ongoing';
  return completed ? 'completed' : null;
}

/** The next moment after `now` at which a booking's meet changes: its session's start, then its end; never after that. */
export function meetChangesAt({ start, end }: MeetTimes, now: number): number {
  if (start !== null && now < start) return start;
  if (end !== null && now < end) return end;
  return Infinity;
}

/**
 * Which meet a booking is at `now`, from its session's start and end: before the start it is
 * upcoming, between start and end ongoing, after the end completed if it finished
 * successfully (status Completed). A rejected booking is no meet, nor is one whose session
 * ended without completing, nor one whose times are not dates.
 */
export const meetOf = (booking: MeetFields, now: number): Meet | null => meetAt(meetTimes(booking), now);

/** What the Meet column says of a booking that is no meet. */
export function meetText(booking: MeetFields, now: number): string {
  const meet = meetOf(booking, now);
  if (meet) return meetLabels[meet].replace(/s$/, '');
  return booking.status === 'Rejected' ? 'Not held (rejected)' : 'Ended, not completed';
}
