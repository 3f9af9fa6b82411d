import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardShell, type DashboardShellProps } from '../../src/components/layout/DashboardShell';
import { specDashboardMenu } from '../fixtures';

/** The search is controlled; the story keeps its value so typing shows, and reports each change. */
function ShellWithSearch(props: DashboardShellProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <DashboardShell
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Layout/DashboardShell',
  component: DashboardShell,
  render: (args) => <ShellWithSearch {...args} />,
  args: {
    greeting: 'Good Morning, Aarav',
    search: '',
    onSearchChange: fn(),
    onLogout: fn(),
    onOpenPalette: fn(),
    children: <p>The open tab goes here.</p>,
  },
  parameters: { route: { path: '/dashboard/earnings' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof DashboardShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Dashboard' });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...specDashboardMenu]);
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
    // A greeting, not a heading: the tab names itself in its own h1 (issue 26).
    await expect(canvas.getByText('Good Morning, Aarav')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const Evening: Story = {
  args: { greeting: 'Good Evening, Aarav' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Good Evening, /)).toBeVisible();
  },
};

export const SearchFiltersTheTab: Story = {
  play: async ({ canvas, args }) => {
    const search = within(canvas.getByRole('search')).getByRole('searchbox', { name: 'Search this tab' });
    await userEvent.type(search, 'asha');
    await expect(search).toHaveValue('asha');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('asha');
  },
};

export const SkipLinkLeadsToContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvas.getByRole('main'));
  },
};

export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Below the md breakpoint the menu hides behind a toggle that opens and closes it. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Earnings' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Earnings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Booking Summary' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Issue 26: the header's button opens the command palette; it names its keys for assistive technology, and shows them where there is room. */
export const SearchEverything: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Search everything' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(canvas.getByText('Ctrl')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onOpenPalette).toHaveBeenCalledOnce();
  },
};

/** On a 375 px phone the button stays in the header beside the search, without the key hint a phone has no use for. */
export const SearchEverythingOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBe(375);
    const button = canvas.getByRole('button', { name: 'Search everything' });
    await expect(button).toBeVisible();
    await expect(canvas.getByText('Ctrl')).not.toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search this tab' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onOpenPalette).toHaveBeenCalledOnce();
  },
};

/**
 * On a tablet (834 px, the side menu shown) the greeting sits above the search and the button,
 * which stay on the screen: in one row they ran past its right edge from 768 px up to 1023.
 */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    const button = canvas.getByRole('button', { name: 'Search everything' });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Issue 48: the operator's role beside the greeting ('Support'), named as a role to assistive technology. */
export const WithRole: Story = {
  args: { roleLabel: 'Support' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText('Good Morning, Aarav')).toBeVisible();
    await expect(within(header).getByText('Support')).toBeVisible();
    await expect(within(header).getByText('Support').closest('p')).toHaveTextContent('Role: Support');
  },
};

/** Issue 48: a tab's count beside its name (what waits in Approvals), said after the name; none at 0. */
export const WithCount: Story = {
  args: { counts: { '/dashboard/approvals': 3, '/dashboard/earnings': 0 } },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    await expect(menu.getByRole('link', { name: 'Approvals (3 waiting)' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Earnings' })).toBeVisible();
  },
};
