import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RouteError } from '../../src/components/ui/RouteError';

/** What a page or a dashboard tab shows when it could not be shown (issue 24): a heading, the reason and Reload. */
const meta = {
  title: 'UI/RouteError',
  component: RouteError,
  args: {
    message: 'Something went wrong while showing this page. Reload to try again; if it happens again, tell us what you were doing.',
    onReload: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RouteError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong while showing this page.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Inside the back-office shell, whose header holds the page's h1. */
export const InsideTheShell: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'This page could not be shown' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const LongMessage: Story = {
  args: {
    title: 'This page could not be shown because part of it could not be downloaded from the server',
    message:
      'Part of this page could not be downloaded. The site may have been updated since you opened it, or the connection dropped. ' +
      'Reload to get the latest version. If the page still cannot be shown after reloading, check that this device is online, ' +
      'wait a minute and try again, and if it keeps happening tell us which page you were opening and what you did just before: ' +
      'the address in the browser (for example https://chitchat.example.in/dashboard/earnings?filter=unsettled&q=asha) helps us most.',
  },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: /could not be downloaded from the server$/ });
    await expect(heading).toBeVisible();
    // The long words wrap inside the box: nothing is wider than the frame.
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
