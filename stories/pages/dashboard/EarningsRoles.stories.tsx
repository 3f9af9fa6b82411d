import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import seed from '../../../db.json';
import { tabHeading } from '../../fixtures';
import { expectCards, findRow, notifications } from '../../helpers';
import { table, top } from './earningsSteps';
import { expectExportWorks, expectRefused, expectRoleInHeader } from './roleSteps';

const inactive = seed.consultants.find((c) => !c.isActive);
if (!inactive) throw new RangeError('db.json has no inactive consultant');

/**
 * /dashboard/earnings as each role sees it (issue 48): settling and bank details are finance's
 * and admin's; the Active/Inactive switch (verify, unverify) is support's, finance's and
 * admin's. The Settle Payment column stays whole, its buttons disabled saying why; Edit of the
 * bank details is not offered. Reading and Export CSV stay every role's.
 */
const meta = {
  title: 'Pages/Dashboard/EarningsRoles',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const settleButtons = (list: HTMLElement) => within(list).getAllByRole('button', { name: /^Settle payment for / });

/** The tab and its top earner's row are in, as for anyone. */
async function listRead(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
  const list = await table(canvasElement);
  return { list, row: await findRow(list, top.name) };
}

/** Finance does everything the tab offers: settle, edit bank details, the active switch. */
export const AsFinance: Story = {
  parameters: { role: 'finance' },
  play: async ({ canvasElement }) => {
    const { list, row } = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Finance');
    await expect(row.getByRole('button', { name: `Settle payment for ${top.name}` })).toBeEnabled();
    await expect(row.getByRole('button', { name: `Settle payment for ${top.name}` })).not.toHaveAttribute('title');
    await expect(row.getByRole('button', { name: `Edit bank details of ${top.name}` })).toBeVisible();
    await expect(row.getByRole('switch', { name: new RegExp(`, ${top.name}$`) })).toBeEnabled();
    await expect(within(list).queryByText(/^Your role/)).not.toBeInTheDocument();
  },
};

/** Support switches consultants active or inactive, but settles nothing and reads the bank details only. */
export const AsSupport: Story = {
  parameters: { role: 'support' },
  play: async ({ canvas, canvasElement }) => {
    const { list, row } = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Support');
    for (const button of settleButtons(list)) await expectRefused(button, 'Your role (Support) cannot settle payments.');
    await expect(within(list).queryAllByRole('button', { name: /^Edit bank details of / })).toHaveLength(0);
    if (top.bankDetails) await expect(row.getByText(top.bankDetails.split('\n')[0]!, { exact: false })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), inactive.dataid);
    const toggled = await findRow(list, inactive.name);
    await userEvent.click(toggled.getByRole('switch', { name: `Inactive, ${inactive.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toBeVisible();
    await expect(await toggled.findByRole('switch', { name: `Active, ${inactive.name}` })).toBeChecked();
  },
};

/** A viewer reads every figure and exports them; the switch shows each state, disabled, and says why. */
export const AsViewer: Story = {
  parameters: { role: 'viewer' },
  play: async ({ canvas, canvasElement }) => {
    const { list, row } = await listRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Viewer');
    await expect(canvas.getByText(`${seed.consultants.length} consultants`)).toBeVisible();
    await expectRefused(row.getByRole('button', { name: `Settle payment for ${top.name}` }), 'Your role (Viewer) cannot settle payments.');
    await expect(within(list).queryAllByRole('button', { name: /^Edit bank details of / })).toHaveLength(0);
    for (const toggle of within(list).getAllByRole('switch')) await expectRefused(toggle, 'Your role (Viewer) cannot verify or unverify consultants.');
    await expectExportWorks(canvasElement);
  },
};

/** Support on a phone: the cards keep Settle Payment, disabled with the reason, and no Edit. */
export const AsSupportOnPhone: Story = {
  parameters: { role: 'support' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    const card = await findRow(canvasElement, top.name);
    await expectRoleInHeader(canvasElement, 'Support');
    await expectRefused(card.getByRole('button', { name: `Settle payment for ${top.name}` }), 'Your role (Support) cannot settle payments.');
    await expect(card.queryByRole('button', { name: `Edit bank details of ${top.name}` })).not.toBeInTheDocument();
    await expect(card.getByRole('switch', { name: new RegExp(`, ${top.name}$`) })).toBeEnabled();
  },
};
