import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { catchDownloads, rowAtIndex, scrollerOf } from '../../helpers';

/** How many: 25 pages of 100. */
const MANY = 2500;

/** 2,500 issues, raised a day apart from 1 Jan 2020 (the newest last): every third a suggestion, every other one solved. */
function manyIssues(db: Database) {
  db.app_issues = Array.from({ length: MANY }, (_, index) => {
    const raised = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    return {
      id: index + 1,
      name: `Reporter ${index + 1}`,
      number: `+91 90000 ${String(index).padStart(5, '0')}`,
      type: index % 3 === 0 ? ('SUGGESTION' as const) : ('BUG' as const),
      comment: `Report number ${index + 1}`,
      raisedDate: raised,
      solvedDate: index % 2 === 0 ? raised : null,
    };
  });
}
const openBugs = Array.from({ length: MANY }, (_, index) => index).filter((index) => index % 3 !== 0 && index % 2 === 1);

/**
 * /dashboard/app-issues with more issues than a page (issue 47): the backend sorts, filters and
 * counts the open ones, and the table holds the pages in view.
 */
const meta = {
  title: 'Pages/Dashboard/AppIssuesPaged',
  parameters: { deeplink: { path: '/dashboard/app-issues' }, session: 'signed-in', mockDb: manyIssues },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'App issues' });

export const ManyIssues: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2,500 issues · 1,250 open'));
    await expect(list).toHaveAttribute('aria-rowcount', String(MANY + 1));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
    // The latest first; a jump to the end loads the first issue ever raised.
    scrollerOf(list).scrollTop = scrollerOf(list).scrollHeight;
    await waitFor(() => expect(within(rowAtIndex(list, MANY + 1) as HTMLElement).getByRole('rowheader')).toHaveTextContent(/^1$/));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
    // The rows that came are measured (a Mark solved button is taller than 'Solved') and the list
    // grows or shrinks by what they measure: the end is in view once two looks in a row find the
    // same height with the scroller still at its end, without being put there again.
    let lastHeight = -1;
    await waitFor(() => {
      const scroller = scrollerOf(list);
      const height = scroller.scrollHeight;
      const stillAtEnd = height === lastHeight && height - scroller.scrollTop - scroller.clientHeight <= 1;
      lastHeight = height;
      if (!stillAtEnd) scroller.scrollTop = height;
      return expect(stillAtEnd).toBe(true);
    });
    await expect(within(rowAtIndex(list, MANY + 1) as HTMLElement).getByRole('rowheader')).toHaveTextContent(/^1$/);
  },
};

/** Open bugs, counted by the backend; Export CSV takes every one of them, not only the rows at hand. */
export const OpenBugsExported: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'BUG');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Open');
    const shown = openBugs.length.toLocaleString('en-IN');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${shown} issues · ${shown} open`));
    const { files, restore } = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const lines = (await (files[0] as Blob).text()).split('\r\n');
      await expect(lines[0]).toBe('ID,Name,Number,Type,Comment,Raised date,Solved date');
      await expect(lines).toHaveLength(openBugs.length + 2);
      await expect(lines[1]).toMatch(new RegExp(`^${Math.max(...openBugs) + 1},`));
    } finally {
      restore();
    }
  },
};
