import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import logo from '@/assets/layout/logo.svg';
import { BRAND_NAME } from '@/brand';
import { paths } from '@/paths';
import { LanguageSelector } from './LanguageSelector';
import { MobileMenu } from './MobileMenu';
import { mainNavLinks } from './navLinks';
import { useDisclosure } from './useDisclosure';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

/** The ChitChat logo and name, linking home; the navigation bar and the footer show it. */
export function Wordmark({ className = '' }: {
  /** Extra classes, such as its colour on a dark background. */
  className?: string;
}) {
  return (
    <Link to={paths.home} className={`inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight ${className}`}>
      <DecorativeImage src={logo} width={36} height={36} className="size-9" />
      {BRAND_NAME}
    </Link>
  );
}

/**
 * The shared navigation: wordmark, main links, language selector, and a menu toggle below md.
 * Escape, or a press anywhere outside the navigation, closes the open menu, as it would a
 * native popup; choosing a link closes it too.
 */
export function Navbar() {
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useDisclosure(navRef, buttonRef);
  return (
    <nav ref={navRef} aria-label="Main" className="relative">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6 md:px-4 lg:gap-4 lg:px-6">
        <Wordmark className="text-ink" />
        <ul className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {mainNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3.5 ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-ink'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <LanguageSelector />
          <button
            ref={buttonRef}
            type="button"
            {...menu.buttonProps}
            aria-label={menu.open ? 'Close menu' : 'Open menu'}
            className="inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-ink md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menu.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <div id={menu.panelId} hidden={!menu.open} className="absolute inset-x-0 top-full origin-top motion-safe:animate-menu-in md:hidden">
        <MobileMenu links={mainNavLinks} onNavigate={() => menu.close()} />
      </div>
    </nav>
  );
}
