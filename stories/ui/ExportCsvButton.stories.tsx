import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExportCsvButton } from '../../src/components/ui/ExportCsvButton';
import { csvFileName, toCsv } from '../../src/lib/csv';

const ROOMS = toCsv(['Room ID', 'Sender'], [['room_1', 'Asha Rao']]);

/**
 * The back-office's one Export CSV button (PRODUCT.md point 14): the file is made when it is
 * pressed, from what the screen shows then, and named after the screen and the operator's date.
 */
const meta = {
  title: 'UI/ExportCsvButton',
  component: ExportCsvButton,
  parameters: { layout: 'padded' },
  args: { fileName: 'chat-rooms', csv: fn(() => ROOMS), download: fn() },
} satisfies Meta<typeof ExportCsvButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed, it saves the text as chat-rooms-YYYY-MM-DD.csv. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(args.csv).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.csv).toHaveBeenCalledOnce();
    await expect(args.download).toHaveBeenCalledOnce();
    await expect(args.download).toHaveBeenCalledWith(csvFileName('chat-rooms', new Date()), ROOMS);
  },
};

/** Nothing to export yet (loading, failed or empty): it waits, and a press does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.download).not.toHaveBeenCalled();
  },
};

/** One of several on a page names what it exports; the words on it stay 'Export CSV'. */
export const NamedForItsPage: Story = {
  args: { fileName: 'chat-room-1', label: 'Export CSV of this chat' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Export CSV of this chat' });
    await expect(button).toHaveTextContent('Export CSV');
    await userEvent.click(button);
    await expect(args.download).toHaveBeenCalledWith(csvFileName('chat-room-1', new Date()), ROOMS);
  },
};
