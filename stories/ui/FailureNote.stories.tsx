import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FailureNote } from '../../src/components/ui/FailureNote';

/** How every back-office form and dialog says a failure: read out at once, where it happened. */
const meta = {
  title: 'UI/FailureNote',
  component: FailureNote,
  args: { children: 'Failed to add quiz. The server had a problem. Please try again later.' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof FailureNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add quiz. The server had a problem. Please try again later.');
  },
};

/** A long reason wraps inside the box on a phone; nothing scrolls sideways. */
export const LongReasonOnAPhone: Story = {
  args: {
    children:
      'This save key was already used for other questions. Save them again. The backend refused the Idempotency-Key 1a4c0e2e8c350e23255fe1c694a5d578 because it named another set of drafts.',
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
