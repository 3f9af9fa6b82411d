import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { tabHeading } from '../../fixtures';
import { expectCards, findRow, notifications } from '../../helpers';
import { expectExportWorks, expectRefused, expectRoleInHeader, meAnswers } from './roleSteps';

const newest = [...seed.consultants].filter((c) => !Number.isNaN(Date.parse(c.createdAt))).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const inactive = newest.find((c) => !c.isActive);
if (!inactive || !newest[0]) throw new RangeError('db.json lacks the consultants these stories need');

/**
 * /dashboard as each role sees it (issue 48): a push notification is content's and admin's;
 * verifying (the Active button) is support's, finance's and admin's. What a role may not do
 * is not offered; reading the list and Export CSV stay every role's.
 */
const meta = {
  title: 'Pages/Dashboard/DashboardRoles',
  parameters: { deeplink: { path: '/dashboard' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Consultants' });
const verifyButtons = (list: HTMLElement) => within(list).getAllByRole('button', { name: /^Active: verify / });

/** The rows are in; the list reads as for anyone. */
async function listRead(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
  const list = await table(canvasElement);
  await findRow(list, newest[0]!.name);
  return list;
}

/** Content sends push notifications (the form, and rows to select), but verifies no one: the Active buttons say why. */
export const AsContent: Story = {
  parameters: { role: 'content' },
  play: async ({ canvas, canvasElement }) => {
    const list = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Content');
    await expect(canvas.getByRole('form', { name: 'Push notification' })).toBeVisible();
    await userEvent.click(within(list).getByRole('rowheader', { name: newest[0]!.name }));
    await expect(canvas.getByText(/Will be sent to/)).toHaveTextContent('Will be sent to 1 consultant.');
    const buttons = verifyButtons(list);
    await expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) await expectRefused(button, 'Your role (Content) cannot verify or unverify consultants.');
  },
};

/** Support verifies, but sends no notification: the form's place says why, and no row is selectable. */
export const AsSupport: Story = {
  parameters: { role: 'support' },
  play: async ({ canvas, canvasElement }) => {
    const list = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Support');
    await expect(canvas.getByText('Your role (Support) cannot send push notifications.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Push notification' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Send notification' })).not.toBeInTheDocument();
    await expect(within(list).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByText('Search by name or phone with the search box above.')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), inactive.name);
    const row = await findRow(list, inactive.name);
    await userEvent.click(row.getByRole('button', { name: `Active: verify ${inactive.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`${inactive.name} is now active.`);
  },
};

/** A viewer reads the list and exports it; nothing that changes anything is offered. */
export const AsViewer: Story = {
  parameters: { role: 'viewer' },
  play: async ({ canvas, canvasElement }) => {
    const list = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Viewer');
    await expect(canvas.getByText('Your role (Viewer) cannot send push notifications.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send notification' })).not.toBeInTheDocument();
    await expect(within(list).queryAllByRole('checkbox')).toHaveLength(0);
    for (const button of verifyButtons(list)) await expectRefused(button, 'Your role (Viewer) cannot verify or unverify consultants.');
    await expect(canvas.getByText(`${seed.consultants.length} shown`)).toBeVisible();
    await expectExportWorks(canvasElement);
  },
};

/** The same at a phone's width: cards, each inactive one's Active button disabled with the reason. */
export const AsViewerOnPhone: Story = {
  parameters: { role: 'viewer' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(canvasElement, newest[0]!.name);
    await expectCards(canvasElement);
    await expectRoleInHeader(canvasElement, 'Viewer');
    await expect(canvas.getByText('Your role (Viewer) cannot send push notifications.')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), inactive.name);
    const card = await findRow(canvasElement, inactive.name);
    await expectRefused(card.getByRole('button', { name: `Active: verify ${inactive.name}` }), 'Your role (Viewer) cannot verify or unverify consultants.');
  },
};

let roleChanged = false;

/**
 * Priya (finance) still has the page her role allowed when an admin makes her content in
 * another tab: Verify is refused with the backend's reason (403), and the page, asking who she
 * is now, stops offering it and names her new role.
 */
export const RoleChangedElsewhere: Story = {
  beforeEach: () => {
    roleChanged = false;
  },
  parameters: {
    role: 'finance',
    msw: {
      handlers: {
        verifyConsultant: http.post(routeUrl(findRoute('verifyConsultant')), () => {
          roleChanged = true;
          return HttpResponse.json({ message: 'Your role (Content) cannot verify or unverify consultants.' }, { status: 403 });
        }),
        me: meAnswers('finance', 'content', () => roleChanged),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const list = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Finance');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), inactive.name);
    const row = await findRow(list, inactive.name);
    await userEvent.click(row.getByRole('button', { name: `Active: verify ${inactive.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Your role (Content) cannot verify or unverify consultants.');
    await expectRoleInHeader(canvasElement, 'Content');
    await waitFor(() => expect(row.getByRole('button', { name: `Active: verify ${inactive.name}` })).toBeDisabled());
    await expectRefused(row.getByRole('button', { name: `Active: verify ${inactive.name}` }), 'Your role (Content) cannot verify or unverify consultants.');
    // Content may send notifications: the form comes in.
    await expect(await canvas.findByRole('form', { name: 'Push notification' })).toBeVisible();
  },
};
