import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import type { ActivityRecord } from '../../../src/api/schemas';
import { getMockDb, setMockDb } from '../../../src/api/mocks';
import { liveUpdatesOff } from '../../../src/api/mocks/live';
import { findRow, notifications } from '../../helpers';

/**
 * The Q&A Manager when a colleague got there first and this tab did not hear of it (live
 * updates off): the change is not made twice, nothing is logged again, and the answer says
 * who made it so and when, after SPEC.md's message.
 */
const meta = {
  title: 'Pages/Dashboard/QuizTogether',
  parameters: { session: 'signed-in', msw: { handlers: liveUpdatesOff } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A colleague whose role changes questions and pools (issue 48: content). */
const colleague = seed.operators.find((operator) => operator.role === 'content')!;
const pool = seed.pools.find((entry) => !entry.active)!;
const question = seed.questions.find((entry) => entry.status === 'not_live' && entry.subject === 'History')!;

/** The colleague's change, as the backend has it once made from another browser: the record and its log entry, at 2:55 pm IST. */
function colleagueMade(target: ActivityRecord['target'], change: ActivityRecord['changes'][number], apply: (db: Database) => Database) {
  const db = apply(getMockDb());
  const record: ActivityRecord = { _id: `activity-colleague-${change.field}`, at: '2026-11-03T09:25:00.000Z', operatorId: colleague._id, operator: colleague.name, action: 'edit', target, changes: [change], detail: null };
  setMockDb({ ...db, activity: [...db.activity, record] });
}

const recordsOn = (id: string) => getMockDb().activity.filter((record) => record.target?.id === id);

export const PoolActivatedByAColleagueUnheard: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-pool' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('table', { name: 'Inactive pools' });
    const row = await findRow(list, pool.name);
    colleagueMade({ kind: 'pool', id: pool._id, name: pool.name }, { field: 'active', before: 'false', after: 'true' }, (db) => ({ ...db, pools: db.pools.map((entry) => (entry._id === pool._id ? { ...entry, active: true } : entry)) }));
    await userEvent.click(row.getByRole('button', { name: `Make Active: ${pool.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Pool Activated! ${colleague.name} had already made it active at 3 Nov 2026, 2:55 pm IST.`);
    await waitFor(() => expect(within(list).queryByRole('rowheader', { name: pool.name })).not.toBeInTheDocument());
    await expect(recordsOn(pool._id)).toHaveLength(1);
  },
};

export const QuestionMadeLiveByAColleagueUnheard: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=not-live&subject=History' } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('article', { name: question.question }));
    colleagueMade({ kind: 'question', id: question._id, name: question.question }, { field: 'status', before: 'not_live', after: 'live' }, (db) => ({ ...db, questions: db.questions.map((entry) => (entry._id === question._id ? { ...entry, status: 'live' as const } : entry)) }));
    await userEvent.click(card.getByRole('button', { name: 'Make Live' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`The question is live. ${colleague.name} had already made it live at 3 Nov 2026, 2:55 pm IST.`);
    await expect(await card.findByText('Now live')).toBeVisible();
    await expect(recordsOn(question._id)).toHaveLength(1);
  },
};
