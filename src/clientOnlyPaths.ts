/** Which paths the browser renders from empty, and how 404.html is marked: small, so the entry chunk can hold it. */
import { paths } from './paths.ts';

/** Paths the browser app renders from an empty shell (app.html): the back-office. */
export const clientOnlyPrefixes: readonly string[] = [paths.dashboard, paths.login, paths.editor];

export function isClientOnlyPath(pathname: string): boolean {
  return clientOnlyPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The address the not-found page is rendered at (it matches no route), and its marker in the HTML. */
export const NOT_FOUND_RENDER_PATH = '/404';
export const NOT_FOUND_MARKER = '404';
