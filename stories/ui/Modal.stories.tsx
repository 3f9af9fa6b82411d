import { DialogTitle } from '@headlessui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { Modal } from '../../src/components/ui/Modal';
import { dialogDemo } from '../dialogDemo';
import { screenOf } from '../helpers';

const Demo = dialogDemo(Modal, 'Open the dialog');

/** The frame of every back-office dialog: backdrop, panel in its place, focus kept inside and given back. */
const meta = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <Demo {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    open: true,
    onClose: fn(),
    children: (
      <>
        <DialogTitle className="text-lg font-semibold">Remove link?</DialogTitle>
        <p className="mt-3 text-sm text-gray-700">Firebase Console will no longer be listed.</p>
        <div className="mt-6 flex justify-end">
          <Button variant="danger">Remove</Button>
        </div>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Centred, named by its title, focus inside; Escape closes and focus returns to what opened it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link?' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    // Opened from its button, it gives focus back to it.
    const opener = canvas.getByRole('button', { name: 'Open the dialog' });
    await userEvent.click(opener);
    await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Near the top, where a search is expected (the command palette). */
export const Top: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link?' });
    await expect(dialog.querySelector('[id^="headlessui-dialog-panel-"]')!.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 3);
  },
};

/** While its action is under way the panel says it is busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link?' });
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** On a phone it is a sheet at the bottom, within the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link?' });
    const panel = dialog.querySelector('[id^="headlessui-dialog-panel-"]')!.getBoundingClientRect();
    await expect(panel.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(panel.bottom).toBeGreaterThan(window.innerHeight - 40);
  },
};
