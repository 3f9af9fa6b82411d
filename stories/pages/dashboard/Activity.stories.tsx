import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { empty, error, loading, MOCK_OTP } from '../../../src/api/mocks';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import type { Database } from '../../../src/api/backend/db';
import { tabHeading } from '../../fixtures';
import { activityRecords, consultantsNamed, operatorNames } from '../../dashboard/activity/activityFixtures';
import { expectEveryActionInView } from '../../helpers';

/** /dashboard/activity: who changed what and when, newest first, filters in the URL. */
const meta = {
  title: 'Pages/Dashboard/Activity',
  parameters: {
    deeplink: { path: '/dashboard/activity' },
    session: 'signed-in',
    mockDb: (db: Database) => {
      db.activity = activityRecords;
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Activity' });
const actionsShown = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** Newest first, after Quiz Details in the menu. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Activity') })).toBeVisible();
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Sent a notification', 'Changed bank details', 'Settled a payment', 'Signed in']));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 changes');
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

/** One operator's changes, kept in the address. */
export const FilterByOperator: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    // The choices are the log's own operators: there once it has arrived.
    await canvas.findByRole('option', { name: operatorNames[1] });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Operator' }), operatorNames[1]);
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Sent a notification', 'Changed bank details']));
  },
};

/** The header search finds a value that was changed. */
export const SearchAValue: Story = {
  parameters: { deeplink: { path: '/dashboard/activity?q=axis' } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Changed bank details']));
  },
};

/** A link to a day range shows that range. */
export const DaysFromALink: Story = {
  parameters: { deeplink: { path: '/dashboard/activity?from=2026-11-24&to=2026-11-24' } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Settled a payment', 'Signed in']));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('activityPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('activityPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No changes have been made yet.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: error('activityPage', 'The activity log could not be read.') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The activity log could not be read.');
  },
};

/**
 * From a consultant's Earnings row to their history: the Activity tab narrowed to them (their
 * settlement here), saying whose it is, and back to every change in one click.
 */
export const ConsultantHistoryFromEarnings: Story = {
  parameters: { deeplink: { path: `/dashboard/earnings?q=${consultantsNamed.settled.dataid}` } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('link', { name: `History of ${consultantsNamed.settled.name}` }));
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Activity') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: `History of ${consultantsNamed.settled.name}` })).toBeVisible();
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Settled a payment']));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 change');
    await userEvent.click(canvas.getByRole('button', { name: 'Show every change' }));
    await waitFor(async () => expect(await actionsShown(canvasElement)).toHaveLength(4));
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/**
 * Issue 47: a colleague's change, heard live, is not pushed into the rows being read: the view's
 * count is asked again and '2 new since this list was loaded' offers the colleague's sign-in and
 * their change; Show them brings the view afresh, with them among its rows.
 */
export const AColleaguesChangeArrives: Story = {
  parameters: {
    // The colleague signs in from another browser; the stories' MSW keeps one cookie jar for
    // both, so this tab's /auth/me answers as a backend without sessions does: the stored session
    // (this operator) speaks for it, as it would in its own browser.
    msw: { handlers: { me: http.post(routeUrl(findRoute('me')), () => HttpResponse.json({ user: null })) } },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () => expect(await actionsShown(canvasElement)).toHaveLength(4));
    // A colleague whose role solves app issues (issue 48: support).
    const login = { countryCode: '+91', phoneNumber: seed.operators.find((operator) => operator.role === 'support')!.phoneNumber.replace('+91', '') };
    const post = (name: Parameters<typeof findRoute>[0], body: unknown) =>
      fetch(routeUrl(findRoute(name)), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await post('sendOtp', login);
    await post('verifyOtp', { ...login, otp: MOCK_OTP });
    const open = seed.app_issues.find((issue) => issue.solvedDate === null)!;
    await expect((await post('solveAppIssue', { id: open.id })).status).toBe(200);
    // The colleague's sign-in and the issue solved: two new records, the rows as they were.
    const show = await canvas.findByRole('button', { name: 'Show them' });
    await expect(canvas.getAllByRole('status').find((status) => /new since/.test(status.textContent ?? ''))).toHaveTextContent('2 new since this list was loaded');
    await expect(await actionsShown(canvasElement)).toHaveLength(4);
    await userEvent.click(show);
    await waitFor(async () => expect(await actionsShown(canvasElement)).toHaveLength(6));
    await expect(await actionsShown(canvasElement)).toContain('Solved an app issue');
    await expect(canvas.queryByRole('button', { name: 'Show them' })).toBeNull();
  },
};
