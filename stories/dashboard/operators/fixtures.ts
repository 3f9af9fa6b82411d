/** The seed's operators as the Operators tab shows them, with sign-ins and a disabled one for the stories. */
import seed from '../../../db.json';
import type { OperatorRow } from '../../../src/api/schemas';

const row = (index: number, extra: Partial<OperatorRow> = {}): OperatorRow => {
  const found = seed.operators[index];
  if (!found) throw new RangeError(`db.json has no operator ${index}`);
  return { _id: found._id, name: found.name, phoneNumber: found.phoneNumber, role: found.role as OperatorRow['role'], active: found.active, lastSignInAt: null, version: 0, ...extra };
};

/** Aarav Mehta, the seed's admin: the operator signed in, unless a story says otherwise. */
export const aarav = row(0, { lastSignInAt: '2025-11-03T04:15:00.000Z' });
export const priya = row(1, { lastSignInAt: '2025-11-02T13:33:00.000Z' });
export const rohan = row(2, { lastSignInAt: '2025-10-28T06:05:00.000Z', version: 2 });
export const sana = row(3, { active: false, version: 1 });

export const operators: OperatorRow[] = [aarav, priya, rohan, sana];

/** A second admin besides Aarav: then neither is the last. */
export const priyaAdmin: OperatorRow = { ...priya, role: 'admin' };
