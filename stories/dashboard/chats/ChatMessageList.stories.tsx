import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ChatMessageList } from '../../../src/features/chats/components/ChatMessageList';
import { roomTitle } from '../../../src/features/chats/model/chatRoom';
import { busiestRoom, generatedThread, messagesOf } from './chatFixtures';

const meta = {
  title: 'Dashboard/Chats/ChatMessageList',
  component: ChatMessageList,
  args: { room: busiestRoom, messages: messagesOf(busiestRoom), label: `Messages between ${roomTitle(busiestRoom)}`, height: '24rem' },
} satisfies Meta<typeof ChatMessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's busiest room, opening at its newest message. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const newest = args.messages.at(-1);
    if (!newest) throw new Error('db.json needs messages');
    await waitFor(() => expect(canvas.getByText(newest.messagecontent)).toBeVisible());
  },
};

/** 5,000 messages: only the bubbles near the view are in the DOM. */
export const LongThread: Story = {
  args: { messages: generatedThread(busiestRoom, 5000) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText(/^Message 5000\b/)).toBeVisible());
    await expect(canvasElement.querySelectorAll('time').length).toBeLessThan(40);
  },
};
