import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUrlDialog, type ImageUrlDialogProps } from '../../src/components/editor/ImageUrlDialog';
import { imageUrlMessages } from '../../src/components/editor/imageUrl';

/** Open/close is the caller's; the story keeps it so Cancel, Escape and Insert really close. */
function Demo(props: ImageUrlDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Insert Image
      </button>
      <ImageUrlDialog
        open={open}
        onInsert={(image) => {
          setOpen(false);
          props.onInsert(image);
        }}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Editor/ImageUrlDialog',
  component: ImageUrlDialog,
  render: (args) => <Demo {...args} />,
  args: { open: true, onInsert: fn(), onClose: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ImageUrlDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Insert Image' }));
const dialogGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Insert Image' })).toBeNull());

export const HttpAccepted: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const url = dialog.getByRole('textbox', { name: 'Image URL' });
    await waitFor(() => expect(url).toHaveFocus());
    await userEvent.type(url, '  https://i.pravatar.cc/150?img=3 ');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description (alt text)' }), 'A smiling teacher');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    await expect(args.onInsert).toHaveBeenCalledWith({ src: 'https://i.pravatar.cc/150?img=3', alt: 'A smiling teacher' });
    await dialogGone(canvasElement);
  },
};

export const PlainHttpAcceptedWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'http://example.com/chart.png{Enter}');
    await expect(args.onInsert).toHaveBeenCalledWith({ src: 'http://example.com/chart.png', alt: '' });
    await dialogGone(canvasElement);
  },
};

export const EmptyIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    await dialogGone(canvasElement);
    await expect(args.onInsert).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const CancelledIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    let dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/a.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogGone(canvasElement);
    // Escape cancels too, and a new opening starts empty.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Insert Image' }));
    dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveValue('');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/b.png');
    await userEvent.keyboard('{Escape}');
    await dialogGone(canvasElement);
    await expect(args.onInsert).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const JavascriptRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const url = dialog.getByRole('textbox', { name: 'Image URL' });
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    await expect(dialog.getByText(imageUrlMessages.notWeb)).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveFocus();
    await expect(url).toHaveAccessibleDescription(new RegExp(imageUrlMessages.notWeb.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    await expect(args.onInsert).not.toHaveBeenCalled();
    // Typing again clears the reason; a web address then goes in.
    await userEvent.clear(url);
    await expect(dialog.queryByText(imageUrlMessages.notWeb)).toBeNull();
    await userEvent.type(url, 'https://example.com/ok.png{Enter}');
    await expect(args.onInsert).toHaveBeenCalledWith({ src: 'https://example.com/ok.png', alt: '' });
  },
};

export const DataUrlRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const url = dialog.getByRole('textbox', { name: 'Image URL' });
    await userEvent.click(url);
    await userEvent.paste('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    await expect(dialog.getByText(imageUrlMessages.data)).toBeVisible();
    await expect(args.onInsert).not.toHaveBeenCalled();
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Insert Image' })).toBeVisible();
  },
};

export const OtherSchemesRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const url = dialog.getByRole('textbox', { name: 'Image URL' });
    for (const value of ['ftp://example.com/a.png', 'example.com/a.png', 'file:///etc/passwd']) {
      await userEvent.clear(url);
      await userEvent.type(url, value);
      await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
      await expect(dialog.getByText(imageUrlMessages.notWeb)).toBeVisible();
    }
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Insert' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
