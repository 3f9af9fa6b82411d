/**
 * The seed's photos live on public hosts (i.pravatar.cc, flagcdn.com). Stories answer them
 * with a small generated picture instead, so they never wait on the network, never fail on
 * an offline machine, and look the same on every run.
 */
import { http, HttpResponse } from 'msw';
import { avatarSvg } from '../backend/avatars';

const answer = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  return new HttpResponse(avatarSvg(url.search || url.pathname), { headers: { 'Content-Type': 'image/svg+xml' } });
};

export const imageHandlers = {
  avatars: http.get('https://i.pravatar.cc/*', answer),
  flags: http.get('https://flagcdn.com/*', answer),
};
