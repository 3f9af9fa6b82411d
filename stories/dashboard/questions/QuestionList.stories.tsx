import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Question, QuestionsBySubject } from '../../../src/api/schemas';
import { NO_QUESTIONS_IN_SUBJECT, QuestionList, type QuestionListProps } from '../../../src/features/questions/components/QuestionList';
import { questionsCsv } from '../../../src/features/questions/model/questionCsv';
import { csvFileName } from '../../../src/lib/csv';

const question = (id: string, subject: string, text: string, answers: [string, string, string, string], correctAnswer: string): Question => ({
  _id: id,
  question: text,
  questionImage: '',
  answers,
  answerImages: ['', '', '', ''],
  correctAnswer,
  subject,
  status: 'not_live',
});

const groups: QuestionsBySubject = {
  History: [
    question('h1', 'History', 'Who founded the Maurya Empire?', ['Ashoka', 'Chandragupta Maurya', 'Bindusara', 'Harsha'], 'Chandragupta Maurya'),
    question('h2', 'History', 'In which year did the Battle of Plassey take place?', ['1757', '1764', '1857', '1526'], '1757'),
  ],
  Science: [question('s1', 'Science', 'What is the chemical symbol of gold?', ['Ag', 'Au', 'Gd', 'Go'], 'Au')],
};

/** The subject kept in story state, as the page keeps it in the URL. */
function WithSubject(props: QuestionListProps) {
  const [subject, setSubject] = useState(props.subject);
  return (
    <QuestionList
      {...props}
      subject={subject}
      onSubjectChange={(next) => {
        props.onSubjectChange(next);
        setSubject(next);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Questions/QuestionList',
  component: QuestionList,
  // A Set cannot be edited as JSON in the Controls panel: the stories set it.
  argTypes: { busyIds: { control: false } },
  render: (args) => <WithSubject {...args} />,
  args: {
    label: 'Not live questions',
    emptyMessage: 'No questions are waiting to go live.',
    status: 'ready',
    groups,
    subject: 'History',
    onSubjectChange: fn(),
    onMakeLive: fn(),
    onRetry: fn(),
    exportFileName: 'not-live-questions',
    download: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof QuestionList>;
export default meta;
type Story = StoryObj<typeof meta>;

const subjects = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('group', { name: 'Not live questions: subjects' }));

/** Every subject with its count, General always; the chosen one's questions with their answers. */
export const BySubject: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = subjects(canvasElement);
    await expect(picker.getAllByRole('button').map((button) => button.textContent)).toEqual(['General (0)', 'History (2)', 'Science (1)']);
    await expect(picker.getByRole('button', { name: 'History (2)' })).toHaveAttribute('aria-pressed', 'true');
    const card = within(canvas.getByRole('article', { name: 'Who founded the Maurya Empire?' }));
    await expect(within(card.getByRole('list', { name: 'Answers' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(card.getByText('Correct').closest('li')).toHaveTextContent('Chandragupta Maurya');
    await userEvent.click(picker.getByRole('button', { name: 'Science (1)' }));
    await expect(args.onSubjectChange).toHaveBeenCalledWith('Science');
    await expect(canvas.getByRole('article', { name: 'What is the chemical symbol of gold?' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Who founded the Maurya Empire?' })).not.toBeInTheDocument();
  },
};

/** Export CSV saves the shown subject's questions, named after the list and the subject. */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV of not live questions in History' }));
    await expect(args.download).toHaveBeenCalledOnce();
    await expect(args.download).toHaveBeenCalledWith(csvFileName('not-live-questions-history', new Date()), questionsCsv(groups.History ?? []));
    const [, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(csv.trim().split('\r\n')).toHaveLength(3);
  },
};

/** A subject without questions says so, and has nothing to export. */
export const EmptySubject: Story = {
  args: { subject: 'General' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_QUESTIONS_IN_SUBJECT)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV of not live questions in General' })).toBeDisabled();
  },
};

/** A subject in the URL that the list does not have falls back to the first with questions. */
export const StaleSubjectFallsBack: Story = {
  args: { subject: 'Astrology' },
  play: async ({ canvasElement }) => {
    await expect(subjects(canvasElement).getByRole('button', { name: 'History (2)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MakeLive: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'In which year did the Battle of Plassey take place?' }));
    await userEvent.click(card.getByRole('button', { name: 'Make Live' }));
    await expect(args.onMakeLive).toHaveBeenCalledOnce();
    await expect(args.onMakeLive).toHaveBeenCalledWith(groups.History?.[1]);
  },
};

/** As the page does: a question made live leaves the list's data. */
function LeavesWhenMadeLive(props: QuestionListProps) {
  const [shown, setShown] = useState(props.groups);
  const makeLive = (made: Question) => {
    props.onMakeLive?.(made);
    setShown((current) => current && Object.fromEntries(Object.entries(current).map(([subject, list]) => [subject, list.filter((entry) => entry._id !== made._id)])));
  };
  return <WithSubject {...props} groups={shown} onMakeLive={makeLive} />;
}

/** A question made live keeps its place and says so: the next one's Make Live does not slide up under the pointer. */
export const MadeLiveKeepsItsPlace: Story = {
  render: (args) => <LeavesWhenMadeLive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('article', { name: 'Who founded the Maurya Empire?' }));
    const next = within(canvas.getByRole('article', { name: 'In which year did the Battle of Plassey take place?' })).getByRole('button', { name: 'Make Live' });
    const nextTop = next.getBoundingClientRect().top;
    await userEvent.click(first.getByRole('button', { name: 'Make Live' }));
    await expect(await first.findByText('Now live')).toBeVisible();
    await expect(first.queryByRole('button')).not.toBeInTheDocument();
    // Focus stays on the card, not lost to the page, and not on the next question's Make Live.
    await expect(first.getByText('Now live')).toHaveFocus();
    await expect(next.getBoundingClientRect().top).toBe(nextTop);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('History · 1 question');
    await expect(subjects(canvasElement).getByRole('button', { name: 'History (1)' })).toBeVisible();
    // The export is the list as it is now: the question made live has left it.
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV of not live questions in History' }));
    await expect(args.download).toHaveBeenCalledWith(csvFileName('not-live-questions-history', new Date()), questionsCsv(groups.History?.slice(1) ?? []));
  },
};

/** While its Make Live is under way the button waits: it cannot be sent twice. */
export const MakingLive: Story = {
  args: { busyIds: new Set(['h1']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('article', { name: 'Who founded the Maurya Empire?' })).getByRole('button', { name: 'Making live…' })).toBeDisabled();
    await expect(within(canvas.getByRole('article', { name: 'In which year did the Battle of Plassey take place?' })).getByRole('button', { name: 'Make Live' })).toBeEnabled();
  },
};

/** The Live list has no Make Live. */
export const LiveList: Story = {
  args: { label: 'Live questions', onMakeLive: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Live questions: subjects' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make Live' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', groups: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { status: 'empty', groups: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No questions are waiting to go live.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', groups: undefined, error: 'The server had a problem. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server had a problem. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Who founded the Maurya Empire?' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
