import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { loading } from '../../../src/api/mocks';
import type { Database } from '../../../src/api/backend/db';
import { tabHeading } from '../../fixtures';
import { screenOf } from '../../helpers';
import { activityRecords, consultantsNamed } from '../../dashboard/activity/activityFixtures';
import { top } from './earningsSteps';
import { closed, openPalette, typeInPaletteOnAPhone } from './paletteSteps';

/**
 * Issue 26's command palette in the real back-office: the layout, its shortcuts, the data from
 * MSW through the real routes, and where each choice leads. Every step is a key, not a click.
 */
const meta = {
  title: 'Pages/Dashboard/Palette',
  parameters: { deeplink: { path: '/dashboard' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab until `target` has focus: a few presses at most, none leaving `row`. */
async function tabWithinRowTo(row: HTMLElement, target: HTMLElement) {
  for (let presses = 0; presses < 4 && document.activeElement !== target; presses += 1) {
    await userEvent.tab();
    await expect(row).toContainElement(document.activeElement as HTMLElement);
  }
  await expect(target).toHaveFocus();
}

const headerSearch = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox', { name: 'Search this tab' });

/** Ctrl+K, a consultant's name, Enter: Earnings shows them alone, the keyboard on their row, and Tab (past the row's own links) reaches Settle Payment. */
export const ConsultantToSettle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard(top.name);
    // The backend finds the consultants (issue 47): Enter once the one sought is listed.
    await dialog.findByRole('option', { name: new RegExp(`^${top.name}`) });
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    await expect(headerSearch(canvasElement)).toHaveValue(top.dataid);
    const table = await canvas.findByRole('table', { name: 'Earnings by consultant' });
    // Earnings asks the backend for the search's page (issue 47): its one row, once it is in.
    const rowHeader = await within(table).findByRole('rowheader', { name: top.name });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(rowHeader).toHaveFocus());
    await tabWithinRowTo(rowHeader.closest('tr')!, within(table).getByRole('button', { name: `Settle payment for ${top.name}` }));
  },
};

/** On a phone: the header's button, a consultant's name, Enter; the keyboard (one paired with the phone) is on their card, and Tab reaches Settle Payment. */
export const ConsultantOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await typeInPaletteOnAPhone(canvasElement, top.name);
    await dialog.findByRole('option', { name: new RegExp(`^${top.name}`) });
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    // Below 640 px each row is a card (issue 26), named for its consultant.
    const card = await canvas.findByRole('article', { name: top.name });
    await waitFor(() => expect(card).toHaveFocus());
    await tabWithinRowTo(card, within(card).getByRole('button', { name: `Settle payment for ${top.name}` }));
  },
};

const chat = seed.chatRooms.find((room) => room.receiver.name === 'Ayesha Mishra')!;
const chatTitle = `${chat.sender.name} and ${chat.receiver.name}`;

/**
 * A chat, found by either person: here the one on its far side, who is a consultant too, so
 * both show; the two names pick the chat. The chat history opens on its thread, the keyboard on
 * the thread's heading.
 */
export const ChatRoom: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard(chat.receiver.name);
    const group = await dialog.findByRole('group', { name: 'Chats' });
    await expect(within(group).getByRole('option', { name: new RegExp(`^${chatTitle}`) })).toBeVisible();
    await expect(await within(await dialog.findByRole('group', { name: 'Consultants' })).findByRole('option', { name: new RegExp(`^${chat.receiver.name}`) })).toBeVisible();
    await userEvent.keyboard(`{Control>}a{/Control}${chatTitle}`);
    await waitFor(() => expect(dialog.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Chat history') })).toBeVisible();
    const heading = await canvas.findByRole('heading', { level: 2, name: chatTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: `Showing chat of ${chatTitle}` })).toHaveAttribute('aria-current', 'true');
  },
};

/** On a phone the thread takes the rooms' place, and the keyboard still lands on its heading. */
export const ChatRoomOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await typeInPaletteOnAPhone(canvasElement, chat.roomid);
    // The backend finds the room by its id; Enter once it is offered.
    await dialog.findByRole('option', { name: new RegExp(`^${chatTitle}`) });
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: chatTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Back to rooms' })).toBeVisible();
  },
};

