/** The app's HTTP client: configuration and the operator's session wired into http.ts. */
import { config } from '@/config';
import { clearSession, getAuthToken } from './session';
import { createHttpClient } from './http';

export const http = createHttpClient({
  baseUrl: config.apiBaseUrl,
  timeoutMs: config.requestTimeoutMs,
  getToken: getAuthToken,
  onUnauthorized: () => clearSession('expired'),
});

export const request = http.request;
