/** The plain REST collections, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { bookingListSchema, appIssueListSchema } from '../schemas';
import { seedDb, freshDb, call } from './testing';

describe('REST collections', () => {
  it('bookings and app_issues answer their rows', () => {
    expect(bookingListSchema.parse(call(freshDb(), 'bookings', undefined).response.body)).toHaveLength(15);
    expect(appIssueListSchema.parse(call(freshDb(), 'appIssues', undefined).response.body)).toHaveLength(seedDb.app_issues.length);
  });
});

