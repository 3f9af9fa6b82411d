import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { firstAnswerLost, getMockDb } from '../../../src/api/mocks';
import { NO_DRAFTS } from '../../../src/features/questions/components/generate/DraftEditor';
import { draftsKeyFor, saveBodies, writeDrafts, type DraftQuestion } from '../../../src/features/questions/model/drafts';
import { signedInSession } from '../../fixtures';
import { blanks, fill, toastSays } from './generateSteps';

/**
 * The Generate tab where drafts could be saved twice: a retry after an answer lost on the way
 * back, or the same drafts saved from another tab. Each save is named by its drafts and what it
 * sends (its Idempotency-Key), so the backend answers a repeat instead of adding the questions again.
 */
const meta = {
  title: 'Pages/Dashboard/Questions/SaveOnce',
  parameters: { deeplink: { path: '/dashboard/questions?tab=generate' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => window.localStorage.removeItem(ownDrafts),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ownDrafts = draftsKeyFor(signedInSession.user._id);
const sentKeys: Array<string | null> = [];
const savedCopies = (question: string) => getMockDb().questions.filter((entry) => entry.question === question).length;

/** The backend saved the questions but its answer was lost: 'Save failed', and the retry saves nothing more. */
export const RetryAfterALostAnswerSavesOnce: Story = {
  beforeEach: () => {
    sentKeys.length = 0;
  },
  parameters: { msw: { handlers: firstAnswerLost('saveQuestions', sentKeys) } },
  play: async ({ canvas, canvasElement }) => {
    await blanks(canvas, 2);
    await fill(canvas, 1);
    await fill(canvas, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await toastSays(canvasElement, 'Save failed');
    await expect(canvas.getByRole('textbox', { name: 'Text of question 2' })).toHaveValue('Question 2?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await toastSays(canvasElement, 'Saved!');
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect(sentKeys[1]).toBe(sentKeys[0]);
    await expect(savedCopies('Question 1?')).toBe(1);
    await expect(savedCopies('Question 2?')).toBe(1);
  },
};

const kept: DraftQuestion[] = [
  { key: 'kept-1', question: 'Which fort did Shivaji take first?', questionImage: '', answers: ['Torna', 'Raigad', 'Sinhagad', 'Pratapgad'], answerImages: ['', '', '', ''], correctIndex: 0, subject: 'History' },
];

/**
 * The operator's other tab saved these same drafts a moment ago (its answer not yet heard here):
 * Save in this tab finds them saved and adds no second copy.
 */
export const SavedFromAnotherTabMeanwhile: Story = {
  beforeEach: () => {
    writeDrafts(window.localStorage, kept, ownDrafts);
  },
  parameters: {
    mockDb: (db: Database) => {
      const [group] = saveBodies(kept, 'not_live');
      const saved = group!.body.questions.map((question, index) => ({ ...question, _id: `other-tab-${index}`, subject: group!.subject, status: 'not_live' as const, idempotencyKey: group!.idempotencyKey }));
      db.questions = [...db.questions, ...saved];
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Text of question 1' })).toHaveValue(kept[0]!.question);
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await toastSays(canvasElement, 'Saved!');
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
    await expect(savedCopies(kept[0]!.question)).toBe(1);
  },
};
