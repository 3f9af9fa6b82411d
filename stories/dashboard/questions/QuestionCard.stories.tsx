import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuestionCard } from '../../../src/features/questions/components/generate/QuestionCard';
import { blankDraft, FILL_EVERY_FIELD } from '../../../src/features/questions/model/drafts';

const filled = { ...blankDraft('History', 'story-q'), question: 'Who built the Red Fort?', answers: ['Akbar', 'Shah Jahan', 'Babur', 'Humayun'] as [string, string, string, string], correctIndex: 1 };

const meta = {
  title: 'Dashboard/Questions/QuestionCard',
  component: QuestionCard,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { draft: filled, number: 2, errors: undefined, onChange: fn(), onRemove: fn(), upload: fn(async () => 'http://localhost/q.png') },
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
