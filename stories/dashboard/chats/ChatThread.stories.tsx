import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatThread } from '../../../src/features/chats/components/ChatThread';
import type { ExportAll } from '../../../src/components/ui/ExportAllButton';
import { chatFileName } from '../../../src/features/chats/model/chatRoom';
import { csvFileName } from '../../../src/lib/csv';
import { busiestRoom, generatedThread, messagesOf, threadRows } from './chatFixtures';

const seeded = messagesOf(busiestRoom);
const newest = seeded.at(-1)!;
const oldest = seeded[0]!;
const long = generatedThread(busiestRoom, 5000);
const none = threadRows([]);
/** The backend's file as the story stands in for it (the export itself is the backend's: chat.test.ts, ChatHistoryPaged). */
const THREAD_CSV = 'Sent at,From,Message\r\n';

const meta = {
  title: 'Dashboard/Chats/ChatThread',
  component: ChatThread,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    roomId: busiestRoom.roomid,
    room: busiestRoom,
    messages: threadRows(seeded),
    exportAll: fn(() => Promise.resolve(new Blob([THREAD_CSV]))),
    status: 'ready',
    error: '',
    onRetry: fn(),
    height: '28rem',
    download: fn(),
  },
} satisfies Meta<typeof ChatThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const EXPORT = 'Export CSV of this chat';

const threadOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: `Messages between ${busiestRoom.sender.name} and ${busiestRoom.receiver.name}` });

/** A paragraph whose whole text (its parts included) reads `text`. */
const wholeText = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

/** Is the element inside the scrolling thread's visible box (not just in the DOM)? */
function inView(element: Element, scroller: Element) {
  const box = element.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  return box.bottom > view.top && box.top < view.bottom;
}

/** Both sides named on every bubble, with its time; opens at the newest message. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: `${busiestRoom.sender.name} and ${busiestRoom.receiver.name}` })).toBeVisible();
    await expect(canvas.getByText(wholeText(`Room ${busiestRoom.roomid} · ${seeded.length} messages`))).toBeVisible();
    const thread = threadOf(canvasElement);
    const bubbles = within(thread).getAllByRole('listitem');
    await expect(bubbles).toHaveLength(seeded.length);
    const newestBubble = within(thread).getByText(newest.messagecontent).closest('li')!;
    await waitFor(() => expect(inView(newestBubble, thread)).toBe(true));
    await expect(newestBubble).toHaveAttribute('aria-posinset', String(seeded.length));
    // The first message is the room's sender's, on the left; replies from the receiver sit on the right.
    const first = within(thread).getByText(oldest.messagecontent).closest('li')!;
    await expect(within(first).getByText(busiestRoom.sender.name)).toBeVisible();
    await expect(within(thread).getAllByText(busiestRoom.receiver.name).length).toBeGreaterThan(0);
    const time = first.querySelector('time');
    await expect(time).toHaveAttribute('datetime', oldest.createdat);
    await expect(time?.textContent).toMatch(/^\d{1,2} \w+, \d{1,2}:\d{2} (am|pm), (Morning|Afternoon|Evening)$/);
  },
};

export const Loading: Story = {
  args: { status: 'loading', messages: none },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: EXPORT })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { status: 'empty', messages: none },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages in this room yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: EXPORT })).toBeDisabled();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', messages: none, error: 'The chat service is restarting.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this chat');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat service is restarting.');
    await expect(canvas.getByRole('button', { name: EXPORT })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Export CSV saves the backend's file of the whole thread (every page, not those at hand), named after its two people. */
export const Exports: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: EXPORT }));
    await waitFor(() => expect(args.download).toHaveBeenCalledOnce());
    await expect(args.exportAll).toHaveBeenCalledOnce();
    await expect(args.download).toHaveBeenCalledWith(csvFileName(chatFileName(busiestRoom), new Date()), THREAD_CSV);
    const [fileName] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toMatch(/^chat-[a-z-]+-and-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  },
};

