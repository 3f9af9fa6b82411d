import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import { empty, error, failTimes, firstAnswerLost, getMockDb, loading } from '../../../src/api/mocks';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { localMinute } from '../../../src/features/questions/components/QuizForm';
import { NO_NOT_LIVE_QUESTIONS } from '../../../src/features/questions/QuestionListPanels';
import { tabHeading } from '../../fixtures';
import { notifications, tabListLoading } from '../../helpers';

/** What the seed holds, worked out here, not taken from the app. */
const count = (status: string, subject: string) => seed.questions.filter((question) => question.status === status && question.subject === subject).length;
const firstNotLiveHistory = seed.questions.find((question) => question.status === 'not_live' && question.subject === 'History');
if (!firstNotLiveHistory) throw new Error('db.json has no not-live History question');
const activeQuiz = seed.quizzes.find((quiz) => quiz.active);
const inactiveQuiz = seed.quizzes.find((quiz) => !quiz.active);
if (!activeQuiz || !inactiveQuiz) throw new Error('db.json needs an active and an inactive quiz');

/** Q&A Manager's Live and Not Live question lists by subject, and the active and inactive quizzes. */
const meta = {
  title: 'Pages/Dashboard/QuestionLists',
  parameters: { deeplink: { path: '/dashboard/questions?tab=not-live&subject=History' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = async (canvasElement: HTMLElement, label: string) => within(await within(canvasElement).findByRole('group', { name: `${label}: subjects` }));

/** Not Live by subject with counts, the subject from the URL. */
export const NotLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Q&A Manager') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Not Live' })).toHaveAttribute('aria-selected', 'true');
    const subjects = await picker(canvasElement, 'Not live questions');
    await expect(subjects.getByRole('button', { name: `History (${count('not_live', 'History')})` })).toHaveAttribute('aria-pressed', 'true');
    await expect(subjects.getByRole('button', { name: `Science (${count('not_live', 'Science')})` })).toBeVisible();
    await expect(canvas.getByRole('article', { name: firstNotLiveHistory.question })).toBeVisible();
  },
};

/**
 * The first not-live History question's card, and a check that once made live it keeps its place,
 * says so and offers nothing: the next Make Live has not slid up under the pointer.
 */
async function watchFirstCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const card = within(await canvas.findByRole('article', { name: firstNotLiveHistory!.question }));
  const next = canvas.getAllByRole('button', { name: 'Make Live' })[1]!;
  const nextTop = next.getBoundingClientRect().top;
  const expectKeptInPlace = async () => {
    await expect(await card.findByText('Now live')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Make Live' })).not.toBeInTheDocument();
    await expect(next.getBoundingClientRect().top).toBe(nextTop);
  };
  return { card, expectKeptInPlace };
}

/** Make Live: the question leaves Not Live at once (from the answer), its card kept in place, and is found under Live. */
export const MakeLiveSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { card, expectKeptInPlace } = await watchFirstCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Make Live' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('The question is live.');
    await expect((await picker(canvasElement, 'Not live questions')).findByRole('button', { name: `History (${count('not_live', 'History') - 1})` })).resolves.toBeVisible();
    await expectKeptInPlace();
    await userEvent.click(canvas.getByRole('tab', { name: 'Live' }));
    const live = await picker(canvasElement, 'Live questions');
    await expect(await live.findByRole('button', { name: `History (${count('live', 'History') + 1})` })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('article', { name: firstNotLiveHistory.question })).toBeVisible();
  },
};

/** Another operator makes a question live while this one looks at the list: it says so in its place, and nothing below it moves. */
export const MadeLiveByAnotherOperator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { expectKeptInPlace } = await watchFirstCard(canvasElement);
    // The other operator's call, straight to the backend, as from another browser; the change arrives live.
    const answer = await fetch(routeUrl(findRoute('makeQuestionLive')), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: firstNotLiveHistory._id }) });
    await expect(answer.status).toBe(200);
    await expectKeptInPlace();
    // Another subject and back: the list is as the backend has it.
    const subjects = await picker(canvasElement, 'Not live questions');
    await userEvent.click(subjects.getByRole('button', { name: /^English/ }));
    await userEvent.click(subjects.getByRole('button', { name: /^History/ }));
    await expect(canvas.queryByRole('article', { name: firstNotLiveHistory.question })).not.toBeInTheDocument();
  },
};

