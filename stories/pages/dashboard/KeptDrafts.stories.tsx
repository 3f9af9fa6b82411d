import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DRAFT_RESTORED } from '../../../src/components/ui/useKeptDraft';
import { signOutInAnotherTab, tabHeading } from '../../fixtures';
import { findRow, notifications, signInAgain } from '../../helpers';
import seed from '../../../db.json';
import { getMockDb } from '../../../src/api/mocks';
import { searchFor, table } from './earningsSteps';

/**
 * What an operator typed survives their session ending under it (idle too long, the 12-hour
 * limit, a 401 in another tab): after signing in again the form holds it and says so. A logout
 * keeps nothing.
 */
const meta = {
  title: 'Pages/Dashboard/KeptDrafts',
  parameters: { session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const notification = { title: 'Diwali bonus', body: 'Double earnings on every call this weekend.' };

async function typeNotification(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), notification.title);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), notification.body);
}

/** The session ends while a notification is half written: signed in again, the form holds it and says so; sending clears both. */
export const NotificationKeptOverSignIn: Story = {
  parameters: { deeplink: { path: '/dashboard' } },
  play: async ({ canvas, canvasElement }) => {
    await typeNotification(canvasElement);
    signOutInAnotherTab('expired');
    await expect(await canvas.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    await signInAgain(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
    await expect(await canvas.findByText(DRAFT_RESTORED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(notification.title);
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveValue(notification.body);
    // It comes back once: kept no longer.
    await expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('consult.form-draft'))).toEqual([]);
  },
};

/** The operator logged out (here, in another tab): signed in again, the form is empty. */
export const NothingKeptAfterLogout: Story = {
  parameters: { deeplink: { path: '/dashboard' } },
  play: async ({ canvas, canvasElement }) => {
    await typeNotification(canvasElement);
    signOutInAnotherTab('logout');
    await expect(await canvas.findByText('You signed out in another tab.')).toBeVisible();
    await signInAgain(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(canvas.queryByText(DRAFT_RESTORED)).toBeNull();
  },
};

/** The same for a payment half added to a type on a phone: the date and amount come back in that type's card. */
export const PaymentKeptOverSignIn: Story = {
  parameters: { deeplink: { path: '/dashboard/expenses' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const card = within(await canvas.findByRole('article', { name: 'Marketing' }));
    await userEvent.type(card.getByLabelText(/^Payment date/), '2026-11-15');
    await userEvent.type(card.getByLabelText(/^Amount/), '12500.50');
    signOutInAnotherTab('expired');
    await signInAgain(canvasElement);
    const again = within(await canvas.findByRole('article', { name: 'Marketing' }));
    await expect(again.getByText(DRAFT_RESTORED)).toBeVisible();
    await expect(again.getByLabelText(/^Payment date/)).toHaveValue('2026-11-15');
    await expect(again.getByLabelText(/^Amount/)).toHaveValue(12500.5);
    await expect(within(await canvas.findByRole('article', { name: 'AWS Hosting' })).queryByText(DRAFT_RESTORED)).toBeNull();
  },
};

/**
 * A payment half typed into Marketing, then a search that hides Marketing (to look at another
 * type's payments) and cleared again: the date and amount are still there, with no note, and
 * the keyboard stays in the search box.
 */
export const PaymentTypingSurvivesASearch: Story = {
  parameters: { deeplink: { path: '/dashboard/expenses' } },
  play: async ({ canvas }) => {
    const marketing = within(await canvas.findByRole('article', { name: 'Marketing' }));
    await userEvent.type(marketing.getByLabelText(/^Payment date/), '2026-11-15');
    await userEvent.type(marketing.getByLabelText(/^Amount/), '12500.50');
    const search = canvas.getByRole('searchbox', { name: 'Search this tab' });
    await userEvent.type(search, 'office');
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Marketing' })).toBeNull());
    await userEvent.clear(search);
    const again = within(await canvas.findByRole('article', { name: 'Marketing' }));
    await expect(again.getByLabelText(/^Payment date/)).toHaveValue('2026-11-15');
    await expect(again.getByLabelText(/^Amount/)).toHaveValue(12500.5);
    await expect(again.queryByText(DRAFT_RESTORED)).toBeNull();
    await expect(search).toHaveFocus();
  },
};

const harpreet = seed.consultants.find((c) => c.name === 'Harpreet Ghosh');
if (!harpreet) throw new Error('db.json lacks Harpreet Ghosh');
const noBank = harpreet;

/** Harpreet Ghosh's row found by the search, its editor opened and `text` typed into it. */
async function typeBankDetails(canvasElement: HTMLElement, text: string) {
  await table(canvasElement);
  await searchFor(canvasElement, noBank.name);
  const row = await findRow(canvasElement, noBank.name);
  await userEvent.click(row.getByRole('button', { name: `Edit bank details of ${noBank.name}` }));
  await userEvent.type(row.getByRole('textbox', { name: `Bank details of ${noBank.name}` }), text);
}

/** Enter in the editor saves `saved`, said in a toast and kept in the data: proposed, waiting for approval (issue 48). */
async function saveWithEnter(canvasElement: HTMLElement, field: HTMLElement, saved: string) {
  await userEvent.type(field, '{Enter}');
  await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`New bank details of ${noBank.name} are waiting for another operator's approval.`);
  await expect(getMockDb().consultants.find((c) => c.dataid === noBank.dataid)?.pendingBankDetails?.bankDetails).toBe(saved);
}

/**
 * Bank details half typed in a row's editor when the session ends: signed in again, the row's
 * editor is open with the text and says so; Enter saves it. Another row's editor stays closed.
 */
export const BankDetailsKeptOverSignIn: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings' } },
  play: async ({ canvas, canvasElement }) => {
    await typeBankDetails(canvasElement, 'Axis Bank{Shift>}{Enter}{/Shift}A/C 7788');
    signOutInAnotherTab('expired');
    await signInAgain(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    await searchFor(canvasElement, noBank.name);
    const again = await findRow(canvasElement, noBank.name);
    await expect(again.getByText(DRAFT_RESTORED)).toBeVisible();
    const field = again.getByRole('textbox', { name: `Bank details of ${noBank.name}` });
    await expect(field).toHaveValue('Axis Bank\nA/C 7788');
    await saveWithEnter(canvasElement, field, 'Axis Bank\nA/C 7788');
    await expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('consult.form-draft'))).toEqual([]);
  },
};

/**
 * Bank details half typed, then a search that hides the row and is cleared again: the row's
 * editor is back open with the text, saying nothing and taking no focus (the keyboard stays in
 * the search box); Enter in it saves.
 */
export const BankDetailsTypingSurvivesASearch: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings' } },
  play: async ({ canvas, canvasElement }) => {
    await typeBankDetails(canvasElement, 'Axis Bank A/C 7788');
    await searchFor(canvasElement, 'nobody by this name');
    // The backend answers the search (issue 47): the rows before stay until it has.
    await expect(await canvas.findByText('No consultants match this search and filter.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: `Bank details of ${noBank.name}` })).toBeNull();
    await searchFor(canvasElement, noBank.name);
    const again = await findRow(canvasElement, noBank.name);
    const field = again.getByRole('textbox', { name: `Bank details of ${noBank.name}` });
    await expect(field).toHaveValue('Axis Bank A/C 7788');
    await expect(again.queryByText(DRAFT_RESTORED)).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search this tab' })).toHaveFocus();
    await saveWithEnter(canvasElement, field, 'Axis Bank A/C 7788');
  },
};
