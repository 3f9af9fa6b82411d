import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { QA_MANAGER_TABS, tabHeading } from '../../fixtures';
import { openPalette } from './paletteSteps';
import { expectExportWorks, expectRoleInHeader } from './roleSteps';

const inactivePools = seed.pools.filter((pool) => !pool.active);
/** The tabs that only change things, which a role that may not change questions is not shown. */
const CHANGING_TABS = ['Generate', 'Create Pool'];
const readingTabs = QA_MANAGER_TABS.filter((tab) => !CHANGING_TABS.includes(tab));
const SUPPORT_REFUSAL = 'Your role (Support) cannot change questions, quizzes or pools.';

/**
 * /dashboard/questions as each role sees it (issue 48): questions, quizzes, pools, images and
 * generating are content's and admin's. Support, finance and viewers read every list and
 * export it, told why nothing changes, without the tabs that only change things.
 */
const meta = {
  title: 'Pages/Dashboard/QuestionsRoles',
  parameters: { deeplink: { path: '/dashboard/questions' }, session: 'signed-in', role: 'support' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const tabList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('tablist', { name: 'Q&A Manager sections' }));

/** Content has every tab of SPEC.md and generates: the Q&A Manager as the admin has it. */
export const AsContent: Story = {
  parameters: { role: 'content' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Q&A Manager') })).toBeVisible();
    await expectRoleInHeader(canvasElement, 'Content');
    const tabs = await tabList(canvasElement);
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...QA_MANAGER_TABS]);
    await expect(tabs.getByRole('tab', { name: 'Generate' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'Generate blanks' })).toBeVisible();
    await expect(canvas.queryByText(/^Your role/)).not.toBeInTheDocument();
  },
};

/** Support reads: no Generate or Create Pool, the Live questions first, and the reason under the heading. */
export const AsSupport: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Q&A Manager') })).toBeVisible();
    await expectRoleInHeader(canvasElement, 'Support');
    await expect(canvas.getByText(SUPPORT_REFUSAL)).toBeVisible();
    const tabs = await tabList(canvasElement);
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(readingTabs);
    await expect(tabs.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Live questions' })).toBeVisible();
  },
};

/** A shared link to Generate opens the first tab support reads. */
export const AsSupportFromAGenerateLink: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=generate' } },
  play: async ({ canvas, canvasElement }) => {
    const tabs = await tabList(canvasElement);
    await expect(tabs.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('button', { name: 'Generate blanks' })).not.toBeInTheDocument();
  },
};

/** Not Live: every drafted question readable, none with Make Live. */
export const AsSupportNotLive: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=not-live' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Not live questions' })).toBeVisible();
    await expect(canvas.getByText('Drafted questions by subject.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    await expect(canvas.queryAllByRole('button', { name: 'Make Live' })).toHaveLength(0);
  },
};

/** The quizzes: the list, without the Create quiz form. */
export const AsSupportQuizzes: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-quiz' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Inactive quizzes' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Create quiz' })).not.toBeInTheDocument();
  },
};

/** The inactive pools, every one listed and exported, none with Make Active. */
export const AsSupportInactivePools: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=inactive-pool' } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('table', { name: 'Inactive pools' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(inactivePools.length + 1));
    await expect(within(list).queryAllByRole('button', { name: /^Make Active/ })).toHaveLength(0);
    await expectExportWorks(canvasElement);
  },
};

/** The command palette offers support the Q&A Manager tabs it reads, not Create Pool. */
export const AsSupportPalette: Story = {
  parameters: { deeplink: { path: '/dashboard' } },
  play: async ({ canvasElement }) => {
    const palette = await openPalette(canvasElement);
    await userEvent.keyboard('pool');
    await expect(await palette.findByRole('option', { name: /^Active Pool/ })).toBeVisible();
    await expect(palette.queryByRole('option', { name: /^Create Pool/ })).not.toBeInTheDocument();
  },
};