/** Open over the page with a word typed, at 375 and 1280 px: the seed's pools, and the count read out. */
export const OpenWithAQuery: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard('pool');
    const group = await dialog.findByRole('group', { name: 'Pools' });
    const names = seed.pools.map((pool) => pool.name);
    await waitFor(() => expect(within(group).getAllByRole('option').map((option) => option.firstChild?.textContent)).toEqual(names));
    // Once every kind has come (the transactions are fetched from three typed characters).
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/^\d+ results\.$/));
  },
};

/** Nothing typed: the operator's own last changes (not a colleague's, not signing in), then the tabs; Down and Enter open one's history. */
export const RecentActions: Story = {
  parameters: {
    mockDb: (db: Database) => {
      db.activity = activityRecords;
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    const recent = await dialog.findByRole('group', { name: 'Recent actions' });
    // The fixtures' records of the signed-in operator: a sign-in and one settlement.
    await waitFor(() => expect(within(recent).getAllByRole('option')).toHaveLength(1));
    await expect(within(recent).getByRole('option', { name: new RegExp(consultantsNamed.settled.name) })).toBeVisible();
    await expect(within(recent).queryByRole('option', { name: new RegExp(consultantsNamed.edited.name) })).not.toBeInTheDocument();
    await expect(dialog.getByRole('group', { name: 'Tabs' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: `History of ${consultantsNamed.settled.name}` })).toBeVisible();
  },
};

const expense = seed.companyExpenses[0]!;
/** An expense type opens Company Expenses narrowed to it. */
export const ExpenseType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard(expense.expenseType.toLowerCase());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Company Expenses') })).toBeVisible();
    await expect(await canvas.findByRole('article', { name: expense.expenseType })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(headerSearch(canvasElement)).toHaveValue(expense.expenseType);
  },
};

/**
 * Chooses `name` in the palette and expects the Q&A Manager on `tab`, its list (`table`)
 * narrowed to that one record.
 */
function opensNarrowedList(name: string, table: string, tab: string): Story['play'] {
  return async ({ canvas, canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard(name);
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('table', { name: table });
    await expect(within(canvas.getByRole('tablist', { name: 'Q&A Manager sections' })).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(list).getAllByRole('row').slice(1)).toHaveLength(1));
    await expect(within(list).getByText(name)).toBeVisible();
  };
}

/** A pool opens its list in the Q&A Manager (here Inactive Pool), narrowed to it. */
export const Pool: Story = {
  play: opensNarrowedList(seed.pools.find((pool) => !pool.active)!.name, 'Inactive pools', 'Inactive Pool'),
};

/** A quiz opens its list in the Q&A Manager (here active quiz), narrowed to it. */
export const Quiz: Story = {
  play: opensNarrowedList(seed.quizzes.find((quiz) => quiz.active)!.name, 'Active quizzes', 'active quiz'),
};

/** The consultants are still coming: tabs are found at once, and the palette says what it waits for. */
export const WhileLoading: Story = {
  parameters: { msw: { handlers: loading('consultantsPage') } },
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard('earn');
    await expect(await dialog.findByRole('option', { name: 'Earnings' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Still loading consultants…'));
  },
};

/** '/' goes to the header search without typing itself; there '/' and '?' are typed like any key; Escape leaves the palette closed and focus where it was. */
export const SlashFocusesTheSearch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.keyboard('/');
    const search = headerSearch(canvasElement);
    await expect(search).toHaveFocus();
    await userEvent.keyboard('a/b?');
    await expect(search).toHaveValue('a/b?');
    await expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** '?' lists the shortcuts; Escape closes the list. */
export const QuestionMarkListsShortcuts: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') });
    await userEvent.keyboard('?');
    const shortcuts = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' }));
    await expect(shortcuts.getByText('Go to the search of this tab')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

/** Ctrl+K works from the shortcuts list too (it gives way to the palette), and closes the palette again. */
export const ControlKFromTheShortcuts: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') });
    await userEvent.keyboard('?');
    await screenOf(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await screenOf(canvasElement).findByRole('dialog', { name: 'Search everything' });
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}k{/Control}');
    await closed(canvasElement);
  },
};

/** On a phone there is no Ctrl+K: the header's button opens the palette with a touch. */
export const ButtonOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await typeInPaletteOnAPhone(canvasElement, 'meera');
    // By name, as the backend finds them (issue 47).
    const meeras = seed.consultants
      .filter((c) => c.name.startsWith('Meera '))
      .map((c) => c.name)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    const group = await dialog.findByRole('group', { name: 'Consultants' });
    await waitFor(() => expect(within(group).getAllByRole('option').map((option) => option.firstChild?.textContent)).toEqual(meeras));
  },
};
