import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { rowAtIndex, scrollerOf } from '../../helpers';

/** How many: 25 pages of 100. */
const MANY = 2500;
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
