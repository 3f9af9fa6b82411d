import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AI_GENERATION_FAILED, AI_INVALID_JSON, AI_NO_QUESTIONS } from '../../../src/api/questionPrompt';
import { GENERATION_CANCELLED, GeneratorControls } from '../../../src/features/questions/components/generate/GeneratorControls';
import { COUNT_NOT_WHOLE, TOPIC_REQUIRED } from '../../../src/features/questions/model/drafts';

const meta = {
  title: 'Dashboard/Questions/GeneratorControls',
  component: GeneratorControls,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { ai: { status: 'idle' }, onBlank: fn(), onAi: fn(), onCancel: fn() },
} satisfies Meta<typeof GeneratorControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BlankCount: Story = {
  play: async ({ canvas, args }) => {
    const count = canvas.getByRole('textbox', { name: /Number of blank questions/ });
    for (const wrong of ['0', '2.5', 'abc', '-1']) {
      await userEvent.clear(count);
      await userEvent.type(count, wrong);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate blanks' }));
      await expect(canvas.getByText(COUNT_NOT_WHOLE)).toBeVisible();
      await expect(count).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(args.onBlank).not.toHaveBeenCalled();
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate blanks' }));
    await expect(args.onBlank).toHaveBeenCalledWith(3);
    await expect(canvas.queryByText(COUNT_NOT_WHOLE)).toBeNull();
  },
};

export const TopicRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate with AI' }));
    await expect(canvas.getByText(TOPIC_REQUIRED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Topic/ })).toHaveFocus();
    await expect(args.onAi).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Topic/ }), 'Mughal empire');
    const subject = canvas.getByRole('combobox', { name: 'Subject' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'History');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate with AI' }));
    await expect(args.onAi).toHaveBeenCalledWith('Mughal empire', 'History');
  },
};

/** When the story's generation began: its clock stands 12 s later, so the screenshot is the same however long the run takes. */
const STARTED_AT = Date.UTC(2026, 0, 5, 10, 0, 0);

export const Generating: Story = {
  args: { ai: { status: 'generating', topic: 'Mughal empire', subject: 'History', startedAt: STARTED_AT } },
  beforeEach: () => {
    // Replaced by hand: a spy would call Date.now itself to time its calls.
    const realNow = Date.now;
    Date.now = () => STARTED_AT + 12_000;
    return () => {
      Date.now = realNow;
    };
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Generating questions' })).toBeVisible();
    await expect(canvas.getByText('Generating 100 questions on Mughal empire (History)… 12 s')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Cancelled: Story = {
  args: { ai: { status: 'cancelled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(GENERATION_CANCELLED);
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const InvalidJson: Story = {
  args: { ai: { status: 'failed', message: AI_INVALID_JSON } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI response is not valid JSON');
  },
};

export const NoQuestions: Story = {
  args: { ai: { status: 'failed', message: AI_NO_QUESTIONS } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI returned no questions.');
  },
};

export const Failed: Story = {
  args: { ai: { status: 'failed', message: AI_GENERATION_FAILED } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI generation failed');
  },
};

export const DoneWithDropped: Story = {
  args: { ai: { status: 'done', added: 98, dropped: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Added 98 AI questions. Dropped 2 in the wrong shape.');
  },
};
