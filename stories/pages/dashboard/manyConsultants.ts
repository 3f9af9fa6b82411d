/** What the paged Dashboard and Earnings stories share: more consultants than a page (issue 47). */
import type { Database } from '../../../src/api/backend/db';

/** How many: 25 pages of 100. */
export const MANY = 2500;

/** Their earnings: every fifth settled at ₹0, every fiftieth (from the eighth) with none yet, the rest owed up to ₹999.50. */
export const earningsOf = (index: number) => (index % 50 === 7 ? undefined : index % 5 === 0 ? '0' : String(((index * 37) % 1000) + 0.5));

/**
 * 2,500 consultants, 'Consultant 0' to 'Consultant 2499', joined an hour apart (the newest last):
 * every third inactive, every other one with a push token, earnings as earningsOf says.
 */
export function manyConsultants(db: Database) {
  db.consultants = Array.from({ length: MANY }, (_, index) => {
    const earnings = earningsOf(index);
    return {
      _id: `many${index}`,
      dataid: `CRMANY${index}`,
      name: `Consultant ${index}`,
      phoneNumber: String(9000000000 + index),
      isActive: index % 3 !== 0,
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      ...(index % 2 === 0 ? { firebasetoken: `token-${index}` } : {}),
      ...(earnings === undefined ? {} : { earnings }),
    };
  });
}
