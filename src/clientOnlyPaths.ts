import { paths } from './paths.ts';

/** Paths the browser app renders from an empty shell (app.html): the back-office. */
export const clientOnlyPrefixes: readonly string[] = [paths.dashboard, paths.login, paths.editor];

export function isClientOnlyPath(pathname: string): boolean {
  return clientOnlyPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
