import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OperatorsTable } from '../../../src/features/operators/components/OperatorsTable';
import { busyKey } from '../../../src/lib/useInFlight';
import { expectCards, findRow, screenOf, tableStateStories } from '../../helpers';
import { aarav, operators, priya, rohan, sana } from './fixtures';

const meta = {
  title: 'Dashboard/Operators/OperatorsTable',
  component: OperatorsTable,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { busy: { control: false } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: operators,
    status: 'ready',
    error: '',
    emptyMessage: 'No operator matches this search.',
    sorting: null,
    onSortingChange: fn(),
    onRetry: fn(),
    busy: new Set<string>(),
    selfId: aarav._id,
    lastAdminId: aarav._id,
    onChangeRole: fn(),
    onDisable: fn(),
    onEnable: fn(),
    download: fn(),
  },
} satisfies Meta<typeof OperatorsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 48's columns: name, phone, role, status and last sign-in, then what an admin can do. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Phone', 'Role', 'Status', 'Last sign-in', 'Actions']);
    const row = await findRow(canvasElement, priya.name);
    const cells = row.getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells.slice(0, 3)).toEqual(['+91 98765 00002', 'Finance', 'Active']);
    // Day, time and part of day in the operator's time zone, as every back-office date.
    await expect(cells[3]).toMatch(/^2 Nov 2025, \d{1,2}:\d\d [ap]m, (Morning|Afternoon|Evening|Night)$/);
    await expect(row.getByRole('button', { name: `Change role: ${priya.name}` })).toBeEnabled();
    await expect(row.getByRole('button', { name: `Disable ${priya.name}` })).toBeEnabled();
    const disabled = await findRow(canvasElement, sana.name);
    await expect(disabled.getAllByRole('cell').map((cell) => cell.textContent).slice(2, 4)).toEqual(['Disabled', 'Never']);
    await expect(disabled.getByRole('button', { name: `Enable ${sana.name}` })).toBeEnabled();
  },
};

/** The admin's own row says 'You' and offers no change of their own role or status. */
export const OwnRow: Story = {
  play: async ({ canvasElement }) => {
    const own = await findRow(canvasElement, `${aarav.name} You`);
    await expect(own.getByText('You')).toBeVisible();
    await expect(own.getByText('Another admin changes your role or status.')).toBeVisible();
    await expect(own.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Change role lists every role, their own one off; the one picked is reported with the operator. */
export const ChangeRole: Story = {
  play: async ({ canvasElement, args }) => {
    const row = await findRow(canvasElement, rohan.name);
    await userEvent.click(row.getByRole('button', { name: `Change role: ${rohan.name}` }));
    const menu = within(await screenOf(canvasElement).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Viewer', 'Support (current)', 'Content', 'Finance', 'Admin']);
    await expect(menu.getByRole('menuitem', { name: 'Support (current)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Content' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(rohan, 'content');
  },
};

/** By keyboard: Enter opens the menu on its first role, the arrows move, Escape closes it with nothing picked. */
export const RoleMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const button = (await findRow(canvasElement, priya.name)).getByRole('button', { name: `Change role: ${priya.name}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menuElement = await screenOf(canvasElement).findByRole('menu');
    const menu = within(menuElement);
    // The menu keeps focus and points at the role the keyboard is on (aria-activedescendant).
    const onRole = (name: string) => expect(menuElement).toHaveAttribute('aria-activedescendant', menu.getByRole('menuitem', { name }).id);
    await waitFor(() => onRole('Viewer'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => onRole('Support'));
    await expect(menu.getByRole('menuitem', { name: 'Finance (current)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screenOf(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(args.onChangeRole).not.toHaveBeenCalled();
    // Open again for the picture: the menu under its button.
    await userEvent.keyboard('{Enter}');
    await screenOf(canvasElement).findByRole('menu');
  },
};

/** Disable and Enable report the operator; the page asks before Disable. */
export const DisableAndEnable: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await findRow(canvasElement, priya.name)).getByRole('button', { name: `Disable ${priya.name}` }));
    await expect(args.onDisable).toHaveBeenCalledWith(priya);
    await userEvent.click((await findRow(canvasElement, sana.name)).getByRole('button', { name: `Enable ${sana.name}` }));
    await expect(args.onEnable).toHaveBeenCalledWith(sana);
  },
};

/** The last active admin (seen by someone else): no change of role and no Disable, and why, read with each control. */
export const LastActiveAdmin: Story = {
  args: { selfId: null },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, aarav.name);
    const reason = `${aarav.name} is the last active admin: make another operator an admin before changing them.`;
    await expect(row.getByText(reason)).toBeVisible();
    for (const name of [`Change role: ${aarav.name}`, `Disable ${aarav.name}`]) {
      const control = row.getByRole('button', { name });
      await expect(control).toBeDisabled();
      await expect(control).toHaveAccessibleDescription(reason);
    }
  },
};

/** While a change to an operator runs, that row's controls wait; the others do not. */
export const Changing: Story = {
  args: { busy: new Set([busyKey('change', priya._id)]) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, priya.name);
    await expect(row.getByRole('button', { name: `Change role: ${priya.name}` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Disable ${priya.name}` })).toBeDisabled();
    await expect((await findRow(canvasElement, rohan.name)).getByRole('button', { name: `Disable ${rohan.name}` })).toBeEnabled();
  },
};

/** The CSV leaves the controls out. */
export const ExportCsv: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    const lines = csv.trim().split(/\r?\n/);
    await expect(lines[0]).toBe('Name,Phone,Role,Status,Last sign-in');
    // A cell starting with + is written with an apostrophe in front, so a spreadsheet never runs it (the kit's CSV).
    await expect(lines).toContain("Sana Qureshi,'+91 98765 00004,Content,Disabled,Never");
  },
};

const states = tableStateStories({ empty: 'No operator matches this search.', error: 'The operators service is restarting.' });
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.Error;

/** At 375 px, a card per operator: the figures on one line each, every control inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = await expectCards(canvasElement);
    await expect(cards).toHaveLength(operators.length);
    const card = within(cards[1]!);
    const phone = card.getByText('+91 98765 00002');
    await expect(phone.getBoundingClientRect().height).toBeLessThan(24);
    await expect(card.getByRole('button', { name: `Change role: ${priya.name}` })).toBeVisible();
  },
};
