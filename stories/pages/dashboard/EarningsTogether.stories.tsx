import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { getMockDb, MOCK_OTP } from '../../../src/api/mocks';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { liveEventsUrl, liveUpdatesOff } from '../../../src/api/mocks/live';
import { LIVE_UPDATES_OFF } from '../../../src/components/layout/DashboardShell';
import { tabHeading, signOutInAnotherTab } from '../../fixtures';
import { findRow, notifications, signInAgain } from '../../helpers';
import { approveAs } from './approvalSteps';
import { openSettlement, searchFor, settledAtOnce, table, top } from './earningsSteps';

/**
 * /dashboard/earnings with other operators and other tabs (issue 25): bank details changed by
 * a colleague meanwhile (while editing them, or while settling), another operator's settlement arriving live, the live stream down, and
 * the session ending here or in another tab.
 */
const meta = {
  title: 'Pages/Dashboard/EarningsTogether',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const settle = findRoute('settlePayment');
const [first, second] = [seed.operators[0]!, seed.operators[1]!];
const withBank = seed.consultants.find((c) => (c.bankDetails ?? '').trim() !== '' && c.isActive)!;

/**
 * The second operator changes these bank details while this operator is editing them: in
 * another browser, straight to the backend (signed in as themselves, so the record names them).
 */
async function otherOperatorSaves(bankDetails: string, consultant: { dataid: string } = withBank) {
  const post = (name: Parameters<typeof findRoute>[0], body: unknown) =>
    fetch(routeUrl(findRoute(name)), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const login = { countryCode: '+91', phoneNumber: second.phoneNumber.replace('+91', '') };
  await post('sendOtp', login);
  await post('verifyOtp', { ...login, otp: MOCK_OTP });
  await expect((await post('updateBankDetails', { dataid: consultant.dataid, bankDetails })).status).toBe(200);
}

async function editWhileAnotherSaves(canvasElement: HTMLElement, mine: string, theirs: string) {
  await table(canvasElement);
  await searchFor(canvasElement, withBank.dataid);
  const row = await findRow(canvasElement, withBank.name);
  await userEvent.click(row.getByRole('button', { name: `Edit bank details of ${withBank.name}` }));
  await otherOperatorSaves(theirs);
  const field = row.getByRole('textbox', { name: `Bank details of ${withBank.name}` });
  await userEvent.clear(field);
  await userEvent.type(field, `${mine}{Enter}`);
  const choice = await row.findByRole('group', { name: `Bank details of ${withBank.name} were changed` });
  // Issue 48: theirs is a proposal, waiting for approval; it is what this edit would take the place of.
  await expect(within(choice).getByRole('alert')).toHaveTextContent(new RegExp(`^${second.name} proposed new bank details at .+ IST, after you began editing\\.$`));
  await expect(choice).toHaveTextContent(theirs);
  await expect(choice).toHaveTextContent(mine);
  return { row, choice };
}

/** Two operators edit the same bank details; the second is told, sees both, and proposes theirs in place of the first's. */
export const BankDetailsConflictApplyMine: Story = {
  play: async ({ canvasElement }) => {
    const { choice } = await editWhileAnotherSaves(canvasElement, 'Axis Bank A/C 1001', 'ICICI Bank A/C 2002');
    await userEvent.click(within(choice).getByRole('button', { name: 'Apply mine' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`New bank details of ${withBank.name} are waiting for another operator's approval.`);
    const waiting = (await findRow(canvasElement, withBank.name)).getByRole('group', { name: `New bank details of ${withBank.name}` });
    await expect(within(waiting).getByText('Axis Bank A/C 1001')).toBeVisible();
  },
};

/** …or keeps the other operator's: nothing is sent, and the row shows theirs. */
export const BankDetailsConflictKeepTheirs: Story = {
  play: async ({ canvasElement }) => {
    const { choice } = await editWhileAnotherSaves(canvasElement, 'Axis Bank A/C 1001', 'ICICI Bank A/C 2002');
    await userEvent.click(within(choice).getByRole('button', { name: 'Keep theirs' }));
    const row = await findRow(canvasElement, withBank.name);
    // Theirs waits for approval beside the details now (issue 48).
    await expect(within(row.getByRole('group', { name: `New bank details of ${withBank.name}` })).getByText('ICICI Bank A/C 2002')).toBeVisible();
    await expect(row.queryByText('Axis Bank A/C 1001')).not.toBeInTheDocument();
  },
};

/**
 * Another operator settles the highest earner paid at once (issue 48) while this operator is confirming the same
 * settlement: the live-updates stream brings the settled record, the open dialog says there is
 * nothing left to settle and will not send, and the row shows ₹0, without a reload and without
 * this page fetching the list again. Focus goes on from the row, not from the top of the page.
 */
export const LiveSettleByAnotherOperator: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, settledAtOnce.dataid);
    const row = await findRow(canvasElement, settledAtOnce.name);
    const dialog = await openSettlement(canvasElement, settledAtOnce.name);
    await expect(dialog.getByRole('button', { name: /^Settle ₹[1-9]/ })).toBeEnabled();
    const listCalls: string[] = [];
    const countListCalls = (event: PerformanceObserverEntryList) => listCalls.push(...event.getEntries().map((entry) => entry.name).filter((name) => name.endsWith('/earnings_dashboard')));
    const observer = new PerformanceObserver(countListCalls);
    observer.observe({ type: 'resource' });
    // The other operator's call, straight to the backend, as from another browser.
    const answer = await fetch(routeUrl(settle), { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'live-story-key-0001' }, body: JSON.stringify({ dataid: settledAtOnce.dataid }) });
    await expect(answer.status).toBe(200);
    await expect(await dialog.findByRole('status')).toHaveTextContent(`${settledAtOnce.name} has no earnings to settle now`);
    await expect(dialog.getByRole('button', { name: 'Settle ₹0' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(row.getByRole('cell', { name: '₹0' })).toBeVisible());
    await expect(row.getByRole('button', { name: `Settle payment for ${settledAtOnce.name}` })).toBeDisabled();
    // The button that opened the dialog cannot take focus back: the next control in the row does.
    await waitFor(() => expect(row.getByRole('button', { name: `Edit bank details of ${settledAtOnce.name}` })).toHaveFocus());
    observer.disconnect();
    await expect(listCalls).toEqual([]);
  },
};

/** The live-updates stream cannot be reached: the header says so while the page keeps working and retries. */
export const LiveUpdatesOff: Story = {
  parameters: { msw: { handlers: liveUpdatesOff } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), top.name);
    await expect(await canvas.findByText(LIVE_UPDATES_OFF)).toHaveAttribute('role', 'status');
    // The rows stay, and so does everything else on the page.
    await expect((await findRow(await table(canvasElement), top.name)).getByRole('button', { name: `Settle payment for ${top.name}` })).toBeEnabled();
  },
};

