import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneForm } from '../../src/components/login/PhoneForm';

const meta = {
  title: 'Login/PhoneForm',
  component: PhoneForm,
  parameters: { layout: 'padded' },
  args: { onSend: fn() },
} satisfies Meta<typeof PhoneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+91 India');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '9876500001');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({ country: 'India', countryCode: '+91', phoneNumber: '9876500001' });
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '98765');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    // SPEC.md section 5, beside the field instead of an alert box (PRODUCT.md point 1).
    await expect(await canvas.findByText('Please enter a valid phone number.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(phone).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();

    // Nine characters are still too few; ten are enough.
    await userEvent.clear(phone);
    await userEvent.type(phone, '987650000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(phone, '1');
    await expect(canvas.queryByText('Please enter a valid phone number.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({ country: 'India', countryCode: '+91', phoneNumber: '9876500001' });
  },
};

/**
 * A number pasted from a contact with its country code in front goes without it, the code being
 * picked beside it; the box takes no more than a number can be (20 characters).
 */
export const PastedWithItsCountryCode: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    // The browser stops a paste at maxlength (user-event does not, for type="tel").
    await expect(phone).toHaveAttribute('maxlength', '20');
    await userEvent.click(phone);
    await userEvent.paste('+91 98765-00001');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({ country: 'India', countryCode: '+91', phoneNumber: '98765-00001' });
  },
};

export const LettersAreNotAPhoneNumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), 'call me maybe');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByText('Please enter a valid phone number.')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Canada: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), '+1 Canada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '416 555 0123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({ country: 'Canada', countryCode: '+1', phoneNumber: '416 555 0123' });
  },
};

export const Sending: Story = {
  args: { sending: true, defaultValues: { country: 'India', phoneNumber: '9876500001' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending OTP…' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const SendFails: Story = {
  args: {
    defaultValues: { country: 'India', phoneNumber: '9876500001' },
    error: 'Too many codes were requested from this network. Try again in 9 minutes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many codes were requested from this network. Try again in 9 minutes.');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9876500001');
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    // No code to fall back on unless the page says there is one.
    await expect(canvas.queryByRole('button', { name: /^Enter the last code/ })).not.toBeInTheDocument();
  },
};

/** The number had its codes for now: the last one still works, and the form offers to enter it. */
export const LastCodeOffered: Story = {
  args: {
    defaultValues: { country: 'India', phoneNumber: '9876500001' },
    error: 'Too many codes were requested for this number. Use the last code sent, or try again in 3 minutes.',
    lastCode: { phone: '+91 98765 00001', onEnter: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Use the last code sent, or try again in 3 minutes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the last code sent to +91 98765 00001' }));
    await expect(args.lastCode?.onEnter).toHaveBeenCalledOnce();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const ChangingTheNumber: Story = {
  args: { defaultValues: { country: 'United States', phoneNumber: '4155550123' }, focusOnMount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+1 United States');
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveValue('4155550123');
    await expect(phone).toHaveFocus();
  },
};
