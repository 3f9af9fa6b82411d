import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SavedAlready as Saved } from '../../../src/api/schemas';
import { QuestionCard } from '../../../src/features/questions/components/generate/QuestionCard';
import { KEEP_MINE, KEEP_SAVED } from '../../../src/features/questions/components/generate/SavedAlreadyNote';
import { blankDraft, FILL_EVERY_FIELD } from '../../../src/features/questions/model/drafts';

const filled = { ...blankDraft('History', 'story-q'), question: 'Who built the Red Fort?', answers: ['Akbar', 'Shah Jahan', 'Babur', 'Humayun'] as [string, string, string, string], correctIndex: 1 };

const meta = {
  title: 'Dashboard/Questions/QuestionCard',
  component: QuestionCard,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { draft: filled, number: 2, errors: undefined, onChange: fn(), onRemove: fn(), onKeepMine: fn(), upload: fn(async () => 'http://localhost/q.png') },
} satisfies Meta<typeof QuestionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Question 2' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Text of question 2' })).toHaveValue('Who built the Red Fort?');
    await expect(canvas.getByRole('radio', { name: 'Answer 2 of question 2 is correct' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Subject of question 2' })).toHaveValue('History');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Answer 4 of question 2' }), 'n');
    await expect(args.onChange).toHaveBeenLastCalledWith('story-q', { answers: ['Akbar', 'Shah Jahan', 'Babur', 'Humayunn'] });
    await userEvent.click(canvas.getByRole('radio', { name: 'Answer 3 of question 2 is correct' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('story-q', { correctIndex: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove question 2' }));
    await expect(args.onRemove).toHaveBeenCalledWith('story-q');
  },
};

export const Blank: Story = {
  args: { draft: blankDraft('General', 'story-blank'), number: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Subject of question 1' })).toHaveValue('General');
    for (const index of [1, 2, 3, 4]) await expect(canvas.getByRole('textbox', { name: `Answer ${index} of question 1` })).toHaveValue('');
    await expect(canvas.getByText('Add image for question 1')).toBeVisible();
  },
};

export const FieldsAtFault: Story = {
  args: { draft: { ...filled, answers: ['Akbar', '', 'Babur', 'Humayun'], correctIndex: null }, errors: { 'answer-1': FILL_EVERY_FIELD, correct: FILL_EVERY_FIELD } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Answer 2 of question 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Answer 1 of question 2' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('radiogroup', { name: 'Correct answer of question 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(`${FILL_EVERY_FIELD}: answer 2, correct answer.`)).toBeVisible();
  },
};

/** Fields the backend would refuse, each with its reason beside it (none is missing, so no 'Fill every field'). */
export const FieldsRefused: Story = {
  args: {
    draft: { ...filled, question: 'Who built the Red Fort, and when, and why?', questionImage: 'javascript:alert(1)' },
    errors: {
      question: 'Question must be at most 1000 characters',
      'question-image': 'Question image must be a web address starting with http:// or https://',
      'answer-2': 'Answer must be at most 500 characters',
      subject: 'Subject must be at most 100 characters',
    },
  },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('textbox', { name: 'Text of question 2' });
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toHaveAccessibleDescription('Question must be at most 1000 characters');
    await expect(canvas.getByLabelText('Image for question 2')).toHaveAccessibleDescription('Question image must be a web address starting with http:// or https://');
    await expect(canvas.getByRole('textbox', { name: 'Answer 3 of question 2' })).toHaveAccessibleDescription('Answer must be at most 500 characters');
    await expect(canvas.getByRole('textbox', { name: 'Answer 1 of question 2' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Subject of question 2' })).toHaveAccessibleDescription('Subject must be at most 100 characters');
    await expect(canvas.queryByText(new RegExp(`^${FILL_EVERY_FIELD}`))).toBeNull();
  },
};

const savedFrom = (question: string, status: 'live' | 'not_live', savedBy = 'You'): Saved => ({
  draftKey: 'story-q',
  savedBy,
  question: { _id: 'saved-1', question, questionImage: '', answers: ['Akbar', 'Shah Jahan', 'Babur', 'Humayun'], answerImages: ['', '', '', ''], correctAnswer: 'Shah Jahan', subject: 'History', status, createdAt: '2026-11-01T10:00:00.000Z' },
});

/**
 * A save was refused for this draft: an earlier save (whose answer was lost) saved it already,
 * and it has been edited since. The card says what was saved, and offers the two ways on.
 */
export const SavedAlready: Story = {
  args: { draft: { ...filled, question: 'Who built the Red Fort in Delhi?' }, savedAlready: savedFrom('Who built the Red Fort?', 'not_live') },
  play: async ({ canvas, args }) => {
    const note = canvas.getByRole('group', { name: /^Question 2 was saved already/ });
    await expect(note).toHaveAccessibleName('Question 2 was saved already, by you at 1 Nov 2026, 3:30 pm IST, as a draft: “Who built the Red Fort?”. Your changes since are not saved.');
    await userEvent.click(within(note).getByRole('button', { name: KEEP_MINE }));
    await expect(args.onKeepMine).toHaveBeenCalledWith('story-q');
    await userEvent.click(within(note).getByRole('button', { name: KEEP_SAVED }));
    await expect(args.onRemove).toHaveBeenCalledWith('story-q');
    // The draft itself is as the operator left it.
    await expect(canvas.getByRole('textbox', { name: 'Text of question 2' })).toHaveValue('Who built the Red Fort in Delhi?');
  },
};

/** Saved live by another operator, with a long question typed without spaces, on a phone: the note wraps inside the card. */
export const SavedAlreadyOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { draft: filled, savedAlready: savedFrom('Who'.repeat(120), 'live', 'Priya Nair') },
  play: async ({ canvas, canvasElement }) => {
    const note = canvas.getByRole('group', { name: /^Question 2 was saved already, by Priya Nair at 1 Nov 2026, 3:30 pm IST, live:/ });
    await expect(within(note).getByRole('button', { name: KEEP_SAVED })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
