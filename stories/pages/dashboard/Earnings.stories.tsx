import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { error, failTimes, empty, loading, MOCK_OTP } from '../../../src/api/mocks';
import { backendResolver, findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { liveEventsUrl } from '../../../src/api/mocks/live';
import { LIVE_UPDATES_OFF } from '../../../src/components/layout/DashboardShell';
import { formatRupees } from '../../../src/lib/format';
import { tabHeading, operatorNationalNumber, signOutInAnotherTab } from '../../fixtures';
import { findRow, notifications } from '../../helpers';
import { byEarnings, openSettlement, searchFor, table, top } from './earningsSteps';

/** /dashboard/earnings: consultants' earnings with settle, bank details and active toggle, filter and search in the URL. */
const meta = {
  title: 'Pages/Dashboard/Earnings',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await findRow(await table(canvasElement), top.name);
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(top.name);
    await expect(canvas.getByText(`${seed.consultants.length} consultants`)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('earningsDashboard') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('earningsDashboard') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No consultants yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** The first load fails; Retry loads the list. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('earningsDashboard', 1, 'The earnings service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The earnings service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await findRow(await table(canvasElement), top.name);
  },
};

/** A shared link keeps its filter and search; the header search box shows it. */
export const FilterAndSearchFromUrl: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=inactive&q=banerjee' } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), 'Meera Banerjee');
    await expect(canvas.queryByRole('cell', { name: 'Harpreet Banerjee' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('inactive');
    await expect(canvas.getByRole('searchbox', { name: 'Search this tab' })).toHaveValue('banerjee');
    await expect(canvas.getByText('1 consultant')).toBeVisible();
  },
};

/** Unknown values in a link are dropped: the plain list, highest earnings first. */
export const StaleUrlValuesDropped: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=everyone&sort=salary.up' } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), top.name);
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
    await expect(canvas.getByRole('columnheader', { name: /Realised earnings/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), top.name);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'CRHUC22');
    await findRow(canvasElement, 'Harpreet Ghosh');
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search this tab' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Unsettled payment');
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Bhavna Kaur' })).not.toBeInTheDocument());
    await expect(canvas.getByText(`${byEarnings.length} consultants`)).toBeVisible();
  },
};

/** Confirm, then the row reads ₹0 and cannot be settled again. */
export const SettlePayment: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await expect(dialog.getByText(top.dataid, { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Settled ${formatRupees(Number(top.earnings))} for ${top.name}.`);
    // Sorted by earnings, the settled row moves to the end of the list.
    await searchFor(canvasElement, top.dataid);
    const after = await findRow(canvasElement, top.name);
    await expect(after.getByRole('cell', { name: '₹0' })).toBeVisible();
    await expect(after.getByRole('button', { name: `Settle payment for ${top.name}` })).toBeDisabled();
  },
};

/** The backend refuses: the dialog says why and stays open; the row is as it was. */
export const SettleFails: Story = {
  parameters: { msw: { handlers: error('settlePayment', 'The payout provider is not answering. Nothing was settled.') } },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The payout provider is not answering. Nothing was settled.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect((await findRow(canvasElement, top.name)).getByRole('button', { name: `Settle payment for ${top.name}` })).toBeEnabled();
  },
};

const sentKeys: (string | null)[] = [];
const settle = findRoute('settlePayment');
const settleForReal = backendResolver(settle);

/** A retry after a failure sends the same Idempotency-Key, so the backend records one settlement. */
export const RetryKeepsTheKey: Story = {
  beforeEach: () => {
    sentKeys.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        settlePayment: http.post(routeUrl(settle), async (info) => {
          sentKeys.push(info.request.headers.get('Idempotency-Key'));
          // The first answer is lost on the way back although the backend recorded it.
          const answer = await settleForReal(info);
          return sentKeys.length === 1 ? Response.json({ message: 'The gateway timed out.' }, { status: 504 }) : answer;
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The gateway timed out.');
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Already settled ${formatRupees(Number(top.earnings))} for ${top.name}.`);
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect(sentKeys[1]).toBe(sentKeys[0]);
  },
};

/** A double click on Settle sends once. */
export const DoubleClickSendsOnce: Story = {
  beforeEach: () => {
    sentKeys.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        settlePayment: http.post(routeUrl(settle), async (info) => {
          sentKeys.push(info.request.headers.get('Idempotency-Key'));
          return settleForReal(info);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await userEvent.dblClick(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await (await notifications(canvasElement)).findByRole('status');
    await expect(sentKeys).toHaveLength(1);
  },
};

const noBank = seed.consultants.find((c) => c.name === 'Harpreet Ghosh');
if (!noBank) throw new Error('db.json lacks Harpreet Ghosh');

export const BankDetailsSaved: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, noBank.name);
    const row = await findRow(canvasElement, noBank.name);
    await userEvent.click(row.getByRole('button', { name: `Edit bank details of ${noBank.name}` }));
    await userEvent.type(row.getByRole('textbox', { name: `Bank details of ${noBank.name}` }), 'Axis Bank A/C 7788{Enter}');
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Bank details of ${noBank.name} saved.`);
    const after = await findRow(canvasElement, noBank.name);
    await expect(after.getByText('Axis Bank A/C 7788')).toBeVisible();
    await expect(after.getByText(noBank.dataid.slice(0, 7))).toHaveTextContent('bank details set');
  },
};

const second = seed.operators[1]!;
const withBank = seed.consultants.find((c) => (c.bankDetails ?? '').trim() !== '' && c.isActive)!;

/**
 * The second operator changes these bank details while this operator is editing them: in
 * another browser, straight to the backend (signed in as themselves, so the record names them).
 */
async function otherOperatorSaves(bankDetails: string) {
  const post = (name: Parameters<typeof findRoute>[0], body: unknown) =>
    fetch(routeUrl(findRoute(name)), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const login = { countryCode: '+91', phoneNumber: second.phoneNumber.replace('+91', '') };
  await post('sendOtp', login);
  await post('verifyOtp', { ...login, otp: MOCK_OTP });
  await expect((await post('updateBankDetails', { dataid: withBank.dataid, bankDetails })).status).toBe(200);
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
  await expect(within(choice).getByRole('alert')).toHaveTextContent(new RegExp(`^${second.name} changed these bank details at .+ IST, after you began editing\\.$`));
  await expect(choice).toHaveTextContent(theirs);
  await expect(choice).toHaveTextContent(mine);
  return { row, choice };
}

/** Two operators edit the same bank details; the second is told, sees both, and applies theirs on top. */
export const BankDetailsConflictApplyMine: Story = {
  play: async ({ canvasElement }) => {
    const { choice } = await editWhileAnotherSaves(canvasElement, 'Axis Bank A/C 1001', 'ICICI Bank A/C 2002');
    await userEvent.click(within(choice).getByRole('button', { name: 'Apply mine' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Bank details of ${withBank.name} saved.`);
    await expect((await findRow(canvasElement, withBank.name)).getByText('Axis Bank A/C 1001')).toBeVisible();
  },
};

