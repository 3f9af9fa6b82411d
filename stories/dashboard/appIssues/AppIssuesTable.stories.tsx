import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SHOW_ALL, SHOW_LESS } from '../../../src/components/ui/data-table/ClampedText';
import seed from '../../../db.json';
import type { AppIssue } from '../../../src/api/schemas';
import { AppIssuesTable } from '../../../src/features/app-issues/components/AppIssuesTable';
import { busyKey } from '../../../src/lib/useInFlight';
import { expectCards, findRow, tableStateStories } from '../../helpers';

const issues = seed.app_issues as AppIssue[];
const [open, otherOpen] = issues.filter((issue) => issue.solvedDate === null);
if (!open || !otherOpen) throw new RangeError('db.json needs two open app issues');
const solved = issues.find((issue) => issue.solvedDate !== null)!;

const meta = {
  title: 'Dashboard/AppIssues/AppIssuesTable',
  component: AppIssuesTable,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { busy: { control: false } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: issues,
    status: 'ready',
    error: '',
    emptyMessage: 'No app issues match this search and these filters.',
    sorting: { id: 'id', desc: false },
    onSortingChange: fn(),
    onRetry: fn(),
    busy: new Set<string>(),
    onSolve: fn(),
    download: fn(),
  },
} satisfies Meta<typeof AppIssuesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every SPEC.md column; an open issue's solved date is blank and it can be marked solved; a solved one cannot. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['ID', 'Name', 'Number', 'Type', 'Comment', 'Raised date', 'Solved date', 'Action']);
    const openRow = await findRow(canvasElement, open.comment);
    // The ID names the row (its header); the other cells follow it.
    await expect(openRow.getByRole('rowheader')).toHaveTextContent(String(open.id));
    const openCells = openRow.getAllByRole('cell').map((cell) => cell.textContent);
    await expect(openCells.slice(0, 4)).toEqual([open.name, open.number, open.type, open.comment]);
    // Blank to the eye; assistive technology hears why.
    await expect(openRow.getAllByRole('cell')[5]).toHaveTextContent('Not solved yet');
    await expect(openRow.getAllByRole('cell')[5]?.querySelector('.sr-only')).not.toBeNull();
    await userEvent.click(openRow.getByRole('button', { name: `Mark solved: issue ${open.id}` }));
    await expect(args.onSolve).toHaveBeenCalledWith(open);
    const solvedRow = await findRow(canvasElement, solved.comment);
    await expect(solvedRow.queryByRole('button', { name: /Mark solved/ })).not.toBeInTheDocument();
    await expect(solvedRow.getAllByRole('cell')[5]?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]+( 20\d\d)?$/);
  },
};

/** While an issue is being marked solved its button waits; another open issue's does not. */
export const Solving: Story = {
  args: { busy: new Set([busyKey('solve', String(open.id))]) },
  play: async ({ canvasElement }) => {
    await expect((await findRow(canvasElement, open.comment)).getByRole('button', { name: /Mark solved/ })).toBeDisabled();
    await expect((await findRow(canvasElement, otherOpen.comment)).getByRole('button', { name: /Mark solved/ })).toBeEnabled();
  },
};

/** The CSV leaves the action out and an open issue's solved date empty. */
export const ExportCsv: Story = {
  args: { rows: [open] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    const lines = csv.trim().split(/\r?\n/);
    await expect(lines[0]).toBe('ID,Name,Number,Type,Comment,Raised date,Solved date');
    await expect(lines[1]?.endsWith(`${open.raisedDate},`)).toBe(true);
  },
};

const states = tableStateStories({ empty: 'No app issues match this search and these filters.', error: 'The issues service is restarting.' });
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const ErrorState: Story = states.Error;

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
  },
};

/**
 * A comment pasted without a space, as long as comments may be (2,000 characters): it breaks
 * inside its column, and the dates and the action beside it stay readable (it ran over them).
 */
export const LongCommentWithoutSpaces: Story = {
  args: { rows: [{ ...open, comment: 'crash'.repeat(400) }, otherOpen] },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, open.name);
    const comment = row.getByText(/^(crash)+$/);
    const cell = comment.closest('td')!;
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    const next = cell.nextElementSibling!;
    await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(next.getBoundingClientRect().left + 0.5);
    await expect(row.getByRole('button', { name: /^Mark solved/ })).toBeVisible();
  },
};

/**
 * A comment at its 2,000-character limit shows five lines and 'Show all', so the row stays
 * short; opened, the row grows and the rows below move down with it, none drawn over another.
 */
export const LongCommentShowsFiveLines: Story = {
  args: { rows: [{ ...open, comment: 'The app closes when I open a chat from a notification. '.repeat(36).trim() }, otherOpen] },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, open.name);
    const next = await findRow(canvasElement, otherOpen.name);
    const rowOf = (cells: typeof row) => cells.getByRole('button', { name: /^Mark solved/ }).closest('tr')!;
    await expect(rowOf(row).getBoundingClientRect().height).toBeLessThan(160);
    await userEvent.click(await row.findByRole('button', { name: `${SHOW_ALL}: Comment of issue ${open.id}` }));
    await expect(row.getByRole('button', { name: `${SHOW_LESS}: Comment of issue ${open.id}` })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(rowOf(row).getBoundingClientRect().height).toBeGreaterThan(300));
    await waitFor(() => expect(rowOf(next).getBoundingClientRect().top).toBeGreaterThanOrEqual(rowOf(row).getBoundingClientRect().bottom - 1));
    // Closed again, the row is short again and the next row follows it.
    await userEvent.click(row.getByRole('button', { name: `${SHOW_LESS}: Comment of issue ${open.id}` }));
    await waitFor(() => expect(rowOf(row).getBoundingClientRect().height).toBeLessThan(160));
    await waitFor(() => expect(rowOf(next).getBoundingClientRect().top).toBeLessThan(rowOf(row).getBoundingClientRect().bottom + 1));
  },
};
