/** polladdition refuses a pool of the same name created minutes ago (two operators setting up tonight's pool), unless created again knowingly. */
import { describe, expect, it } from 'vitest';
import { errorBodySchema, poolResultSchema } from '../schemas';
import { REPEAT_WINDOW_MINUTES } from './repeats';
import { call, OPERATOR, seedDb, signIn } from './testing';

const SECOND_OPERATOR = seedDb.operators[1]!;
const pool = { name: 'Diwali Night Pool', prize: '₹10,000', entryFee: '₹49', totalSeats: 10, rewards: [{ rankRange: '1', prize: '₹5,000' }] };

describe('the same pool twice', () => {
  it("refuses another operator's pool of the same name within 10 minutes, saying who and when, and records nothing", () => {
    const first = signIn(OPERATOR);
    const second = signIn(SECOND_OPERATOR, { db: first.db, context: first.context });
    const { context } = first;
    const created = call(second.db, 'createPool', pool, first.auth, context);
    expect(created.response.status).toBe(201);
    expect(poolResultSchema.parse(created.response.body).pool).toMatchObject({ createdBy: OPERATOR._id, createdAt: context.now().toISOString() });
    context.advance(60_000);
    // The same name however it is written.
    const again = call(created.db, 'createPool', { ...pool, name: '  diwali night POOL ', prize: '₹20,000' }, second.auth, context);
    expect(again.response.status).toBe(409);
    expect(again.response.body).toMatchObject({ reason: 'createdMeanwhile' });
    expect(errorBodySchema.parse(again.response.body).message).toBe(`${OPERATOR.name} created a pool named Diwali Night Pool at 1 Nov 2026, 3:30 pm IST. Create it again only if it is another pool.`);
    expect(again.changed).toBe(false);

    expect(call(created.db, 'createPool', { ...pool, createAgain: true }, second.auth, context).response.status).toBe(201);
    expect(call(created.db, 'createPool', { ...pool, name: 'Diwali Night Pool 2' }, second.auth, context).response.status).toBe(201);
    context.advance(REPEAT_WINDOW_MINUTES * 60_000);
    expect(call(created.db, 'createPool', pool, second.auth, context).response.status).toBe(201);
  });

  it('a seed pool of the same name (no createdAt) never counts as a repeat', () => {
    const { db, context, auth } = signIn(OPERATOR);
    expect(call(db, 'createPool', { ...pool, name: seedDb.pools[0]!.name }, auth, context).response.status).toBe(201);
  });
});