/** …or keeps the other operator's: nothing is sent, and the row shows theirs. */
export const BankDetailsConflictKeepTheirs: Story = {
  play: async ({ canvasElement }) => {
    const { choice } = await editWhileAnotherSaves(canvasElement, 'Axis Bank A/C 1001', 'ICICI Bank A/C 2002');
    await userEvent.click(within(choice).getByRole('button', { name: 'Keep theirs' }));
    const row = await findRow(canvasElement, withBank.name);
    await expect(row.getByText('ICICI Bank A/C 2002')).toBeVisible();
    await expect(row.queryByText('Axis Bank A/C 1001')).not.toBeInTheDocument();
  },
};

/** SPEC.md's message, and the old value back. */
export const BankDetailsFail: Story = {
  parameters: { msw: { handlers: error('updateBankDetails') } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, noBank.name);
    const row = await findRow(canvasElement, noBank.name);
    await userEvent.click(row.getByRole('button', { name: `Edit bank details of ${noBank.name}` }));
    await userEvent.type(row.getByRole('textbox', { name: `Bank details of ${noBank.name}` }), 'Axis Bank A/C 7788{Enter}');
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Error updating bank details. Please try again.');
    const after = await findRow(canvasElement, noBank.name);
    await expect(after.getByText('Not set')).toBeVisible();
  },
};

export const ToggleDeactivates: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(await table(canvasElement), top.name);
    await userEvent.click(row.getByRole('switch', { name: `Active, ${top.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`${top.name} is now inactive.`);
    await expect((await findRow(canvasElement, top.name)).getByRole('switch', { name: `Inactive, ${top.name}` })).not.toBeChecked();
  },
};

/** The query client shows the failure; the switch stays as it was. */
export const ToggleFails: Story = {
  parameters: { msw: { handlers: error('unverifyConsultant', 'Consultant records are read-only right now.') } },
  play: async ({ canvasElement }) => {
    const row = await findRow(await table(canvasElement), top.name);
    await userEvent.click(row.getByRole('switch', { name: `Active, ${top.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Consultant records are read-only right now.');
    await expect(row.getByRole('switch', { name: `Active, ${top.name}` })).toBeChecked();
  },
};

/** At phone width the table scrolls sideways inside the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findRow(await table(canvasElement), top.name);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};

/**
 * Another operator settles the top earner while this page is open: the live-updates stream
 * brings the settled record and the row shows ₹0 without a reload and without this page
 * fetching the list again.
 */
export const LiveSettleByAnotherOperator: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, top.dataid);
    const row = await findRow(canvasElement, top.name);
    await expect(row.getByRole('button', { name: `Settle payment for ${top.name}` })).toBeEnabled();
    const listCalls: string[] = [];
    const countListCalls = (event: PerformanceObserverEntryList) => listCalls.push(...event.getEntries().map((entry) => entry.name).filter((name) => name.endsWith('/earnings_dashboard')));
    const observer = new PerformanceObserver(countListCalls);
    observer.observe({ type: 'resource' });
    // The other operator's call, straight to the backend, as from another browser.
    const answer = await fetch(routeUrl(settle), { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'live-story-key-0001' }, body: JSON.stringify({ dataid: top.dataid }) });
    await expect(answer.status).toBe(200);
    await waitFor(() => expect(row.getByRole('cell', { name: '₹0' })).toBeVisible());
    await expect(row.getByRole('button', { name: `Settle payment for ${top.name}` })).toBeDisabled();
    observer.disconnect();
    await expect(listCalls).toEqual([]);
  },
};

/** The live-updates stream cannot be reached: the header says so while the page keeps working and retries. */
export const LiveUpdatesOff: Story = {
  parameters: { msw: { handlers: { liveEvents: http.get(liveEventsUrl, () => HttpResponse.error()) } } },
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
async function signInBackToInactive(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number' }), operatorNationalNumber);
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(MOCK_OTP);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
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
    await signInBackToInactive(canvas);
  },
};

/**
 * The session ends in the middle of work: the backend answers 401, the operator signs in
 * again and is back on the same view, filter included, with the rows loaded.
 */
export const SessionEndsMidWork: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=inactive' }, requireAuth: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    await signInBackToInactive(canvas);
    const inactive = seed.consultants.filter((c) => !c.isActive);
    await waitFor(() => expect(canvas.getByText(`${inactive.length} consultants`)).toBeVisible());
  },
};
