import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Consultant } from '../../../src/api/schemas';
import { ConsultantsTable, type ConsultantsTableProps } from '../../../src/features/consultants/components/ConsultantsTable';
import { busyKey } from '../../../src/lib/useInFlight';
import type { SortState } from '../../../src/lib/urlState';
import { findRow, tableStateStories } from '../../helpers';

const consultants: Consultant[] = seed.consultants;
/** SPEC.md: newest first, invalid dates last; worked out here, not taken from the app. */
const newestFirst = [...consultants].sort((a, b) => {
  const ta = Date.parse(a.createdAt ?? '');
  const tb = Date.parse(b.createdAt ?? '');
  if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
  return tb - ta;
});
const [inactive, otherInactive] = newestFirst.filter((c) => !c.isActive);
const active = newestFirst.find((c) => c.isActive);
if (!inactive || !otherInactive || !active) throw new RangeError('db.json needs active and two inactive consultants');

function Controlled(props: ConsultantsTableProps) {
  const [sorting, setSorting] = useState<SortState | null>(props.sorting);
  const [selected, setSelected] = useState<ReadonlySet<string>>(props.selectedIds ?? new Set());
  return (
    <ConsultantsTable
      {...props}
      sorting={sorting}
      onSortingChange={setSorting}
      selectedIds={selected}
      onSelectedIdsChange={(next) => {
        setSelected(next);
        props.onSelectedIdsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Consultants/ConsultantsTable',
  component: ConsultantsTable,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { selectedIds: { control: false }, busy: { control: false } },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: consultants,
    status: 'ready',
    error: '',
    emptyMessage: 'No consultants yet.',
    sorting: { id: 'createdAt', desc: true },
    onSortingChange: fn(),
    selectedIds: new Set<string>(),
    onSelectedIdsChange: fn(),
    busy: new Set<string>(),
    onVerify: fn(),
    onRetry: fn(),
    download: fn(),
  },
} satisfies Meta<typeof ConsultantsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['', 'Name', 'Photo', 'Phone', 'Created at', 'Is active', 'Verify', 'Exams']);
    // The name is each row's header: assistive technology says whose row a cell is in.
    const shown = canvas.getAllByRole('row').slice(1, 6).map((row) => within(row).getByRole('rowheader').textContent);
    await expect(shown).toEqual(newestFirst.slice(0, 5).map((c) => c.name));
  },
};

/** A record whose date cannot be read goes last, and says so. */
export const InvalidDateLast: Story = {
  args: { rows: consultants.filter((c) => Number.isNaN(Date.parse(c.createdAt ?? ''))).concat(newestFirst.slice(0, 2)) },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.at(-1)).toHaveTextContent('Invalid date');
  },
};

/** SPEC.md: the Active button only on inactive consultants. */
export const VerifyOnlyInactive: Story = {
  args: { rows: [inactive, active] },
  play: async ({ canvasElement, args }) => {
    await expect((await findRow(canvasElement, active.name)).queryByRole('button', { name: /^Active/ })).not.toBeInTheDocument();
    const row = await findRow(canvasElement, inactive.name);
    await userEvent.click(row.getByRole('button', { name: `Active: verify ${inactive.name}` }));
    await expect(args.onVerify).toHaveBeenCalledWith(inactive);
    await expect(row.getByRole('checkbox', { name: `Select ${inactive.name}` })).not.toBeChecked();
  },
};

/** While one consultant is being verified their button waits; another's does not. */
export const Verifying: Story = {
  args: { rows: [inactive, otherInactive], busy: new Set([busyKey('verify', inactive._id)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Active: verify ${inactive.name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Active: verify ${otherInactive.name}` })).toBeEnabled();
  },
};

/** Clicking a row toggles it; Shift-click selects a range; select-all takes every shown row. */
export const Selecting: Story = {
  args: { rows: newestFirst.slice(0, 6) },
  play: async ({ canvas, args }) => {
    const [first, second, third, fourth] = newestFirst;
    if (!first || !second || !third || !fourth) return;
    await userEvent.click(canvas.getByRole('rowheader', { name: first.name }));
    await expect(canvas.getByRole('checkbox', { name: `Select ${first.name}` })).toBeChecked();
    await fireEvent.click(canvas.getByRole('rowheader', { name: fourth.name }), { shiftKey: true });
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: `Select ${third.name}` })).toBeChecked());
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(new Set([first._id, second._id, third._id, fourth._id]));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all shown rows' }));
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(6);
  },
};

const states = tableStateStories({ empty: 'No consultants yet.', error: 'The consultants service is down.' });

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const Error: Story = states.Error;
