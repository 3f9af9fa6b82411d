import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { dashboardTabs } from '@/paths';

export interface DashboardShellProps {
  greeting: string;
  onLogout: () => void;
  children: ReactNode;
}

/** The back-office frame: side menu, greeting header, the open tab. */
export function DashboardShell({ greeting, onLogout, children }: DashboardShellProps) {
  return (
    <div className="min-h-screen bg-gray-50 md:flex">
      <nav aria-label="Dashboard" className="border-b border-gray-200 bg-white md:w-60 md:border-r md:border-b-0">
        <ul className="flex gap-1 overflow-x-auto p-3 md:flex-col">
          {dashboardTabs.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path}
                end
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-brand-100 text-brand-700' : 'text-gray-700 hover:bg-gray-100'}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogout} className="w-full rounded-md px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50">
              Logout
            </button>
          </li>
        </ul>
      </nav>
      <div className="flex-1">
        <header className="border-b border-gray-200 bg-white px-6 py-4">
          <h1 className="text-xl font-semibold">{greeting}</h1>
        </header>
        <main className="p-6">{children}</main>
      </div>
    </div>
  );
}
