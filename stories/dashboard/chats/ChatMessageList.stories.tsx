import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatMessageList } from '../../../src/features/chats/components/ChatMessageList';
import { roomTitle } from '../../../src/features/chats/model/chatRoom';
import { busiestRoom, generatedThread, messagesOf, threadRows } from './chatFixtures';

const seeded = messagesOf(busiestRoom);
const long = generatedThread(busiestRoom, 5000);
const retried = fn();

const meta = {
  title: 'Dashboard/Chats/ChatMessageList',
  component: ChatMessageList,
  args: { room: busiestRoom, messages: threadRows(seeded), label: `Messages between ${roomTitle(busiestRoom)}`, height: '24rem' },
} satisfies Meta<typeof ChatMessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const threadOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: `Messages between ${roomTitle(busiestRoom)}` });

/** The seed's busiest room, opening at its newest message. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const newest = seeded.at(-1);
    if (!newest) throw new Error('db.json needs messages');
    await waitFor(() => expect(canvas.getByText(newest.messagecontent)).toBeVisible());
  },
};

/** 5,000 messages: only the bubbles near the view are in the DOM. */
export const LongThread: Story = {
  args: { messages: threadRows(long) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText(/^Message 5000\b/)).toBeVisible());
    await expect(canvasElement.querySelectorAll('time').length).toBeLessThan(40);
  },
};

/**
 * Issue 47: only the newest page is at hand. Scrolled to the top, the earliest messages are
 * skeletons, said to be loading, while their pages come.
 */
export const EarlierPagesOnTheirWay: Story = {
  args: { messages: threadRows(long, { waiting: Array.from({ length: 49 }, (_, index) => index + 1) }) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText(/^Message 5000\b/)).toBeVisible());
    const thread = threadOf(canvasElement);
    thread.scrollTop = 0;
    await waitFor(() => expect(within(thread).getAllByText('Loading…').length).toBeGreaterThan(2));
    await expect(within(thread).queryByText(/^Message 1\b/)).not.toBeInTheDocument();
    const first = thread.querySelector('li[aria-posinset="1"]');
    await expect(first).toHaveAttribute('aria-busy', 'true');
  },
};

/** A page that failed says so once, in place, with Retry; the messages already there stay. */
export const AnEarlierPageFailed: Story = {
  args: { messages: threadRows(long, { failing: [49], onRetry: retried }) },
  play: async ({ canvas, canvasElement }) => {
    const thread = threadOf(canvasElement);
    thread.scrollTop = 0;
    const alert = await within(thread).findByRole('alert');
    await expect(alert).toHaveTextContent('These rows could not be loaded. The server had a problem. Please try again later.');
    await expect(within(thread).getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(retried).toHaveBeenCalledWith(49);
    // Scrolled down past the failed page, the messages at hand are there as they were.
    thread.scrollTop = thread.scrollHeight;
    await waitFor(() => expect(canvas.getByText(/^Message 5000\b/)).toBeVisible());
  },
};
