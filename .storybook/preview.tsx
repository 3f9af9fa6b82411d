import type { Preview, StoryContext } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers, resetMockDb, setMockAuthRequired } from '../src/api/mocks';
import { imageHandlers } from '../src/api/mocks/images';
import type { Database } from '../src/api/backend/db';
import { clearSession, saveSession } from '../src/api/session';
import { signedInAs, signedInSession } from '../stories/fixtures';
import type { Role } from '../src/api/schemas/roles';
import { DocsPage } from './DocsPage';
import { StoryProviders, type DeeplinkParameter, type RouteParameter } from './StoryProviders';
import '../src/index.css';
import './fonts.css';

/**
 * The toolbar's viewports. Keys stay those the stories already name in `globals.viewport`
 * ('mobile2', 'desktop'); 'phone' is the 375 px width the pages are checked at.
 */
export const viewportOptions = {
  phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  mobile1: { name: 'Small phone (320 × 568)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  mobile2: { name: 'Large phone (414 × 896)', styles: { width: '414px', height: '896px' }, type: 'mobile' },
  tablet: { name: 'Tablet (834 × 1112)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 × 1024)', styles: { width: '1280px', height: '1024px' }, type: 'desktop' },
} as const;

// Lazy routes and the first toast load code on demand: on a busy 2-core CI machine, with Vite
// transforming a route on its first visit, that can take more than 5 s. A wait that succeeds
// returns as soon as it can; only a failure waits this long.
configure({ asyncUtilTimeout: 15000 });

/**
 * In `npm test` the a11y check fails a story on any violation, and nothing reads the rest of
 * its report; yet each story carried axe's lists of every rule that passed or did not apply
 * (about 45 KB), serialised in Chromium, sent to Node and written to .reports/vitest.json (33 MB
 * for the suite). The report keeps the violations and the items axe asks a person to review.
 * Storybook's own panel, and a run started from its test panel, keep the whole report.
 */
function keepOnlyA11yFindings(reporting: StoryContext['reporting']) {
  if (import.meta.env.VITEST_STORYBOOK !== 'false') return;
  const addReport = reporting.addReport.bind(reporting);
  reporting.addReport = (report) => {
    if (report.type !== 'a11y' || typeof report.result !== 'object' || report.result === null) {
      addReport(report);
      return;
    }
    const { passes: _passes, inapplicable: _inapplicable, ...findings } = report.result as Record<string, unknown>;
    addReport({ ...report, result: findings });
  };
}

const preview: Preview = {
  // Every component gets a Docs page: its JSDoc, its props as controls, its stories.
  tags: ['autodocs'],
  loaders: [mswLoader()],
  parameters: {
    docs: {
      // Stories with their own route, session, data or MSW handlers render in their own iframe
      // on a Docs page (see DocsPage.tsx); the rest inline.
      page: DocsPage,
      toc: true,
    },
    viewport: { options: viewportOptions },
    options: {
      // The sidebar in reading order: the guide pages, the public site, the back-office kit and
      // tabs, the operators' paths, then whole pages. Anything not listed follows alphabetically.
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'UI',
          'Layout',
          'Marketing',
          'About',
          'Blog',
          'Contact',
          'Legal',
          'Forms',
          'Email',
          'Login',
          'Editor',
          'Dashboard',
          'Flows',
          'Pages',
          ['Landing', '*', 'Dashboard'],
        ],
      },
    },
    // Keyed by call name: a story replaces one call and keeps the rest.
    msw: { handlers: { ...handlers, ...imageHandlers } },
    a11y: {
      test: 'error',
      // In `npm test` only violations fail a story: axe then skips describing every passing
      // element (selectors, HTML), and the test report stays small. Storybook's panel lists all.
      options: import.meta.env.VITEST_STORYBOOK === 'false' ? { resultTypes: ['violations'] } : {},
    },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  async beforeEach({ parameters, reporting }) {
    keepOnlyA11yFindings(reporting);
    // Each story starts from the seed data and signed out, unless it says otherwise.
    resetMockDb(parameters.mockDb as ((db: Database) => Database | void) | undefined);
    window.sessionStorage.clear();
    window.localStorage.clear();
    clearSession();
    // `requireAuth: true` makes the mock backend refuse calls without a real session (401 stories).
    setMockAuthRequired(parameters.requireAuth === true);
    // `role` signs in as the seed's operator of that role (issue 48); 'signed-in' alone is the admin.
    if (parameters.session === 'signed-in') saveSession(parameters.role ? signedInAs(parameters.role as Role) : signedInSession);
    // A story about focus draws focus rings while it plays as in its screenshot (visual.setup.ts);
    // any other draws none on clicked controls, from its first step.
    document.documentElement.toggleAttribute('data-visual-focus-rings', (parameters.visual as { focusRings?: boolean } | undefined)?.focusRings === true);
    return () => {
      resetMockDb();
      setMockAuthRequired(false);
      window.sessionStorage.clear();
      window.localStorage.clear();
      clearSession();
    };
  },
  // In `npm test` every story's look is compared with its reference screenshot
  // (.storybook/visual.setup.ts); in Storybook itself there is nothing to do.
  async afterEach(context) {
    const check = (globalThis as { __checkStoryLooks?: (story: typeof context) => Promise<void> }).__checkStoryLooks;
    await check?.(context);
  },
  decorators: [
    (Story, context) => (
      <StoryProviders
        key={context.id}
        story={() => <Story />}
        route={context.parameters.route as RouteParameter | undefined}
        deeplink={context.parameters.deeplink as DeeplinkParameter | undefined}
      />
    ),
  ],
};

export default preview;
