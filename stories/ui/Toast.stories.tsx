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

/** A form with a toast beside it: dismissing the toast with the mouse leaves the keyboard where it was. */
function ToastBesideAField() {
  const toast = useToast();
  return (
    <div className="flex flex-col gap-2 p-4">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Note
        <input className="rounded-md border border-gray-300 px-3 py-2" />
      </label>
      <Button variant="danger" onClick={() => toast.error('Save failed')}>
        Save
      </Button>
    </div>
  );
}

/**
 * Dismiss clicked with the mouse takes no focus: sonner would otherwise hand focus back to the
 * Save button, when the last toast goes, in the middle of what the operator types next.
 */
export const DismissedWithTheMouseKeepsTheKeyboard: Story = {
  render: () => <ToastBesideAField />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await notifications(canvasElement);
    await region.findByRole('alert');
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Typed');
    await userEvent.click(region.getByRole('button', { name: 'Dismiss: Save failed' }));
    await expect(note).toHaveFocus();
    await waitFor(() => expect(region.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.keyboard(' more');
    await expect(note).toHaveFocus();
    await expect(note).toHaveValue('Typed more');
  },
};
