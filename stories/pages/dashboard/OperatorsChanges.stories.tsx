import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import { getMockDb, setMockDb } from '../../../src/api/mocks';
import { tabHeading } from '../../fixtures';
import { findRow, screenOf } from '../../helpers';
import { expectToast, OPERATORS_PATH, operatorRow, withSignIns } from '../../dashboard/operators/pageSteps';

/** /dashboard/operators (issue 48): an admin adds operators, changes roles, disables and enables, through the mock backend. */
const meta = {
  title: 'Pages/Dashboard/OperatorsChanges',
  parameters: { deeplink: { path: OPERATORS_PATH }, session: 'signed-in', mockDb: withSignIns },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [, priya, rohan, sana] = seed.operators;
if (!priya || !rohan || !sana) throw new RangeError('db.json needs its four operators');

const dialogNamed = async (canvasElement: HTMLElement, name: string) => within(await screenOf(canvasElement).findByRole('dialog', { name }));
type Row = Awaited<ReturnType<typeof findRow>>;
const statusOf = (row: Row) => row.getAllByRole('cell')[2];
const roleOf = (row: Row) => row.getAllByRole('cell')[1];

async function pickRole(canvasElement: HTMLElement, name: string, role: string) {
  const row = await operatorRow(canvasElement, name);
  await userEvent.click(row.getByRole('button', { name: `Change role: ${name}` }));
  await userEvent.click(within(await screenOf(canvasElement).findByRole('menu')).getByRole('menuitem', { name: role }));
}

async function addOperator(canvasElement: HTMLElement, { name, phone, role }: { name: string; phone: string; role: string }) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Add operator' }));
  await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), name);
  await userEvent.type(form.getByRole('textbox', { name: /^Phone number/ }), phone);
  await userEvent.selectOptions(form.getByRole('combobox', { name: /^Role/ }), role);
  await userEvent.click(form.getByRole('button', { name: 'Add operator' }));
  return form;
}

/** POST /operators/add: the new operator joins the list, never signed in yet; they sign in with the usual code. */
export const AddOperator: Story = {
  play: async ({ canvasElement }) => {
    await operatorRow(canvasElement, priya.name);
    await addOperator(canvasElement, { name: 'Meera Das', phone: '98765 00005', role: 'Support' });
    await expectToast(canvasElement, 'Meera Das can now sign in as Support.');
    const row = await findRow(canvasElement, 'Meera Das');
    await expect(row.getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['+91 98765 00005', 'Support', 'Active', 'Never']);
  },
};

/** The backend refuses a number already an operator's (409): its reason is on the phone field. */
export const AddOperatorNumberTaken: Story = {
  play: async ({ canvasElement }) => {
    await operatorRow(canvasElement, priya.name);
    const form = await addOperator(canvasElement, { name: 'Priya Again', phone: '9876500002', role: 'Finance' });
    const phone = form.getByRole('textbox', { name: /^Phone number/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/^\+91 98765 00002 is already Priya Nair's number\./));
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(seed.operators.length);
  },
};

/** A change between two roles that are not admin is made at once. */
export const ChangeRoleAtOnce: Story = {
  play: async ({ canvasElement }) => {
    await pickRole(canvasElement, rohan.name, 'Content');
    await expectToast(canvasElement, 'Rohan Iyer is now Content.');
    await expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(roleOf(await operatorRow(canvasElement, rohan.name))).toHaveTextContent('Content'));
  },
};

/** Making someone an admin is asked first; confirmed, they are one. */
export const MakeAdminAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await pickRole(canvasElement, priya.name, 'Admin');
    const dialog = await dialogNamed(canvasElement, 'Change role');
    await expect(dialog.getByText(/will be/)).toHaveTextContent('Priya Nair (Finance, active now) will be Admin.');
    await userEvent.click(dialog.getByRole('button', { name: 'Make Admin' }));
    await expectToast(canvasElement, 'Priya Nair is now Admin.');
    await waitFor(async () => expect(roleOf(await operatorRow(canvasElement, priya.name))).toHaveTextContent('Admin'));
  },
};

