import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KeyboardShortcutsDialog } from '../../src/components/dashboard/KeyboardShortcutsDialog';
import { screenOf } from '../helpers';
import { dialogDemo } from '../dialogDemo';

/** Open and closed are the story's own (dialogDemo). */
const Demo = dialogDemo(KeyboardShortcutsDialog, 'Show shortcuts');

const meta = {
  title: 'Dashboard/KeyboardShortcutsDialog',
  component: KeyboardShortcutsDialog,
  render: (args) => <Demo {...args} />,
  args: { open: true, onClose: fn(), paletteKeys: ['Ctrl', 'K'] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof KeyboardShortcutsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) => within(await screenOf(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' }));

/** Issue 26's shortcuts, each with its keys: Ctrl+K, '/' and '?', and the palette's own keys. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shortcuts = await dialog(canvasElement);
    const terms = shortcuts.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['CtrlK', '/', '?', 'UpDown', 'Enter', 'Esc']);
    await expect(shortcuts.getByText('Go to the search of this tab')).toBeVisible();
    await expect(shortcuts.getByText('Show these shortcuts')).toBeVisible();
  },
};

/** On a Mac the palette's keys read ⌘ K. */
export const OnAMac: Story = {
  args: { paletteKeys: ['⌘', 'K'] },
  play: async ({ canvasElement }) => {
    const shortcuts = await dialog(canvasElement);
    await expect(shortcuts.getAllByRole('term')[0]).toHaveTextContent('⌘K');
  },
};

/** Escape and Close both close it, and focus goes back to what opened it. */
export const CloseReturnsFocus: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement, args }) => {
    const opener = canvas.getByRole('button', { name: 'Show shortcuts' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click((await dialog(canvasElement)).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** At 375 px it rises from the bottom, full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expect((await dialog(canvasElement)).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
