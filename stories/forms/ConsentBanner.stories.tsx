import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConsentBanner, CONSENT_QUESTION, type ConsentBannerProps } from '../../src/components/forms/ConsentBanner';
import type { ConsentChoice } from '../../src/lib/consent';

/** Holds the answer the way a page does, so a choice changes what the banner shows. */
function Stateful(args: ConsentBannerProps) {
  const [consent, setConsent] = useState(args.consent);
  const change = (choice: ConsentChoice) => {
    args.onChange(choice);
    setConsent(choice);
  };
  return <ConsentBanner consent={consent} onChange={change} />;
}

const meta = {
  title: 'Forms/ConsentBanner',
  component: ConsentBanner,
  args: { consent: 'unknown', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <main className="min-h-96 p-4"><Story /></main>],
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toHaveTextContent(CONSENT_QUESTION);
    await expect(canvas.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('granted');
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveFocus());
  },
};

export const Decline: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('denied');
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithdrawAfterAllowing: Story = {
  args: { consent: 'granted' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const settings = canvas.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(banner).toHaveTextContent('You currently allow it.');
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('denied');
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveFocus());
  },
};

export const ReopenedWithoutChanging: Story = {
  args: { consent: 'denied' },
  play: async ({ canvas, args }) => {
    const settings = canvas.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    await expect(canvas.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent('You currently decline it.');
    await userEvent.click(settings);
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
