import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView, findRow, notifications, screenOf } from '../../helpers';

/** Written out here, not read from the app: the key is a stored format other builds must keep. */
const KEY = 'consult.important-links.v1';
const SEED_NAMES = ['Firebase Console', 'Google Play Console'];
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { version: number; links: { name: string; url: string }[] } | null;

/** /dashboard/links: the operators' important links, kept in this browser. */
const meta = {
  title: 'Pages/Dashboard/Links',
  parameters: { deeplink: { path: '/dashboard/links' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another tab of this browser stores these links: this tab hears of it as a storage event. */
function anotherTabStores(links: { id: string; name: string; url: string }[]) {
  const value = JSON.stringify({ version: 1, links });
  window.localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
}

/** Edit on the row of the link named `name`: its dialog. */
async function openEdit(canvasElement: HTMLElement, name: string) {
  const row = await findRow(await table(canvasElement), name);
  await userEvent.click(row.getByRole('button', { name: `Edit ${name}` }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: `Edit ${name}` }));
}

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Important links' });
const addForm = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: 'Add Link' }));

async function addLink(canvasElement: HTMLElement, name: string, url: string) {
  const form = addForm(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), name);
  await userEvent.type(form.getByRole('textbox', { name: /^URL/ }), url);
  await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
}

/** SPEC.md: two sample links to start with, each with Go. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Important Links') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Important Links' })).toBeVisible();
    const rows = within(await table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(SEED_NAMES);
    for (const name of SEED_NAMES) {
      const go = canvas.getByRole('link', { name: `Go to ${name} (opens in a new tab)` });
      await expect(go).toHaveAttribute('target', '_blank');
      await expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

/** Added links are kept in this browser, in the stored format. */
export const AddLink: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await addLink(canvasElement, 'Razorpay dashboard', 'https://dashboard.razorpay.com/');
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Added Razorpay dashboard.');
    const row = await findRow(await table(canvasElement), 'Razorpay dashboard');
    await expect(row.getByRole('link', { name: /^Go to Razorpay dashboard/ })).toHaveAttribute('href', 'https://dashboard.razorpay.com/');
    await expect(stored()?.links.map((link) => link.name)).toEqual([...SEED_NAMES, 'Razorpay dashboard']);
  },
};

/** Every validation message, and nothing is added. */
export const AddLinkInvalid: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const form = addForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
    await expect(await form.findByText('Name is required')).toBeVisible();
    await expect(form.getByText('URL is required')).toBeVisible();
    await addLink(canvasElement, 'Sneaky', 'javascript:alert(document.cookie)');
    await expect(await form.findByText('URL must be a web address starting with http:// or https://')).toBeVisible();
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(3);
    await expect(stored()).toBeNull();
  },
};

/** Edit keeps the same rules; a saved edit is stored. */
export const EditLink: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Google Play Console');
    const url = dialog.getByRole('textbox', { name: /^URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'data:text/html,<script>alert(1)</script>');
    await userEvent.click(dialog.getByRole('button', { name: 'Save link' }));
    await expect(await dialog.findByText('URL must be a web address starting with http:// or https://')).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://play.google.com/console/u/0/developers');
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Name/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Play Console');
    await userEvent.click(dialog.getByRole('button', { name: 'Save link' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Saved Play Console.');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    const after = await findRow(await table(canvasElement), 'Play Console');
    await expect(after.getByRole('link', { name: /^Go to Play Console/ })).toHaveAttribute('href', 'https://play.google.com/console/u/0/developers');
    await expect(stored()?.links[1]).toMatchObject({ name: 'Play Console', url: 'https://play.google.com/console/u/0/developers' });
  },
};

/** Escape leaves the link as it was. */
export const EditCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Firebase Console');
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Name/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await findRow(await table(canvasElement), 'Firebase Console');
    await expect(stored()).toBeNull();
  },
};

/** Remove asks first, naming the link; Cancel keeps it, Remove link removes it for good. */
export const RemoveLink: Story = {
  play: async ({ canvasElement }) => {
    const remove = async () => {
      const row = await findRow(await table(canvasElement), 'Firebase Console');
      await userEvent.click(row.getByRole('button', { name: 'Remove Firebase Console' }));
      return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link' }));
    };
    let dialog = await remove();
    await expect(dialog.getByText('Firebase Console')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await findRow(await table(canvasElement), 'Firebase Console');
    dialog = await remove();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove link' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Removed Firebase Console.');
    await waitFor(() => expect(within(canvasElement).queryByRole('rowheader', { name: 'Firebase Console' })).not.toBeInTheDocument());
    await expect(stored()?.links.map((link) => link.name)).toEqual(['Google Play Console']);
  },
};

/** Everything removed: the empty words, and the seed does not come back. */
export const Empty: Story = {
  beforeEach: () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, links: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No important links yet. Add one above.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Go to/ })).not.toBeInTheDocument();
  },
};

