import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recorded } from '../../../src/api/mocks/scenarios';
import type { Database } from '../../../src/api/backend/db';
import { catchDownloads, rowAtIndex, scrollerOf } from '../../helpers';

/** How many: 25 pages of 100. */
const MANY = 2500;
/** The newest room's thread: ten pages of 100 messages. */
const THREAD = 1000;
const hex = (index: number, width: number) => index.toString(16).padStart(width, '0');
const personId = (index: number) => `5f00000000000000${hex(index, 8)}`;
const roomOf = (index: number) => `room_${personId(index)}_${personId(index + 100_000)}`;

/** 2,500 rooms, opened an hour apart from 1 Jan 2026 (the newest last), each with one message. */
function manyRooms(db: Database) {
  db.chatRooms = Array.from({ length: MANY }, (_, index) => ({
    _id: `6f00000000000000${hex(index, 8)}`,
    roomid: roomOf(index),
    sender: { _id: personId(index), name: `Follower ${index}` },
    receiver: { _id: personId(index + 100_000), name: `Consultant ${index}` },
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
  }));
  db.chatMessages = Array.from({ length: MANY }, (_, index) => ({
    _id: `7f00000000000000${hex(index, 8)}`,
    roomid: roomOf(index),
    sender: personId(index),
    messagecontent: `Hello from follower ${index}.`,
    createdat: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000 + 60_000).toISOString(),
  }));
  // The newest room talks on: 1,000 more messages, a minute apart, the two taking turns.
  const last = MANY - 1;
  for (let index = 1; index <= THREAD - 1; index += 1) {
    db.chatMessages.push({
      _id: `8f00000000000000${hex(index, 8)}`,
      roomid: roomOf(last),
      sender: index % 2 === 0 ? personId(last) : personId(last + 100_000),
      messagecontent: `Thread message ${index + 1}.`,
      createdat: new Date(Date.UTC(2026, 0, 1) + last * 3_600_000 + (index + 1) * 60_000).toISOString(),
    });
  }
}

/**
 * /dashboard/chats with more rooms than a page (issue 47): the backend sorts and searches them,
 * the table holds the pages in view, and a room's thread opens whether or not a page holds it.
 */
const meta = {
  title: 'Pages/Dashboard/ChatHistoryPaged',
  parameters: { deeplink: { path: '/dashboard/chats' }, session: 'signed-in', mockDb: manyRooms },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Chat rooms' });

/** Newest first; a jump to the end loads the first room ever opened, and Open shows its thread. */
export const ManyRooms: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', String(MANY + 1)));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
    scrollerOf(list).scrollTop = scrollerOf(list).scrollHeight;
    await waitFor(() => expect(within(rowAtIndex(list, MANY + 1) as HTMLElement).getByRole('rowheader')).toHaveTextContent(roomOf(0)));
    await userEvent.click(within(list).getByRole('button', { name: 'Open chat of Follower 0 and Consultant 0' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Follower 0 and Consultant 0' })).toBeVisible();
    await expect(await canvas.findByText('Hello from follower 0.')).toBeVisible();
  },
};

/** A shared link to the oldest room: its thread shows though no page at hand holds the room. */
export const LinkToARoomOnNoPage: Story = {
  parameters: { deeplink: { path: `/dashboard/chats?room=${roomOf(0)}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Follower 0 and Consultant 0' })).toBeVisible();
    await expect(await canvas.findByText('Hello from follower 0.')).toBeVisible();
  },
};

/** The header search is the backend's: a follower's name finds their one room among 2,500. */
export const SearchedByTheBackend: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'Follower 1234');
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '2'));
    await expect(within(list).getByRole('rowheader')).toHaveTextContent(roomOf(1234));
  },
};

const asked: unknown[] = [];
const exportedThread: unknown[] = [];

/**
 * Issue 47: a thread of 1,000 messages is asked a page at a time, its newest page first; the
 * count is the backend's. Scrolled to the top, the earliest page is asked (not the eight between),
 * and the bubble being read stays in place as it arrives. Export CSV is the backend's, of all 1,000.
 */
export const LongThreadAPageAtATime: Story = {
  beforeEach: () => {
    asked.length = 0;
    exportedThread.length = 0;
  },
  parameters: {
    deeplink: { path: `/dashboard/chats?room=${roomOf(MANY - 1)}` },
    msw: { handlers: { ...recorded('chatMessagesPage', asked), ...recorded('chatMessagesExport', exportedThread) } },
  },
  play: async ({ canvas }) => {
    const name = `Follower ${MANY - 1} and Consultant ${MANY - 1}`;
    await expect(await canvas.findByRole('heading', { level: 2, name })).toBeVisible();
    const thread = await canvas.findByRole('region', { name: `Messages between ${name}` });
    await waitFor(() => expect(within(thread).getByText('Thread message 1000.')).toBeVisible());
    await expect(canvas.getByText(/· 1,000 messages$/)).toBeVisible();
    const offsets = () => (asked as { offset?: number }[]).map((body) => body.offset ?? 0);
    await expect(offsets()).toEqual([0]);

    thread.scrollTop = 0;
    const first = await within(thread).findByText(`Hello from follower ${MANY - 1}.`);
    await waitFor(() => expect(first.getBoundingClientRect().top).toBeGreaterThanOrEqual(thread.getBoundingClientRect().top - 1));
    await expect(offsets()).toContain(900);
    await expect(offsets()).not.toContain(400);
    // Held: the pages in view and the newest (its count), not the thread.
    await expect(thread.querySelectorAll('li:not([aria-busy])').length).toBeLessThan(60);

    const { files, restore } = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV of this chat' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const lines = (await (files[0] as Blob).text()).trim().split('\r\n');
      await expect(lines).toHaveLength(THREAD + 1);
      await expect(lines[0]).toBe('Sent at,From,Message');
      await expect(lines[1]).toContain(`Follower ${MANY - 1},Hello from follower ${MANY - 1}.`);
      await expect(lines.at(-1)).toContain(`Consultant ${MANY - 1},Thread message 1000.`);
      await expect((exportedThread[0] as { filters: { room: string } }).filters.room).toBe(roomOf(MANY - 1));
    } finally {
      restore();
    }
  },
};

