import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RepeatWarning } from '../../src/components/ui/RepeatWarning';

const meta = {
  title: 'UI/RepeatWarning',
  component: RepeatWarning,
  parameters: { layout: 'padded' },
  args: {
    message: 'Sana Qureshi sent this same notification to Kritika Bose at 3 Nov 2026, 2:57 pm IST. Send it again only if they should get it twice.',
    againLabel: 'Send it again anyway',
    onAgain: fn(),
  },
} satisfies Meta<typeof RepeatWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The backend refused a change as a repeat: who made it and when, and the way to make it again knowingly. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sana Qureshi sent this same notification to Kritika Bose');
    await userEvent.click(canvas.getByRole('button', { name: 'Send it again anyway' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

/** While the change is on its way the button waits. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send it again anyway' })).toBeDisabled();
  },
};

/** A long message wraps at a phone's width; nothing is cut. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    message: 'Another operator added ₹1,25,000.50 dated 15 Nov 2026 to Office Rent and Maintenance at 3 Nov 2026, 2:58 pm IST. Add it again only if it is another payment.',
    againLabel: 'Add it again anyway',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Add it again anyway' })).toBeVisible();
  },
};
