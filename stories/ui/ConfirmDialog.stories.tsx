import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/components/ui/ConfirmDialog';
import { dialogDemo } from '../dialogDemo';

/** Open/close is the caller's; the story keeps it so Cancel and Escape really close. */
const Demo = dialogDemo(ConfirmDialog, 'Settle Payment');

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    title: 'Settle payment?',
    confirmLabel: 'Settle ₹12,500.50',
    pendingLabel: 'Settling…',
    tone: 'primary',
    children: (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Consultant</dt>
        <dd>Asha Verma</dd>
        <dt className="font-medium">Amount</dt>
        <dd>₹12,500.50</dd>
        <dt className="font-medium">Bank details</dt>
        <dd>HDFC 50100234567890, IFSC HDFC0001234</dd>
      </dl>
    ),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Settle payment?' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(await dialog(canvasElement));
    await expect(panel.getByText('Asha Verma')).toBeVisible();
    await expect(panel.getByText('HDFC 50100234567890, IFSC HDFC0001234')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Settle ₹12,500.50' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await dialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await dialog(canvasElement)).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A double click on confirm sends once. */
export const DoubleClickSendsOnce: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.dblClick(within(await dialog(canvasElement)).getByRole('button', { name: 'Settle ₹12,500.50' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Things changed under the dialog (another operator got there first): it says why, and confirm is off. */
export const Blocked: Story = {
  args: { blocked: 'Asha Verma has no earnings to settle now. Cancel and look again.' },
  play: async ({ canvasElement, args }) => {
    const panel = within(await dialog(canvasElement));
    await expect(panel.getByRole('status')).toHaveTextContent('Asha Verma has no earnings to settle now. Cancel and look again.');
    const confirm = panel.getByRole('button', { name: 'Settle ₹12,500.50' });
    await expect(confirm).toBeDisabled();
    confirm.click();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const panel = within(await dialog(canvasElement));
    await expect(panel.getByRole('button', { name: 'Settling…' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  args: { error: 'The server had a problem (500). Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const panel = within(await dialog(canvasElement));
    await expect(panel.getByRole('alert')).toHaveTextContent('The server had a problem (500). Please try again later.');
    await userEvent.click(panel.getByRole('button', { name: 'Settle ₹12,500.50' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: { title: 'Delete expense type?', confirmLabel: 'Delete', tone: 'danger', children: <p>Rent and its 3 payments will be deleted.</p> },
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete expense type?' }));
    await expect(panel.getByText('Rent and its 3 payments will be deleted.')).toBeVisible();
  },
};
