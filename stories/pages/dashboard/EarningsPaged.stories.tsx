import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failLaterPages } from '../../../src/api/mocks';
import { formatRupees } from '../../../src/lib/format';
import { catchDownloads, rowAtIndex, scrollerOf } from '../../helpers';
import { table } from './earningsSteps';
import { earningsOf, MANY, manyConsultants } from './manyConsultants';

/**
 * /dashboard/earnings with more consultants than a page (issue 47): the backend sorts, filters
 * and adds them up, and the table holds the pages in view.
 */
const meta = {
  title: 'Pages/Dashboard/EarningsPaged',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in', mockDb: manyConsultants },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Worked out here rather than taken from the app: who is owed, and how much in all. */
const owed = Array.from({ length: MANY }, (_, index) => Number(earningsOf(index) ?? 0)).filter((amount) => amount > 0);
const owedTotal = owed.reduce((paise, amount) => paise + Math.round(amount * 100), 0) / 100;

export const ManyConsultants: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`2,500 consultants · ${formatRupees(owedTotal)} unsettled across ${owed.length.toLocaleString('en-IN')} consultants`));
    await expect(list).toHaveAttribute('aria-rowcount', String(MANY + 1));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
    // A jump to the end loads the end: consultants with no earnings yet come last, in the order they joined.
    scrollerOf(list).scrollTop = scrollerOf(list).scrollHeight;
    await waitFor(() => expect(within(rowAtIndex(list, MANY + 1) as HTMLElement).getByRole('rowheader')).toHaveTextContent('Consultant 2457'));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
  },
};

/** The filter is the backend's: Unsettled payment counts only those owed, and Inactive its own. */
export const FilteredByTheBackend: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Unsettled payment');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${owed.length.toLocaleString('en-IN')} consultants ·`));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Inactive');
    const inactive = Array.from({ length: MANY }, (_, index) => index).filter((index) => index % 3 === 0).length;
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${inactive.toLocaleString('en-IN')} consultants ·`));
  },
};

/** A page further down fails: Retry where its rows go, the rows above stay, and Retry brings them. */
export const LaterPageFailsThenRetry: Story = {
  parameters: { msw: { handlers: failLaterPages('earningsPage', 1, 'The earnings service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2,500 consultants'));
    scrollerOf(list).scrollTop = 53 * 120;
    const alert = await within(list).findByRole('alert');
    await expect(alert).toHaveTextContent('These rows could not be loaded. The earnings service is restarting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(within(rowAtIndex(list, 125) as HTMLElement).getByRole('rowheader')).toHaveTextContent(/Consultant \d+/));
  },
};

/** Export CSV takes every consultant the filter keeps, not only the rows at hand. */
export const ExportEveryoneMatching: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=unsettled' } },
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${owed.length.toLocaleString('en-IN')} consultants`));
    const { files, clicked, restore } = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const lines = (await (files[0] as Blob).text()).split('\r\n');
      await expect(lines[0]).toBe('Name,Realised earnings,Phone,Creator ID,Created at,Is active,Payment status,Bank details');
      await expect(lines).toHaveLength(owed.length + 2);
      // The most owed first, as the table shows them.
      await expect(lines[1]).toMatch(/^Consultant \d+,999\.5,/);
      await expect(clicked).toHaveBeenCalledOnce();
    } finally {
      restore();
    }
  },
};
