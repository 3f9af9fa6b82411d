import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditLinkDialog } from '../../../src/features/links/components/EditLinkDialog';
import { SEED_LINKS } from '../../../src/features/links/model/importantLinks';
import { RemoveLinkDialog } from '../../../src/features/links/components/RemoveLinkDialog';
import { StorageWarning } from '../../../src/features/links/components/StorageWarning';

const link = SEED_LINKS[0]!;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const onSave = fn();

/** Edit, Remove and the storage warning of Important Links, each in isolation. */
const meta = {
  title: 'Dashboard/Links/LinkDialogs',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  render: () => <EditLinkDialog link={link} onSave={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: `Edit ${link.name}` });
    await expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue(link.url);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^URL/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^URL/ }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await expect(await within(dialog).findByText('URL must be a web address starting with http:// or https://')).toBeVisible();
  },
};

/** Another tab changed the link while it was being edited: the dialog says what it is now; saving replaces it. */
export const EditChangedMeanwhile: Story = {
  render: () => <EditLinkDialog link={link} current={{ ...link, name: 'Firebase (staging)', url: 'https://console.firebase.google.com/project/staging' }} onSave={onSave} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: `Edit ${link.name}` }));
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Another tab changed this link since you opened it: it is now Firebase (staging) (https://console.firebase.google.com/project/staging). Saving replaces that.',
    );
    // The form keeps what this operator opened and typed.
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(link.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Save link' }));
    await expect(onSave).toHaveBeenCalledWith(link, { name: link.name, url: link.url });
  },
};

/** Another tab removed the link while it was being edited: the changes are added back as a link, not saved into nothing. */
export const EditRemovedMeanwhile: Story = {
  render: () => <EditLinkDialog link={link} current={null} onSave={onSave} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: `Edit ${link.name}` }));
    await expect(dialog.getByRole('status')).toHaveTextContent(`${link.name} was removed in another tab since you opened this. Add it back with your changes, or cancel.`);
    await expect(dialog.queryByRole('button', { name: 'Save link' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Add it back' }));
    await expect(onSave).toHaveBeenCalledOnce();
  },
};

export const EditClosed: Story = {
  render: () => <EditLinkDialog link={null} onSave={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Remove: Story = {
  render: () => <RemoveLinkDialog target={link} asked={link} pending={false} error={null} blocked={null} onConfirm={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove link' });
    await expect(dialog).toHaveTextContent(`${link.name} (${link.url}) will be removed from Important Links in this browser.`);
    await expect(within(dialog).getByRole('button', { name: 'Remove link' })).toBeVisible();
  },
};

const onRetry = fn();

export const StorageRefused: Story = {
  render: () => <StorageWarning message="This browser is not keeping the links: they will be lost on reload." onRetry={onRetry} />,
  play: async ({ canvas }) => {
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('they will be lost on reload');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
