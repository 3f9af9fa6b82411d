import { NavLink } from 'react-router-dom';
import type { NavItem } from './navLinks';
import { StoreBadge } from './StoreBadge';

export interface MobileMenuProps {
  /** The navigation links, the same as the desktop bar's. */
  links: readonly NavItem[];
  /** Called when the visitor chooses a link, so the menu can close. */
  onNavigate: () => void;
}

/** The stacked links shown behind the menu toggle on small screens. */
export function MobileMenu({ links, onNavigate }: MobileMenuProps) {
  return (
    <div className="border-t border-gray-200 bg-white px-4 pt-2 pb-6 shadow-lg">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-lg border-l-4 px-4 py-3 text-base font-medium ${
                  isActive ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-transparent text-gray-800 hover:bg-gray-50 hover:text-brand-700'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col items-start gap-3 border-t border-gray-200 px-4 pt-5">
        <p className="text-sm text-gray-700">Book your first 1:1 session in the app.</p>
        <StoreBadge />
      </div>
    </div>
  );
}
