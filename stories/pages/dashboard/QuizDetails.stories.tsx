import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { empty, failTimes, loading } from '../../../src/api/mocks';
import { backendResolver, findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import type { Database } from '../../../src/api/backend/db';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView, getRow } from '../../helpers';

/** Names and the newest match worked out here from the seed, not taken from the app. */
const people = new Map([...seed.users, ...seed.consultants, ...seed.operators].map((person) => [person._id, person.name]));
const newest = [...seed.quizMatches].sort((a, b) => b.player1.timestamp.localeCompare(a.player1.timestamp))[0];
if (!newest) throw new Error('db.json has no quiz matches');
const nameOf = (id: string) => {
  const name = people.get(id);
  if (!name) throw new Error(`db.json has no person ${id}`);
  return name;
};
const newestPlayer1 = nameOf(newest.player1.playerId);
const newestPlayer2 = nameOf(newest.player2.playerId);
const seedPlayerIds = [...new Set(seed.quizMatches.flatMap((match) => [match.player1.playerId, match.player2.playerId]))].sort();
const GHOST = 'ffffffffffffffffffff0042';

/** Every /get-users-by-ids body this story sent, answered by the real mock backend. */
const usersCalls: { ids: string[] }[] = [];
const usersByIds = findRoute('usersByIds');
const answerForReal = backendResolver(usersByIds);
const countingUsersByIds = {
  usersByIds: http.post(routeUrl(usersByIds), async (info) => {
    const body = (await info.request.clone().json()) as { ids: string[] };
    usersCalls.push(body);
    return answerForReal(info);
  }),
};

/** /dashboard/quiz-details: quiz matches with the players' names from one call. */
const meta = {
  title: 'Pages/Dashboard/QuizDetails',
  parameters: { deeplink: { path: '/dashboard/quiz-details' }, session: 'signed-in', msw: { handlers: countingUsersByIds } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    usersCalls.length = 0;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Quiz matches' });

/** The first row with a cell reading `text` (a player plays in several matches). */
async function findRow(container: HTMLElement, text: string) {
  const [cell] = await within(container).findAllByRole('cell', { name: text });
  const row = cell?.closest('tr');
  if (!row) throw new Error(`No row holds the cell ${text}`);
  return within(row);
}

/** The cells of the first row under the header after its row header (the date), read afresh. */
const firstRowTexts = (canvasElement: HTMLElement) => {
  const row = within(canvasElement).getAllByRole('row')[1];
  return row ? within(row).getAllByRole('cell').map((cell) => cell.textContent) : [];
};

/**
 * Newest match first with both players' names, and every name on screen came from ONE
 * /get-users-by-ids call holding each player id once.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Quiz Details') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quiz Details' })).toBeVisible();
    await table(canvasElement);
    await waitFor(() => expect(firstRowTexts(canvasElement)).toEqual([newestPlayer1, newestPlayer2, newest.quizDetails.subject]));
    await expect(canvas.getByText(`${seed.quizMatches.length} matches`)).toBeVisible();
    await expect(usersCalls).toHaveLength(1);
    await expect([...(usersCalls[0]?.ids ?? [])].sort()).toEqual(seedPlayerIds);
    await expect(canvas.queryByText('Loading player names…')).not.toBeInTheDocument();
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

/** Searching and sorting by name reuse the names: still one call. */
export const SearchByNameStaysOneCall: Story = {
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), newestPlayer1);
    await userEvent.click(canvas.getByRole('button', { name: /Player 2/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), newestPlayer2);
    const expected = seed.quizMatches.filter((match) => [match.player1.playerId, match.player2.playerId].some((id) => people.get(id) === newestPlayer2)).length;
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(expected + 1));
    await expect(canvas.getByText(`${expected === 1 ? '1 match' : `${expected} matches`}`)).toBeVisible();
    await expect(usersCalls).toHaveLength(1);
  },
};

/** A link sorted by Player 1 (asked before the names are in) sorts by the names once they are, A to Z. */
export const SortedByPlayerName: Story = {
  parameters: { deeplink: { path: '/dashboard/quiz-details?sort=player1.asc' } },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const expected = seed.quizMatches.map((match) => nameOf(match.player1.playerId)).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    const player1s = () => within(list).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await waitFor(() => expect(player1s()).toEqual(expected));
    await expect(within(list).getByRole('columnheader', { name: /Player 1/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** The table does not wait for names: rows show ids while the names call has not answered. */
export const NamesLoadAfterTable: Story = {
  parameters: { msw: { handlers: loading('usersByIds') } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), newest.player1.playerId);
    await expect(canvas.getByText('Loading player names…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('cell', { name: newestPlayer1 })).not.toBeInTheDocument();
  },
};

/** A player the backend does not know shows as their id; the known player beside them has a name. */
export const UnknownPlayer: Story = {
  parameters: {
    mockDb: (db: Database) => {
      const [first, ...rest] = db.quizMatches;
      if (!first) throw new Error('no quiz matches');
      return { ...db, quizMatches: [{ ...first, player2: { ...first.player2, playerId: GHOST } }, ...rest] };
    },
  },
  play: async ({ canvasElement }) => {
    const first = seed.quizMatches[0];
    if (!first) throw new Error('db.json has no quiz matches');
    const row = await findRow(await table(canvasElement), GHOST);
    await waitFor(() => expect(row.getByRole('cell', { name: nameOf(first.player1.playerId) })).toBeVisible());
    await expect(row.getByText(GHOST)).toHaveAttribute('title', 'No user has this id');
    await expect(usersCalls).toHaveLength(1);
    await expect(usersCalls[0]?.ids).toContain(GHOST);
  },
};

/** The names call fails once: ids stay, the reason shows, Retry names brings the names. */
export const NamesFailThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('usersByIds', 1, 'The users service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The users service is restarting.');
    await findRow(canvasElement, newest.player1.playerId);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry names' }));
    await findRow(canvasElement, newestPlayer1);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('quizMatchesPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** No matches: the empty words, and no names call at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty('quizMatchesPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No quiz matches yet.')).toBeVisible();
    await expect(usersCalls).toHaveLength(0);
  },
};

/** The first load fails; Retry loads the matches and their names. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('quizMatchesPage', 1, 'The quiz service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The quiz service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await findRow(await table(canvasElement), newestPlayer1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One card per match (issue 26), nothing wider than the screen.
    await waitFor(() => getRow(canvasElement, newestPlayer1));
    await expectCards(canvasElement);
  },
};
