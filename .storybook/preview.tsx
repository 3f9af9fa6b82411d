import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers, resetMockDb, setMockAuthRequired } from '../src/api/mocks';
import { imageHandlers } from '../src/api/mocks/images';
import type { Database } from '../src/api/backend/db';
import { clearSession, saveSession } from '../src/api/session';
import { signedInSession } from '../stories/fixtures';
import { StoryProviders, type DeeplinkParameter, type RouteParameter } from './StoryProviders';
import '../src/index.css';

// Lazy routes and the first toast load code on demand: on a busy 2-core CI machine that can
// take longer than Testing Library's 1 s default before findBy… gives up.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    // Keyed by call name: a story replaces one call and keeps the rest.
    msw: { handlers: { ...handlers, ...imageHandlers } },
    a11y: { test: 'error' },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  async beforeEach({ parameters }) {
    // Each story starts from the seed data and signed out, unless it says otherwise.
    resetMockDb(parameters.mockDb as ((db: Database) => Database | void) | undefined);
    window.sessionStorage.clear();
    window.localStorage.clear();
    clearSession();
    // `requireAuth: true` makes the mock backend refuse calls without a real session (401 stories).
    setMockAuthRequired(parameters.requireAuth === true);
    if (parameters.session === 'signed-in') saveSession(signedInSession);
    return () => {
      resetMockDb();
      setMockAuthRequired(false);
      window.sessionStorage.clear();
      window.localStorage.clear();
      clearSession();
    };
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
