import { paths } from '@/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Active only on this exact path (Home would otherwise match every page). */
  end?: boolean;
}

/** SPEC.md 'Shared navigation': shown by the Navbar and, on small screens, the MobileMenu. */
export const mainNavLinks: readonly NavItem[] = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'About', to: paths.about },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Contact Us', to: paths.contact },
];
