import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditorToolbar } from '../../src/components/editor/EditorToolbar';

const none = { bold: false, italic: false, bulletList: false, orderedList: false };

const meta = {
  title: 'Editor/EditorToolbar',
  component: EditorToolbar,
  args: { active: none, onCommand: fn(), platform: 'other' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof EditorToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = ['Bold', 'Italic', 'Bullet list', 'Numbered list', 'Insert Image'];

export const NothingActive: Story = {
  play: async ({ canvas, args }) => {
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Formatting' }));
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Numbered list']) {
      await expect(toolbar.getByRole('button', { name, pressed: false })).toBeVisible();
    }
    const image = toolbar.getByRole('button', { name: 'Insert Image' });
    await expect(image).not.toHaveAttribute('aria-pressed');
    await expect(image).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(image);
    await expect(args.onCommand).toHaveBeenCalledWith('image');
  },
};

export const BoldAndBulletListActive: Story = {
  args: { active: { ...none, bold: true, bulletList: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bold', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bullet list', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Italic', pressed: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Numbered list', pressed: false })).toBeVisible();
  },
};

export const ItalicAndNumberedListActive: Story = {
  args: { active: { ...none, italic: true, orderedList: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Italic', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Numbered list', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bold', pressed: false })).toBeVisible();
  },
};

/** One tab stop; the arrow keys, Home and End move along; Enter and Space press. */
export const KeyboardRovingFocus: Story = {
  play: async ({ canvas, args }) => {
    const button = (name: string) => canvas.getByRole('button', { name });
    await userEvent.tab();
    await expect(button('Bold')).toHaveFocus();
    for (const name of names.slice(1)) await expect(button(name)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(button('Italic')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommand).toHaveBeenLastCalledWith('italic');
    await userEvent.keyboard('{End}');
    await expect(button('Insert Image')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(button('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(button('Insert Image')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await expect(button('Bullet list')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCommand).toHaveBeenLastCalledWith('bulletList');
    // Leaving and coming back lands on the last button used, still one tab stop.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button('Bullet list')).toHaveFocus();
  },
};

export const ShortcutsOnWindowsAndLinux: Story = {
  play: async ({ canvas }) => {
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('title', 'Bold (Ctrl+B)');
    await expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-keyshortcuts', 'Control+I');
    await expect(canvas.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('title', 'Bullet list (Ctrl+Shift+8)');
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+7');
    await expect(canvas.getByRole('button', { name: 'Insert Image' })).toHaveAttribute('title', 'Insert Image (Ctrl+Alt+G)');
  },
};

export const ShortcutsOnMac: Story = {
  args: { platform: 'mac' },
  play: async ({ canvas }) => {
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('title', 'Bold (⌘B)');
    await expect(bold).toHaveAttribute('aria-keyshortcuts', 'Meta+B');
    await expect(canvas.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('title', 'Bullet list (⌘⇧8)');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    for (const name of names) await expect(canvas.getByRole('button', { name })).toBeDisabled();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    for (const name of names) await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};
