import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { recorded } from '../../../src/api/mocks';
import { rowAtIndex, scrollerOf } from '../../helpers';

/** How many: 25 pages of 100. */
const MANY = 2500;
const userId = (index: number) => `5e00000000000000${index.toString(16).padStart(8, '0')}`;

/** 2,500 matches, played an hour apart from 1 Jan 2026 (the newest last), between 5,000 users named 'Player 0' to 'Player 4999'. */
function manyMatches(db: Database) {
  db.users = Array.from({ length: MANY * 2 }, (_, index) => ({ _id: userId(index), name: `Player ${index}` }));
  db.quizMatches = Array.from({ length: MANY }, (_, index) => {
    const timestamp = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString();
    return {
      _id: `6e00000000000000${index.toString(16).padStart(8, '0')}`,
      player1: { playerId: userId(index * 2), timestamp },
      player2: { playerId: userId(index * 2 + 1), timestamp },
      quizDetails: { subject: index % 2 === 0 ? 'History' : 'Science' },
    };
  });
}

/**
 * /dashboard/quiz-details with more matches than a page (issue 47): the backend sorts and searches
 * them by their players' names, and the page asks the names of only the players it holds.
 */
const meta = {
  title: 'Pages/Dashboard/QuizDetailsPaged',
  parameters: { deeplink: { path: '/dashboard/quiz-details' }, session: 'signed-in', mockDb: manyMatches },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Quiz matches' });
const asked: unknown[] = [];

/** The names of the players on the pages at hand, in one call, not of all 5,000; the end loads the end, with its names. */
export const NamesOfThePagesAtHand: Story = {
  beforeEach: () => {
    asked.length = 0;
  },
  parameters: { msw: { handlers: recorded('usersByIds', asked) } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByText('2,500 matches')).toBeVisible());
    await expect(await within(list).findByText('Player 4998')).toBeVisible();
    const ids = (asked as { ids: string[] }[]).flatMap((body) => body.ids);
    await expect(ids.length).toBeLessThanOrEqual(800);
    scrollerOf(list).scrollTop = scrollerOf(list).scrollHeight;
    await waitFor(() => expect(within(rowAtIndex(list, MANY + 1) as HTMLElement).getByText('Player 0')).toBeVisible());
    // Back to the top, the newest match named again: the picture is of the list as it opens.
    scrollerOf(list).scrollTop = 0;
    await waitFor(() => expect(within(rowAtIndex(list, 2) as HTMLElement).getByText('Player 4998')).toBeVisible());
  },
};

/** Sorted by Player 1's name and searched by a name, by the backend. */
export const SortedAndSearchedByName: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByText('2,500 matches')).toBeVisible());
    await userEvent.click(within(list).getByRole('button', { name: /Player 1/ }));
    // By name, as text: 'Player 0', then 'Player 10', 'Player 100'… (numbers in names compare as numbers: 0, 2, 4).
    await waitFor(() => expect(within(rowAtIndex(list, 2) as HTMLElement).getByText('Player 0')).toBeVisible());
    await expect(within(rowAtIndex(list, 3) as HTMLElement).getByText('Player 2')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'Player 4321');
    await waitFor(() => expect(canvas.getByText('1 match')).toBeVisible());
    await expect(await within(list).findByText('Player 4320')).toBeVisible();
  },
};