/** A stored value that does not parse (or smuggles a javascript: address) gives the seed links, with no error. */
export const CorruptStorage: Story = {
  beforeEach: () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, links: [{ id: 'x', name: 'Evil', url: 'javascript:alert(1)' }] }));
  },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), 'Firebase Console');
    await expect(canvas.queryByText('Evil')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

let storageRefuses = false;
const realSetItem = Storage.prototype.setItem;
/** This browser's localStorage refuses every write until `storageRefuses` is set back. */
const refuseStorage = () => {
  storageRefuses = true;
  Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
    if (storageRefuses && this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    realSetItem.call(this, key, value);
  };
  return () => {
    Storage.prototype.setItem = realSetItem;
  };
};

/**
 * The browser refuses to keep the links (quota exceeded, storage off): the list still changes,
 * a warning says it will not survive reload, and Retry keeps it once storage works again.
 */
export const StorageFullThenRetry: Story = {
  beforeEach: refuseStorage,
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await addLink(canvasElement, 'Razorpay dashboard', 'https://dashboard.razorpay.com/');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This browser is not keeping your links (storage is off or full). Changes will be lost on reload.');
    await findRow(await table(canvasElement), 'Razorpay dashboard');
    await expect(stored()).toBeNull();
    storageRefuses = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(stored()?.links.map((link) => link.name)).toEqual([...SEED_NAMES, 'Razorpay dashboard']);
  },
};

/** A removal the browser refuses to keep still removes the link here, says so, and the banner warns it will come back on reload. */
export const RemoveLinkStorageRefused: Story = {
  beforeEach: refuseStorage,
  play: async ({ canvas, canvasElement }) => {
    const row = await findRow(await table(canvasElement), 'Firebase Console');
    await userEvent.click(row.getByRole('button', { name: 'Remove Firebase Console' }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove link' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Removed Firebase Console.');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This browser is not keeping your links (storage is off or full). Changes will be lost on reload.');
    await waitFor(() => expect(within(canvasElement).queryByRole('rowheader', { name: 'Firebase Console' })).not.toBeInTheDocument());
    await expect(stored()).toBeNull();
  },
};

/** The link was removed in another tab while Remove was being confirmed: nothing else is removed, and the dialog says why. */
export const RemovedInAnotherTabMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(await table(canvasElement), 'Firebase Console');
    await userEvent.click(row.getByRole('button', { name: 'Remove Firebase Console' }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Remove link' }));
    anotherTabStores([{ id: 'seed-play-console', name: 'Google Play Console', url: 'https://play.google.com/console/' }]);
    await waitFor(() => expect(within(canvasElement).queryByRole('rowheader', { name: 'Firebase Console' })).not.toBeInTheDocument());
    await expect(await dialog.findByRole('status')).toHaveTextContent('This is no longer in the list. Cancel and look again.');
    await expect(dialog.getByRole('button', { name: 'Remove link' })).toBeDisabled();
    await expect(stored()?.links.map((link) => link.name)).toEqual(['Google Play Console']);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await findRow(await table(canvasElement), 'Google Play Console');
  },
};

/** The link was removed in another tab while it was being edited: the dialog says so, keeps what was typed, and adds it back. */
export const EditedWhileRemovedInAnotherTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Firebase Console');
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Firebase (prod)');
    anotherTabStores([{ id: 'seed-play-console', name: 'Google Play Console', url: 'https://play.google.com/console/' }]);
    await expect(await dialog.findByRole('status')).toHaveTextContent('Firebase Console was removed in another tab since you opened this. Add it back with your changes, or cancel.');
    await expect(name).toHaveValue('Firebase (prod)');
    await userEvent.click(dialog.getByRole('button', { name: 'Add it back' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Added Firebase (prod) back.');
    await findRow(await table(canvasElement), 'Firebase (prod)');
    await expect(stored()?.links.map((link) => [link.name, link.url])).toEqual([
      ['Google Play Console', 'https://play.google.com/console/'],
      ['Firebase (prod)', 'https://console.firebase.google.com/'],
    ]);
  },
};

/** Another tab of this browser changed the links: this tab shows its list without a reload. */
export const ChangedInAnotherTab: Story = {
  play: async ({ canvasElement }) => {
    await findRow(await table(canvasElement), 'Firebase Console');
    anotherTabStores([{ id: 'other', name: 'Shiprocket panel', url: 'https://app.shiprocket.in/' }]);
    await findRow(await table(canvasElement), 'Shiprocket panel');
    await expect(within(canvasElement).queryByRole('rowheader', { name: 'Firebase Console' })).not.toBeInTheDocument();
  },
};

/** The header search filters links by name or address. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'firebase');
    await waitFor(() => expect(within(canvasElement).queryByRole('rowheader', { name: 'Google Play Console' })).not.toBeInTheDocument());
    await findRow(canvasElement, 'Firebase Console');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'zzz');
    await expect(await canvas.findByText('No links match this search.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One card per row (issue 26), nothing wider than the screen.
    await findRow(canvasElement, 'Firebase Console');
    await expectCards(canvasElement);
  },
};
