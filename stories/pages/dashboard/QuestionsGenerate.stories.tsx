import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiReply, error, loading } from '../../../src/api/mocks';
import { NO_DRAFTS } from '../../../src/features/questions/components/generate/DraftEditor';
import { LEAVE_TITLE } from '../../../src/features/questions/GeneratePanel';
import { URL_WRITE_DELAY_MS } from '../../../src/lib/useUrlState';
import { tabHeading, signedInSession } from '../../fixtures';
import { screenOf } from '../../helpers';
import { blanks, fill, toastSays } from './generateSteps';

/** Q&A Manager's Generate tab: draft questions blank or with AI, check them, save them as drafts or live. */
const meta = {
  title: 'Pages/Dashboard/Questions/Generate',
  parameters: { deeplink: { path: '/dashboard/questions?tab=generate' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => window.localStorage.removeItem('consult.question-drafts.v1'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Generate', selected: true })).toBeVisible();
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
  },
};

export const FillEveryFieldThenSaved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await blanks(canvas, 2);
    await fill(canvas, 1);
    await fill(canvas, 2, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fill every field');
    const missing = canvas.getByRole('textbox', { name: 'Answer 3 of question 2' });
    await expect(missing).toHaveAttribute('aria-invalid', 'true');
    await expect(missing).toHaveFocus();
    await userEvent.type(missing, 'A3');
    await expect(missing).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await toastSays(canvasElement, 'Saved!');
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
  },
};

/**
 * On a phone the sticky bar keeps only the count and the buttons: 'Fill every field' stands above
 * the first draft, so the bar stays short while the drafts scroll under it.
 */
export const FillEveryFieldOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await blanks(canvas, 3);
    await fill(canvas, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Fill every field (2 questions incomplete).');
    const bar = canvas.getByRole('button', { name: 'Save live' }).parentElement!;
    await expect(bar).not.toContainElement(alert);
    await expect(bar.getBoundingClientRect().height).toBeLessThan(120);
    // Solid: the drafts scrolling under it do not show through.
    await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('textbox', { name: 'Text of question 2' })).toHaveFocus();
  },
};

/**
 * A draft kept in this browser that the backend would refuse: an image at a javascript: address
 * and an answer longer than 500 characters. The form says so beside each field, with the
 * backend's words, and sends nothing until they are fixed.
 */
export const RefusesWhatTheBackendWould: Story = {
  beforeEach: () => {
    const draft = {
      key: 'kept-1',
      question: 'Which city is the capital of India?',
      questionImage: 'javascript:alert(1)',
      answers: ['New Delhi', `Mumbai ${'and its suburbs '.repeat(32)}`, 'Chennai', 'Kolkata'],
      answerImages: ['', '', '', ''],
      correctIndex: 0,
      subject: 'General',
    };
    window.localStorage.setItem('consult.question-drafts.v1', JSON.stringify({ version: 1, drafts: [draft] }));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save live' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fix the marked fields (1 question).');
    const image = canvas.getByLabelText('Image for question 1');
    await expect(image).toHaveAttribute('aria-invalid', 'true');
    await expect(image).toHaveAccessibleDescription('Question image must be a web address starting with http:// or https://');
    await expect(image).toHaveFocus();
    const answer = canvas.getByRole('textbox', { name: 'Answer 2 of question 1' });
    await expect(answer).toHaveAccessibleDescription('Answer must be at most 500 characters');
    await expect(canvas.queryByText(/^Fill every field:/)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove image for question 1' }));
    await expect(image).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(answer);
    await userEvent.type(answer, 'Mumbai');
    await expect(answer).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await toastSays(canvasElement, 'Saved!');
    await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: { handlers: error('saveQuestions') } },
  play: async ({ canvas, canvasElement }) => {
    await blanks(canvas, 1);
    await fill(canvas, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save live' }));
    await toastSays(canvasElement, 'Save failed');
    await expect(canvas.getByRole('textbox', { name: 'Text of question 1' })).toHaveValue('Question 1?');
  },
};

export const AiGenerates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate with AI' }));
    await expect(canvas.getByText('Enter a topic first!')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Topic/ }), 'Mughal empire');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate with AI' }));
    await expect(await canvas.findByText('Added 100 AI questions.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('100 drafted questions')).toBeVisible();
  },
};

export const AiCancelled: Story = {
  parameters: { msw: { handlers: loading('chatCompletions') } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Topic/ }), 'Rivers');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate with AI' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Generating questions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Generation cancelled.')).toBeVisible();
    await expect(canvas.getByText(NO_DRAFTS)).toBeVisible();
  },
};

const aiStory = (handlers: ReturnType<typeof error>, message: string): Story => ({
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Topic/ }), 'Rivers');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(canvas.getByText(NO_DRAFTS)).toBeVisible();
  },
});
export const AiInvalidJson = aiStory(aiReply('Sure! Here are your questions: 1. Who…'), 'AI response is not valid JSON');
export const AiEmpty = aiStory(aiReply('[]'), 'AI returned no questions.');
export const AiFailed = aiStory(error('chatCompletions'), 'AI generation failed');

