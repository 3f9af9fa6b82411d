import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import seed from '../../db.json';
import { CommandPalette, type PaletteGroup, type PaletteItem } from '../../src/components/dashboard/CommandPalette';
import { specDashboardMenu } from '../fixtures';
import { screenOf } from '../helpers';
import { dialogDemo } from '../dialogDemo';

// The story's own items, from the seed and SPEC.md's menu: never from the app's palette hook.
const tabs: PaletteItem[] = specDashboardMenu.map((label) => ({ id: `tab:${label}`, label }));
const consultants: PaletteItem[] = seed.consultants.map((c) => ({ id: `consultant:${c._id}`, label: c.name, detail: `${c.dataid} · ${c.phoneNumber}`, terms: [c.dataid], phones: [c.phoneNumber] }));
const expenses: PaletteItem[] = seed.companyExpenses.map((e) => ({ id: `expense:${e._id}`, label: e.expenseType }));
const quizzes: PaletteItem[] = seed.quizzes.map((q) => ({ id: `quiz:${q._id}`, label: q.name, terms: [q.domain] }));
const pools: PaletteItem[] = seed.pools.map((p) => ({ id: `pool:${p._id}`, label: p.name }));
const recent: PaletteItem[] = [
  { id: 'activity:1', label: `Settled a payment: ${seed.consultants[3]!.name}`, detail: '3 Nov, 9:12 am, Morning' },
  { id: 'activity:2', label: `Added a payment: ${seed.companyExpenses[0]!.expenseType}`, detail: '2 Nov, 6:40 pm, Evening' },
];

const groups: PaletteGroup[] = [
  { id: 'tabs', label: 'Tabs', items: tabs, limit: tabs.length },
  { id: 'consultants', label: 'Consultants', items: consultants },
  { id: 'expenses', label: 'Expense types', items: expenses },
  { id: 'quizzes', label: 'Quizzes', items: quizzes },
  { id: 'pools', label: 'Pools', items: pools },
  { id: 'recent', label: 'Recent actions', items: recent },
];

/** The seed's consultants whose name has `word`, in seed order: what the palette should list for it. */
const named = (word: string) => seed.consultants.filter((c) => c.name.toLowerCase().includes(word)).map((c) => c.name);

/** Open and closed are the story's own (dialogDemo). */
const Demo = dialogDemo(CommandPalette, 'Search everything');

const meta = {
  title: 'Dashboard/CommandPalette',
  component: CommandPalette,
  render: (args) => <Demo {...args} />,
  args: { open: true, groups, browse: ['recent', 'tabs'], onChoose: fn(), onClose: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within<typeof queries>>;

const palette = async (canvasElement: HTMLElement) => within(await screenOf(canvasElement).findByRole('dialog', { name: 'Search everything' }));
const input = (dialog: Scope) => dialog.getByRole('combobox', { name: 'Find a tab, a record or a recent action' });
const optionNames = (dialog: Scope) => dialog.getAllByRole('option').map((option) => option.querySelector('span')?.textContent);

/** A name typed: the consultants who have it, under their group, and the count read out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'ghosh');
    const expected = named('ghosh');
    await expect(expected.length).toBeGreaterThan(1);
    const group = dialog.getByRole('group', { name: 'Consultants' });
    await expect(optionNames(within(group))).toEqual(expected);
    await expect(dialog.getByRole('status')).toHaveTextContent(`${expected.length} results.`);
    await expect(dialog.queryByRole('group', { name: 'Tabs' })).not.toBeInTheDocument();
  },
};

/** Nothing typed yet: what the operator did last, then every tab of the menu. */
export const EmptyQuery: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await palette(canvasElement);
    await waitFor(() => expect(input(dialog)).toHaveFocus());
    await expect(dialog.getAllByRole('group').map((group) => within(group).getAllByRole('option').length)).toEqual([recent.length, specDashboardMenu.length]);
    const tabGroup = dialog.getByRole('group', { name: 'Tabs' });
    await expect(within(tabGroup).getAllByRole('option').map((option) => option.textContent)).toEqual([...specDashboardMenu]);
    await expect(within(dialog.getByRole('group', { name: 'Recent actions' })).getByRole('option', { name: new RegExp(`^Settled a payment: ${seed.consultants[3]!.name}`) })).toBeVisible();
    await expect(dialog.queryByRole('group', { name: 'Consultants' })).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'qqqzzz');
    await expect(dialog.getByRole('status')).toHaveTextContent('No results for “qqqzzz”.');
    await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The consultants are still coming: tabs are found meanwhile, and the palette says what it still waits for. */
export const Loading: Story = {
  args: { groups: groups.map((group) => (group.id === 'consultants' || group.id === 'pools' ? { ...group, items: [], status: 'loading' as const } : group)) },
  play: async ({ canvasElement }) => {
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'earn');
    await expect(dialog.getByRole('option', { name: 'Earnings' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('1 result. Still loading consultants and pools…');
  },
};

/** One kind could not be had: the others are still found, and the reason is shown. */
export const OneKindFails: Story = {
  args: { groups: groups.map((group) => (group.id === 'quizzes' ? { ...group, items: [], status: 'error' as const, error: 'The server had a problem. Please try again later.' } : group)) },
  play: async ({ canvasElement }) => {
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'pool');
    await expect(dialog.getByText('Quizzes could not be loaded: The server had a problem. Please try again later.')).toBeVisible();
    await expect(within(dialog.getByRole('group', { name: 'Pools' })).getAllByRole('option')).toHaveLength(seed.pools.length);
  },
};

/** A phone number finds its consultant however it is typed: with +91 and spaces here. */
export const FindsByPhone: Story = {
  play: async ({ canvasElement }) => {
    const someone = seed.consultants[5]!;
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), `+91 ${someone.phoneNumber.slice(0, 5)} ${someone.phoneNumber.slice(5)}`);
    await expect(optionNames(dialog)).toEqual([someone.name]);
  },
};

