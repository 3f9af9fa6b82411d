import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KeptDraftNote } from '../../src/components/ui/KeptDraftNote';

/** Said above a form whose typing came back after the operator signed in again (useKeptDraft); Pages/Dashboard/KeptDrafts shows it in place. */
const meta = {
  title: 'UI/KeptDraftNote',
  component: KeptDraftNote,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof KeptDraftNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status, read out politely: nothing went wrong, the typing is back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Restored what you typed before your session ended.');
  },
};

/** On a phone it wraps inside the form's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
