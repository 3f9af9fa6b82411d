import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import { empty, failTimes, loading, recorded } from '../../../src/api/mocks';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView, screenOf, tabListLoading } from '../../helpers';
import { openPalette } from './paletteSteps';
import { OPERATORS_PATH, operatorRow, withSignIns } from '../../dashboard/operators/pageSteps';

/** /dashboard/operators (issue 48): who may sign in, with what role; an admin's tab. */
const meta = {
  title: 'Pages/Dashboard/Operators',
  parameters: { deeplink: { path: OPERATORS_PATH }, session: 'signed-in', mockDb: withSignIns },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [aarav, priya, rohan, sana] = seed.operators;
if (!aarav || !priya || !rohan || !sana) throw new RangeError('db.json needs its four operators');

/** Every operator from POST /operators; the admin signed in is 'You', with nothing to change on their own row. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Operators') })).toBeVisible();
    const menu = within(canvas.getAllByRole('navigation', { name: 'Dashboard' })[0]!);
    await expect(menu.getByRole('link', { name: 'Operators' })).toHaveAttribute('aria-current', 'page');
    const own = await operatorRow(canvasElement, `${aarav.name} You`);
    await expect(own.getByText('Another admin changes your role or status.')).toBeVisible();
    await expect(own.queryByRole('button')).not.toBeInTheDocument();
    const row = await operatorRow(canvasElement, priya.name);
    await expect(row.getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['+91 98765 00002', 'Finance', 'Active']);
    await expect(row.getAllByRole('cell')[3]).toHaveTextContent(/^2 Nov 2025, /);
    await expect((await operatorRow(canvasElement, sana.name)).getAllByRole('cell')[3]).toHaveTextContent('Never');
    await expect(canvas.getByRole('form', { name: 'Add operator' })).toBeVisible();
    // At 1280 px every control of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

/**
 * Priya is the one active admin besides the operator looking (whose own row offers nothing):
 * her row keeps its controls off, and says why.
 */
export const LastActiveAdmin: Story = {
  parameters: {
    mockDb: (db: Database) => {
      withSignIns(db);
      db.operators = db.operators.map((operator) => (operator._id === aarav._id ? { ...operator, role: 'content' } : operator._id === priya._id ? { ...operator, role: 'admin' } : operator));
    },
  },
  play: async ({ canvasElement }) => {
    const row = await operatorRow(canvasElement, priya.name);
    const reason = 'Priya Nair is the last active admin: make another operator an admin before changing them.';
    await expect(row.getByText(reason)).toBeVisible();
    await expect(row.getByRole('button', { name: `Change role: ${priya.name}` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Disable ${priya.name}` })).toHaveAccessibleDescription(reason);
  },
};

/** At 375 px: a card per operator, every control inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await operatorRow(canvasElement, priya.name);
    const cards = await expectCards(canvasElement);
    await expect(cards).toHaveLength(seed.operators.length);
    await expect(within(cards[1]!).getByRole('button', { name: `Change role: ${priya.name}` })).toBeVisible();
  },
};

/** The header search finds an operator by role too. */
export const SearchByRole: Story = {
  parameters: { deeplink: { path: `${OPERATORS_PATH}?q=finance` } },
  play: async ({ canvasElement }) => {
    await operatorRow(canvasElement, priya.name);
    await waitFor(() => expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(1));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('operators') } },
  play: async ({ canvasElement }) => {
    await tabListLoading(canvasElement, 'Operators');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('operators') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No operators yet. Add one above.')).toBeVisible();
  },
};

/** The first load fails with the reason; Retry loads the list. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('operators', 1, 'The operators service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The operators service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await operatorRow(canvasElement, priya.name);
  },
};

const bodies: unknown[] = [];

/**
 * A role that is not admin (Support) is told it has no access, instead of a failure; the list
 * is not even asked for, and neither the menu nor the command palette offers the tab.
 */
export const SupportHasNoAccess: Story = {
  parameters: { role: 'support', msw: { handlers: recorded('operators', bodies) } },
  beforeEach: () => {
    bodies.length = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Operators') })).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent("You don't have access to Operators");
    await expect(status).toHaveTextContent('Your role (Support) cannot manage operators. Ask an admin if you need it.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Add operator' })).not.toBeInTheDocument();
    for (const menu of canvas.getAllByRole('navigation', { name: 'Dashboard' })) await expect(within(menu).queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
    await expect(bodies).toHaveLength(0);
    const palette = await openPalette(canvasElement, 'Operators');
    const tabs = within(palette.getByRole('group', { name: 'Tabs' }));
    await expect(tabs.getByRole('option', { name: 'Activity' })).toBeVisible();
    await expect(tabs.queryByRole('option', { name: 'Operators' })).not.toBeInTheDocument();
  },
};

/** The same at 375 px, for a finance operator. */
export const FinanceHasNoAccessOnPhone: Story = {
  parameters: { role: 'finance' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You don't have access to Operators")).toBeVisible();
  },
};

/** An admin finds the tab in the command palette. */
export const PaletteOffersOperatorsToAdmin: Story = {
  parameters: { deeplink: { path: '/dashboard/activity' } },
  play: async ({ canvasElement }) => {
    const palette = await openPalette(canvasElement, 'Activity');
    await userEvent.click(within(palette.getByRole('group', { name: 'Tabs' })).getByRole('option', { name: 'Operators' }));
    await operatorRow(canvasElement, priya.name);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
