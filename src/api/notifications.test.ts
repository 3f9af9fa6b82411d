/**
 * POST /send-notification2: a push notification to consultants.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
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
});
