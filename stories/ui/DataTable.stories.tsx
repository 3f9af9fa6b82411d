import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../../src/components/ui/DataTable';
import { Controlled, manyPeople, names, people, tableArgs, type Person } from './data-table/people';

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Person>,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { selectedIds: { control: false } },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    ...tableArgs,
  },
} satisfies Meta<typeof DataTable<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first cell of every body row, top to bottom. */
const bodyNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Consultants' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Phone', 'Earnings', 'Action']);
    await expect(table).toHaveAttribute('aria-rowcount', String(people.length + 1));
    await expect(bodyNames(table)).toEqual(names);
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Consultants' })).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { status: 'empty', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No consultants yet.')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'The ledger is being rebuilt. Try again in a minute.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The ledger is being rebuilt. Try again in a minute.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A refresh failed: the rows stay, under a banner with the reason and Retry. */
export const RefreshFailed: Story = {
  args: { refreshError: 'The ledger is being rebuilt. Try again in a minute.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not refresh this list. The ledger is being rebuilt. Try again in a minute.');
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SortByMouse: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyNames(canvasElement)).toEqual([...names].sort());
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyNames(canvasElement)[0]).toBe('Zoya Khan');
  },
};

/** Money sorts highest first on the first press, from the keyboard; N/A stays last. */
export const SortByKeyboard: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Earnings/ });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const amounts = canvas.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await expect(amounts.at(-1)).toBe('N/A');
    const numbers = amounts.slice(0, -1).map((text) => Number(text?.replace('₹', '')));
    await expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SelectAll: Story = {
  args: { selectedIds: new Set<string>(), onSelectedIdsChange: fn() },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all shown rows' });
    await userEvent.click(all);
    for (const name of names) await expect(canvas.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(new Set(people.map((person) => person.id)));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    await expect(all).not.toBeChecked();
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Select Ravi Kumar' })).toBeChecked();
  },
};

export const ShiftClickRange: Story = {
  args: { selectedIds: new Set<string>() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    // user-event forgets a held Shift between separate calls, so the click carries it itself.
    await fireEvent.click(canvas.getByRole('checkbox', { name: 'Select Ishita Rao' }), { shiftKey: true });
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Select Meera Iyer' })).toBeChecked());
    const checked = names.filter((name) => canvas.getByRole<HTMLInputElement>('checkbox', { name: `Select ${name}` }).checked);
    await expect(checked).toEqual(['Ravi Kumar', 'Meera Iyer', 'Kabir Shah', 'Ishita Rao']);
  },
};

export const RowClickToggles: Story = {
  args: { selectedIds: new Set<string>(), rowClickSelects: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Meera Iyer' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Meera Iyer' })).toBeChecked();
    await expect(canvas.getByRole('row', { selected: true })).toHaveTextContent('Meera Iyer');
    // A button in the row does its own job and leaves the selection alone.
    await userEvent.click(canvas.getByRole('button', { name: 'Open Kabir Shah' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Kabir Shah' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Meera Iyer' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Meera Iyer' })).not.toBeChecked();
  },
};

const tenThousand = manyPeople(10_000);

/** 10,000 rows: only those in view are in the DOM; scrolling brings later ones with their index. */
export const Virtualised: Story = {
  args: { rows: tenThousand, maxHeight: '400px' },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Consultants' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(60);
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 52 * 5000;
    await waitFor(() => expect(within(table).getAllByRole('row').some((row) => Number(row.getAttribute('aria-rowindex')) > 5000)).toBe(true));
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const header = within(table).getAllByRole('columnheader')[0] as HTMLElement;
    // The header stays in view while the body scrolls.
    await expect(Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top)).toBeLessThan(2);
    void canvasElement;
  },
};

/** Where the focused control's ring reaches (at least 2 px round it) inside the scroller, below the sticky header row. */
async function expectFocusClear(scroller: HTMLElement, head: HTMLElement) {
  const focused = scroller.ownerDocument.activeElement as HTMLElement;
  await expect(scroller.contains(focused)).toBe(true);
  const { outlineWidth, outlineOffset } = getComputedStyle(focused);
  const reach = Math.max(2, parseFloat(outlineWidth) + parseFloat(outlineOffset));
  const ring = focused.getBoundingClientRect();
  await expect(ring.top - reach).toBeGreaterThanOrEqual(head.getBoundingClientRect().bottom);
  await expect(ring.bottom + reach).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom);
}

/**
 * Tab and Shift+Tab through the rows of a table that scrolls: each control scrolls in whole,
 * its focus ring clear of the sticky header row and of the frame's bottom edge.
 */
export const KeyboardThroughAScrollingTable: Story = {
  args: { rows: manyPeople(40), maxHeight: '240px' },
  parameters: { visual: { focusRings: true } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Consultants' });
    const scroller = table.parentElement as HTMLElement;
    const head = table.querySelector('thead') as HTMLElement;
    canvas.getByRole('button', { name: 'Open Person 1' }).focus();
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      await expectFocusClear(scroller, head);
    }
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab({ shift: true });
      await expectFocusClear(scroller, head);
    }
  },
};

export const Export: Story = {
  args: { exportFileName: 'consultants', download: fn(), sorting: { id: 'earnings', desc: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const sorted = [...people].sort((a, b) => (b.earnings ?? -Infinity) - (a.earnings ?? -Infinity));
    const expected = `\uFEFFName,Phone,Earnings\r\n${sorted.map((person) => `${person.name},${person.phone},${person.earnings ?? ''}`).join('\r\n')}\r\n`;
    await expect(args.download).toHaveBeenCalledWith(`consultants-${stamp}.csv`, expected);
  },
};

const alone = people[2]!;
/**
 * One record shown alone (a link from the command palette, `?record=` of the list controller): a
 * banner heads the table and says which; its button asks for every record and leaves the keyboard
 * in the list, since the button itself goes with the banner.
 */
export const OneShownAlone: Story = {
  args: { rows: [alone], shownAlone: { label: `Showing one consultant: ${alone.name}`, showAll: 'Show every consultant', onShowAll: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: `Showing one consultant: ${alone.name}` })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Consultants' });
    await expect(bodyNames(table)).toEqual([alone.name]);
    await userEvent.click(canvas.getByRole('button', { name: 'Show every consultant' }));
    await expect(args.shownAlone?.onShowAll).toHaveBeenCalledOnce();
    await expect(document.activeElement).toContainElement(table);
  },
};
