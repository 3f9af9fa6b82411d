import { paths } from '@/paths';

/**
 * Where signing in leads: back to the back-office page a 401 sent the operator away from
 * (router state `{ from }`), else the dashboard. Only paths inside /dashboard are followed,
 * so a crafted link cannot send a freshly signed-in operator anywhere else.
 */
export function safeReturnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string') return paths.dashboard;
  const inside = from === paths.dashboard || ['/', '?', '#'].some((next) => from.startsWith(`${paths.dashboard}${next}`));
  return inside && !from.includes('\\') ? from : paths.dashboard;
}
