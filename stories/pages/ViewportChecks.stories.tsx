import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { chatHistoryPath, dashboardTabs, paths } from '../../src/paths';

/**
 * Pages at phone width (375 px) or desktop width (1280 px): the page loads, its main heading is
 * visible inside the viewport, and the document does not scroll sideways. The page stories check
 * what each page says.
 *
 * Only the widths no page story shows a page at are here: the back-office tabs at 375 px (their
 * page stories are at 1280 px, and 414 px for Phone) and the editor (its stories are at 414 and
 * 1280 px). Every other page already has page stories at 375 and 1280 px, whose screenshots are
 * compared and which must not scroll sideways (.storybook/visual.setup.ts): the same page at the
 * same width here was the same picture twice.
 */
const meta = {
  title: 'Pages/Viewport checks',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Width = 'phone' | 'desktop';

const tab = (segment: string) => {
  const found = dashboardTabs.find((candidate) => candidate.segment === segment);
  if (!found) throw new Error(`No dashboard tab ${segment}`);
  return found.path;
};

/** The page at `path`, at one width, checked once it has loaded. */
function pageAt(path: string, width: Width, { signedIn = false } = {}): Story {
  return {
    parameters: { deeplink: { path }, ...(signedIn ? { session: 'signed-in' } : {}) },
    globals: { viewport: { value: width, isRotated: false } },
    play: async ({ canvasElement }) => {
      const view = canvasElement.ownerDocument.defaultView ?? window;
      const body = within(canvasElement.ownerDocument.body);
      const [heading] = await body.findAllByRole('heading', { level: 1 });
      // Let the data arrive: a loading table is narrower than a loaded one.
      await waitFor(() => expect(body.queryAllByText(/^Loading/)).toHaveLength(0));
      await expect(view.innerWidth).toBe(width === 'phone' ? 375 : 1280);
      await expect(heading).toBeVisible();
      const box = heading!.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
      const root = canvasElement.ownerDocument.documentElement;
      await waitFor(() => expect(root.scrollWidth, `${path} scrolls sideways at ${view.innerWidth} px`).toBeLessThanOrEqual(root.clientWidth));
    },
  };
}

// The editor
export const EditorPhone = pageAt(paths.editor, 'phone');
export const EditorDesktop = pageAt(paths.editor, 'desktop');

// Back-office
export const DashboardPhone = pageAt(paths.dashboard, 'phone', { signedIn: true });
export const BookingsPhone = pageAt(tab('bookings'), 'phone', { signedIn: true });
export const AppIssuesPhone = pageAt(tab('app-issues'), 'phone', { signedIn: true });
export const EarningsPhone = pageAt(tab('earnings'), 'phone', { signedIn: true });
export const LinksPhone = pageAt(tab('links'), 'phone', { signedIn: true });
export const ExpensesPhone = pageAt(tab('expenses'), 'phone', { signedIn: true });
export const TransactionsPhone = pageAt(tab('transactions'), 'phone', { signedIn: true });
export const QuestionsPhone = pageAt(tab('questions'), 'phone', { signedIn: true });
export const QuestionsGeneratePhone = pageAt(`${tab('questions')}?tab=generate`, 'phone', { signedIn: true });
export const QuestionListsPhone = pageAt(`${tab('questions')}?tab=active-quiz`, 'phone', { signedIn: true });
export const PoolsPhone = pageAt(`${tab('questions')}?tab=create-pool`, 'phone', { signedIn: true });
export const QuizDetailsPhone = pageAt(tab('quiz-details'), 'phone', { signedIn: true });
export const ChatHistoryPhone = pageAt(chatHistoryPath, 'phone', { signedIn: true });
