import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DashboardShell } from '../../src/components/layout/DashboardShell';
import { dashboardTabs } from '../../src/paths';

const meta = {
  title: 'Layout/DashboardShell',
  component: DashboardShell,
  args: { greeting: 'Good Morning, Dashboard', onLogout: fn(), children: <h2 className="text-2xl font-bold">Earnings</h2> },
  parameters: { route: { path: '/dashboard/earnings' } },
} satisfies Meta<typeof DashboardShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Dashboard' });
    for (const tab of dashboardTabs) await expect(canvas.getByRole('link', { name: tab.label })).toBeInTheDocument();
    await expect(menu).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Good Morning, Dashboard' })).toBeVisible();
  },
};

export const Evening: Story = {
  args: { greeting: 'Good Evening, Dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Good Evening, Dashboard');
  },
};

export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