export const AiDropsWrongShape: Story = {
  parameters: {
    msw: {
      handlers: aiReply(
        JSON.stringify([
          { question: 'Longest river?', answers: ['Ganga', 'Yamuna', 'Godavari', 'Narmada'], correctAnswer: 'Ganga', subject: 'Geography' },
          { question: 'Three answers only', answers: ['a', 'b', 'c'], correctAnswer: 'a' },
          { question: 'Wrong correct answer', answers: ['a', 'b', 'c', 'd'], correctAnswer: 'z' },
        ]),
      ),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Topic/ }), 'Rivers');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate with AI' }));
    await expect(await canvas.findByText('Added 1 AI question. Dropped 2 in the wrong shape.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Text of question 1' })).toHaveValue('Longest river?');
    await expect(canvas.queryByRole('textbox', { name: 'Text of question 2' })).toBeNull();
  },
};

/** The dialog that asks before unsaved drafts are left behind, found in the whole document (it is portalled). */
const leaveDialog = (canvasElement: HTMLElement) => screenOf(canvasElement).findByRole('dialog', { name: LEAVE_TITLE });

export const LeavingAsksFirst: Story = {
  play: async ({ canvas, canvasElement }) => {
    await blanks(canvas, 1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text of question 1' }), 'Unsaved?');
    const menu = canvas.getByRole('navigation', { name: 'Dashboard' });

    // Another side-menu entry: asked first; Stay keeps the page and the draft.
    await userEvent.click(within(menu).getByRole('link', { name: 'Earnings' }));
    await userEvent.click(within(await leaveDialog(canvasElement)).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: tabHeading('Q&A Manager') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Generate', selected: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Text of question 1' })).toHaveValue('Unsaved?');

    // Another tab of the Q&A Manager: asked too; Stay keeps Generate open.
    await userEvent.click(canvas.getByRole('tab', { name: 'Live' }));
    await userEvent.click(within(await leaveDialog(canvasElement)).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('tab', { name: 'Generate', selected: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Text of question 1' })).toHaveValue('Unsaved?');

    // The header search filters, it does not leave: no question asked.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'ri');
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Text of question 1' })).toHaveValue('Unsaved?');

    // Leave goes, even when the search's URL write (made once typing pauses) comes due while
    // the question is open: it waits for the answer instead of cancelling the navigation.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'v');
    await userEvent.click(within(menu).getByRole('link', { name: 'Earnings' }));
    const leave = within(await leaveDialog(canvasElement)).getByRole('button', { name: 'Leave' });
    await new Promise((resolve) => setTimeout(resolve, 2 * URL_WRITE_DELAY_MS));
    await userEvent.click(leave);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Text of question 1' })).toBeNull();
  },
};

/** Logout ends the session first; the way to /login2 is then not held (the drafts stay in this browser). */
export const LogoutWithDraftsIsNotHeld: Story = {
  play: async ({ canvas, canvasElement }) => {
    await blanks(canvas, 1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text of question 1' }), 'Kept here');
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Dashboard' })).getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'Send OTP' })).toBeVisible();
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
    // Kept as the operator's own, for when they sign in again.
    await waitFor(() => expect(window.localStorage.getItem(ownDrafts)).toContain('Kept here'));
  },
};

const ownDrafts = `consult.question-drafts.v1.${signedInSession.user._id}`;
const storedDraft = (key: string, question: string) => ({ key, question, questionImage: '', answers: ['1', '2', '3', '4'], answerImages: ['', '', '', ''], correctIndex: 0, subject: 'General' });

/**
 * The same operator drafts in two tabs: what the other tab adds or edits appears here at
 * once (the storage event, as the browser delivers it), and this tab's own edits stay.
 */
export const DraftsFromAnotherTab: Story = {
  play: async ({ canvas }) => {
    await blanks(canvas, 1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text of question 1' }), 'Typed in this tab');
    // The other tab edits what is kept: it adds a question of its own.
    const kept = JSON.parse(window.localStorage.getItem(ownDrafts) ?? '{"version":1,"drafts":[]}') as { version: 1; drafts: unknown[] };
    const next = JSON.stringify({ version: 1, drafts: [...kept.drafts, storedDraft('other-tab-1', 'Written in the other tab')] });
    window.localStorage.setItem(ownDrafts, next);
    window.dispatchEvent(new StorageEvent('storage', { key: ownDrafts, newValue: next, storageArea: window.localStorage }));
    await expect(await canvas.findByRole('textbox', { name: 'Text of question 2' })).toHaveValue('Written in the other tab');
    await expect(canvas.getByRole('textbox', { name: 'Text of question 1' })).toHaveValue('Typed in this tab');
    // And this tab's next keystroke keeps the other tab's question.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text of question 1' }), '!');
    await expect(window.localStorage.getItem(ownDrafts)).toContain('Written in the other tab');
    await expect(window.localStorage.getItem(ownDrafts)).toContain('Typed in this tab!');
  },
};

/** Another operator's drafts on this browser stay theirs: not shown, not saved, not lost. */
export const AnotherOperatorsDraftsStayTheirs: Story = {
  beforeEach: () => {
    window.localStorage.setItem('consult.question-drafts.v1.someone-else', JSON.stringify({ version: 1, drafts: [storedDraft('theirs-1', 'Their question')] }));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /Number of blank questions/ });
    await expect(canvas.queryByRole('textbox', { name: 'Text of question 1' })).toBeNull();
    await expect(window.localStorage.getItem('consult.question-drafts.v1.someone-else')).toContain('Their question');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await blanks(canvas, 1);
    await expect(await canvas.findByRole('heading', { name: 'Question 1' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
