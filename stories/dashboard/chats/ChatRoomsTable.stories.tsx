import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatRoomsTable } from '../../../src/features/chats/components/ChatRoomsTable';
import { expectCards, findRow, tableStateStories } from '../../helpers';
import { newestFirst, rooms } from './chatFixtures';
import { withControlledSorting } from '../../controlledSorting';
import { csvFileName } from '../../../src/lib/csv';

const newest = newestFirst[0]!;
const oldest = newestFirst.at(-1)!;

const Controlled = withControlledSorting(ChatRoomsTable);

const meta = {
  title: 'Dashboard/Chats/ChatRoomsTable',
  component: ChatRoomsTable,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: rooms,
    status: 'ready',
    error: '',
    emptyMessage: 'No chat rooms match this search.',
    sorting: { id: 'createdAt', desc: true },
    onSortingChange: fn(),
    onRetry: fn(),
    openRoomId: '',
    onOpen: fn(),
    download: fn(),
  },
} satisfies Meta<typeof ChatRoomsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md's columns, newest room first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Thread', 'Room ID', 'Sender', 'Receiver', 'Created at']);
    await expect(canvas.getByRole('columnheader', { name: /Created at/ })).toHaveAttribute('aria-sort', 'descending');
    const bodyRows = canvas.getAllByRole('row').slice(1);
    await expect(bodyRows).toHaveLength(rooms.length);
    // The room id names each row (the Open button before it does not).
    const rowHeader = (row: HTMLElement) => within(row).getByRole('rowheader');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    await expect(rowHeader(bodyRows[0]!)).toHaveAccessibleName(newest.roomid);
    await expect(rowHeader(bodyRows.at(-1)!)).toHaveAccessibleName(oldest.roomid);
    await expect(cells(bodyRows[0]!)[1]).toHaveTextContent(newest.sender.name);
    await expect(cells(bodyRows[0]!)[2]).toHaveTextContent(newest.receiver.name);
  },
};

/** Open is a real button: the keyboard reaches it and Enter opens the room. */
export const OpenByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: `Open chat of ${newest.sender.name} and ${newest.receiver.name}` });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(newest);
  },
};

/** The open room's button says so (aria-current and its words), not by colour alone. */
export const RoomOpen: Story = {
  args: { openRoomId: oldest.roomid },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, oldest.roomid);
    const showing = row.getByRole('button', { name: `Showing chat of ${oldest.sender.name} and ${oldest.receiver.name}` });
    await expect(showing).toHaveAttribute('aria-current', 'true');
    await expect(showing).toHaveTextContent('Showing');
    await expect(within(canvasElement).getAllByRole('button', { name: /^Open chat of / })).toHaveLength(rooms.length - 1);
  },
};

export const SortBySender: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sender/ }));
    await expect(args.onSortingChange).toHaveBeenCalledWith({ id: 'sender', desc: false });
    const senders = canvas.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    await expect(senders).toEqual([...senders].sort((a, b) => a.localeCompare(b)));
  },
};

/** Export CSV saves the rooms as sorted, one line each: id, both people and when the room was made (as written). */
export const Export: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.download).toHaveBeenCalledOnce();
    const [fileName, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe(csvFileName('chat-rooms', new Date()));
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    await expect(lines[0]).toBe('Room ID,Sender,Receiver,Created at');
    await expect(lines.slice(1)).toEqual(newestFirst.map((room) => [room.roomid, room.sender.name, room.receiver.name, room.createdAt].join(',')));
  },
};

const states = tableStateStories({ empty: 'No chat rooms yet.', error: 'The chat service is restarting.' });

export const Loading: Story = states.Loading;
export const Empty: Story = { ...states.Empty, args: { ...states.Empty.args, emptyMessage: 'No chat rooms yet.' } };
export const ErrorWithRetry: Story = states.Error;

/** On a phone, each room is a card naming its two people beside its id, with Open in reach. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    const card = await within(canvasElement).findByRole('article', { name: new RegExp(`${newest.roomid}$`) });
    await expect(within(card).getByText(`${newest.sender.name} and ${newest.receiver.name}`)).toBeVisible();
    const open = within(card).getByRole('button', { name: `Open chat of ${newest.sender.name} and ${newest.receiver.name}` });
    const box = open.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