/**
 * Another admin made Rohan Content after this list came (unheard): the version check refuses the
 * change (409), the dialog shows him as he is now, and the admin decides again.
 */
export const RoleChangedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    await operatorRow(canvasElement, rohan.name);
    const db: Database = getMockDb();
    setMockDb({ ...db, operators: db.operators.map((operator) => (operator._id === rohan._id ? { ...operator, role: 'content', version: (operator.version ?? 0) + 1 } : operator)) });
    await pickRole(canvasElement, rohan.name, 'Finance');
    const dialog = await dialogNamed(canvasElement, 'Change role');
    await expect(dialog.getByRole('status')).toHaveTextContent('Rohan Iyer was changed by another operator after you opened this.');
    await expect(dialog.getByText(/will be/)).toHaveTextContent('Rohan Iyer (Content, active now) will be Finance.');
    await userEvent.click(dialog.getByRole('button', { name: 'Make Finance' }));
    await expectToast(canvasElement, 'Rohan Iyer is now Finance.');
    await waitFor(async () => expect(roleOf(await operatorRow(canvasElement, rohan.name))).toHaveTextContent('Finance'));
  },
};

/** Disable asks first, saying their sessions end at once; then the row says Disabled and offers Enable. */
export const DisableAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await operatorRow(canvasElement, priya.name);
    await userEvent.click(row.getByRole('button', { name: `Disable ${priya.name}` }));
    const dialog = await dialogNamed(canvasElement, 'Disable operator');
    await expect(dialog.getByText(/^Their open sessions end at once/)).toBeVisible();
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Disable' }));
    await expectToast(canvasElement, 'Priya Nair is disabled and signed out everywhere.');
    await waitFor(async () => expect(statusOf(await operatorRow(canvasElement, priya.name))).toHaveTextContent('Disabled'));
    await expect((await operatorRow(canvasElement, priya.name)).getByRole('button', { name: `Enable ${priya.name}` })).toBeEnabled();
    await expect(getMockDb().activity.filter((record) => record.action === 'setOperatorActive')).toHaveLength(1);
  },
};

/** A disabled operator is enabled at once: they can sign in again. */
export const Enable: Story = {
  parameters: {
    mockDb: (db: Database) => {
      withSignIns(db);
      db.operators = db.operators.map((operator) => (operator._id === sana._id ? { ...operator, active: false, version: 1 } : operator));
    },
  },
  play: async ({ canvasElement }) => {
    const row = await operatorRow(canvasElement, sana.name);
    await expect(statusOf(row)).toHaveTextContent('Disabled');
    await userEvent.click(row.getByRole('button', { name: `Enable ${sana.name}` }));
    await expectToast(canvasElement, 'Sana Qureshi can sign in again.');
    await waitFor(async () => expect(statusOf(await operatorRow(canvasElement, sana.name))).toHaveTextContent('Active'));
  },
};

/** Every change is in the activity log, in words. */
export const ChangesInActivity: Story = {
  play: async ({ canvas, canvasElement }) => {
    await operatorRow(canvasElement, priya.name);
    await addOperator(canvasElement, { name: 'Meera Das', phone: '98765 00005', role: 'Viewer' });
    await expectToast(canvasElement, 'Meera Das can now sign in as Viewer.');
    await pickRole(canvasElement, rohan.name, 'Content');
    await expectToast(canvasElement, 'Rohan Iyer is now Content.');
    await userEvent.click(within(canvas.getAllByRole('navigation', { name: 'Dashboard' })[0]!).getByRole('link', { name: 'Activity' }));
    await canvas.findByRole('heading', { level: 1, name: tabHeading('Activity') });
    const log = within(await canvas.findByRole('table', { name: 'Activity' }));
    await expect(await log.findByText('Added an operator')).toBeVisible();
    await expect(log.getByText("Changed an operator's role")).toBeVisible();
  },
};
