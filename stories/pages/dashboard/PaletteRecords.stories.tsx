import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { tabHeading } from '../../fixtures';
import { closed, openPalette, typeInPaletteOnAPhone } from './paletteSteps';

/**
 * The command palette's bookings, app issues and transactions, in the real back-office: a choice
 * opens its tab showing that record alone (`?record=<id>`, which no search of the tab's could do:
 * booking 1's ID is in 10, 11 and 21 too), says so above the table, and puts the keyboard on it.
 */
const meta = {
  title: 'Pages/Dashboard/Palette Records',
  parameters: { deeplink: { path: '/dashboard' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const booking = seed.bookings.find((b) => b.id === 1)!;
const bookingTitle = `Booking 1: ${booking.bookedBy} with ${booking.consultant}`;

/**
 * Booking 1, found by its ID: the closest match of the Bookings group. Booking Summary shows it
 * alone, the keyboard on its row; 'Show every booking' brings back the rest, the keyboard in the list.
 */
export const Booking: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard('1');
    const group = await dialog.findByRole('group', { name: 'Bookings' });
    await waitFor(() => expect(within(group).getAllByRole('option')[0]).toHaveAccessibleName(new RegExp(`^${bookingTitle}`)));
    // Booking 10 and others whose ID starts with 1 are offered too.
    await expect(within(group).getAllByRole('option').length).toBeGreaterThan(1);
    await userEvent.click(within(group).getAllByRole('option')[0]!);
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Booking Summary') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Showing one booking: 1' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Bookings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: '1' })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Show every booking' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(seed.bookings.length + 1));
    await expect(canvas.queryByRole('heading', { level: 2, name: /^Showing one/ })).not.toBeInTheDocument();
    // The button has gone; the keyboard is on the list, not thrown back to the page's start.
    await expect(document.activeElement).toContainElement(table);
  },
};

const issue = seed.app_issues.find((i) => i.id === 2)!;

/** An app issue, found by the number that raised it written without its spaces and +91: App Issues shows it alone, with Mark solved in reach. */
export const AppIssueByPhone: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard(issue.number.replace(/^\+91|\s/g, ''));
    // The backend finds it by its number's digits; Enter once it is offered, as a person waits for it.
    await dialog.findByRole('option', { name: new RegExp(`^Issue ${issue.id} from`) });
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('App Issues') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: `Showing one app issue: ${issue.id}` })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'App issues' });
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: String(issue.id) })).toHaveFocus());
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByRole('cell', { name: issue.name })).toBeVisible();
  },
};

const payment = seed.transactions[0]!;
const payer = payment.userRef?.name ?? 'Unknown';
const paymentTitle = `₹${payment.amount} from ${payer} to ${payment.consultantRef.name}`;

/**
 * On a phone: a transaction, found by the start of its id; TransactionsList shows its card
 * alone, named in words (its id is on no column), the keyboard on it.
 */
export const TransactionOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await typeInPaletteOnAPhone(canvasElement, payment._id.slice(0, 8));
    const group = await dialog.findByRole('group', { name: 'Transactions' });
    await expect(within(group).getByRole('option', { name: new RegExp(`^${paymentTitle}`) })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: `Showing one transaction: ${paymentTitle}` })).toBeVisible();
    const card = await canvas.findByRole('article', { name: payer });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

const paidBy = seed.transactions.filter((t) => t.userRef?.name === payer);

/** A person's payments: 'Paid by' and their name opens TransactionsList searched for them (Paid By), with how many there are. */
export const PaymentsOfAPerson: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard(`paid by ${payer}`);
    const group = await dialog.findByRole('group', { name: 'Transactions' });
    const option = await within(group).findByRole('option', { name: new RegExp(`^Paid by ${payer}`) });
    await expect(option).toHaveTextContent(`${paidBy.length} transaction`);
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('TransactionsList') })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Paid By' })).toHaveValue(payer);
    const table = await canvas.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(paidBy.length + 1));
  },
};

/** A link to a booking that is no longer there (or never was): looked for, said plainly, and the rest one press away. */
export const RecordNotThere: Story = {
  parameters: { deeplink: { path: '/dashboard/bookings?record=999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Looking for one booking: 999' })).toBeVisible();
    await expect(await canvas.findByText('No booking has the ID 999.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every booking' }));
    const table = await canvas.findByRole('table', { name: 'Bookings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(seed.bookings.length + 1));
  },
};

const question = seed.questions.find((q) => q.question === 'Which organ in the human body produces insulin?')!;

/**
 * A question, found by a word of its text: the Q&A Manager opens on its list (Not Live) and its
 * subject, the keyboard on its card, and Tab reaches its Make Live.
 */
export const QuestionToMakeLive: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard('insulin');
    const group = await dialog.findByRole('group', { name: 'Questions' });
    await expect(within(group).getByRole('option', { name: new RegExp(`^${question.question.replace('?', '\\?')}`) })).toHaveTextContent(`Not Live · ${question.subject}`);
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(within(await canvas.findByRole('tablist', { name: 'Q&A Manager sections' })).getByRole('tab', { name: 'Not Live' })).toHaveAttribute('aria-selected', 'true');
    const card = await canvas.findByRole('article', { name: question.question });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(canvas.getByRole('button', { name: new RegExp(`^${question.subject}`), pressed: true })).toBeVisible();
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Make Live' })).toHaveFocus();
  },
};

/** An important link (kept in this browser), found by its address: Important Links shows it alone, the keyboard on its row, Tab reaching its Edit. */
export const ImportantLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('play.google');
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Showing one link: Google Play Console' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Important links' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'Google Play Console' })).toHaveFocus());
  },
};

const aws = seed.companyExpenses.find((type) => type.expenseType === 'AWS Hosting')!;

/** An unpaid expense payment, found by its amount: Company Expenses opens on its type, the keyboard on the payment's row, and Tab reaches its Mark paid. */
export const ExpensePaymentToMarkPaid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard('24414');
    const group = await dialog.findByRole('group', { name: 'Expense payments' });
    await expect(within(group).getByRole('option', { name: /^₹24,414 of 1 Sept? · AWS Hosting/ })).toHaveTextContent('Not paid');
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    const card = await canvas.findByRole('article', { name: aws.expenseType });
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    const row = within(card).getByRole('listitem', { name: /^₹24,414 of 1 Sept?$/ });
    await waitFor(() => expect(row).toHaveFocus());
    await userEvent.tab();
    await expect(within(row).getByRole('button', { name: /^Mark paid: ₹24,414/ })).toHaveFocus();
  },
};

const match = seed.quizMatches[0]!;
const playerName = (id: string) => seed.users.find((user) => user._id === id)!.name;
const matchTitle = `${playerName(match.player1.playerId)} vs ${playerName(match.player2.playerId)}`;

/**
 * A quiz match, found by a player's name (the palette asks for the players' names once three
 * characters are typed): Quiz Details shows it alone, named by its players, the keyboard on its
 * row (named by when it was played).
 */
export const QuizMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openPalette(canvasElement);
    await userEvent.keyboard(playerName(match.player2.playerId));
    const group = await dialog.findByRole('group', { name: 'Quiz matches' });
    const option = await within(group).findByRole('option', { name: new RegExp(`^${matchTitle}`) });
    await expect(option).toHaveTextContent(`${match.quizDetails.subject} · played 13 Oct, 10:08 am, Morning`);
    await userEvent.click(option);
    await closed(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Quiz Details') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: `Showing one quiz match: ${matchTitle}` })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Quiz matches' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: '13 Oct, 10:08 am, Morning' })).toHaveFocus());
  },
};
