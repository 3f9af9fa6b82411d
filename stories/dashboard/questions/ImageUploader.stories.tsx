import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { slow } from '../../../src/api/mocks';
import { uploadImage } from '../../../src/api/questions';
import { ImageUploader, UPLOAD_FAILED, uploadCancelled, type ImageUploaderProps, type UploadImage } from '../../../src/features/questions/components/generate/ImageUploader';

/** A 1×1 PNG, as a user would pick it. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const pngFile = () => new File([PNG], 'map.png', { type: 'image/png' });
const IMAGE_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;

function Stateful(props: ImageUploaderProps) {
  const [value, setValue] = useState(props.value);
  return <ImageUploader {...props} value={value} onChange={(url) => (props.onChange(url), setValue(url))} />;
}

const meta = {
  title: 'Dashboard/Questions/ImageUploader',
  component: ImageUploader,
  parameters: { layout: 'padded' },
  args: { label: 'Image for question 1', kind: 'question_upload', value: '', onChange: fn(), upload: fn(async () => IMAGE_URL) },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add image for question 1')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Preview: Story = {
  args: { value: IMAGE_URL },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Preview: Image for question 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image for question 1' }));
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Uploads: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Image for question 1'), pngFile());
    await expect(await canvas.findByRole('img', { name: 'Preview: Image for question 1' })).toBeVisible();
    await expect(args.upload).toHaveBeenCalledWith(expect.any(File), 'question_upload', expect.any(AbortSignal), expect.any(Function));
    await expect(args.onChange).toHaveBeenCalledWith(IMAGE_URL);
  },
};

export const Uploading: Story = {
  args: { upload: fn(() => new Promise<string>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Image for question 1'), pngFile());
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading map.png' })).toBeVisible();
    await expect(canvas.getByText('Uploading map.png…')).toBeVisible();
    await expect(canvas.getByLabelText('Image for question 1')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bar fills as the file goes: unknown at first, then a quarter, then most of it. */
export const UploadProgress: Story = {
  args: {
    upload: fn<UploadImage>(async (_file, _kind, _signal, onProgress) => {
      await pause(300);
      onProgress?.(0.25);
      await pause(600);
      onProgress?.(0.6);
      await pause(600);
      return IMAGE_URL;
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Image for question 1'), pngFile());
    const bar = await canvas.findByRole<HTMLProgressElement>('progressbar', { name: 'Uploading map.png' });
    // Before the first report the bar has no value: it moves without claiming a figure.
    await expect(bar).not.toHaveAttribute('value');
    await expect(await canvas.findByText('25%')).toBeVisible();
    await expect(bar.value).toBe(0.25);
    await expect(await canvas.findByText('60%')).toBeVisible();
    await expect(bar.value).toBe(0.6);
    // The live region says the upload once; the figures are not in it.
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Uploading map\.png…$/);
    await expect(await canvas.findByRole('img', { name: 'Preview: Image for question 1' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const UploadFails: Story = {
  args: { kind: 'answer_upload', label: 'Image for answer 2', upload: fn(async () => Promise.reject(new Error('Only PNG, JPEG, GIF or WebP images can be uploaded.'))) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Image for answer 2'), pngFile());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(`${UPLOAD_FAILED}: map.png. Only PNG, JPEG, GIF or WebP images can be uploaded.`));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The real /upload23 call, held by the stand-in backend for a minute: the operator picked the wrong file and cancels. */
export const CancelsASlowUpload: Story = {
  parameters: { session: 'signed-in', msw: { handlers: slow('upload', 60_000) } },
  args: { value: IMAGE_URL, upload: fn<UploadImage>((file, kind, signal) => uploadImage(file, kind, { signal })) },
  play: async ({ canvas, args }) => {
    const before = canvas.getByRole('img', { name: 'Preview: Image for question 1' });
    await userEvent.upload(canvas.getByLabelText('Image for question 1'), pngFile());
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading map.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(await canvas.findByText(uploadCancelled('map.png'))).toBeVisible();
    // The call itself was aborted, and the image stays as it was.
    const signal = (args.upload as Mock<UploadImage>).mock.calls[0]?.[2];
    await expect(signal?.aborted).toBe(true);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Preview: Image for question 1' })).toHaveAttribute('src', before.getAttribute('src'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Ready for the right file at once.
    await expect(canvas.getByLabelText('Image for question 1')).toHaveFocus();
    await expect(canvas.getByLabelText('Image for question 1')).toBeEnabled();
  },
};
