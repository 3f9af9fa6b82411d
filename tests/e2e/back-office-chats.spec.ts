import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

interface LiveRoom {
  roomid: string;
  sender: { _id: string; name: string };
  receiver: { _id: string; name: string };
}
interface LiveMessage {
  sender: string;
  messagecontent: string;
  createdat: string;
}

/** A room with messages as the backend has it now, and its thread (oldest first), straight from the API. */
async function liveRoomWithThread(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, e2eApiUrl)}` };
  const rooms = await request.post(`${e2eApiUrl}/api/chat-rooms`, { data: {}, headers });
  expect(rooms.status()).toBe(200);
  for (const room of (await rooms.json()) as LiveRoom[]) {
    const answer = await request.post(`${e2eApiUrl}/api/chat-messages`, { data: { roomid: room.roomid }, headers });
    expect(answer.status()).toBe(200);
    const messages = (await answer.json()) as LiveMessage[];
    if (messages.length > 0) return { room, messages };
  }
  throw new Error('The backend has no chat room with messages');
}

const titleOf = (room: LiveRoom) => `${room.sender.name} and ${room.receiver.name}`;

test.describe('an operator reading a chat', () => {
  test('opens a chat room from a shared URL and reads its thread, then opens it again from the list', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { room, messages } = await liveRoomWithThread(request);
    const newest = messages.at(-1)!;
    await openSignedIn(page, request, e2eApiUrl, `/dashboard/chats?room=${encodeURIComponent(room.roomid)}`);

    await expect(page.getByRole('heading', { level: 2, name: titleOf(room) })).toBeVisible();
    const thread = page.getByRole('region', { name: `Messages between ${titleOf(room)}` });
    await expect(thread.getByText(newest.messagecontent)).toBeInViewport();
    await expect(page.getByText(`Room ${room.roomid} · ${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`)).toBeVisible();
    const rooms = page.getByRole('table', { name: 'Chat rooms' });
    await expect(rooms.getByRole('button', { name: `Showing chat of ${titleOf(room)}` })).toHaveAttribute('aria-current', 'true');

    // The whole thread exports (PRODUCT.md point 14), not only the bubbles in view.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV of this chat' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^chat-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Sent at,From,Message');
    expect(lines).toHaveLength(messages.length + 1);
    expect(lines.at(-1)).toContain(`${newest.createdat},`);
    expect(lines.at(-1)).toContain(newest.messagecontent.replace(/"/g, '""'));

    // The address is the one to share: a reload opens the same room.
    await page.reload();
    await expect(thread.getByText(newest.messagecontent)).toBeInViewport();

    // Another room from the list puts its id in the address.
    const other = rooms.getByRole('button', { name: /^Open chat of / }).first();
    await other.click();
    await expect(page).toHaveURL(/[?&]room=room_/);
    await expect(page).not.toHaveURL(new RegExp(`room=${room.roomid}`));
  });

  test('on a phone the thread replaces the list and Back to rooms returns', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { room, messages } = await liveRoomWithThread(request);
    await openSignedIn(page, request, e2eApiUrl, `/dashboard/chats?room=${encodeURIComponent(room.roomid)}`);
    const thread = page.getByRole('region', { name: `Messages between ${titleOf(room)}` });
    await expect(thread.getByText(messages.at(-1)!.messagecontent)).toBeInViewport();
    // On a phone the rooms are cards (issue 26).
    await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeHidden();
    await page.getByRole('button', { name: 'Back to rooms' }).click();
    await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeVisible();
    await expect(page).not.toHaveURL(/room=/);
    await expect(page.getByRole('button', { name: `Open chat of ${titleOf(room)}` })).toBeFocused();
  });
});
