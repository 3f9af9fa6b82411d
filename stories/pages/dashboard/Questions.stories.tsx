import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { greetingFor } from '../../fixtures';

const meta = {
  title: 'Pages/Dashboard/Questions',
  parameters: { deeplink: { path: '/dashboard/questions' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=quizdetails' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: greetingFor('Q&A Manager') })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Q&A Manager sections' });
    const quizDetails = within(tabs).getByRole('tab', { name: 'quizdetails' });
    await expect(quizDetails).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('table', { name: 'Quiz matches' })).toBeVisible();
    // The tabs are reachable by keyboard: the selected one takes focus from Tab.
    quizDetails.focus();
    await expect(quizDetails).toHaveFocus();
  },
};

export const UnknownTabOpensTheFirst: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=everything' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first registered tab, whichever it is as tabs are added.
    const [first] = within(await canvas.findByRole('tablist', { name: 'Q&A Manager sections' })).getAllByRole('tab');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

export const SearchReachesTheOpenTab: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=quizdetails' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Quiz matches' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const before = within(table).getAllByRole('row').length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'English');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(before));
    for (const row of within(table).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('English');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'quizdetails' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