let consoleErrors: ReturnType<typeof spyOn> | undefined;

/** The backend ends the session while the operator only watches (30 idle minutes): the stream says so and every tab signs out. */
export const SessionExpiresWhileWatching: Story = {
  parameters: {
    msw: {
      handlers: {
        liveEvents: http.get(liveEventsUrl, () => new HttpResponse('event: session-ended\ndata: {"reason":"expired"}\n\n', { headers: { 'Content-Type': 'text/event-stream' } })),
      },
    },
  },
  beforeEach: () => {
    // The way to /login2 is taken once: navigating again on every render looped until React gave up.
    consoleErrors = spyOn(console, 'error');
    return () => consoleErrors?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
    await expect(window.localStorage.getItem('consult.session')).toBeNull();
    const said = (consoleErrors?.mock.calls ?? []).map((call: unknown[]) => String(call[0]));
    await expect(said.filter((message: string) => message.includes('Maximum update depth'))).toEqual([]);
  },
};

/** Signs in again on /login2 with the mock code, and is back on Earnings with the inactive filter. */
async function signInBackToInactive(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], canvasElement: HTMLElement) {
  await signInAgain(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
  await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('inactive');
}

/**
 * The operator logs out in another tab of the same browser: this tab goes to /login2 at once
 * and says why, keeps nothing of the data, and signing in here leads back to the same view.
 */
export const SignedOutInAnotherTab: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=inactive' } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), seed.consultants.find((c) => !c.isActive)!.name);
    signOutInAnotherTab('logout');
    await expect(await canvas.findByText('You signed out in another tab.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await signInBackToInactive(canvas, canvasElement);
  },
};

/**
 * The session ends in the middle of work: the backend answers 401, the operator signs in
 * again and is back on the same view, filter included, with the rows loaded.
 */
export const SessionEndsMidWork: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=inactive' }, requireAuth: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    await signInBackToInactive(canvas, canvasElement);
    const inactive = seed.consultants.filter((c) => !c.isActive);
    await waitFor(() => expect(canvas.getByText(`${inactive.length} consultants`)).toBeVisible());
  },
};

const newAccount = 'ICICI Bank\nA/C 999988887777\nIFSC ICIC0000001';
/** Where the top earner's settlement pays: above ₹1,00,000 it waits for a second operator (issue 48), carrying the details confirmed. */
const settledTo = () => getMockDb().approvals.filter((approval) => approval.kind === 'settlement' && approval.dataid === top.dataid).map((approval) => (approval.kind === 'settlement' ? approval.bankDetails : ''));

/**
 * The second operator changes where the money goes while this one's Settle payment is open. First
 * proposed (issue 48): the live update brings the proposal, and the dialog says the settlement
 * waits for it, its confirm off. Then approved by a third: the dialog shows the new bank details
 * and says what they were, so the settlement confirmed, carrying the new details, is confirmed knowingly.
 */
export const BankDetailsChangedWhileSettling: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await otherOperatorSaves(newAccount, top);
    await expect(await dialog.findByRole('status')).toHaveTextContent(new RegExp(`^Bank details changed by ${second.name} at .+ IST are waiting for approval\\.$`));
    await expect(dialog.getByRole('button', { name: /^Settle ₹/ })).toBeDisabled();
    await approveAs(first, top);
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(`The bank details changed since you opened this: they were ${(top.bankDetails ?? '').split('\n').join(' ')}`));
    await expect(dialog.getByText('A/C 999988887777', { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`for ${top.name} is waiting for another operator's approval.`);
    await expect(settledTo()).toEqual([newAccount]);
  },
};

/**
 * The same with live updates off, the change proposed and approved unheard: the settle carries the
 * bank details the dialog showed, the backend refuses it (409) naming who changed them (who
 * approved the change) and when, nothing is recorded, and the dialog then shows the new details
 * and what they were.
 */
export const BankDetailsChangedUnheard: Story = {
  parameters: { msw: { handlers: liveUpdatesOff } },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await otherOperatorSaves(newAccount, top);
    await approveAs(first, top);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${first.name} changed ${top.name}'s bank details at .+ IST, after you opened this\\. Nothing was settled: check where the money goes, then settle or cancel\\.$`),
    );
    await expect(await dialog.findByRole('status')).toHaveTextContent(/^The bank details changed since you opened this: they were/);
    await expect(settledTo()).toEqual([]);
  },
};

