import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { memo, type ReactNode, type Ref } from 'react';
import { NavLink } from 'react-router-dom';
import { BRAND_NAME } from '@/brand';
import { Field, inputClass } from '@/components/ui/Field';
import { SEARCH_MAX_LENGTH } from '@/lib/searchLimit';
import { dashboardTabs, type DashboardTab } from '@/paths';
import { Icon } from '@/components/ui/Icon';
import { Kbd } from '@/components/dashboard/Kbd';

export interface DashboardShellProps {
  /** 'Good Morning, Aarav': the time-of-day greeting and the signed-in operator (issue 26); the tab names itself in its own h1. */
  greeting: string;
  /** The signed-in operator's role as the page writes it ('Admin', 'Support'), beside the greeting (issue 48). */
  roleLabel?: string | undefined;
  /** The menu's tabs: those the operator's role may use (issue 48); every tab unless said. Keep it stable: the menu re-renders when it changes. */
  tabs?: readonly DashboardTab[];
  /** How many things wait in a tab, by its path: a count beside its name (Approvals, issue 48); none at 0. Keep it stable, as `tabs`. */
  counts?: Readonly<Record<string, number>> | undefined;
  /** The header search; it filters the open tab's table. */
  search: string;
  /** Called with the header search box's new text as the operator types. */
  onSearchChange: (value: string) => void;
  /** Called when Logout is pressed. */
  onLogout: () => void;
  /** True while the session is being ended on the backend. */
  loggingOut?: boolean;
  /** True while other operators' changes cannot reach this tab (the live-updates stream is down and reconnecting). */
  liveUpdatesOff?: boolean;
  /** Called when 'Search everything' is pressed: opens the command palette (issue 26). */
  onOpenPalette: () => void;
  /** The keys that also open it, as printed on this keyboard (['Ctrl', 'K'], ['⌘', 'K'] on a Mac); shown beside the button where there is room. */
  paletteKeys?: readonly string[];
  /** The header search box, for the '/' shortcut to focus. */
  searchRef?: Ref<HTMLInputElement>;
  /** The open tab's content. */
  children: ReactNode;
}

export const CONTENT_ID = 'dashboard-content';
const DEFAULT_PALETTE_KEYS = ['Ctrl', 'K'] as const;
export const LIVE_UPDATES_OFF = 'Live updates are off. Reconnecting…';

type MenuProps = Pick<DashboardShellProps, 'onLogout' | 'loggingOut' | 'counts'> & { tabs: readonly DashboardTab[] };

/** A tab's count in the menu: the number drawn, and said as '(2 waiting)' after the tab's name. */
function MenuCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <>
      <span aria-hidden="true" className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
        {count}
      </span>
      <span className="sr-only"> ({count} waiting)</span>
    </>
  );
}

function MenuLinksView({ tabs, counts, onLogout, loggingOut, onNavigate }: MenuProps & { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1 p-3">
      {tabs.map((tab) => (
        <li key={tab.path}>
          <NavLink
            to={tab.path}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-brand-100 text-brand-700' : 'text-gray-700 hover:bg-gray-100'}`
            }
          >
            {tab.label}
            <MenuCount count={counts?.[tab.path]} />
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="w-full rounded-md px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50 disabled:text-red-400"
        >
          Logout
        </button>
      </li>
    </ul>
  );
}

/** The menu re-renders when the page or the logout state changes, not on every keystroke of the search. */
const MenuLinks = memo(MenuLinksView);

/** The menu behind a toggle on small screens; like MenuLinks, untouched by the search's keystrokes. */
const SmallScreenMenu = memo(function SmallScreenMenu({ tabs, counts, onLogout, loggingOut }: MenuProps) {
  return (
    <Disclosure as="nav" aria-label="Dashboard" className="border-b border-gray-200 bg-white md:hidden">
      {({ close }) => (
        <>
          <div className="flex items-center justify-between px-4 py-2">
            <p className="text-sm font-bold text-brand-700">{BRAND_NAME} back-office</p>
            <DisclosureButton className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300">
              {({ open }) => (
                <>
                  <span>{open ? 'Close menu' : 'Menu'}</span>
                  <Icon name={open ? 'close' : 'menu'} />
                </>
              )}
            </DisclosureButton>
          </div>
          <DisclosurePanel>
            <MenuLinks tabs={tabs} counts={counts} onLogout={onLogout} loggingOut={loggingOut} onNavigate={() => close()} />
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
});

/**
 * The back-office frame: a skip link, the side menu (behind a toggle on small screens), the
 * greeting header with the search of the open tab and the button that opens the command palette,
 * and the tab itself.
 */
export function DashboardShell({
  greeting,
  roleLabel,
  tabs = dashboardTabs,
  counts,
  search,
  onSearchChange,
  onLogout,
  loggingOut,
  liveUpdatesOff = false,
  onOpenPalette,
  paletteKeys = DEFAULT_PALETTE_KEYS,
  searchRef,
  children,
}: DashboardShellProps) {
  return (
    <div className="min-h-screen bg-gray-50 md:flex">
      <a
        href={`#${CONTENT_ID}`}
        // Focus moves without a hash change, which the router would otherwise treat as navigation.
        onClick={(event) => {
          event.preventDefault();
          event.currentTarget.ownerDocument.getElementById(CONTENT_ID)?.focus();
        }}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <nav aria-label="Dashboard" className="hidden border-r border-gray-200 bg-white md:block md:w-52 md:shrink-0">
        <p className="px-5 pt-5 text-sm font-bold text-brand-700">{BRAND_NAME} back-office</p>
        <MenuLinks tabs={tabs} counts={counts} onLogout={onLogout} loggingOut={loggingOut} />
      </nav>
      <SmallScreenMenu tabs={tabs} counts={counts} onLogout={onLogout} loggingOut={loggingOut} />
      <div className="min-w-0 flex-1">
        <header className="flex flex-col gap-3 border-b border-gray-200 bg-white px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-xl font-semibold">{greeting}</p>
              {roleLabel && (
                <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                  <span className="sr-only">Role: </span>
                  {roleLabel}
                </p>
              )}
            </div>
            {liveUpdatesOff && (
              <p role="status" className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
                {LIVE_UPDATES_OFF}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <div role="search" className="min-w-0 flex-1 lg:w-72 lg:flex-none">
              <Field label="Search this tab" labelHidden>
                {(control) => (
                  <input
                    {...control}
                    ref={searchRef}
                    type="search"
                    maxLength={SEARCH_MAX_LENGTH}
                    value={search}
                    onChange={(event) => onSearchChange(event.target.value)}
                    placeholder="Search…"
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <button
              type="button"
              onClick={onOpenPalette}
              aria-keyshortcuts="Control+K Meta+K"
              className="inline-flex shrink-0 items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-semibold whitespace-nowrap text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Search everything
              <span aria-hidden="true" className="hidden items-center gap-1 lg:inline-flex">
                {paletteKeys.map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </span>
            </button>
          </div>
        </header>
        <main id={CONTENT_ID} tabIndex={-1} className="p-4 focus:outline-none sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
