import { describe, expect, it } from 'vitest';
import { poolResultSchema, questionResultSchema } from '../schemas';
import { call, freshDb, OPERATOR, CONTENT_OPERATOR, seedDb, signIn } from './testing';

/**
 * A second Make Active of a pool, or Make Live of a question, already so (a colleague's click
 * this tab did not hear of, or another tab's): SPEC.md's message, no change, no log record,
 * and who made it so and when.
 */
const pool = seedDb.pools.find((entry) => !entry.active)!;
const question = seedDb.questions.find((entry) => entry.status === 'not_live')!;

const cases = [
  { name: 'activatePool', body: { id: pool._id }, state: 'active', read: (body: unknown) => poolResultSchema.parse(body), message: 'Pool Activated!' },
  { name: 'makeQuestionLive', body: { id: question._id }, state: 'live', read: (body: unknown) => questionResultSchema.parse(body), message: 'The question is live.' },
] as const;

describe.each(cases)('$name of a record already so', ({ name, body, state, read, message }) => {
  it('changes nothing, logs nothing, and names the colleague who made it so and when', () => {
    const first = signIn(OPERATOR);
    const second = signIn(CONTENT_OPERATOR, { db: first.db, context: first.context });
    const once = call(second.db, name, body, first.auth, first.context);
    expect(read(once.response.body).already).toBeUndefined();
    const again = call(once.db, name, body, second.auth, first.context);
    expect(again.response.status).toBe(200);
    expect(read(again.response.body)).toMatchObject({ message, already: `${OPERATOR.name} had already made it ${state} at 1 Nov 2026, 3:30 pm IST.` });
    expect(again.changed).toBe(false);
    expect(again.db.activity).toHaveLength(once.db.activity.length);
    // The same operator in another tab is told it was them.
    const own = call(once.db, name, body, first.auth, first.context);
    expect(read(own.response.body).already).toBe(`You had already made it ${state} at 1 Nov 2026, 3:30 pm IST.`);
  });

  it('says only that it was so when the log has no record of who', () => {
    const once = call(freshDb(), name, body);
    const db = { ...once.db, activity: [] };
    expect(read(call(db, name, body).response.body).already).toBe(`It was already ${state}.`);
  });
});
