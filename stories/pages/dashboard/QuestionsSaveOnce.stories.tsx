import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { firstAnswerLost, getMockDb } from '../../../src/api/mocks';
import { NO_DRAFTS, savedAlreadyAlert } from '../../../src/features/questions/components/generate/DraftEditor';
import { KEEP_MINE, KEEP_SAVED } from '../../../src/features/questions/components/generate/SavedAlreadyNote';
import { draftsKeyFor, saveBodies, savedBefore, writeDrafts, type DraftQuestion } from '../../../src/features/questions/model/drafts';
import { signedInSession } from '../../fixtures';
import { blanks, dismissToast, fill, toastSays, type Canvas } from './generateSteps';

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

/** A story whose first save is recorded by the backend but its answer lost on the way back ('Save failed'). */
const firstAnswerLostStory = {
  beforeEach: () => {
    sentKeys.length = 0;
  },
  parameters: { msw: { handlers: firstAnswerLost('saveQuestions', sentKeys) } },
} satisfies Story;

/** `count` blank drafts filled in and saved with `button`: the backend keeps them, the answer is lost, and the failure's toast is dismissed. */
async function saveAndLoseTheAnswer(canvas: Canvas, canvasElement: HTMLElement, count: number, button: 'Save live' | 'Save as draft') {
  await blanks(canvas, count);
  for (let number = 1; number <= count; number += 1) await fill(canvas, number);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  await toastSays(canvasElement, 'Save failed');
  await dismissToast(canvasElement, 'Save failed');
}

/** The backend saved the questions but its answer was lost: 'Save failed', and the retry saves nothing more. */
export const RetryAfterALostAnswerSavesOnce: Story = {
  ...firstAnswerLostStory,
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

/**
 * The first save's answer was lost; the operator then edited question 2 and saved again: another
 * save (another key), but of drafts saved already. Question 1, unchanged, is taken as saved;
 * question 2 waits for a choice, and keeping the edit as a new draft saves it beside the first.
 */
export const EditAfterALostAnswerAsks: Story = {
  ...firstAnswerLostStory,
  play: async ({ canvas, canvasElement }) => {
    await saveAndLoseTheAnswer(canvas, canvasElement, 2, 'Save live');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text of question 2' }), ' Edited.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await expect(await canvas.findByText(savedAlreadyAlert(1))).toHaveAttribute('role', 'alert');
    // Question 1 was saved as it is: it goes. The edited one, now first, says what was saved.
    await expect(canvas.getByRole('textbox', { name: 'Text of question 1' })).toHaveValue('Question 2? Edited.');
    await expect(canvas.queryByRole('textbox', { name: 'Text of question 2' })).toBeNull();
    const note = canvas.getByRole('group', { name: /^Question 1 was saved already, by .+ at 3 Nov 2026, .+ IST, live: “Question 2\?”/ });
    await expect(within(note).getByRole('button', { name: KEEP_SAVED })).toHaveFocus();
    // Saving again before choosing sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await expect(sentKeys).toHaveLength(2);
    await userEvent.click(within(note).getByRole('button', { name: KEEP_MINE }));
    await expect(canvas.queryByText(savedAlreadyAlert(1))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await toastSays(canvasElement, 'Saved!');
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
    await expect(savedCopies('Question 1?')).toBe(1);
    await expect(savedCopies('Question 2?')).toBe(1);
    await expect(savedCopies('Question 2? Edited.')).toBe(1);
  },
};

/** As above, but the operator keeps what was saved: the edited draft goes, and nothing more is saved. */
export const EditAfterALostAnswerKeepTheSavedOne: Story = {
  ...firstAnswerLostStory,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await saveAndLoseTheAnswer(canvas, canvasElement, 1, 'Save as draft');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Answer 4 of question 1' }), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    const note = await canvas.findByRole('group', { name: /^Question 1 was saved already, by .+ at 3 Nov 2026, .+ IST, as a draft: “Question 1\?”/ });
    await userEvent.click(within(note).getByRole('button', { name: KEEP_SAVED }));
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
    await expect(sentKeys).toHaveLength(2);
    await expect(savedCopies('Question 1?')).toBe(1);
  },
};

/**
 * The first save's answer was lost; the operator then added another question and saved again.
 * The first question, unchanged, is not saved a second time; the new one is saved.
 */
export const DraftAddedAfterALostAnswer: Story = {
  ...firstAnswerLostStory,
  play: async ({ canvas, canvasElement }) => {
    await saveAndLoseTheAnswer(canvas, canvasElement, 1, 'Save live');
    await blanks(canvas, 1);
    await fill(canvas, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await toastSays(canvasElement, 'Saved!');
    await toastSays(canvasElement, savedBefore(1));
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
    await expect(savedCopies('Question 1?')).toBe(1);
    await expect(savedCopies('Question 2?')).toBe(1);
  },
};