/** The first result is ready for Enter; Down moves to the next, and Enter chooses it and closes. */
export const ArrowDownAndEnterChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'ghosh');
    const [, second] = named('ghosh');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input(dialog).getAttribute('aria-activedescendant')).toBe(dialog.getByRole('option', { name: new RegExp(`^${second}`) }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ label: second }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape closes without choosing, and focus is back on what opened the palette. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement, args }) => {
    const opener = canvas.getByRole('button', { name: 'Search everything' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'pool');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/** At 375 px: the palette fills the width, results stack their details under their names. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'meera');
    await expect(optionNames(dialog)).toEqual(named('meera'));
  },
};

/** At 1280 px, with the key hints shown under the results. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), 'sa');
    await expect(dialog.getByText('to move,', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Consultants' })).toBeVisible();
  },
};

const payments: PaletteItem[] = seed.transactions.map((t) => ({ id: `transaction:${t._id}`, label: `₹${t.amount} from ${t.userRef?.name ?? 'Unknown'}` }));
/** A group searched by its own index: here the start of a transaction's id (what a large list does instead of matching every item). */
const byIdStart = fn((query: string, limit: number) => payments.filter((item) => item.id.startsWith(`transaction:${query.trim()}`)).slice(0, limit));
const wanted = seed.transactions[0]!;

/**
 * A group with its own search (`find`) is asked for the query and its limit instead of having
 * its items matched; the page is told what is typed (`onQueryChange`), for a list it fetches
 * only for a query long enough to need it.
 */
export const GroupWithItsOwnSearch: Story = {
  args: { groups: [...groups, { id: 'transactions', label: 'Transactions', items: [], find: byIdStart, limit: 4 }], onQueryChange: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = await palette(canvasElement);
    await userEvent.type(input(dialog), wanted._id.slice(0, 6));
    const group = await dialog.findByRole('group', { name: 'Transactions' });
    await expect(within(group).getByRole('option', { name: `₹${wanted.amount} from ${wanted.userRef?.name ?? 'Unknown'}` })).toBeVisible();
    await expect(byIdStart).toHaveBeenLastCalledWith(wanted._id.slice(0, 6), 4);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(wanted._id.slice(0, 6));
    // Nothing typed: a group with its own search is not browsed.
    await userEvent.clear(input(dialog));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(dialog.queryByRole('group', { name: 'Transactions' })).not.toBeInTheDocument();
  },
};
