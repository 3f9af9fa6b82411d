import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { dismissToasts, showToast, SonnerToaster } from '../../src/components/ui/SonnerToaster';
import { notifications } from '../helpers';

/** The toaster itself, driven directly (the app reaches it through useToast, see UI/Toast). */
function ToasterDemo() {
  return (
    <div className="flex gap-2 p-4">
      <Button onClick={() => showToast({ kind: 'success', message: 'Bank details saved.' })}>Success</Button>
      <Button variant="danger" onClick={() => showToast({ kind: 'error', message: 'Error updating bank details. Please try again.' })}>
        Failure
      </Button>
      <Button variant="secondary" onClick={dismissToasts}>
        Dismiss all
      </Button>
      <SonnerToaster />
    </div>
  );
}

const meta = {
  title: 'UI/SonnerToaster',
  component: ToasterDemo,
} satisfies Meta<typeof ToasterDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A success is a polite status, a failure an alert; each can be dismissed by its own button. */
export const Kinds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Failure' }));
    const region = await notifications(canvasElement);
    await expect(await region.findByRole('status')).toHaveTextContent('Bank details saved.');
    await expect(await region.findByRole('alert')).toHaveTextContent('Error updating bank details. Please try again.');
    await userEvent.click(region.getByRole('button', { name: 'Dismiss: Bank details saved.' }));
    await waitFor(() => expect(region.queryByRole('status')).not.toBeInTheDocument());
  },
};

export const DismissAll: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = await notifications(canvasElement);
    await region.findByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(region.queryByRole('status')).not.toBeInTheDocument());
  },
};
