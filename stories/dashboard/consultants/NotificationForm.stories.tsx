import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../../src/api/http';
import type { NotificationContent } from '../../../src/api/schemas';
import { NotificationForm } from '../../../src/features/consultants/components/NotificationForm';

const meta = {
  title: 'Dashboard/Consultants/NotificationForm',
  component: NotificationForm,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { recipients: 2, onSend: fn(async () => {}) },
} satisfies Meta<typeof NotificationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Will be sent to/)).toHaveTextContent('Will be sent to 2 consultants.');
    await expect(canvas.getByRole('button', { name: 'Send notification' })).toBeEnabled();
  },
};

/** The preview follows the typing; a send clears the form. */
export const Sends: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Diwali offer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'Double earnings this week.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image URL' }), 'https://cdn.example.test/diwali.png');
    await expect(canvas.getByRole('figure', { name: 'Notification preview' })).toHaveTextContent('Diwali offer');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({ title: 'Diwali offer', body: 'Double earnings this week.', image: 'https://cdn.example.test/diwali.png' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
  },
};

/** Title and body are required: nothing is sent, each field says why. */
export const Required: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Body is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Only http and https images. */
export const ImageMustBeHttp: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Hi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'There');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image URL' }), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByText('Image URL must be a web address starting with http:// or https://')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const NoRecipients: Story = {
  args: { recipients: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Select consultants in the table below to send it to them.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Hi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'There');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Select at least one consultant');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The backend refuses: its reasons land on the fields, and what was typed stays. */
export const SendFails: Story = {
  args: {
    onSend: fn(async () => {
      throw new ApiError('http', 'Title must be at most 120 characters', '/send-notification2', { status: 400, issues: [{ path: 'title', message: 'Title must be at most 120 characters' }] });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Hi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'There');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByText('Title must be at most 120 characters')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveValue('There');
  },
};

/** A network failure is said once, for the form. */
export const NetworkFails: Story = {
  args: {
    onSend: fn(async () => {
      throw new ApiError('network', 'Could not reach the server. Check your connection.', '/send-notification2');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Hi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'There');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server. Check your connection.');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Hi');
  },
};

/** Pressing twice while the first is on its way sends once. */
export const SendsOnce: Story = {
  args: { onSend: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Hi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'There');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send notification' })).toBeEnabled());
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

const SENT_MEANWHILE = 'Sana Qureshi sent this same notification to Kritika Bose and Rohan Das at 3 Nov 2026, 2:57 pm IST. Send it again only if they should get it twice.';
let refusals = 0;

/** The same notification just went to these consultants: the form says who sent it and when, and sends it again only when asked. */
export const SentMeanwhile: Story = {
  beforeEach: () => {
    refusals = 0;
  },
  args: {
    onSend: fn(async (_content: NotificationContent, options?: { sendAgain?: boolean }) => {
      if (options?.sendAgain || refusals > 0) return;
      refusals += 1;
      throw new ApiError('http', SENT_MEANWHILE, '/send-notification2', { status: 409, answer: { message: SENT_MEANWHILE, reason: 'sentMeanwhile', alreadySent: 2 } });
    }),
  },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Diwali offer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'Sessions are 20% off this week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SENT_MEANWHILE);
    // Other words are another notification: the warning is not theirs.
    await userEvent.type(title, '!');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(title, '{Backspace}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SENT_MEANWHILE);
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveValue('Sessions are 20% off this week.');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** Sent again knowingly: the same words go with `sendAgain`, and the form clears. */
export const SentAgainAnyway: Story = {
  ...SentMeanwhile,
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Diwali offer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'Sessions are 20% off this week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send it again anyway' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await expect(args.onSend).toHaveBeenLastCalledWith({ title: 'Diwali offer', body: 'Sessions are 20% off this week.', image: '' }, { sendAgain: true });
    await waitFor(() => expect(title).toHaveValue(''));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A title and body pasted without a space, on a phone: the preview wraps and clips them inside the form, which stays as wide as the screen. */
export const LongWordsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('T'.repeat(120));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Body' }));
    await userEvent.paste('B'.repeat(600));
    const form = canvas.getByRole('form', { name: 'Push notification' });
    const preview = canvas.getByRole('figure', { name: 'Notification preview' });
    await expect(preview).toHaveTextContent('BBBB');
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(form.ownerDocument.documentElement.clientWidth);
  },
};
