import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/http';
import { useLogout } from '@/api/queries';
import { clearSession, signedOut } from '@/api/session';
import { useLiveUpdates } from '@/api/useLiveUpdates';
import { can } from '@/api/schemas/roles';
import { useOperator } from '@/api/useOperator';
import { useApprovals } from '@/api/useApprovals';
import { useSession } from '@/api/useSession';
import { BRAND_NAME } from '@/brand';
import { KeyboardShortcutsDialog } from '@/components/dashboard/KeyboardShortcutsDialog';
import { SessionEndingDialog } from '@/components/dashboard/SessionEndingDialog';
import { DashboardShell } from '@/components/layout/DashboardShell';
import { useToast } from '@/components/ui/toastContext';
import { OperatorRoleContext } from '@/components/ui/Permitted';
import { greeting } from '@/lib/greeting';
import { isMacPlatform, paletteKeys, useKeyboardShortcuts } from '@/lib/shortcuts';
import { useNow } from '@/lib/useNow';
import { withoutTrailingSlashes } from '@/lib/trailingSlashes';
import { textParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { APPROVALS_PATH, CHAT_HISTORY_LABEL, chatHistoryPath, dashboardTabs, paths, tabOffered } from '@/paths';
import { forgetDrafts } from '@/lib/keptDrafts';
import { TabSearchContext } from '@/components/ui/data-table/tabSearch';
import { OpenCommandPalette } from './palette/OpenCommandPalette';
import { usePaletteChoice } from './palette/useCommandPalette';
import { useIdleWarning } from './useIdleWarning';

const searchUrl = { q: textParam() };

/** How the header greets an operator: by the first of their names ('Aarav' of 'Aarav Mehta'). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** The keys that open the palette as this keyboard prints them (read once: the platform does not change). */
const PALETTE_KEYS = paletteKeys(typeof navigator !== 'undefined' && isMacPlatform(navigator.platform || navigator.userAgent));

/** The document title of a back-office tab: 'Earnings · ChitChat back-office'. */
export const backOfficeTitle = (label: string) => `${label} · ${BRAND_NAME} back-office`;

function tabLabel(pathname: string): string {
  const path = withoutTrailingSlashes(pathname) || paths.dashboard;
  if (path === chatHistoryPath) return CHAT_HISTORY_LABEL;
  return dashboardTabs.find((tab) => tab.path === path)?.label ?? 'Dashboard';
}

/**
 * SPEC.md: without stored user details /dashboard goes to /login2. The header greets the
 * operator signed in ('Good Morning, Aarav', issue 26); each tab's own h1 and the document
 * title name the tab. Ctrl+K (⌘K) or 'Search everything' opens the command palette, '/' goes
 * to the header search and '?' lists the shortcuts. A session that ended in
 * the middle of work (a 401, or a logout in another tab) sends the operator to sign in and
 * then back to where they were.
 */
export function DashboardLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const label = tabLabel(location.pathname);
  // Issue 26: the browser's tab and history name the back-office tab ('Earnings · ChitChat back-office').
  useEffect(() => {
    document.title = backOfficeTitle(label);
  }, [label]);
  const [search, setSearch] = useUrlState(searchUrl);
  const now = useNow(60_000);
  const endSession = useLogout();
  const queryClient = useQueryClient();
  const toast = useToast();
  const live = useLiveUpdates(session !== null);
  // Issue 48: the header shows the role, and every tab offers only what it may do.
  const operator = useOperator();
  // The menu lists only the tabs the role may use (Operators: admins).
  const { role } = operator;
  const menuTabs = useMemo(() => dashboardTabs.filter((tab) => tabOffered(tab, (permission) => can(role, permission))), [role]);
  // Issue 48: the Approvals entry counts what waits; the live stream asks it again as it changes.
  const waiting = useApprovals().data?.approvals.length ?? 0;
  const menuCounts = useMemo(() => ({ [APPROVALS_PATH]: waiting }), [waiting]);

  // Issue 26: the command palette (Ctrl+K / ⌘K, or the header's button), '/' for the header
  // search and '?' for the list of shortcuts.
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const choosePaletteItem = usePaletteChoice();
  const searchBox = useRef<HTMLInputElement>(null);
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  useKeyboardShortcuts({
    palette: () => {
      setShortcutsOpen(false);
      setPaletteOpen((open) => !open);
    },
    search: () => {
      setShortcutsOpen(false);
      searchBox.current?.focus();
    },
    help: () => setShortcutsOpen((open) => !open),
  });

  // Every tab of the browser leaves at once, saying the operator chose to; then the backend
  // ends the session, so it is refused from then on. (Ending it first would let another tab
  // meet the ended session, a 401, and say it had expired.) If the backend cannot be reached
  // the operator has still left, and is told the session may live until it expires.
  const logout = async () => {
    if (endSession.isPending) return;
    clearSession('logout');
    // Nothing typed is kept for later: the operator chose to leave (useKeptDraft).
    forgetDrafts();
    queryClient.clear();
    try {
      await endSession.mutateAsync();
    } catch (error) {
      toast.error(`Signed out on this device, but the server could not be told: ${errorMessage(error)}`);
    }
    await navigate(paths.login, { replace: true });
  };
  // One handler for good, reading the newest logout, so the memoised side menu does not
  // re-render on every keystroke of the search.
  const logoutRef = useRef(logout);
  useLayoutEffect(() => {
    logoutRef.current = logout;
  });
  const onLogout = useCallback(() => void logoutRef.current(), []);
  const { mutateAsync: endOnBackend } = endSession;
  const limitAt = session ? Date.parse(session.expiresAt) : null;
  const idle = useIdleWarning(session !== null, endOnBackend, Number.isNaN(limitAt) ? null : limitAt);

  // Signed out in another tab: nothing of the operator's data stays in this one.
  useEffect(() => {
    if (!session) queryClient.clear();
  }, [session, queryClient]);

  // The same state object while it means the same: <Navigate> navigates again whenever its
  // props change, and this layout re-renders while that navigation is pending (the live
  // stream's status, the session store), which made a fresh object an endless loop.
  const ended = session ? null : signedOut();
  const returnTo = session || (ended?.reason === 'logout' && !ended.elsewhere) ? undefined : `${location.pathname}${location.search}`;
  const leaving = useMemo(() => (returnTo ? { from: returnTo } : undefined), [returnTo]);
  if (!session) return <Navigate to={paths.login} replace state={leaving} />;

  return (
    <DashboardShell
      // The name and the role as the backend knows the operator now, so the header never mixes two operators.
      greeting={greeting(now, firstName(operator.name ?? session.user.name))}
      roleLabel={operator.roleLabel}
      tabs={menuTabs}
      counts={menuCounts}
      search={search.q}
      onSearchChange={(q) => setSearch({ q })}
      onLogout={onLogout}
      loggingOut={endSession.isPending}
      liveUpdatesOff={live === 'off'}
      onOpenPalette={() => setPaletteOpen(true)}
      paletteKeys={PALETTE_KEYS}
      searchRef={searchBox}
    >
      <OperatorRoleContext value={operator.role}>
        <TabSearchContext value={search.q}>
          <Outlet />
        </TabSearchContext>
        {paletteOpen && <OpenCommandPalette operatorId={session.user._id} onClose={closePalette} onChoose={choosePaletteItem} />}
      </OperatorRoleContext>
      <KeyboardShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} paletteKeys={PALETTE_KEYS} />
      <SessionEndingDialog open={idle.open} reason={idle.reason} secondsLeft={idle.secondsLeft} staying={idle.staying} error={idle.error} onStay={idle.stay} onSignOut={onLogout} />
    </DashboardShell>
  );
}
