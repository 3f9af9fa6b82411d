import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabHeading, QA_MANAGER_TABS } from '../../fixtures';

/** /dashboard/questions: the Q&A Manager's tabs, the open one kept in the URL. */
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
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Q&A Manager') })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Q&A Manager sections' });
    // The nine tabs of SPEC.md, in its order and spelling.
    await expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...QA_MANAGER_TABS]);
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
    const tab = await canvas.findByRole('tab', { name: 'Generate' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'Generate blanks' })).toBeVisible();
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

/** The selected tab lies within the tab list's visible box (give or take a pixel of rounding). */
async function expectTabInView(tabs: HTMLElement, name: string) {
  const tab = within(tabs).getByRole('tab', { name });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await waitFor(async () => {
    const box = tabs.getBoundingClientRect();
    const edges = tab.getBoundingClientRect();
    await expect(edges.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(edges.right).toBeLessThanOrEqual(box.right + 1);
  });
}

/** The focused tab's ring is drawn whole: inside the tab list, whose scrolling clips anything past its edges. */
async function expectRingWhole(tabs: HTMLElement, name: string) {
  const tab = within(tabs).getByRole('tab', { name });
  await expect(tab).toHaveFocus();
  const { outlineStyle, outlineWidth, outlineOffset } = getComputedStyle(tab);
  await expect(outlineStyle).not.toBe('none');
  const reach = parseFloat(outlineWidth) + parseFloat(outlineOffset);
  const box = tabs.getBoundingClientRect();
  const edges = tab.getBoundingClientRect();
  await expect(edges.top - reach).toBeGreaterThanOrEqual(box.top);
  await expect(edges.left - reach).toBeGreaterThanOrEqual(box.left - 1);
  await expect(edges.right + reach).toBeLessThanOrEqual(box.right + 1);
}

/**
 * At 375 px the nine tabs overflow: the one opened by ?tab= and the ones reached with the arrow
 * keys scroll into view, with their focus rings whole.
 */
export const PhoneSelectedTabInView: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-pool' }, visual: { focusRings: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Q&A Manager sections' });
    // The list does overflow here, or this story would prove nothing.
    await expect(tabs.scrollWidth).toBeGreaterThan(tabs.clientWidth);
    await expectTabInView(tabs, 'Inactive Pool');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Inactive Pool' })).toBeVisible();

    // Home goes to the first tab, the arrow keys walk the list: each selected tab shows.
    within(tabs).getByRole('tab', { name: 'Inactive Pool' }).focus();
    await userEvent.keyboard('{Home}');
    await expectTabInView(tabs, 'Generate');
    await expectRingWhole(tabs, 'Generate');
    for (const name of ['Live', 'Not Live', 'quizdetails', 'inactive quiz', 'active quiz', 'Create Pool']) {
      await userEvent.keyboard('{ArrowRight}');
      await expectTabInView(tabs, name);
    }
    await userEvent.keyboard('{ArrowLeft}');
    await expectTabInView(tabs, 'active quiz');
    await userEvent.keyboard('{End}');
    await expectTabInView(tabs, 'Inactive Pool');
    await expectRingWhole(tabs, 'Inactive Pool');
    // Tab goes on to the open panel, which shows that it has focus.
    await userEvent.tab();
    const panel = canvas.getByRole('tabpanel', { name: 'Inactive Pool' });
    await expect(panel).toHaveFocus();
    await expect(getComputedStyle(panel).outlineStyle).not.toBe('none');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView?.innerWidth ?? 0);
  },
};