const firstNotLiveEnglish = seed.questions.find((question) => question.status === 'not_live' && question.subject === 'English')!;
/** A colleague makes a question live, straight to the backend as from another browser; the change arrives live. */
const colleagueMakesLive = async (id: string) => expect((await fetch(routeUrl(findRoute('makeQuestionLive')), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }) })).status).toBe(200);

/**
 * The last not-live question of the subject on screen, then of the whole list, made live by a
 * colleague: the subject stays chosen, at 0, with the card in its place saying so, rather than
 * the list jumping to another subject or to its empty state.
 */
export const LastOfTheSubjectMadeLiveByAColleague: Story = {
  parameters: {
    mockDb: (db: Database) => {
      const kept = new Set([firstNotLiveHistory._id, firstNotLiveEnglish._id]);
      db.questions = db.questions.map((question) => (question.status === 'not_live' && !kept.has(question._id) ? { ...question, status: 'live' as const } : question));
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('article', { name: firstNotLiveHistory.question }));
    await colleagueMakesLive(firstNotLiveHistory._id);
    await expect(await card.findByText('Now live')).toBeVisible();
    const subjects = await picker(canvasElement, 'Not live questions');
    await expect(subjects.getByRole('button', { name: 'History (0)' })).toHaveAttribute('aria-pressed', 'true');
    await colleagueMakesLive(firstNotLiveEnglish._id);
    // English, not on screen, leaves the picker as the backend has it.
    await waitFor(() => expect(subjects.queryByRole('button', { name: /^English/ })).not.toBeInTheDocument());
    await expect(subjects.getByRole('button', { name: 'History (0)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('Now live')).toBeVisible();
    await expect(within(canvasElement).queryByText(NO_NOT_LIVE_QUESTIONS)).not.toBeInTheDocument();
  },
};

/** A failed Make Live says 'Update failed'; the question stays. */
export const MakeLiveFails: Story = {
  parameters: { msw: { handlers: error('makeQuestionLive') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: firstNotLiveHistory.question }));
    await userEvent.click(card.getByRole('button', { name: 'Make Live' }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Update failed');
    await expect(card.getByRole('button', { name: 'Make Live' })).toBeEnabled();
    await expect(canvas.getByRole('article', { name: firstNotLiveHistory.question })).toBeVisible();
  },
};

export const Live: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=live' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subjects = await picker(canvasElement, 'Live questions');
    await expect(subjects.getByRole('button', { name: `English (${count('live', 'English')})` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make Live' })).not.toBeInTheDocument();
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: loading('questionList') } },
  play: async ({ canvasElement }) => {
    await tabListLoading(canvasElement, 'Q&A Manager');
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: empty('questionList') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No questions are waiting to go live.')).toBeVisible();
  },
};

export const ListFailsThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('questionList') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('article', { name: firstNotLiveHistory.question })).toBeVisible();
  },
};

const inTwoDays = () => localMinute(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));

async function fillQuiz(canvasElement: HTMLElement, name: string, active: boolean) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Create quiz' }));
  await userEvent.type(form.getByLabelText(/^Name/), name);
  await userEvent.type(form.getByLabelText(/^Entry fee/), '30');
  await userEvent.type(form.getByLabelText(/^Time per question/), '20');
  await userEvent.type(form.getByLabelText(/^Number of questions/), '10');
  await userEvent.type(form.getByLabelText(/^Start time/), inTwoDays());
  await userEvent.type(form.getByLabelText(/^Domain/), 'Geography');
  if (active) await userEvent.click(form.getByRole('checkbox', { name: 'Active' }));
  await userEvent.click(form.getByRole('button', { name: 'Add quiz' }));
  return form;
}

const quizKeys: Array<string | null> = [];

