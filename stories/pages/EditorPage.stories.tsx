import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** /editor: the rich-text question editor on its own page (bold, italic, lists, images by web address). */
const meta = {
  title: 'Pages/Editor',
  parameters: { deeplink: { path: '/editor' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Question editor' })).toBeVisible();
    const area = await canvas.findByRole('textbox', { name: 'Question text' });
    await expect(area).toHaveTextContent('Start writing your question...');
    // Open without signing in: the page does not send the visitor to /login2.
    await expect(canvas.queryByRole('heading', { name: 'Sign in to the back-office' })).toBeNull();
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    await waitFor(() => expect(area.querySelector('strong')).toHaveTextContent('Start writing your question...'));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('4 words')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Insert Image' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Insert Image' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'javascript:alert(1){Enter}');
    await expect(dialog.getByText('Use a web address that starts with http:// or https://.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Question editor' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Question text' })).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};
