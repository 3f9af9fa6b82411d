import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recorded } from '../../../src/api/mocks';
import { notifications, rowAtIndex, scrollerOf } from '../../helpers';
import { MANY, manyConsultants } from './manyConsultants';

/**
 * /dashboard with more consultants than a page (issue 47): the backend sorts and searches them,
 * the table holds the pages in view, and a selection outlives the pages it was made on.
 */
const meta = {
  title: 'Pages/Dashboard/DashboardPaged',
  parameters: { deeplink: { path: '/dashboard' }, session: 'signed-in', mockDb: manyConsultants },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Consultants' });
const sent: unknown[] = [];

/**
 * The newest consultant is selected on the first page, the oldest after a jump to the end (the
 * first page let go meanwhile): the notification goes to both, each with their own token.
 * Select-all is not offered while only some of the list is at hand.
 */
export const SelectionOutlivesItsPage: Story = {
  beforeEach: () => {
    sent.length = 0;
  },
  parameters: { msw: { handlers: recorded('sendNotification', sent) } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByText('2,500 shown · 0 selected')).toBeVisible());
    await expect(list).toHaveAttribute('aria-rowcount', String(MANY + 1));
    await expect(within(list).queryByRole('checkbox', { name: 'Select all shown rows' })).toBeNull();
    await userEvent.click(await within(list).findByRole('checkbox', { name: 'Select Consultant 2498' }));
    scrollerOf(list).scrollTop = scrollerOf(list).scrollHeight;
    await waitFor(() => expect(within(rowAtIndex(list, MANY + 1) as HTMLElement).getByRole('rowheader')).toHaveTextContent('Consultant 0'));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Select Consultant 0' }));
    await expect(within(list).queryByRole('checkbox', { name: 'Select Consultant 2498' })).toBeNull();
    await expect(canvas.getByText(/Will be sent to/)).toHaveTextContent('Will be sent to 2 consultants.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'New year');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'Sessions are half price this week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Notification sent to 2 consultants.');
    await expect(sent).toEqual([{ title: 'New year', body: 'Sessions are half price this week.', image: '', userIds: ['9000002498', '9000000000'], tokens: ['token-2498', 'token-0'] }]);
  },
};

/** The header search is the backend's: a creator ID finds its one consultant among 2,500. */
export const SearchedByTheBackend: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'CRMANY1234');
    await waitFor(() => expect(canvas.getByText('1 shown · 0 selected')).toBeVisible());
    await expect(within(list).getByRole('rowheader', { name: 'Consultant 1234' })).toBeVisible();
    // With all of the view at hand, select-all is offered again.
    await expect(within(list).getByRole('checkbox', { name: 'Select all shown rows' })).toBeVisible();
  },
};
