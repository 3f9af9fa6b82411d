import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { ShareBar } from '../../src/components/blog/ShareBar';

const url = 'https://chitchat.example/blog/123';
const title = 'How a 1:1 video call works, and how to get ready for yours';
const writeText = fn<(text: string) => Promise<void>>();

/** Replaces the browser's clipboard for one story and puts it back afterwards. */
function stubClipboard() {
  writeText.mockReset();
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: Clipboard }).clipboard;
  };
}

/** The toaster loads with the first toast, so the region is awaited. */
const notifications = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: /^Notifications/ }));

const meta = {
  title: 'Blog/ShareBar',
  component: ShareBar,
  args: { title, url },
  beforeEach: stubClipboard,
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof ShareBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CopyLinkSuccess: Story = {
  beforeEach: () => {
    writeText.mockResolvedValue(undefined);
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(writeText).toHaveBeenCalledWith(url);
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Link copied');
  },
};

export const CopyLinkFails: Story = {
  beforeEach: () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Could not copy the link');
    await expect((await notifications(canvasElement)).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const CurrentPageAddress: Story = {
  args: { url: undefined },
  beforeEach: () => {
    writeText.mockResolvedValue(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(writeText).toHaveBeenCalledWith(window.location.href);
  },
};

export const ShareButtons: Story = {
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvas }) => {
    const encodedUrl = encodeURIComponent(url);
    const options = ['_blank', 'noopener,noreferrer'];
    await userEvent.click(canvas.getByRole('button', { name: 'Share on Facebook' }));
    await expect(window.open).toHaveBeenLastCalledWith(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, ...options);
    await userEvent.click(canvas.getByRole('button', { name: 'Share on X' }));
    await expect(window.open).toHaveBeenLastCalledWith(`https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`, ...options);
    await userEvent.click(canvas.getByRole('button', { name: 'Share on LinkedIn' }));
    await expect(window.open).toHaveBeenLastCalledWith(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`, ...options);
    await expect(window.open).toHaveBeenCalledTimes(3);
  },
};
