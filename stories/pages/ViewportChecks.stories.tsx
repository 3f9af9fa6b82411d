import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { chatHistoryPath, dashboardTabs, paths } from '../../src/paths';

/**
 * Every page of the app at phone width (375 px) and desktop width (1280 px): the page loads,
 * its main heading is visible inside the viewport, and the document does not scroll sideways.
 * One page per page story file under stories/pages; the page stories check what each page says.
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

// Public site
export const LandingPhone = pageAt(paths.home, 'phone');
export const LandingDesktop = pageAt(paths.home, 'desktop');
export const AboutPhone = pageAt(paths.about, 'phone');
export const AboutDesktop = pageAt(paths.about, 'desktop');
export const BlogPhone = pageAt(paths.blog, 'phone');
export const BlogDesktop = pageAt(paths.blog, 'desktop');
export const BlogPostPhone = pageAt('/blog/123', 'phone');
export const BlogPostDesktop = pageAt('/blog/123', 'desktop');
export const CareersPhone = pageAt(paths.careers, 'phone');
export const CareersDesktop = pageAt(paths.careers, 'desktop');
export const ContactPhone = pageAt(paths.contact, 'phone');
export const ContactDesktop = pageAt(paths.contact, 'desktop');
export const PrivacyPhone = pageAt(paths.privacy, 'phone');
export const PrivacyDesktop = pageAt(paths.privacy, 'desktop');
export const TermsPhone = pageAt(paths.terms, 'phone');
export const TermsDesktop = pageAt(paths.terms, 'desktop');
export const CancellationPhone = pageAt(paths.cancellation, 'phone');
export const CancellationDesktop = pageAt(paths.cancellation, 'desktop');
export const EmailPhone = pageAt(paths.email, 'phone');
export const EmailDesktop = pageAt(paths.email, 'desktop');
export const FormsPhone = pageAt(paths.forms, 'phone');
export const FormsDesktop = pageAt(paths.forms, 'desktop');
export const EditorPhone = pageAt(paths.editor, 'phone');
export const EditorDesktop = pageAt(paths.editor, 'desktop');
export const NotFoundPhone = pageAt('/no-such-page', 'phone');
export const NotFoundDesktop = pageAt('/no-such-page', 'desktop');

// Back-office
export const LoginPhone = pageAt(paths.login, 'phone');
export const LoginDesktop = pageAt(paths.login, 'desktop');
export const DashboardPhone = pageAt(paths.dashboard, 'phone', { signedIn: true });
export const DashboardDesktop = pageAt(paths.dashboard, 'desktop', { signedIn: true });
export const BookingsPhone = pageAt(tab('bookings'), 'phone', { signedIn: true });
export const BookingsDesktop = pageAt(tab('bookings'), 'desktop', { signedIn: true });
export const AppIssuesPhone = pageAt(tab('app-issues'), 'phone', { signedIn: true });
export const AppIssuesDesktop = pageAt(tab('app-issues'), 'desktop', { signedIn: true });
export const EarningsPhone = pageAt(tab('earnings'), 'phone', { signedIn: true });
export const EarningsDesktop = pageAt(tab('earnings'), 'desktop', { signedIn: true });
export const LinksPhone = pageAt(tab('links'), 'phone', { signedIn: true });
export const LinksDesktop = pageAt(tab('links'), 'desktop', { signedIn: true });
export const ExpensesPhone = pageAt(tab('expenses'), 'phone', { signedIn: true });
export const ExpensesDesktop = pageAt(tab('expenses'), 'desktop', { signedIn: true });
export const TransactionsPhone = pageAt(tab('transactions'), 'phone', { signedIn: true });
export const TransactionsDesktop = pageAt(tab('transactions'), 'desktop', { signedIn: true });
export const QuestionsPhone = pageAt(tab('questions'), 'phone', { signedIn: true });
export const QuestionsDesktop = pageAt(tab('questions'), 'desktop', { signedIn: true });
export const QuestionsGeneratePhone = pageAt(`${tab('questions')}?tab=generate`, 'phone', { signedIn: true });
export const QuestionsGenerateDesktop = pageAt(`${tab('questions')}?tab=generate`, 'desktop', { signedIn: true });
export const QuestionListsPhone = pageAt(`${tab('questions')}?tab=active-quiz`, 'phone', { signedIn: true });
export const QuestionListsDesktop = pageAt(`${tab('questions')}?tab=active-quiz`, 'desktop', { signedIn: true });
export const PoolsPhone = pageAt(`${tab('questions')}?tab=create-pool`, 'phone', { signedIn: true });
export const PoolsDesktop = pageAt(`${tab('questions')}?tab=create-pool`, 'desktop', { signedIn: true });
export const QuizDetailsPhone = pageAt(tab('quiz-details'), 'phone', { signedIn: true });
export const QuizDetailsDesktop = pageAt(tab('quiz-details'), 'desktop', { signedIn: true });
export const ChatHistoryPhone = pageAt(chatHistoryPath, 'phone', { signedIn: true });
export const ChatHistoryDesktop = pageAt(chatHistoryPath, 'desktop', { signedIn: true });
