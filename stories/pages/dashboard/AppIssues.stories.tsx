import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { empty, error, failTimes, getMockDb, loading, setMockDb } from '../../../src/api/mocks';
import { backendResolver, findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { liveUpdatesOff } from '../../../src/api/mocks/live';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView, findRow, notifications, screenOf } from '../../helpers';

const issues = seed.app_issues;
const open = issues.find((issue) => issue.solvedDate === null);
if (!open) throw new Error('db.json has no open app issue');
const openCount = issues.filter((issue) => issue.solvedDate === null).length;

/** /dashboard/app-issues: bugs and suggestions from the app, filtered by type and state; an open issue is marked solved after a confirmation. */
const meta = {
  title: 'Pages/Dashboard/AppIssues',
  parameters: { deeplink: { path: '/dashboard/app-issues' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'App issues' });
const bodyRows = (tableElement: HTMLElement) => within(tableElement).getAllByRole('row').slice(1);
const idsShown = (tableElement: HTMLElement) => bodyRows(tableElement).map((row) => within(row).getByRole('rowheader').textContent);
/** The Solved date cell: the ID is the row header, so it is the sixth cell. */
const solvedDateCell = (row: Awaited<ReturnType<typeof findRow>>) => row.getAllByRole('cell')[5];

async function openSolveDialog(canvasElement: HTMLElement) {
  const row = await findRow(await table(canvasElement), open!.comment);
  await userEvent.click(row.getByRole('button', { name: `Mark solved: issue ${open!.id}` }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Mark issue solved' }));
}

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('App Issues') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'App Issues' })).toBeVisible();
    const list = await table(canvasElement);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(issues.length));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${issues.length} issues · ${openCount} open`);
    await expect(within(list).getAllByRole('button', { name: /^Mark solved/ })).toHaveLength(openCount);
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('appIssuesPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('appIssuesPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No app issues reported.')).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('appIssuesPage', 1, 'The issues service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The issues service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(bodyRows(await table(canvasElement))).toHaveLength(issues.length));
  },
};

/** Type and state filter, from a shared link. */
export const FilteredFromUrl: Story = {
  parameters: { deeplink: { path: '/dashboard/app-issues?type=BUG&state=open' } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    const expected = issues.filter((issue) => issue.type === 'BUG' && issue.solvedDate === null).map((issue) => String(issue.id));
    await waitFor(() => expect(idsShown(list)).toEqual(expect.arrayContaining(expected)));
    await expect(idsShown(list)).toHaveLength(expected.length);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('BUG');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('open');
  },
};

export const FilterSolvedSuggestions: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(issues.length));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'SUGGESTION');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Solved');
    const expected = issues.filter((issue) => issue.type === 'SUGGESTION' && issue.solvedDate !== null).map((issue) => String(issue.id));
    await waitFor(() => expect(idsShown(list)).toHaveLength(expected.length));
    await expect(new Set(idsShown(list))).toEqual(new Set(expected));
    await expect(within(list).queryByRole('button', { name: /^Mark solved/ })).not.toBeInTheDocument();
  },
};

/** Confirm, then the row shows today's date and no button; it cannot be solved again. */
export const MarkSolved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSolveDialog(canvasElement);
    await expect(dialog.getByText(open.comment)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark solved' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Issue ${open.id} from ${open.name} is marked solved.`);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    const row = await findRow(canvasElement, open.comment);
    // Today, in this year: day and short month only (issue 26).
    const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date());
    await expect(solvedDateCell(row)).toHaveTextContent(today);
    await expect(row.queryByRole('button', { name: /Mark solved/ })).not.toBeInTheDocument();
  },
};

/** The backend refuses: the dialog says why and stays open; the row stays open. */
export const SolveFails: Story = {
  parameters: { msw: { handlers: error('solveAppIssue', 'Issue records are read-only right now.', 503) } },
  play: async ({ canvasElement }) => {
    const dialog = await openSolveDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark solved' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Issue records are read-only right now.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const row = await findRow(canvasElement, open.comment);
    await expect(row.getByRole('button', { name: `Mark solved: issue ${open.id}` })).toBeEnabled();
    await expect(solvedDateCell(row)).toHaveTextContent('Not solved yet');
  },
};

const solve = findRoute('solveAppIssue');
const solveForReal = backendResolver(solve);
const solveRequests: unknown[] = [];

/** A double click on confirm sends once, and the button waits while the call runs. */
export const DoubleClickSendsOnce: Story = {
  beforeEach: () => {
    solveRequests.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        solveAppIssue: http.post(routeUrl(solve), async (info) => {
          solveRequests.push(await info.request.clone().json());
          await delay(400);
          return solveForReal(info);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSolveDialog(canvasElement);
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Mark solved' }));
    await expect(await dialog.findByRole('button', { name: 'Marking solved…' })).toBeDisabled();
    await (await notifications(canvasElement)).findByRole('status');
    await expect(solveRequests).toEqual([{ id: open.id }]);
  },
};

/**
 * Another operator marks the same issue solved while this one is confirming: the live update
 * reaches the open dialog, which says so and will not send; the row shows the solved date.
 */
export const SolvedByAnotherOperatorMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSolveDialog(canvasElement);
    // The other operator's call, straight to the backend, as from another browser.
    const answer = await fetch(routeUrl(solve), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: open.id }) });
    await expect(answer.status).toBe(200);
    await expect(await dialog.findByRole('status')).toHaveTextContent(new RegExp(`^Issue ${open.id} was marked solved \\(.+\\) since you opened this\\. Cancel and look again\\.$`));
    await expect(dialog.getByRole('button', { name: 'Mark solved' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const row = await findRow(canvasElement, open.comment);
    await expect(row.queryByRole('button', { name: /Mark solved/ })).not.toBeInTheDocument();
    await expect(solvedDateCell(row)).not.toHaveTextContent('Not solved yet');
  },
};

/**
 * The same, with live updates off: this tab hears nothing, so Mark solved goes out, and the
 * backend refuses it (409) naming the colleague and when. The list is fetched again, so Mark
 * solved stays off; the row shows the solved date.
 */
export const SolvedByAnotherOperatorUnheard: Story = {
  parameters: { msw: { handlers: liveUpdatesOff } },
  play: async ({ canvasElement }) => {
    const dialog = await openSolveDialog(canvasElement);
    // A colleague whose role solves app issues (issue 48: support).
    const colleague = seed.operators.find((operator) => operator.role === 'support')!;
    const db = getMockDb();
    setMockDb({
      ...db,
      app_issues: db.app_issues.map((issue) => (issue.id === open.id ? { ...issue, solvedDate: '2026-11-03' } : issue)),
      activity: [
        ...db.activity,
        { _id: 'activity-colleague-solves', at: '2026-11-03T09:25:00.000Z', operatorId: colleague._id, operator: colleague.name, action: 'solveAppIssue', target: { kind: 'app issue', id: String(open.id), name: `Issue ${open.id} from ${open.name}` }, changes: [], detail: null },
      ],
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Mark solved' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(`${colleague.name} already marked issue ${open.id} solved at 3 Nov 2026, 2:55 pm IST.`);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Mark solved' })).toBeDisabled());
    // The backend's reason says it: the list's own would only repeat it.
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(solvedDateCell(await findRow(canvasElement, open.comment))).toHaveTextContent('3 Nov');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // One card per row (issue 26), nothing wider than the screen.
    await expectCards(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeVisible();
  },
};
