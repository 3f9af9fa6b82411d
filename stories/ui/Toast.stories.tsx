import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { useToast } from '../../src/components/ui/toastContext';

/** Uses the ToastProvider every story (and the app) is wrapped in. */
function ToastDemo() {
  const toast = useToast();
  return (
    <div className="flex gap-2 p-4">
      <Button onClick={() => toast.success('Saved!')}>Save</Button>
      <Button variant="danger" onClick={() => toast.error('Save failed')}>
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(notifications(canvasElement).getByRole('status')).toHaveTextContent('Saved!');
  },
};

export const Failure: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(notifications(canvasElement).getByRole('alert')).toHaveTextContent('Save failed');
  },
};

export const Dismissed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(notifications(canvasElement).getByRole('button', { name: 'Dismiss: Saved!' }));
    await expect(notifications(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Stacked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const region = notifications(canvasElement);
    await expect(region.getByRole('status')).toHaveTextContent('Saved!');
    await expect(region.getByRole('alert')).toHaveTextContent('Save failed');
  },
};
