import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { empty, error, failTimes, getMockDb, loading, recorded, setMockDb } from '../../../src/api/mocks';
import type { Database } from '../../../src/api/backend/db';
import { liveUpdatesOff } from '../../../src/api/mocks/live';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView, findRow, notifications } from '../../helpers';

const newest = [...seed.consultants].filter((c) => !Number.isNaN(Date.parse(c.createdAt))).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const withoutToken = seed.consultants.find((c) => !('firebasetoken' in c) || !c.firebasetoken);
const withToken = newest.find((c) => c.firebasetoken);
const inactive = newest.find((c) => !c.isActive);
if (!withoutToken || !withToken || !inactive) throw new RangeError('db.json lacks the consultants these stories need');

/** /dashboard: the push notification form and the consultants table (select, verify). */
const meta = {
  title: 'Pages/Dashboard/Dashboard',
  parameters: { deeplink: { path: '/dashboard' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Consultants' });

async function searchFor(canvasElement: HTMLElement, text: string) {
  const box = within(canvasElement).getByRole('searchbox', { name: 'Search this tab' });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
}

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
    await findRow(await table(canvasElement), newest[0]?.name ?? '');
    const first = within(await table(canvasElement)).getAllByRole('row')[1] as HTMLElement;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent(newest[0]?.name ?? '');
    await expect(canvas.getByRole('form', { name: 'Push notification' })).toBeVisible();
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('consultantsPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('consultantsPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No consultants yet.')).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('consultantsPage', 1, 'The consultants service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The consultants service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await findRow(await table(canvasElement), newest[0]?.name ?? '');
  },
};

const sent: unknown[] = [];

/**
 * Two consultants picked by clicking their rows (one found by searching, which keeps the
 * other selected); the call carries their phones and tokens, 'default_token' for the one
 * without a push token.
 */
export const NotifySelected: Story = {
  beforeEach: () => {
    sent.length = 0;
  },
  parameters: { msw: { handlers: recorded('sendNotification', sent) } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click((await findRow(await table(canvasElement), withToken.name)).getByRole('rowheader', { name: withToken.name }));
    await searchFor(canvasElement, withoutToken.name);
    await userEvent.click((await findRow(canvasElement, withoutToken.name)).getByRole('rowheader', { name: withoutToken.name }));
    await searchFor(canvasElement, '');
    await expect(canvas.getByText(/Will be sent to/)).toHaveTextContent('Will be sent to 2 consultants.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Payouts on Friday');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'Add your bank details to be paid.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Notification sent to 2 consultants.');
    await expect(sent).toEqual([
      {
        title: 'Payouts on Friday',
        body: 'Add your bank details to be paid.',
        image: '',
        userIds: [withToken.phoneNumber, withoutToken.phoneNumber],
        tokens: [withToken.firebasetoken, 'default_token'],
      },
    ]);
  },
};

const secondOperator = seed.operators[1]!;

/** Another operator sent the same notification to this consultant three minutes ago: nothing goes until this one says to send it again. */
export const SameNotificationSentMeanwhile: Story = {
  parameters: {
    mockDb: (db: Database) => {
      const at = new Date(Date.now() - 3 * 60_000).toISOString();
      const words = { title: 'Payouts on Friday', body: 'Add your bank details to be paid.', image: '' };
      db.notifications.push({ _id: 'n-meanwhile', ...words, userIds: [withToken.phoneNumber], tokens: [withToken.firebasetoken ?? 'default_token'], sentAt: at, recipientCount: 1, sentBy: secondOperator._id });
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click((await findRow(await table(canvasElement), withToken.name)).getByRole('rowheader', { name: withToken.name }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Payouts on Friday');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'Add your bank details to be paid.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${secondOperator.name} sent this same notification to ${withToken.name} at 3 Nov 2026, 2:5\\d pm IST\\. Send it again only if they should get it twice\\.`),
    );
    await expect(getMockDb().notifications).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send it again anyway' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Notification sent to 1 consultant.');
    await expect(getMockDb().notifications).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
  },
};

export const NotificationFails: Story = {
  parameters: { msw: { handlers: error('sendNotification', 'The push service is unavailable. Nothing was sent.') } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click((await findRow(await table(canvasElement), withToken.name)).getByRole('rowheader', { name: withToken.name }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Hello');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'World');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The push service is unavailable. Nothing was sent.');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Hello');
  },
};

export const VerifyInactive: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, inactive.name);
    const row = await findRow(canvasElement, inactive.name);
    await userEvent.click(row.getByRole('button', { name: `Active: verify ${inactive.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`${inactive.name} is now active.`);
    await waitFor(() => expect(row.queryByRole('button', { name: /^Active/ })).not.toBeInTheDocument());
    await expect(row.getByRole('cell', { name: 'Yes' })).toBeVisible();
  },
};

/**
 * A colleague verified the consultant and this tab did not hear it (live updates off): Active
 * changes nothing more, the toast says who got there first and when, and the row catches up.
 */
export const VerifiedByAColleagueUnheard: Story = {
  parameters: { msw: { handlers: liveUpdatesOff } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, inactive.name);
    const row = await findRow(canvasElement, inactive.name);
    const colleague = seed.operators[1]!;
    const db = getMockDb();
    setMockDb({
      ...db,
      consultants: db.consultants.map((c) => (c._id === inactive._id ? { ...c, isActive: true } : c)),
      activity: [
        ...db.activity,
        { _id: 'activity-colleague-verifies', at: '2026-11-03T09:25:00.000Z', operatorId: colleague._id, operator: colleague.name, action: 'verifyConsultant', target: { kind: 'consultant', id: inactive._id, name: inactive.name }, changes: [{ field: 'isActive', before: 'false', after: 'true' }], detail: null },
      ],
    });
    await userEvent.click(row.getByRole('button', { name: `Active: verify ${inactive.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`${inactive.name} was already active: ${colleague.name} made them active at 3 Nov 2026, 2:55 pm IST.`);
    await waitFor(() => expect(row.queryByRole('button', { name: /^Active/ })).not.toBeInTheDocument());
    await expect(getMockDb().activity.filter((record) => record.target?.id === inactive._id)).toHaveLength(1);
  },
};

export const VerifyFails: Story = {
  parameters: { msw: { handlers: error('verifyConsultant', 'Verification is paused for maintenance.') } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, inactive.name);
    const row = await findRow(canvasElement, inactive.name);
    await userEvent.click(row.getByRole('button', { name: `Active: verify ${inactive.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Verification is paused for maintenance.');
    await expect(row.getByRole('button', { name: `Active: verify ${inactive.name}` })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One card per row (issue 26), nothing wider than the screen.
    await findRow(canvasElement, newest[0]?.name ?? '');
    await expectCards(canvasElement);
  },
};
