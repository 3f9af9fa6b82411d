/** Unit tests (jsdom): jest-dom matchers, MSW over the stand-in backend, browser gaps filled. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb, setMockAuthRequired } from '@/api/mocks';
import { server } from '@/api/mocks/node';
import './jsdomPolyfills';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  setMockAuthRequired(false);
  // Node-environment test files (the json-server tests) have no window.
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});
afterAll(() => server.close());
