import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AnswerEditor } from '../../../src/features/questions/components/generate/AnswerEditor';

const meta = {
  title: 'Dashboard/Questions/AnswerEditor',
  component: AnswerEditor,
  parameters: { layout: 'padded' },
  args: {
    index: 1,
    questionNumber: 3,
    value: 'Shah Jahan',
    image: '',
    radioName: 'q3-correct',
    correct: false,
    invalid: false,
    onText: fn(),
    onImage: fn(),
    onCorrect: fn(),
    upload: fn(async () => 'http://localhost/a.png'),
  },
} satisfies Meta<typeof AnswerEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Answer 2 of question 3' });
    await expect(text).toHaveValue('Shah Jahan');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await userEvent.type(text, '!');
    await expect(args.onText).toHaveBeenLastCalledWith(1, 'Shah Jahan!');
    await userEvent.click(canvas.getByRole('radio', { name: 'Answer 2 of question 3 is correct' }));
    await expect(args.onCorrect).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('Add image for answer 2')).toBeVisible();
  },
};

export const Correct: Story = {
  args: { correct: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Answer 2 of question 3 is correct' })).toBeChecked();
  },
};

export const Missing: Story = {
  args: { value: '', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Answer 2 of question 3' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithImage: Story = {
  args: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Preview: Image for answer 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image for answer 2' }));
    await expect(args.onImage).toHaveBeenCalledWith(1, '');
  },
};

/** An answer's image goes to /upload23 as 'answer_upload' (a question's as 'question_upload'). */
export const UploadsAnAnswerImage: Story = {
  play: async ({ canvas, args }) => {
    const file = new File([Uint8Array.from([137, 80, 78, 71])], 'palace.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Image for answer 2'), file);
    await expect(args.upload).toHaveBeenCalledWith(file, 'answer_upload', expect.any(AbortSignal), expect.any(Function));
    await waitFor(() => expect(args.onImage).toHaveBeenCalledWith(1, 'http://localhost/a.png'));
  },
};
