import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { queries, within } from 'storybook/test';
import { ApiError } from '../../../src/api/http';
import type { CreateQuizBody } from '../../../src/api/schemas';
import { localMinute, QuizForm, type QuizAttempt } from '../../../src/features/questions/components/QuizForm';

type Canvas = ReturnType<typeof within<typeof queries>>;

/** The messages the issue names, word for word. */
const ADDED = 'Quiz added successfully!';
const FAILED = 'Failed to add quiz.';

const CREATED_MEANWHILE_SAID = 'Priya Nair created a quiz named Friday Science Sprint at 3 Nov 2026, 2:59 pm IST. Create it again only if it is another quiz.';
let refusals = 0;

const tomorrow = () => localMinute(new Date(Date.now() + 24 * 60 * 60 * 1000));

const meta = {
  title: 'Dashboard/Questions/QuizForm',
  component: QuizForm,
  args: { onCreate: fn(async (_quiz: CreateQuizBody, _attempt: QuizAttempt): Promise<unknown> => ({})) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof QuizForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Add quiz' }));

async function fill(canvas: Canvas, values: Partial<Record<'Name' | 'Prize' | 'Entry fee' | 'Time per question' | 'Number of questions' | 'Start time' | 'Domain' | 'Prompt', string>> = {}) {
  const all = { Name: 'Friday Science Sprint', Prize: '₹2,000', 'Entry fee': '25', 'Time per question': '20', 'Number of questions': '15', 'Start time': tomorrow(), Domain: 'Science', Prompt: 'Class 10 science', ...values };
  for (const [label, value] of Object.entries(all)) {
    const input = box(canvas, label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

/** Nothing typed: each required field says why, nothing is sent. */
export const NothingTyped: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas);
    await expect(box(canvas, 'Name')).toHaveAccessibleDescription('Name is required');
    await expect(box(canvas, 'Entry fee')).toHaveAccessibleDescription(/^Entry fee is required/);
    await expect(box(canvas, 'Time per question')).toHaveAccessibleDescription(/^Time per question is required/);
    await expect(box(canvas, 'Number of questions')).toHaveAccessibleDescription(/^Number of questions is required/);
    await expect(box(canvas, 'Start time')).toHaveAccessibleDescription(/^Start time is required/);
    await expect(box(canvas, 'Name')).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Numeric fields take numbers only, and the backend's rules on them. */
export const NumbersOnly: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { 'Entry fee': 'ten', 'Time per question': '1.5', 'Number of questions': '0' });
    await submit(canvas);
    await expect(box(canvas, 'Entry fee')).toHaveAccessibleDescription(/^Entry fee must be a number/);
    await expect(box(canvas, 'Time per question')).toHaveAccessibleDescription(/^Time per question must be a whole number/);
    await expect(box(canvas, 'Number of questions')).toHaveAccessibleDescription(/^Number of questions must be greater than zero/);
    await expect(box(canvas, 'Entry fee')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A start time in the past is refused; the picker offers nothing earlier than now. */
export const StartInThePast: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { 'Start time': '2020-01-01T10:00' });
    await submit(canvas);
    await expect(box(canvas, 'Start time')).toHaveAccessibleDescription(/^The start time cannot be in the past/);
    await expect(box(canvas, 'Start time').getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Sent with numbers as numbers and the start as an instant; the form empties and says so. */
export const Adds: Story = {
  play: async ({ canvas, args }) => {
    const start = tomorrow();
    await fill(canvas, { 'Start time': start });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Active' }));
    await submit(canvas);
    await expect(await canvas.findByText(ADDED)).toBeVisible();
    await expect(args.onCreate).toHaveBeenCalledOnce();
    const [quiz, attempt] = args.onCreate.mock.calls[0]!;
    await expect(quiz).toEqual({
      name: 'Friday Science Sprint',
      prize: '₹2,000',
      entryFee: 25,
      timePerQuestion: 20,
      numberOfQuestions: 15,
      startTime: new Date(start).toISOString(),
      winnerId: '',
      active: true,
      domain: 'Science',
      prompt: 'Class 10 science',
    });
    await expect(attempt.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await expect(box(canvas, 'Name')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  },
};

/** A failure says 'Failed to add quiz.' with the reason; what was typed stays. */
export const AddFails: Story = {
  args: {
    onCreate: fn(async (_quiz: CreateQuizBody, _attempt: QuizAttempt): Promise<unknown> => {
      throw new ApiError('http', 'The server had a problem. Please try again later.', '/api/quiz', { status: 500 });
    }),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`${FAILED} The server had a problem. Please try again later.`);
    await expect(box(canvas, 'Name')).toHaveValue('Friday Science Sprint');
    await expect(canvas.queryByText(ADDED)).not.toBeInTheDocument();
  },
};

/** The backend's reason for a field lands on that field. */
export const RefusedByBackend: Story = {
  args: {
    onCreate: fn(async (_quiz: CreateQuizBody, _attempt: QuizAttempt): Promise<unknown> => {
      throw new ApiError('http', 'The start time cannot be in the past', '/api/quiz', { status: 400, issues: [{ path: 'startTime', message: 'The start time cannot be in the past' }] });
    }),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILED);
    await expect(box(canvas, 'Start time')).toHaveAccessibleDescription(/^The start time cannot be in the past/);
  },
};

/** While it is sent the button waits: a double click adds one quiz. */
export const SendsOnce: Story = {
  args: { onCreate: fn((_quiz: CreateQuizBody, _attempt: QuizAttempt) => new Promise<unknown>(() => {})) },
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Add quiz' }));
    await expect(await canvas.findByRole('button', { name: 'Adding quiz…' })).toBeDisabled();
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

const neverReaches = fn(async (_quiz: CreateQuizBody, _attempt: QuizAttempt) => {
  throw new ApiError('network', 'Could not reach the server.', '/api/quiz');
});

/**
 * A retry of the same quiz after a failure (whose answer may have been lost after the backend
 * created it) goes with the same Idempotency-Key, so the backend answers instead of creating a
 * second; once anything typed changes, it is another quiz with another key.
 */
export const RetryKeepsTheKey: Story = {
  args: { onCreate: neverReaches },
  play: async ({ canvas }) => {
    neverReaches.mockClear();
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`${FAILED} Could not reach the server.`);
    await submit(canvas);
    await userEvent.type(box(canvas, 'Name'), ' 2');
    await submit(canvas);
    const keys = neverReaches.mock.calls.map(([, attempt]) => attempt.idempotencyKey);
    await expect(keys).toHaveLength(3);
    await expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect(keys[1]).toBe(keys[0]);
    await expect(keys[2]).not.toBe(keys[0]);
  },
};

/** A quiz of this name was created a minute ago: the form says who and when, keeps what was typed, and creates it only when asked. */
export const CreatedMeanwhile: Story = {
  beforeEach: () => {
    refusals = 0;
  },
  args: {
    onCreate: fn(async (quiz: CreateQuizBody, _attempt: QuizAttempt): Promise<unknown> => {
      if (quiz.createAgain || refusals > 0) return {};
      refusals += 1;
      throw new ApiError('http', CREATED_MEANWHILE_SAID, '/api/quiz', { status: 409, answer: { message: CREATED_MEANWHILE_SAID, reason: 'createdMeanwhile' } });
    }),
  },
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CREATED_MEANWHILE_SAID);
    await expect(box(canvas, 'Name')).toHaveValue('Friday Science Sprint');
    await expect(canvas.queryByText(FAILED)).toBeNull();
    // Another name is another quiz: the warning is not its.
    await userEvent.type(box(canvas, 'Name'), ' 2');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(box(canvas, 'Name'), '{Backspace}{Backspace}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Create it again anyway' }));
    await expect(await canvas.findByText(ADDED)).toBeVisible();
    await expect(args.onCreate).toHaveBeenCalledTimes(2);
    await expect(args.onCreate.mock.calls[1]![0]).toMatchObject({ name: 'Friday Science Sprint', createAgain: true });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Create quiz' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
