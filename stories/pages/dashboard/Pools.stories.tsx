/** The Q&A Manager's pool tabs: Create Pool, Active Pool, Inactive Pool, against the stand-in backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { empty, error, failTimes, loading } from '../../../src/api/mocks';
import { expectCards, expectEveryActionInView, findRow, notifications } from '../../helpers';

const pools = seed.pools;
const inactive = pools.filter((pool) => !pool.active);
const active = pools.filter((pool) => pool.active);
const target = inactive[0]!;

/** Q&A Manager's pool tabs: create a pool, list active and inactive pools, make one active. */
const meta = {
  title: 'Pages/Dashboard/Pools',
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-pool' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name: 'Active pools' | 'Inactive pools') => within(canvasElement).findByRole('table', { name });
const bodyRows = (tableElement: HTMLElement) => within(tableElement).queryAllByRole('row').slice(1);
const tab = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('tablist', { name: 'Q&A Manager sections' })).getByRole('tab', { name });

export const InactiveLoaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Inactive Pool' })).toBeVisible();
    await expect(tab(canvasElement, 'Inactive Pool')).toHaveAttribute('aria-selected', 'true');
    const list = await table(canvasElement, 'Inactive pools');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(inactive.length));
    await expect(within(list).getAllByRole('button', { name: /^Make Active: / })).toHaveLength(inactive.length);
    await expect(canvas.getByText(`${inactive.length} pools`)).toBeVisible();
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

export const ActiveLoaded: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=active-pool' } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement, 'Active pools');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(active.length));
    for (const pool of active) await findRow(list, pool.name);
    await expect(canvas.queryByRole('button', { name: /Make Active/ })).not.toBeInTheDocument();
  },
};

const names = (tableElement: HTMLElement) => within(tableElement).getAllByRole('rowheader').map((cell) => cell.textContent);

/** The sort is in the URL: a shared link lists the pools by it, and a header click sorts again. */
export const SortFromSharedUrl: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-pool&sort=seats.asc' } },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement, 'Inactive pools');
    const bySeats = [...inactive].sort((a, b) => a.totalSeats - b.totalSeats).map((pool) => pool.name);
    await waitFor(() => expect(names(list)).toEqual(bySeats));
    await expect(within(list).getByRole('columnheader', { name: /Seats taken/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(list).getByRole('button', { name: /Seats taken/ }));
    await expect(within(list).getByRole('columnheader', { name: /Seats taken/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(names(list)).toEqual([...bySeats].reverse());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('poolList') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement, 'Inactive pools')).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const ActiveEmpty: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=active-pool' }, msw: { handlers: empty('poolList') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No pools found')).toBeVisible();
  },
};

export const InactiveEmpty: Story = {
  parameters: { msw: { handlers: empty('poolList') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No pools found')).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('poolList', 1, 'The pools service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The pools service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(bodyRows(await table(canvasElement, 'Inactive pools'))).toHaveLength(inactive.length));
  },
};

/** Make Active: 'Pool Activated!', the pool leaves the inactive list and is listed under Active Pool. */
export const Activate: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement, 'Inactive pools');
    const row = await findRow(list, target.name);
    await userEvent.click(row.getByRole('button', { name: `Make Active: ${target.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Pool Activated!');
    await waitFor(() => expect(within(list).queryByRole('rowheader', { name: target.name })).not.toBeInTheDocument());
    await expect(bodyRows(list)).toHaveLength(inactive.length - 1);
    await userEvent.click(tab(canvasElement, 'Active Pool'));
    const activeList = await table(canvasElement, 'Active pools');
    await findRow(activeList, target.name);
    await waitFor(() => expect(bodyRows(activeList)).toHaveLength(active.length + 1));
  },
};

/** The backend refuses: 'Activation failed'; the pool stays, its button usable again. */
export const ActivationFails: Story = {
  parameters: { msw: { handlers: error('activatePool', 'Pools are read-only right now.', 503) } },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement, 'Inactive pools');
    const row = await findRow(list, target.name);
    await userEvent.click(row.getByRole('button', { name: `Make Active: ${target.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Activation failed');
    await waitFor(() => expect(row.getByRole('button', { name: `Make Active: ${target.name}` })).toBeEnabled());
    await expect(bodyRows(list)).toHaveLength(inactive.length);
  },
};

async function fillPool(canvasElement: HTMLElement, name: string) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Create pool' }));
  await userEvent.type(form.getByRole('textbox', { name: /^Pool name/ }), name);
  await userEvent.type(form.getByRole('textbox', { name: /^Pool prize/ }), '₹3,000');
  await userEvent.type(form.getByRole('textbox', { name: /^Entry fee/ }), '₹29');
  await userEvent.type(form.getByRole('spinbutton', { name: /^Total seats/ }), '30');
  await userEvent.type(form.getByRole('textbox', { name: /^Rank range 1/ }), '1-3');
  await userEvent.type(form.getByRole('textbox', { name: /^Prize for ranks 1/ }), '₹500');
  await userEvent.click(form.getByRole('button', { name: 'Add reward' }));
  await userEvent.type(form.getByRole('textbox', { name: /^Rank range 2/ }), '4-10');
  await userEvent.type(form.getByRole('textbox', { name: /^Prize for ranks 2/ }), '₹100');
  return form;
}

/** Create Pool: the overlap is caught before sending; then 'Pool Created Successfully!' and the pool is under Inactive Pool. */
export const CreatePool: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=create-pool' } },
  play: async ({ canvasElement }) => {
    const form = await fillPool(canvasElement, 'Story Night Pool');
    await userEvent.clear(form.getByRole('textbox', { name: /^Rank range 2/ }));
    await userEvent.type(form.getByRole('textbox', { name: /^Rank range 2/ }), '3-10');
    await userEvent.click(form.getByRole('button', { name: 'Create pool' }));
    await expect(form.getByRole('textbox', { name: /^Rank range 2/ })).toHaveAccessibleDescription('Rank 3-10 overlaps 1-3');
    await userEvent.clear(form.getByRole('textbox', { name: /^Rank range 2/ }));
    await userEvent.type(form.getByRole('textbox', { name: /^Rank range 2/ }), '4-10');
    await userEvent.click(form.getByRole('button', { name: 'Create pool' }));
    await expect(await form.findByRole('status')).toHaveTextContent('Pool Created Successfully!');
    await userEvent.click(tab(canvasElement, 'Inactive Pool'));
    const row = await findRow(await table(canvasElement, 'Inactive pools'), 'Story Night Pool');
    await expect(row.getAllByRole('cell')[2]).toHaveTextContent('0 / 30');
    await expect(row.getAllByRole('cell')[3]).toHaveTextContent('1-3: ₹5004-10: ₹100');
  },
};

export const CreatePoolFails: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=create-pool' }, msw: { handlers: error('createPool', 'Pools are read-only right now.', 503) } },
  play: async ({ canvasElement }) => {
    const form = await fillPool(canvasElement, 'Doomed Pool');
    await userEvent.click(form.getByRole('button', { name: 'Create pool' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Failed to create pool. Pools are read-only right now.');
    await expect(form.getByRole('textbox', { name: /^Pool name/ })).toHaveValue('Doomed Pool');
  },
};

export const PhoneCreate: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=create-pool' } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Create pool' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};

export const PhoneInactive: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One card per pool (issue 26): the list says how many it holds, nothing is wider than the screen.
    const list = await within(canvasElement).findByRole('list', { name: 'Inactive pools' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', String(inactive.length)));
    await expectCards(canvasElement);
  },
};
