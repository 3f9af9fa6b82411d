/**
 * POST /send-notification2: a push notification to consultants.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed, sent } from './callTesting';
import { ApiError, refusedAsRepeat } from './apiError';
import { sendNotification } from './notifications';

recordRequests();

describe('SPEC.md section 7 calls: consultants, earnings, transactions, notifications', () => {
  it('POST /send-notification2 {title, body, image, userIds[], tokens[]}', async () => {
    const [first, second] = seed().consultants;
    const body = {
      title: 'New feature',
      body: 'Chat with your followers now.',
      image: 'https://cdn.example.test/banner.png',
      userIds: [first!.phoneNumber, second!.phoneNumber],
      tokens: [first!.firebasetoken ?? 'default_token', second!.firebasetoken ?? 'default_token'],
    };
    const answer = await sendNotification(body);
    expect((await expectApiCall('POST', '/send-notification2')).json).toEqual(body);
    expect(answer.sent).toBe(2);
    expect(answer.notification).toMatchObject({ title: body.title, userIds: body.userIds, recipientCount: 2 });
  });

  it('the same notification to the same consultants a moment later is refused with who sent it, unless sent again knowingly', async () => {
    const [first, second] = seed().consultants;
    const body = { title: 'Diwali offer', body: 'Sessions are 20% off.', image: '', userIds: [first!.phoneNumber, second!.phoneNumber], tokens: ['default_token', 'default_token'] };
    await sendNotification(body);
    const refused = await sendNotification(body).catch((error: unknown) => error);
    // Sessions are off in these tests: the backend knows no sender.
    const words = new RegExp(`^Another operator sent this same notification to ${first!.name} and ${second!.name} at .+ IST\\. Send it again only if they should get it twice\\.$`);
    expect(refusedAsRepeat(refused, 'sentMeanwhile')).toMatch(words);
    const again = await sendNotification({ ...body, sendAgain: true });
    expect((await sent()).at(-1)!.json).toEqual({ ...body, sendAgain: true });
    expect(again.sent).toBe(2);
  });

  it('tells the refusal of a repeat from any other failure', () => {
    const answer = (status: number, body: unknown) => new ApiError('http', 'Aarav Mehta sent this same notification…', '/send-notification2', { status, answer: body });
    expect(refusedAsRepeat(answer(409, { reason: 'sentMeanwhile', alreadySent: 3 }), 'sentMeanwhile')).toBe('Aarav Mehta sent this same notification…');
    expect(refusedAsRepeat(answer(409, { reason: 'addedMeanwhile' }), 'sentMeanwhile')).toBeNull();
    expect(refusedAsRepeat(answer(409, { message: 'Conflict' }), 'sentMeanwhile')).toBeNull();
    expect(refusedAsRepeat(answer(409, 'sentMeanwhile'), 'sentMeanwhile')).toBeNull();
    expect(refusedAsRepeat(answer(400, { reason: 'sentMeanwhile' }), 'sentMeanwhile')).toBeNull();
    expect(refusedAsRepeat(new Error('offline'), 'sentMeanwhile')).toBeNull();
  });
});
