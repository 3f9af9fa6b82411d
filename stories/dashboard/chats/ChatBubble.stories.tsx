import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatBubble } from '../../../src/features/chats/components/ChatBubble';
import { speakerOf } from '../../../src/lib/chatSpeaker';
import { busiestRoom, messagesOf } from './chatFixtures';

const [message] = messagesOf(busiestRoom);
if (!message) throw new Error('db.json needs a chat message');

const meta = {
  title: 'Dashboard/Chats/ChatBubble',
  component: ChatBubble,
  args: { message, speaker: { name: busiestRoom.sender.name, side: 'sender' } },
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The room's sender, on the left, named on the bubble, with the time. */
export const Sender: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(busiestRoom.sender.name)).toBeVisible();
    await expect(canvas.getByText(message.messagecontent)).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', message.createdat);
  },
};

export const Receiver: Story = {
  args: { speaker: { name: busiestRoom.receiver.name, side: 'receiver' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(busiestRoom.receiver.name)).toBeVisible();
  },
};

/** Someone the room does not know: shown by the id the message carries. */
export const Stranger: Story = {
  args: { speaker: speakerOf(busiestRoom, { sender: 'ffffffffffffffffffff0099' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ffffffffffffffffffff0099')).toBeVisible();
  },
};
