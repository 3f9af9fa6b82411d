import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionEditor } from '../../src/components/editor/QuestionEditor';
import { imageUrlMessages } from '../../src/components/editor/imageUrl';
import { editorPlaceholder } from '../../src/components/editor/useQuestionEditor';

const meta = {
  title: 'Editor/QuestionEditor',
  component: QuestionEditor,
  args: { onChange: fn(), platform: 'other' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The writing area, focused with the cursor at the end of its text (TOOLCHAIN.md 8). */
async function writingArea(canvasElement: HTMLElement) {
  const area = await within(canvasElement).findByRole('textbox', { name: 'Question text' });
  await userEvent.click(area);
  const range = document.createRange();
  range.selectNodeContents(area);
  range.collapse(false);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return area;
}

async function selectAll(area: HTMLElement) {
  await userEvent.click(area);
  await userEvent.keyboard('{Control>}a{/Control}');
}

function paste(target: HTMLElement, data: Record<string, string>, files: File[] = []) {
  const transfer = new DataTransfer();
  for (const [type, value] of Object.entries(data)) transfer.setData(type, value);
  for (const file of files) transfer.items.add(file);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
}

function drop(target: HTMLElement, data: Record<string, string>, files: File[] = []) {
  const transfer = new DataTransfer();
  for (const [type, value] of Object.entries(data)) transfer.setData(type, value);
  for (const file of files) transfer.items.add(file);
  const box = target.getBoundingClientRect();
  const at = { clientX: box.left + 20, clientY: box.top + 15 };
  target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true, ...at }));
  target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, ...at }));
}

async function pngFile() {
  const blob = await (await fetch(pixel)).blob();
  return new File([blob], 'photo.png', { type: 'image/png' });
}

export const StartingText: Story = {
  play: async ({ canvas }) => {
    const area = await canvas.findByRole('textbox', { name: 'Question text' });
    await expect(area).toHaveTextContent('Start writing your question...');
    await expect(area).toHaveAttribute('aria-multiline', 'true');
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Numbered list']) await expect(canvas.getByRole('button', { name, pressed: false })).toBeEnabled();
  },
};

export const PlaceholderWhenEmpty: Story = {
  args: { initialContent: '' },
  play: async ({ canvasElement, args }) => {
    const area = await within(canvasElement).findByRole('textbox', { name: 'Question text' });
    await expect(area.querySelector('p.is-editor-empty')).toHaveAttribute('data-placeholder', editorPlaceholder);
    await expect(editorPlaceholder).toBe('Write your question here…');
    await writingArea(canvasElement);
    await userEvent.keyboard('Who wrote the Constitution?');
    await expect(area).toHaveTextContent('Who wrote the Constitution?');
    await expect(area.querySelector('p.is-editor-empty')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Who wrote the Constitution?</p>');
  },
};

export const BoldByShortcutAndButton: Story = {
  play: async ({ canvasElement, canvas }) => {
    const area = await writingArea(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await selectAll(area);
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(area.querySelector('strong')).toHaveTextContent('Start writing your question...'));
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bold);
    await waitFor(() => expect(area.querySelector('strong')).toBeNull());
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    // The button gives the focus back to the text, so typing goes on where it was.
    await userEvent.click(bold);
    // Tiptap hands the focus back on the next animation frame, not at once.
    await waitFor(() => expect(area).toHaveFocus());
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ItalicByShortcut: Story = {
  play: async ({ canvasElement, canvas }) => {
    const area = await writingArea(canvasElement);
    await selectAll(area);
    await userEvent.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(area.querySelector('em')).toHaveTextContent('Start writing your question...'));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Lists: Story = {
  play: async ({ canvasElement, canvas }) => {
    const area = await writingArea(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bullet list' }));
    await waitFor(() => expect(area.querySelector('ul > li')).toHaveTextContent('Start writing your question...'));
    await expect(canvas.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(area.querySelector('ol > li')).toHaveTextContent('Start writing your question...'));
    await expect(area.querySelector('ul')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'false');
    // Tiptap's list shortcut takes it back out.
    await userEvent.keyboard('{Control>}{Shift>}7{/Shift}{/Control}');
    await waitFor(() => expect(area.querySelector('ol')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const InsertImageByUrl: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const area = await writingArea(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert Image' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Insert Image' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://i.pravatar.cc/150?img=5');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description (alt text)' }), 'A map of India');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    const image = await within(area).findByRole('img', { name: 'A map of India' });
    await expect(image).toHaveAttribute('src', 'https://i.pravatar.cc/150?img=5');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="https://i.pravatar.cc/150?img=5" alt="A map of India"'));
  },
};

export const InsertImageShortcutAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const area = await writingArea(canvasElement);
    await userEvent.keyboard('{Control>}{Alt>}g{/Alt}{/Control}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Insert Image' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://i.pravatar.cc/150?img=6');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(area.querySelector('img')).toBeNull();
  },
};

export const DataUrlRefusedInDialog: Story = {
  play: async ({ canvasElement, canvas }) => {
    const area = await writingArea(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert Image' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Insert Image' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Image URL' }));
    await userEvent.paste(pixel);
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    await expect(dialog.getByText(imageUrlMessages.data)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(area.querySelector('img')).toBeNull();
  },
};

export const PastedBase64ImageRefused: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const area = await writingArea(canvasElement);
    paste(area, { 'text/html': `<p>Look: <img src="${pixel}" alt="pasted"></p>`, 'text/plain': 'Look:' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(imageUrlMessages.pastedData);
    await expect(area.querySelector('img')).toBeNull();
    await expect(area).toHaveTextContent(/^Start writing your question\.\.\.$/);
    await expect(args.onChange).not.toHaveBeenCalled();
    // The next edit clears the message.
    await userEvent.keyboard(' Fine.');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const PastedImageFileRefused: Story = {
  play: async ({ canvasElement, canvas }) => {
    const area = await writingArea(canvasElement);
    paste(area, {}, [await pngFile()]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(imageUrlMessages.pastedData);
    await expect(area.querySelector('img')).toBeNull();
  },
};

export const DroppedBase64ImageRefused: Story = {
  play: async ({ canvasElement, canvas }) => {
    const area = await writingArea(canvasElement);
    drop(area, { 'text/html': `<img src="${pixel}">` }, [await pngFile()]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(imageUrlMessages.pastedData);
    await expect(area.querySelector('img')).toBeNull();
  },
};

/** The guard is about pictures carried by value: a pasted picture by web address goes in. */
export const PastedWebImageAccepted: Story = {
  play: async ({ canvasElement, canvas }) => {
    const area = await writingArea(canvasElement);
    paste(area, { 'text/html': '<p>Map: <img src="https://i.pravatar.cc/150?img=7" alt="Pasted map"></p>', 'text/plain': 'Map:' });
    const image = await within(area).findByRole('img', { name: 'Pasted map' });
    await expect(image).toHaveAttribute('src', 'https://i.pravatar.cc/150?img=7');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Even content that starts with a data image (a saved draft, say) does not keep it: allowBase64 is off. */
export const Base64InStartingContentDropped: Story = {
  args: { initialContent: `<p>Before</p><img src="${pixel}" alt="embedded"><p>After</p>` },
  play: async ({ canvasElement }) => {
    const area = await within(canvasElement).findByRole('textbox', { name: 'Question text' });
    await expect(area).toHaveTextContent('BeforeAfter');
    await expect(area.querySelector('img')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Question text' })).toBeVisible();
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Numbered list', 'Insert Image']) await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};
