import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { activityRecords } from '../../dashboard/activity/activityFixtures';
import { tabHeading } from '../../fixtures';
import { expectExportWorks, expectRoleInHeader } from './roleSteps';

/**
 * The tabs that only read (issue 48: "reads stay open to every role"), as a viewer, the role
 * with the fewest permissions, sees them: the same list every role sees, with nothing offered
 * that changes data, the role in the header, and Export CSV, which every role keeps.
 */
const meta = {
  title: 'Pages/Dashboard/ReadOnlyTabsRoles',
  parameters: { session: 'signed-in', role: 'viewer' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a viewer finds on a tab that only reads: its heading, its rows and Export CSV. */
function readOnlyTab(path: string, heading: string, table: string, mockDb?: (db: Database) => void): Story {
  return {
    parameters: { deeplink: { path }, ...(mockDb ? { mockDb } : {}) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading(heading) })).toBeVisible();
      await expectRoleInHeader(canvasElement, 'Viewer');
      const list = await canvas.findByRole('table', { name: table });
      // A header row and at least one row of data, as every role reads them, and the export offered once they are in.
      await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
      await expectExportWorks(canvasElement);
    },
  };
}

export const BookingsAsViewer = readOnlyTab('/dashboard/bookings', 'Booking Summary', 'Bookings');
export const TransactionsAsViewer = readOnlyTab('/dashboard/transactions', 'TransactionsList', 'Transactions');
// The seed keeps no activity: the log the Activity stories read.
export const ActivityAsViewer = readOnlyTab('/dashboard/activity', 'Activity', 'Activity', (db) => {
  db.activity = activityRecords;
});
export const ChatHistoryAsViewer = readOnlyTab('/dashboard/chats', 'Chat history', 'Chat rooms');
export const QuizDetailsAsViewer = readOnlyTab('/dashboard/quiz-details', 'Quiz Details', 'Quiz matches');
