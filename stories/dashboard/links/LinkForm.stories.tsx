import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkForm } from '../../../src/features/links/components/LinkForm';

/** The messages a person reads, written out here rather than taken from the app. */
const NAME_REQUIRED = 'Name is required';
const URL_REQUIRED = 'URL is required';
const URL_NOT_WEB = 'URL must be a web address starting with http:// or https://';

const meta = {
  title: 'Dashboard/Links/LinkForm',
  component: LinkForm,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { title: 'Add Link', submitLabel: 'Add Link', onSubmit: fn() },
} satisfies Meta<typeof LinkForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are required, each with its own message beside it. */
export const BothRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Link' }));
    await expect(await canvas.findByText(NAME_REQUIRED)).toBeVisible();
    await expect(canvas.getByText(URL_REQUIRED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(canvas.getByRole('textbox', { name: /^URL/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spaces are not a name, and a name alone is not a link. */
export const UrlRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Razorpay');
    await userEvent.type(canvas.getByRole('textbox', { name: /^URL/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Link' }));
    await expect(await canvas.findByText(URL_REQUIRED)).toBeVisible();
    await expect(canvas.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), '   ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^URL/ }), 'https://dashboard.razorpay.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Link' }));
    await expect(await canvas.findByText(NAME_REQUIRED)).toBeVisible();
    await expect(canvas.queryByText(URL_REQUIRED)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Only http and https: a javascript:, data:, ftp: or bare address is refused with one message. */
export const RefusesOtherSchemes: Story = {
  play: async ({ canvas, args }) => {
    const url = canvas.getByRole('textbox', { name: /^URL/ });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Sneaky');
    for (const address of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com', 'example.com']) {
      await userEvent.clear(url);
      await userEvent.type(url, address);
      await userEvent.click(canvas.getByRole('button', { name: 'Add Link' }));
      await expect(await canvas.findByText(URL_NOT_WEB)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid link is handed on trimmed and the form empties for the next one. */
export const AddsALink: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), '  Razorpay dashboard ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^URL/ }), ' http://dashboard.razorpay.com/app ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Razorpay dashboard', url: 'http://dashboard.razorpay.com/app' });
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^URL/ })).toHaveValue('');
  },
};

/** Editing starts from the link, keeps the same rules, and can be cancelled. */
export const Editing: Story = {
  args: { title: 'Edit Firebase Console', submitLabel: 'Save link', initial: { name: 'Firebase Console', url: 'https://console.firebase.google.com/' }, onCancel: fn() },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Firebase Console');
    await userEvent.clear(name);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^URL/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^URL/ }), 'javascript:void(0)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save link' }));
    await expect(await canvas.findByText(NAME_REQUIRED)).toBeVisible();
    await expect(canvas.getByText(URL_NOT_WEB)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Add Link' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