/** A long export says how far it has come and can be cancelled; nothing is saved then. */
export const ExportCancelled: Story = {
  args: {
    exportAll: fn<ExportAll>(
      ({ signal, onProgress }) =>
        new Promise<Blob>((_, reject) => {
          onProgress({ rows: 1200, total: 5000 });
          signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
        }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: EXPORT }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Exporting… 1,200 of 5,000 rows');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }));
    await expect(await canvas.findByRole('button', { name: EXPORT })).toBeEnabled();
    await expect(args.download).not.toHaveBeenCalled();
  },
};

/** A refresh failed: the messages loaded before stay, under a banner with the reason and Retry. */
export const RefreshFailed: Story = {
  args: { refreshError: 'The chat service is restarting.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not refresh this list. The chat service is restarting.');
    await expect(canvas.getByRole('region', { name: /^Messages between/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A stale or mistyped link: said plainly, with the id asked for. */
export const NotFound: Story = {
  args: { status: 'not-found', room: null, roomId: 'room_gone', messages: none },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chat room' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Chat room not found');
    await expect(canvas.getByRole('alert')).toHaveTextContent('No chat room has the id room_gone.');
    await expect(canvas.queryByRole('button', { name: EXPORT })).not.toBeInTheDocument();
  },
};

/** A message from someone outside the room is shown by their id, in the middle. */
export const UnknownSender: Story = {
  args: { messages: threadRows([...seeded, { ...newest, _id: 'stranger', sender: 'ghost-user-1', messagecontent: 'Who is this?' }]) },
  play: async ({ canvasElement }) => {
    const bubble = within(threadOf(canvasElement)).getByText('Who is this?').closest('li')!;
    await expect(within(bubble).getByText('ghost-user-1')).toBeVisible();
  },
};

/**
 * 5,000 messages: only the bubbles in view are in the DOM, the newest is in view, and
 * scrolling to the top brings the oldest in their place.
 */
export const FiveThousandMessages: Story = {
  args: { messages: threadRows(long) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(wholeText(`Room ${busiestRoom.roomid} · 5,000 messages`))).toBeVisible();
    const thread = threadOf(canvasElement);
    const newestBubble = await within(thread).findByText(/^Message 5000: /);
    await waitFor(() => expect(inView(newestBubble, thread)).toBe(true));
    const rendered = within(thread).getAllByRole('listitem');
    await expect(rendered.length).toBeGreaterThan(3);
    await expect(rendered.length).toBeLessThan(40);
    await expect(rendered.at(-1)).toHaveAttribute('aria-setsize', '5000');
    await expect(within(thread).queryByText(/^Message 1: /)).not.toBeInTheDocument();

    // Anywhere in the middle, still only what is in view.
    thread.scrollTop = thread.scrollHeight / 2;
    await waitFor(() => expect(within(thread).queryByText(/^Message 5000: /)).not.toBeInTheDocument());
    const middle = within(thread).getAllByRole('listitem');
    await expect(middle.length).toBeLessThan(40);
    const shownAt = Number(middle[0]?.getAttribute('aria-posinset'));
    await expect(shownAt).toBeGreaterThan(1000);
    await expect(shownAt).toBeLessThan(4000);

    // Scrolled to the top (synthetic keys do not scroll), the oldest comes into the DOM in place of the newest.
    thread.scrollTop = 0;
    const oldestBubble = await within(thread).findByText(/^Message 1: /);
    await waitFor(() => expect(inView(oldestBubble, thread)).toBe(true));
    await expect(within(thread).getAllByRole('listitem').length).toBeLessThan(40);
    await expect(within(thread).queryByText(/^Message 5000: /)).not.toBeInTheDocument();
    // Scrolled up, it stays where the operator is: measuring bubbles does not pull it back down.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(inView(oldestBubble, thread)).toBe(true);
  },
};

/** At phone width the bubbles wrap inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { height: '60vh' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const thread = threadOf(canvasElement);
    await waitFor(() => expect(inView(within(thread).getByText(newest.messagecontent), thread)).toBe(true));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
