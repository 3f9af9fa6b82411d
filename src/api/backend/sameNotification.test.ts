/** send-notification2 refuses the same notification to the same consultants twice within minutes, unless sent again knowingly. */
import { describe, expect, it } from 'vitest';
import { errorBodySchema, notificationResultSchema } from '../schemas';
import { call, freshDb, makeContext, OPERATOR, CONTENT_OPERATOR, seedDb, signIn } from './testing';
import { REPEAT_WINDOW_MINUTES } from './repeats';

const consultants = seedDb.consultants;
const to = (count: number, from = 0) => consultants.slice(from, from + count);
const notification = (chosen: typeof consultants, words: { title?: string; body?: string; image?: string } = {}) => ({
  title: 'Diwali offer',
  body: 'Sessions are 20% off this week.',
  image: '',
  ...words,
  userIds: chosen.map((consultant) => consultant.phoneNumber),
  tokens: chosen.map(() => 'default_token'),
});

/** Two operators signed in at once on the same data. */
function twoOperators() {
  const first = signIn(OPERATOR);
  const second = signIn(CONTENT_OPERATOR, { db: first.db, context: first.context });
  return { db: second.db, context: first.context, aarav: first.auth, priya: second.auth };
}

describe('the same notification twice', () => {
  it("refuses another operator's same words to the same consultant within 10 minutes, saying who and when, and records nothing", () => {
    const { db, context, aarav, priya } = twoOperators();
    const sent = call(db, 'sendNotification', notification(to(1)), aarav, context);
    expect(sent.response.status).toBe(200);
    expect(notificationResultSchema.parse(sent.response.body).notification.sentBy).toBe(OPERATOR._id);
    context.advance(3 * 60_000);
    const again = call(sent.db, 'sendNotification', notification(to(1)), priya, context);
    expect(again.response.status).toBe(409);
    expect(again.response.body).toMatchObject({ reason: 'sentMeanwhile', alreadySent: 1 });
    expect(errorBodySchema.parse(again.response.body).message).toBe(
      `${OPERATOR.name} sent this same notification to ${consultants[0]!.name} at 1 Nov 2026, 3:30 pm IST. Send it again only if they should get it twice.`,
    );
    expect(again.changed).toBe(false);
    expect(again.db.notifications).toHaveLength(1);
  });

  it('says "You" to the operator who sent it, names up to three, and counts beyond', () => {
    const { db, context, aarav } = twoOperators();
    const sent = call(db, 'sendNotification', notification(to(5)), aarav, context);
    const message = (chosen: typeof consultants) => errorBodySchema.parse(call(sent.db, 'sendNotification', notification(chosen), aarav, context).response.body).message;
    const [a, b, c] = consultants;
    expect(message(to(3))).toMatch(new RegExp(`^You sent this same notification to ${a!.name}, ${b!.name} and ${c!.name} at `));
    expect(message(to(5))).toMatch(/^You sent this same notification to all 5 of these consultants at /);
    // Four of the five, with three new ones beside them.
    expect(message(to(7, 1))).toMatch(/^You sent this same notification to 4 of these 7 consultants at /);
  });

  it('sends when the operator sends it again knowingly, to other consultants, with other words, or after the window', () => {
    const { db, context, aarav, priya } = twoOperators();
    let data = call(db, 'sendNotification', notification(to(2)), aarav, context).db;
    const send = (body: unknown) => {
      const result = call(data, 'sendNotification', body, priya, context);
      data = result.db;
      return result.response.status;
    };
    expect(send({ ...notification(to(2)), sendAgain: true })).toBe(200);
    expect(send(notification(to(2, 2)))).toBe(200);
    expect(send(notification(to(2), { title: 'Diwali offer!' }))).toBe(200);
    expect(send(notification(to(2), { body: 'Sessions are 25% off this week.' }))).toBe(200);
    expect(send(notification(to(2), { image: 'https://example.com/diwali.png' }))).toBe(200);
    context.advance(REPEAT_WINDOW_MINUTES * 60_000 + 1);
    expect(send(notification(to(2)))).toBe(200);
    expect(data.notifications).toHaveLength(7);
  });

  it('names "Another operator" for a notification sent with sessions off, and refuses a sendAgain that is not true or false', () => {
    const context = makeContext();
    const sent = call(freshDb(), 'sendNotification', notification(to(1)), {}, context);
    expect(sent.db.notifications[0]!.sentBy).toBeNull();
    const again = call(sent.db, 'sendNotification', notification(to(1)), {}, context);
    expect(errorBodySchema.parse(again.response.body).message).toMatch(/^Another operator sent this same notification/);
    expect(call(sent.db, 'sendNotification', { ...notification(to(1)), sendAgain: 'yes' }, {}, context).response.status).toBe(400);
  });
});
