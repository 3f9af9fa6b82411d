import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SurveyEmbed } from '../../src/components/forms/SurveyEmbed';

/** A same-origin stand-in page, so the story never calls the real survey host. */
const localSurvey = 'about:blank#creator-survey';

const meta = {
  title: 'Forms/SurveyEmbed',
  component: SurveyEmbed,
  args: { src: localSurvey, title: 'Creator survey' },
  decorators: [(Story) => <main className="mx-auto max-w-4xl p-4"><Story /></main>],
} satisfies Meta<typeof SurveyEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Creator survey');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', localSurvey);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: 'Open the creator survey in a new tab' })).toHaveAttribute('href', localSurvey);
  },
};

export const FeedbackSurvey: Story = {
  args: { src: 'about:blank#feedback-survey', title: 'Feedback survey' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Feedback survey')).toHaveAttribute('src', 'about:blank#feedback-survey');
    await expect(canvas.getByRole('link', { name: 'Open the feedback survey in a new tab' })).toHaveAttribute('target', '_blank');
  },
};
