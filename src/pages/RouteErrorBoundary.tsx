/**
 * The routes' error boundaries (issue 24): a page or tab that fails to load or draw shows a
 * readable error with Reload where it would have been, and one whose code is gone after a
 * deploy reloads once by itself. This file is part of the landing page's first load, so it
 * stays small and imports nothing of the back-office.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { ROUTE_ERROR_TITLE, RouteError } from '@/components/ui/RouteError';
import { Spinner } from '@/components/ui/Spinner';
import { claimAutomaticReload, classifyRouteError, mayReloadAutomatically, type ReloadMemory, type RouteErrorKind } from '@/lib/routeError';
import { usePageMeta } from '@/lib/usePageMeta';

const WORDS: Record<RouteErrorKind, { title: string; message: string }> = {
  'not-found': {
    title: 'Page not found',
    message: 'There is no page at this address. Check it for a typing mistake, or go back to the page you came from.',
  },
  'missing-code': {
    title: ROUTE_ERROR_TITLE,
    message:
      'Part of this page could not be downloaded. The site may have been updated since you opened it, or the connection dropped. Reload to get the latest version.',
  },
  failed: {
    title: ROUTE_ERROR_TITLE,
    message: 'Something went wrong while showing this page. Reload to try again; if it happens again, tell us what you were doing.',
  },
};

const RELOADING_LABEL = 'Loading the latest version…';

function reloadPage() {
  window.location.reload();
}

/** Reading window.sessionStorage itself throws where storage is blocked. */
function sessionMemory(): ReloadMemory | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface RouteErrorBoundaryProps {
  /** Reloads the page: by Reload, and once by itself when the page's code is missing. The router passes nothing, so the browser's reload is used. */
  reload?: () => void;
}

/**
 * Whether the view reloads by itself: asked when it mounts, without remembering anything (a
 * render React discards must not use up the one attempt), and claimed once it is on screen.
 * StrictMode runs the effect twice on the same view: the ref keeps the second run from
 * claiming again. Should another view have claimed it meanwhile, the error shows instead.
 */
function useAutomaticReload(kind: RouteErrorKind, pathname: string, reload: () => void): boolean {
  const [reloading, setReloading] = useState(() => kind === 'missing-code' && mayReloadAutomatically(sessionMemory(), pathname, Date.now()));
  const claimed = useRef(false);
  useEffect(() => {
    if (!reloading || claimed.current) return;
    claimed.current = true;
    if (claimAutomaticReload(sessionMemory(), pathname, Date.now())) reload();
    // The claim writes to session storage, so it waits for the commit; its outcome is what shows.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with an external store (sessionStorage), once
    else setReloading(false);
  }, [reloading, reload, pathname]);
  return reloading;
}

interface ErrorViewProps {
  reload: () => void;
  headingLevel: 1 | 2;
}

function ErrorOrReload({ reload, headingLevel }: ErrorViewProps) {
  const kind = classifyRouteError(useRouteError());
  const { pathname } = useLocation();
  const reloading = useAutomaticReload(kind, pathname, reload);
  if (reloading) return <Spinner label={RELOADING_LABEL} />;
  const { title, message } = WORDS[kind];
  return <RouteError title={title} message={message} onReload={reload} headingLevel={headingLevel} />;
}

/** The router may hand a mounted boundary the error of another page: keyed by path, that page decides anew. */
function ErrorView(props: ErrorViewProps) {
  return <ErrorOrReload key={useLocation().pathname} {...props} />;
}

const pageClass = 'flex flex-1 flex-col justify-center px-4 py-16 sm:py-24';

/** The public site's own: inside the public layout (its navbar and footer stay), as the page's main, never indexed. */
export function PublicErrorBoundary({ reload = reloadPage }: RouteErrorBoundaryProps) {
  const { title, message } = WORDS[classifyRouteError(useRouteError())];
  usePageMeta({ title, description: message, noindex: true });
  return (
    <main id="main" className={pageClass}>
      <ErrorView reload={reload} headingLevel={1} />
    </main>
  );
}

/** A back-office page that failed as a whole (sign-in, the editor, the dashboard's frame), and the last resort at the root. */
export function PageErrorBoundary({ reload = reloadPage }: RouteErrorBoundaryProps) {
  return (
    <main id="main" className={`min-h-dvh bg-gray-50 ${pageClass}`}>
      <ErrorView reload={reload} headingLevel={1} />
    </main>
  );
}

/** A dashboard tab: shown in the tab's place, so the shell's header and menu stay and another tab is one click away. */
export function TabErrorBoundary({ reload = reloadPage }: RouteErrorBoundaryProps) {
  return (
    <div className="py-6">
      <ErrorView reload={reload} headingLevel={2} />
    </div>
  );
}
