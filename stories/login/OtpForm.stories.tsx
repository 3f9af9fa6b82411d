import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OtpForm, type OtpFormProps } from '../../src/components/login/OtpForm';
import { useCountdown } from '../../src/lib/useCountdown';

const WRONG_CODE = 'That code is not right. 4 tries left.';
const SENT = 'If +91 98765 00001 is registered for the back-office, a 6-digit code is on its way.';

const meta = {
  title: 'Login/OtpForm',
  component: OtpForm,
  parameters: { layout: 'padded' },
  args: {
    phone: '+91 98765 00001',
    resendSecondsLeft: 27,
    onVerify: fn(async () => undefined),
    onResend: fn(async () => undefined),
    onChangeNumber: fn(),
  },
} satisfies Meta<typeof OtpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const box = (canvas: Canvas, n: number) => canvas.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = (canvas: Canvas) => [1, 2, 3, 4, 5, 6].map((n) => (box(canvas, n) as HTMLInputElement).value);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT);
    await waitFor(() => expect(box(canvas, 1)).toHaveFocus());
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

/** No code was sent this time (the number had its codes for now): the operator enters the last one. */
export const LastCode: Story = {
  args: { earlier: true, resendSecondsLeft: 172 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('If +91 98765 00001 is registered for the back-office, enter the last 6-digit code it was sent.');
    await expect(canvas.getByText('Resend code in 2:52')).toBeVisible();
    await waitFor(() => expect(box(canvas, 1)).toHaveFocus());
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

export const EnterVerifies: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(box(canvas, 1)).toHaveFocus());
    await userEvent.paste('654321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(box(canvas, 1)).toHaveFocus());
    await userEvent.keyboard('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    await expect(box(canvas, 4)).toHaveFocus();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { verifying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    await expect(box(canvas, 1)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeDisabled();
  },
};

/** The page's part: a refused code comes back as the backend's message. */
function WrongCodeDemo(props: OtpFormProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <OtpForm
      {...props}
      error={error}
      onVerify={async (code) => {
        await props.onVerify(code);
        setError(WRONG_CODE);
        throw new Error(WRONG_CODE);
      }}
    />
  );
}

export const WrongCode: Story = {
  render: (args) => <WrongCodeDemo {...args} />,
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(box(canvas, 1)).toHaveFocus());
    await userEvent.keyboard('000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith('000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    await waitFor(() => expect(values(canvas)).toEqual(['', '', '', '', '', '']));
    await expect(box(canvas, 1)).toHaveFocus();
    await expect(box(canvas, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, 1)).toHaveAccessibleDescription(WRONG_CODE);
  },
};

export const ResendCountdown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resend code in 27 s')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  },
};

/** The real ticking, with a 2 s wait instead of 30 s. */
function CountdownDemo(props: OtpFormProps) {
  const [deadline] = useState(() => Date.now() + 2_000);
  return <OtpForm {...props} resendSecondsLeft={useCountdown(deadline)} />;
}

export const CountsDownToResend: Story = {
  render: (args) => <CountdownDemo {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^Resend code in [12] s$/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 5_000 }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const ResendClearsTheBoxes: Story = {
  args: { resendSecondsLeft: 0 },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(box(canvas, 1)).toHaveFocus());
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(values(canvas)).toEqual(['', '', '', '', '', '']));
    await expect(box(canvas, 1)).toHaveFocus();
  },
};

export const Resent: Story = {
  args: { resent: true, resendSecondsLeft: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('If +91 98765 00001 is registered for the back-office, a new 6-digit code is on its way.');
    await expect(canvas.getByText('Resend code in 30 s')).toBeVisible();
  },
};

export const ResendFails: Story = {
  args: { resendSecondsLeft: 0, resendError: 'Too many codes were requested for this number. Try again in 42 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many codes were requested for this number. Try again in 42 minutes.');
  },
};

export const ChangeNumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledOnce();
  },
};