/** The backend created the quiz but its answer was lost: the retry goes with the same key and creates no second quiz. */
export const CreateQuizRetryAfterALostAnswerAddsOnce: Story = {
  beforeEach: () => {
    quizKeys.length = 0;
  },
  parameters: { deeplink: { path: '/dashboard/questions?tab=active-quiz' }, msw: { handlers: firstAnswerLost('createQuiz', quizKeys) } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Active quizzes' });
    const form = await fillQuiz(canvasElement, 'Rivers of India', true);
    await expect(await form.findByRole('alert')).toHaveTextContent('Failed to add quiz. The gateway timed out.');
    await userEvent.click(form.getByRole('button', { name: 'Add quiz' }));
    await expect(await form.findByText('Quiz added successfully!')).toBeVisible();
    await expect(await within(table).findByRole('rowheader', { name: 'Rivers of India' })).toBeVisible();
    await expect(quizKeys).toHaveLength(2);
    await expect(quizKeys[1]).toBe(quizKeys[0]);
    await expect(getMockDb().quizzes.filter((quiz) => quiz.name === 'Rivers of India')).toHaveLength(1);
    await expect(within(table).getAllByRole('rowheader', { name: 'Rivers of India' })).toHaveLength(1);
  },
};

/**
 * Another operator created a quiz of this name two minutes ago: Add quiz is refused with who and
 * when, nothing is created, and 'Create it again anyway' creates the second, knowingly.
 */
export const CreateQuizOfTheSameNameMeanwhile: Story = {
  parameters: {
    deeplink: { path: '/dashboard/questions?tab=active-quiz' },
    mockDb: (db: Database) => {
      // A colleague whose role creates quizzes (issue 48: content).
      const colleague = seed.operators.find((operator) => operator.role === 'content')!;
      db.quizzes.push({ ...activeQuiz, _id: 'quiz-meanwhile', name: 'Rivers of India', createdBy: colleague._id, createdAt: new Date(Date.now() - 2 * 60_000).toISOString() });
    },
  },
  play: async ({ canvasElement }) => {
    const form = await fillQuiz(canvasElement, 'Rivers of India', true);
    await expect(await form.findByRole('alert')).toHaveTextContent(new RegExp(`^${seed.operators.find((operator) => operator.role === 'content')!.name} created a quiz named Rivers of India at 3 Nov 2026, .+ IST\\. Create it again only if it is another quiz\\.`));
    await expect(getMockDb().quizzes.filter((quiz) => quiz.name === 'Rivers of India')).toHaveLength(1);
    await userEvent.click(form.getByRole('button', { name: 'Create it again anyway' }));
    await expect(await form.findByText('Quiz added successfully!')).toBeVisible();
    await expect(getMockDb().quizzes.filter((quiz) => quiz.name === 'Rivers of India')).toHaveLength(2);
  },
};

/** The Create quiz form sits above the list; an active quiz joins the active list. */
export const CreateQuizSucceeds: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=active-quiz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Active quizzes' });
    await within(table).findByRole('rowheader', { name: activeQuiz.name });
    const form = await fillQuiz(canvasElement, 'Rivers of India', true);
    await expect(await form.findByText('Quiz added successfully!')).toBeVisible();
    await expect(await within(table).findByRole('rowheader', { name: 'Rivers of India' })).toBeVisible();
  },
};

export const CreateQuizFails: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-quiz' }, msw: { handlers: error('createQuiz') } },
  play: async ({ canvasElement }) => {
    const form = await fillQuiz(canvasElement, 'Rivers of India', false);
    await expect(await form.findByRole('alert')).toHaveTextContent('Failed to add quiz.');
    await expect(form.getByLabelText(/^Name/)).toHaveValue('Rivers of India');
  },
};

export const InactiveQuizzes: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-quiz' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Inactive quizzes' });
    await expect(await within(table).findByRole('rowheader', { name: inactiveQuiz.name })).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: activeQuiz.name })).not.toBeInTheDocument();
  },
};

export const QuizListLoading: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=active-quiz' }, msw: { handlers: loading('quizList') } },
  play: async ({ canvasElement }) => {
    await tabListLoading(canvasElement, 'Q&A Manager');
  },
};

export const QuizListEmpty: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=active-quiz' }, msw: { handlers: empty('quizList') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No active quizzes.')).toBeVisible();
  },
};

export const QuizListFailsThenRetry: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-quiz' }, msw: { handlers: failTimes('quizList') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('rowheader', { name: inactiveQuiz.name })).toBeVisible();
  },
};

export const PhoneNotLive: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: firstNotLiveHistory.question })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
