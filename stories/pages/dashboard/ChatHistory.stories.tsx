import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, failTimes, loading } from '../../../src/api/mocks';
import { busiestRoom, messagesOf, newestFirst, rooms, silentRoom } from '../../dashboard/chats/chatFixtures';
import { tabHeading } from '../../fixtures';
import { expectEveryActionInView, findRow } from '../../helpers';

const newestRoom = newestFirst[0]!;
const title = (room: { sender: { name: string }; receiver: { name: string } }) => `${room.sender.name} and ${room.receiver.name}`;
const lastMessageOf = (room: typeof busiestRoom) => messagesOf(room).at(-1)!.messagecontent;

/** /dashboard/chats: chat rooms, and the chosen room's thread (kept in the URL) as chat bubbles. */
const meta = {
  title: 'Pages/Dashboard/ChatHistory',
  parameters: { deeplink: { path: '/dashboard/chats' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Chat rooms' });
const thread = async (canvasElement: HTMLElement, room: typeof busiestRoom) => within(await within(canvasElement).findByRole('region', { name: `Messages between ${title(room)}` }));

/** Is the element inside the scrolling thread's visible box? */
function inView(element: Element) {
  const scroller = element.closest('[role="region"]');
  if (!scroller) return false;
  const box = element.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  return box.bottom > view.top && box.top < view.bottom;
}

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Chat history') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat history' })).toBeVisible();
    await findRow(await table(canvasElement), newestRoom.roomid);
    const rows = within(await table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(rooms.length);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveAccessibleName(newestRoom.roomid);
    await expect(canvas.getByText('Choose a room to read its messages.')).toBeVisible();
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

/** Open shows the room's thread, its newest message in view, and focus moves to it. */
export const OpenRoom: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = await findRow(await table(canvasElement), busiestRoom.roomid);
    await userEvent.click(row.getByRole('button', { name: `Open chat of ${title(busiestRoom)}` }));
    const messages = await thread(canvasElement, busiestRoom);
    const newest = await messages.findByText(lastMessageOf(busiestRoom));
    await waitFor(() => expect(inView(newest)).toBe(true));
    await expect(canvas.getByRole('heading', { level: 2, name: title(busiestRoom) })).toHaveFocus();
    await expect(row.getByRole('button', { name: `Showing chat of ${title(busiestRoom)}` })).toHaveAttribute('aria-current', 'true');
  },
};

/** A shared link opens the room: the list and its thread, the newest message in view. */
export const RoomFromSharedUrl: Story = {
  parameters: { deeplink: { path: `/dashboard/chats?room=${busiestRoom.roomid}` } },
  play: async ({ canvasElement }) => {
    const messages = await thread(canvasElement, busiestRoom);
    await waitFor(() => expect(inView(messages.getByText(lastMessageOf(busiestRoom)))).toBe(true));
    await expect(messages.getAllByRole('listitem')).toHaveLength(messagesOf(busiestRoom).length);
    await expect(await table(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Back to rooms' })).not.toBeInTheDocument();
  },
};

/** On a phone the thread takes the list's place; Back to rooms brings the list back, focus on the room. */
export const RoomFromSharedUrlPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { deeplink: { path: `/dashboard/chats?room=${busiestRoom.roomid}` } },
  play: async ({ canvas, canvasElement }) => {
    const messages = await thread(canvasElement, busiestRoom);
    await waitFor(() => expect(inView(messages.getByText(lastMessageOf(busiestRoom)))).toBe(true));
    await expect(canvas.queryByRole('list', { name: 'Chat rooms' })).not.toBeInTheDocument();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to rooms' }));
    // The rooms again, as cards on a phone (issue 26).
    await expect(await canvas.findByRole('list', { name: 'Chat rooms' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: `Messages between ${title(busiestRoom)}` })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: `Open chat of ${title(busiestRoom)}` })).toHaveFocus());
  },
};

/** A link to a room that is not there says so; the rooms are still listed. */
export const StaleRoomInUrl: Story = {
  parameters: { deeplink: { path: '/dashboard/chats?room=room_000000000000000000000000_gone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Chat room not found')).toBeVisible();
    await expect(canvas.getByText(/No chat room has the id room_000000000000000000000000_gone\./)).toBeVisible();
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(rooms.length + 1);
  },
};

/** The header search finds rooms by sender, receiver or room id. */
export const SearchRooms: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search this tab' });
    await userEvent.type(box, busiestRoom.receiver.name);
    await findRow(canvasElement, busiestRoom.roomid);
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody by this name');
    await expect(await canvas.findByText('No chat rooms match this search.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('chatRoomsPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('chatRoomsPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No chat rooms yet.')).toBeVisible();
  },
};

/** The rooms fail once; Retry lists them. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('chatRoomsPage', 1, 'The chat service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The chat service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await findRow(await table(canvasElement), newestRoom.roomid);
  },
};

export const ThreadLoading: Story = {
  parameters: { deeplink: { path: `/dashboard/chats?room=${busiestRoom.roomid}` }, msw: { handlers: loading('chatMessagesPage') } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: title(busiestRoom) });
    const section = within(heading.closest('section')!);
    await expect(await section.findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** A room with no messages says so. */
export const ThreadEmpty: Story = {
  parameters: { deeplink: { path: `/dashboard/chats?room=${silentRoom.roomid}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages in this room yet.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: title(silentRoom) })).toBeVisible();
  },
};

/** The thread fails once; its own Retry loads it, the rooms untouched. */
export const ThreadErrorThenRetry: Story = {
  parameters: { deeplink: { path: `/dashboard/chats?room=${busiestRoom.roomid}` }, msw: { handlers: failTimes('chatMessagesPage', 1, 'Messages are being archived.') } },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load this chat');
    await expect(alert).toHaveTextContent('Messages are being archived.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const messages = await thread(canvasElement, busiestRoom);
    await expect(await messages.findByText(lastMessageOf(busiestRoom))).toBeVisible();
  },
};
