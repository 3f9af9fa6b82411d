import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { queries, within } from 'storybook/test';
import { ApiError } from '../../../src/api/http';
import { AddOperatorForm } from '../../../src/features/operators/components/AddOperatorForm';

/** What `within` answers for one element. */
type Canvas = ReturnType<typeof within<typeof queries>>;

const meta = {
  title: 'Dashboard/Operators/AddOperatorForm',
  component: AddOperatorForm,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { onAdd: fn(async () => true) },
} satisfies Meta<typeof AddOperatorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Name/ });
const phoneBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Phone number/ });
const roleBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Role/ });
const addButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Add operator' });

async function fill(canvas: Canvas, { name, phone, role }: { name: string; phone: string; role: string }) {
  await userEvent.type(nameBox(canvas), name);
  await userEvent.type(phoneBox(canvas), phone);
  await userEvent.selectOptions(roleBox(canvas), role);
}

/** Name, country code, phone and role are sent as the backend takes them; the form empties for the next. */
export const Adds: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Add operator' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+91 India');
    await fill(canvas, { name: '  Meera Das ', phone: '98765 00005', role: 'Support' });
    await userEvent.click(addButton(canvas));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Meera Das', countryCode: '+91', phoneNumber: '98765 00005', role: 'support' });
    await waitFor(() => expect(nameBox(canvas)).toHaveValue(''));
    await expect(roleBox(canvas)).toHaveValue('');
  },
};

/** Nothing is sent until the shared schema takes every field: each says why beside it, and the first gets focus. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(phoneBox(canvas), '12345');
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(nameBox(canvas)).toHaveAccessibleDescription('Name is required');
    await expect(nameBox(canvas)).toHaveFocus();
    await expect(phoneBox(canvas)).toHaveAccessibleDescription(/^Please enter a valid phone number\./);
    await expect(roleBox(canvas)).toHaveAccessibleDescription('Choose a role: viewer, support, content, finance or admin.');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A number pasted with its country code in front is read without it. */
export const PastedWithCountryCode: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { name: 'Meera Das', phone: '+91 98765-00005', role: 'Viewer' });
    await userEvent.click(addButton(canvas));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Meera Das', countryCode: '+91', phoneNumber: '98765-00005', role: 'viewer' });
  },
};

const TAKEN = "+91 98765 00002 is already Priya Nair's number.";

/** The backend refuses a number already an operator's (409): its reason is on the phone field, and what was typed stays. */
export const NumberTaken: Story = {
  args: {
    onAdd: fn(async () => {
      throw new ApiError('http', TAKEN, '/operators/add', { status: 409, issues: [{ path: 'phoneNumber', message: TAKEN }] });
    }),
  },
  play: async ({ canvas }) => {
    await fill(canvas, { name: 'Priya Again', phone: '9876500002', role: 'Finance' });
    await userEvent.click(addButton(canvas));
    await waitFor(() => expect(phoneBox(canvas)).toHaveAccessibleDescription(`${TAKEN} They sign in with this number and a one-time code, as you do.`));
    await expect(phoneBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneBox(canvas)).toHaveFocus();
    await expect(nameBox(canvas)).toHaveValue('Priya Again');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failure that names no field (the service down) is said under the form; nothing typed is lost. */
export const Fails: Story = {
  args: {
    onAdd: fn(async () => {
      throw new ApiError('http', 'The server had a problem (503). Please try again later.', '/operators/add', { status: 503 });
    }),
  },
  play: async ({ canvas }) => {
    await fill(canvas, { name: 'Meera Das', phone: '9876500005', role: 'Content' });
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem (503). Please try again later.');
    await expect(phoneBox(canvas)).toHaveValue('9876500005');
  },
};

/** While it is sent the button waits and says so: a second click or Enter sends nothing more. */
export const SendsOnce: Story = {
  args: { onAdd: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvas, args }) => {
    await fill(canvas, { name: 'Meera Das', phone: '9876500005', role: 'Support' });
    await userEvent.dblClick(addButton(canvas));
    const adding = await canvas.findByRole('button', { name: 'Adding…' });
    await expect(adding).toBeDisabled();
    await userEvent.type(nameBox(canvas), '{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** At 375 px the fields stack, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(addButton(canvas)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
