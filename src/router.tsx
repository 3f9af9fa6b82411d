/**
 * The one route table (SPEC.md section 2, PRODUCT.md point 6). The landing page is part
 * of the entry chunk; every other page, and all back-office code, loads on demand.
 *
 * Error boundaries (issue 24): the nearest one above a failure shows it. A dashboard tab's is
 * inside the shell, a public page's inside the public layout, a back-office page's (sign-in,
 * editor, the dashboard's frame) in place of the page, the root's when all else fails. They sit
 * on pathless routes that load nothing, never on a `lazy` route: react-router 7.18 renders
 * nothing at all when a lazy route's own code fails to load and that route holds the boundary
 * (src/router.test.ts checks it).
 */
import type { RouteObject } from 'react-router-dom';
import { chatHistoryPath, dashboardTabs, paths } from './paths';
import { LandingPage } from './pages/LandingPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PublicRoute } from './pages/PublicRoute';
import { PageErrorBoundary, PublicErrorBoundary, TabErrorBoundary } from './pages/RouteErrorBoundary';
import { RouteLoading } from './pages/RouteLoading';

const tabTitle = (segment: string) => dashboardTabs.find((tab) => tab.segment === segment)?.label ?? segment;

type TabSegment = (typeof dashboardTabs)[number]['segment'];

/** The tabs that have their screens; the others show their heading until their issue lands. */
const tabPages: Partial<Record<TabSegment, RouteObject['lazy']>> = {
  '': async () => ({ Component: (await import('@/features/consultants/ConsultantsPage')).ConsultantsPage }),
  earnings: async () => ({ Component: (await import('@/features/earnings/EarningsPage')).EarningsPage }),
  transactions: async () => ({ Component: (await import('@/features/transactions/TransactionsPage')).TransactionsPage }),
  bookings: async () => ({ Component: (await import('@/features/bookings/BookingsPage')).BookingsPage }),
  'app-issues': async () => ({ Component: (await import('@/features/app-issues/AppIssuesPage')).AppIssuesPage }),
  links: async () => ({ Component: (await import('@/features/links/LinksPage')).LinksPage }),
  'quiz-details': async () => ({ Component: (await import('@/features/quiz-details/QuizDetailsPage')).QuizDetailsPage }),
  expenses: async () => ({ Component: (await import('@/features/expenses/ExpensesPage')).ExpensesPage }),
  questions: async () => ({ Component: (await import('./pages/dashboard/QuestionsPage')).QuestionsPage }),
  activity: async () => ({ Component: (await import('@/features/activity/ActivityPage')).ActivityPage }),
  operators: async () => ({ Component: (await import('@/features/operators/OperatorsPage')).OperatorsPage }),
  approvals: async () => ({ Component: (await import('@/features/approvals/ApprovalsPage')).ApprovalsPage }),
};

const dashboardTab = (segment: TabSegment): RouteObject => ({
  ...(segment === '' ? { index: true } : { path: segment }),
  lazy:
    tabPages[segment] ??
    (async () => {
      const { DashboardTabPage } = await import('./pages/dashboard/DashboardTabPage');
      return { Component: () => <DashboardTabPage title={tabTitle(segment)} /> };
    }),
});

/** The public site: prerendered at build time (src/prerender.tsx), hydrated in the browser. */
export const publicRoutes: RouteObject[] = [
  { path: paths.home, Component: LandingPage },
  { path: paths.careers, lazy: async () => ({ Component: (await import('./pages/CareersPage')).CareersPage }) },
  { path: paths.blog, lazy: async () => ({ Component: (await import('./pages/BlogPage')).BlogPage }) },
  { path: paths.blogPost, lazy: async () => ({ Component: (await import('./pages/BlogPostPage')).BlogPostPage }) },
  { path: paths.about, lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }) },
  { path: paths.contact, lazy: async () => ({ Component: (await import('./pages/ContactPage')).ContactPage }) },
  { path: paths.privacy, lazy: async () => ({ Component: (await import('./pages/PrivacyPage')).PrivacyPage }) },
  { path: paths.terms, lazy: async () => ({ Component: (await import('./pages/TermsPage')).TermsPage }) },
  { path: paths.cancellation, lazy: async () => ({ Component: (await import('./pages/CancellationPage')).CancellationPage }) },
  { path: paths.email, lazy: async () => ({ Component: (await import('./pages/EmailPage')).EmailPage }) },
  ...([1, 2, 3] as const).map((form) => ({
    path: form === 1 ? paths.forms : form === 2 ? paths.forms2 : paths.forms3,
    lazy: async () => {
      const { FormsPage } = await import('./pages/FormsPage');
      return { Component: () => <FormsPage form={form} /> };
    },
  })),
  { path: '*', Component: NotFoundPage },
];

const backOfficeRoutes: RouteObject[] = [
  { path: paths.editor, lazy: async () => ({ Component: (await import('./pages/EditorPage')).EditorPage }) },
  { path: paths.login, lazy: async () => ({ Component: (await import('./pages/LoginRoute')).LoginRoute }) },
  {
    path: paths.dashboard,
    lazy: async () => ({ Component: (await import('./pages/dashboard/DashboardLayout')).DashboardLayout }),
    children: [
      {
        // In the layout's <Outlet/>: a failed tab keeps the shell's header and menu.
        ErrorBoundary: TabErrorBoundary,
        children: [
          ...dashboardTabs.map((tab) => dashboardTab(tab.segment)),
          {
            path: chatHistoryPath.replace(`${paths.dashboard}/`, ''),
            lazy: async () => ({ Component: (await import('@/features/chats/ChatHistoryPage')).ChatHistoryPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./pages/dashboard/DashboardNotFound')).DashboardNotFound }) },
        ],
      },
    ],
  },
];

/** A root without a path: it shows a spinner while the first page's code arrives. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: RouteLoading,
    ErrorBoundary: PageErrorBoundary,
    children: [
      // The layout's own boundary is for a failure of the layout itself; the one inside it keeps
      // the navbar and footer around a page's failure.
      { Component: PublicRoute, ErrorBoundary: PublicErrorBoundary, children: [{ ErrorBoundary: PublicErrorBoundary, children: publicRoutes }] },
      {
        ErrorBoundary: PageErrorBoundary,
        children: [{ lazy: async () => ({ Component: (await import('./pages/BackOfficeRoute')).BackOfficeRoute }), children: backOfficeRoutes }],
      },
    ],
  },
];
