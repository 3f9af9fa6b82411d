import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { QuizMatch } from '../../../src/api/schemas';
import { QuizDetailsTable } from '../../../src/features/quiz-details/components/QuizDetailsTable';
import { quizRowsOf } from '../../../src/features/quiz-details/model/quizRows';
import { findRow, tableStateStories } from '../../helpers';

const match = (id: string, p1: string, p2: string, timestamp: string, subject: string): QuizMatch => ({
  _id: id,
  player1: { playerId: p1, timestamp },
  player2: { playerId: p2, timestamp },
  quizDetails: { subject },
});
const matches = [
  match('m1', 'u-asha', 'u-vikram', '2026-10-13T10:08:53.351Z', 'History'),
  match('m2', 'u-vikram', 'u-gone-0042', '2026-09-13T23:51:10.926Z', 'English'),
];
const names = new Map([
  ['u-asha', 'Asha Rao'],
  ['u-vikram', 'Vikram Nair'],
]);
/** The rows as the page gives them: with the names known, or before any are. */
const named = quizRowsOf(matches, names, true);
const unnamed = quizRowsOf(matches, new Map(), false);

const meta = {
  title: 'Dashboard/QuizDetails/QuizDetailsTable',
  component: QuizDetailsTable,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: named,
    status: 'ready',
    emptyMessage: 'No quiz matches yet.',
    sorting: { id: 'date', desc: true },
    onSortingChange: fn(),
    onRetry: fn(),
    namesStatus: 'ready',
    onRetryNames: fn(),
    download: fn(),
  },
} satisfies Meta<typeof QuizDetailsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md's four columns; names where known, and the id itself for a player nobody knows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'Player 1', 'Player 2', 'Subject']);
    const first = await findRow(canvas.getByRole('table'), 'Asha Rao');
    await expect(first.getByRole('cell', { name: 'Vikram Nair' })).toBeVisible();
    await expect(first.getByRole('cell', { name: 'History' })).toBeVisible();
    await expect(first.getByRole('rowheader', { name: /^13 Oct/ })).toBeVisible();
  },
};

/** A player id the backend does not know shows as the id. */
export const UnknownPlayer: Story = {
  play: async ({ canvas }) => {
    const row = await findRow(canvas.getByRole('table'), 'u-gone-0042');
    await expect(row.getByRole('cell', { name: 'Vikram Nair' })).toBeVisible();
    await expect(row.getByText('u-gone-0042')).toHaveAttribute('title', 'No user has this id');
  },
};

/** The rows are there before the names: ids, and a line saying names are on their way. */
export const NamesLoading: Story = {
  args: { rows: unnamed, namesStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading player names…');
    await findRow(canvas.getByRole('table'), 'u-asha');
    await expect(canvas.getByText('u-asha')).not.toHaveAttribute('title');
  },
};

/** The names call failed: ids stay, the reason shows, and Retry names asks again. */
export const NamesFailed: Story = {
  args: { rows: unnamed, namesStatus: 'error', namesError: 'The users service is down.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Player names could not be loaded: The users service is down. Ids are shown instead.');
    await findRow(canvas.getByRole('table'), 'u-asha');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry names' }));
    await expect(args.onRetryNames).toHaveBeenCalledOnce();
  },
};

/** Export gives the players as shown: names where known, the id of a player nobody knows. */
export const ExportCsv: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.download).toHaveBeenCalledOnce();
    const [fileName, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toMatch(/^quiz-details-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(csv.trim().split(/\r?\n/)).toEqual([
      'Date,Player 1,Player 2,Subject',
      '2026-10-13T10:08:53.351Z,Asha Rao,Vikram Nair,History',
      '2026-09-13T23:51:10.926Z,Vikram Nair,u-gone-0042,English',
    ]);
  },
};

const states = tableStateStories({ empty: 'No quiz matches yet.', error: 'The quiz service is restarting.' });

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

/** The matches failed to load: the reason and a Retry that asks again. */
export const LoadFailed: Story = states.Error;
