import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tabHeading } from '../../fixtures';
import { expectCards } from '../../helpers';
import { expectExportWorks, expectRoleInHeader } from './roleSteps';

/** SPEC.md's two sample links, written out here. */
const SEED_NAMES = ['Firebase Console', 'Google Play Console'];

/**
 * /dashboard/links as each role sees it (issue 48): adding, editing and removing links is
 * support's, content's and admin's. Finance and viewers read the list, Go and Export CSV; the
 * form's place says why there is nothing to change.
 */
const meta = {
  title: 'Pages/Dashboard/LinksRoles',
  parameters: { deeplink: { path: '/dashboard/links' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Important links' });

/** Each sample link can be opened (Go), whoever reads it. */
async function linksRead(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Important Links') })).toBeVisible();
  for (const name of SEED_NAMES) await expect(canvas.getByRole('link', { name: `Go to ${name} (opens in a new tab)` })).toBeVisible();
}

/** Content changes the links: the Add Link form, Edit and Remove on each. */
export const AsContent: Story = {
  parameters: { role: 'content' },
  play: async ({ canvas, canvasElement }) => {
    await linksRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Content');
    await expect(canvas.getByRole('form', { name: 'Add Link' })).toBeVisible();
    for (const name of SEED_NAMES) {
      await expect(canvas.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
  },
};

/** Finance reads the links and goes to them; nothing changes them. */
export const AsFinance: Story = {
  parameters: { role: 'finance' },
  play: async ({ canvas, canvasElement }) => {
    await linksRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Finance');
    await expect(canvas.getByText('Your role (Finance) cannot change important links.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add Link' })).not.toBeInTheDocument();
    const list = await table(canvasElement);
    await expect(within(list).queryAllByRole('button', { name: /^(Edit|Remove) / })).toHaveLength(0);
    await expectExportWorks(canvasElement);
  },
};

/** A viewer with no links at all is not told to add one. */
export const AsViewerWithNoLinks: Story = {
  parameters: { role: 'viewer' },
  beforeEach: () => {
    window.localStorage.setItem('consult.important-links.v1', JSON.stringify({ version: 1, links: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No important links yet.')).toBeVisible();
    await expect(canvas.getByText('Your role (Viewer) cannot change important links.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add Link' })).not.toBeInTheDocument();
  },
};

/** Finance on a phone: cards with Go alone. */
export const AsFinanceOnPhone: Story = {
  parameters: { role: 'finance' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await linksRead(canvasElement);
    const cards = await expectCards(canvasElement);
    await expect(cards).toHaveLength(SEED_NAMES.length);
    await expect(canvas.queryAllByRole('button', { name: /^(Edit|Remove) / })).toHaveLength(0);
  },
};
