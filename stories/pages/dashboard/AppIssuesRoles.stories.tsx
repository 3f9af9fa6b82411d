import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { tabHeading } from '../../fixtures';
import { findRow, screenOf } from '../../helpers';
import { expectExportWorks, expectRefused, expectRoleInHeader } from './roleSteps';

const issues = seed.app_issues;
const open = issues.filter((issue) => issue.solvedDate === null);
const firstOpen = open[0];
if (!firstOpen) throw new Error('db.json has no open app issue');

/**
 * /dashboard/app-issues as each role sees it (issue 48): Mark solved is support's and admin's.
 * For any other role each open issue's button stays in its column, disabled, saying why;
 * reading, filtering and Export CSV stay every role's.
 */
const meta = {
  title: 'Pages/Dashboard/AppIssuesRoles',
  parameters: { deeplink: { path: '/dashboard/app-issues' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'App issues' });
const solveButtons = (list: HTMLElement) => within(list).getAllByRole('button', { name: /^Mark solved: / });

/** Every issue is in, as for anyone. */
async function listRead(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: tabHeading('App Issues') })).toBeVisible();
  const list = await table(canvasElement);
  await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(issues.length + 1));
  return list;
}

/** Support marks issues solved: the confirmation opens. */
export const AsSupport: Story = {
  parameters: { role: 'support' },
  play: async ({ canvasElement }) => {
    const list = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Support');
    await expect(solveButtons(list)).toHaveLength(open.length);
    const row = await findRow(list, firstOpen.comment);
    await userEvent.click(row.getByRole('button', { name: `Mark solved: issue ${firstOpen.id}` }));
    await expect(await screenOf(canvasElement).findByRole('dialog', { name: 'Mark issue solved' })).toBeVisible();
  },
};

/** Finance reads and filters the issues but solves none: every Mark solved says why. */
export const AsFinance: Story = {
  parameters: { role: 'finance' },
  play: async ({ canvas, canvasElement }) => {
    const list = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Finance');
    await expect(solveButtons(list)).toHaveLength(open.length);
    for (const button of solveButtons(list)) await expectRefused(button, 'Your role (Finance) cannot mark app issues solved.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'open');
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(open.length + 1));
  },
};

/** A viewer reads and exports; nothing is offered. */
export const AsViewer: Story = {
  parameters: { role: 'viewer' },
  play: async ({ canvasElement }) => {
    const list = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Viewer');
    for (const button of solveButtons(list)) await expectRefused(button, 'Your role (Viewer) cannot mark app issues solved.');
    await expectExportWorks(canvasElement);
  },
};
