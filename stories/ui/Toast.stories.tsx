import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { useToast } from '../../src/components/ui/toastContext';
import { notifications } from '../helpers';

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

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Saved!');
  },
};

export const Failure: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Save failed');
  },
};

export const Dismissed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await notifications(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Dismiss: Saved!' }));
    await waitFor(() => expect(region.queryByRole('status')).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const region = await notifications(canvasElement);
    await expect(await region.findByRole('status')).toHaveTextContent('Saved!');
    await expect(await region.findByRole('alert')).toHaveTextContent('Save failed');
  },
};

/** Sonner's hotkey (Alt+T) takes the keyboard to the toasts, where Dismiss can be reached. */
export const ReachableByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const region = await notifications(canvasElement);
    await region.findByRole('alert');
    await userEvent.keyboard('{Alt>}t{/Alt}');
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.activeElement?.closest('[aria-label^="Notifications"]')).not.toBeNull());
  },
};
