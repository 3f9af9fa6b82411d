import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, error, loading } from '../../../src/api/mocks';
import type { Database } from '../../../src/api/backend/db';
import { tabHeading } from '../../fixtures';
import { activityRecords, consultantsNamed, operatorNames } from '../../dashboard/activity/activityFixtures';
import { expectEveryActionInView } from '../../helpers';

/** /dashboard/activity: who changed what and when, newest first, filters in the URL. */
const meta = {
  title: 'Pages/Dashboard/Activity',
  parameters: {
    deeplink: { path: '/dashboard/activity' },
    session: 'signed-in',
    mockDb: (db: Database) => {
      db.activity = activityRecords;
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Activity' });
const actionsShown = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** Newest first, after Quiz Details in the menu. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Activity') })).toBeVisible();
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Sent a notification', 'Changed bank details', 'Settled a payment', 'Signed in']));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 changes');
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

/** One operator's changes, kept in the address. */
export const FilterByOperator: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    // The choices are the log's own operators: there once it has arrived.
    await canvas.findByRole('option', { name: operatorNames[1] });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Operator' }), operatorNames[1]);
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Sent a notification', 'Changed bank details']));
  },
};

/** The header search finds a value that was changed. */
export const SearchAValue: Story = {
  parameters: { deeplink: { path: '/dashboard/activity?q=axis' } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Changed bank details']));
  },
};

/** A link to a day range shows that range. */
export const DaysFromALink: Story = {
  parameters: { deeplink: { path: '/dashboard/activity?from=2026-11-24&to=2026-11-24' } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Settled a payment', 'Signed in']));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('activity') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('activity') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No changes have been made yet.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: error('activity', 'The activity log could not be read.') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The activity log could not be read.');
  },
};

/**
 * From a consultant's Earnings row to their history: the Activity tab narrowed to them (their
 * settlement here), saying whose it is, and back to every change in one click.
 */
export const ConsultantHistoryFromEarnings: Story = {
  parameters: { deeplink: { path: `/dashboard/earnings?q=${consultantsNamed.settled.dataid}` } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('link', { name: `History of ${consultantsNamed.settled.name}` }));
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Activity') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: `History of ${consultantsNamed.settled.name}` })).toBeVisible();
    await waitFor(async () => expect(await actionsShown(canvasElement)).toEqual(['Settled a payment']));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 change');
    await userEvent.click(canvas.getByRole('button', { name: 'Show every change' }));
    await waitFor(async () => expect(await actionsShown(canvasElement)).toHaveLength(4));
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};
