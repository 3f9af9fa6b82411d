/** The app's HTTP client: configuration and the operator's session wired into http.ts. */
import { config } from '@/config';
import { clearSession, getSession } from './session';
import { noteAnswered } from './sessionActivity';
import { createHttpClient } from './http';

export const http = createHttpClient({
  baseUrl: config.apiBaseUrl,
  timeoutMs: config.requestTimeoutMs,
  // The session is an HttpOnly cookie of the API's host: sent with every call, set by sign-in.
  credentials: 'include',
  onUnauthorized: (reason) => clearSession(reason === 'disabled' ? 'disabled' : 'expired'),
  // While signed in, every answered call keeps the session from ending while idle.
  onAnswered: (startedAt) => {
    if (getSession()) noteAnswered(startedAt);
  },
});

export const request = http.request;
export const download = http.download;
