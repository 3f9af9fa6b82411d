/**
 * The seed's photos live on public hosts (i.pravatar.cc, flagcdn.com). Stories answer them
 * with a small generated picture instead, so they never wait on the network, never fail on
 * an offline machine, and look the same on every run.
 */
import { http, HttpResponse } from 'msw';

const palette = ['#6d28d9', '#0f766e', '#b45309', '#be123c', '#1d4ed8', '#4d7c0f'];

function picture(url: URL): string {
  const key = url.search || url.pathname;
  let hash = 0;
  for (const character of key) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  const colour = palette[hash % palette.length] ?? '#6d28d9';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150"><rect width="150" height="150" fill="${colour}"/><circle cx="75" cy="58" r="28" fill="#fff" fill-opacity=".85"/><ellipse cx="75" cy="132" rx="46" ry="34" fill="#fff" fill-opacity=".85"/></svg>`;
}

const answer = ({ request }: { request: Request }) => new HttpResponse(picture(new URL(request.url)), { headers: { 'Content-Type': 'image/svg+xml' } });

export const imageHandlers = {
  avatars: http.get('https://i.pravatar.cc/*', answer),
  flags: http.get('https://flagcdn.com/*', answer),
};
