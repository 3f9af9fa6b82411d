import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Quiz } from '../../../src/api/schemas';
import { QuizTable } from '../../../src/features/questions/components/QuizTable';
import { findRow, tableStateStories } from '../../helpers';

const quizzes: Quiz[] = [
  { _id: 'q1', name: 'Sunday GK Bonanza', prize: '₹5,000', entryFee: 49, timePerQuestion: 15, numberOfQuestions: 10, startTime: '2026-12-06T13:30:00.000Z', winnerId: '', active: true, domain: 'General', prompt: 'General knowledge about India' },
  { _id: 'q2', name: 'Science Sprint', prize: '₹2,000', entryFee: 0, timePerQuestion: 20, numberOfQuestions: 15, startTime: '2026-12-01T15:00:00.000Z', winnerId: '', active: true, domain: 'Science', prompt: '' },
];

const meta = {
  title: 'Dashboard/Questions/QuizTable',
  component: QuizTable,
  args: { caption: 'Active quizzes', exportFileName: 'active-quizzes', rows: quizzes, status: 'ready', emptyMessage: 'No active quizzes.', onRetry: fn(), sorting: null, onSortingChange: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof QuizTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Active quizzes' });
    const row = await findRow(table, 'Science Sprint');
    await expect(row.getByRole('rowheader')).toHaveTextContent('Science Sprint');
    await expect(row.getByRole('cell', { name: '₹0' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Science' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: /Export CSV/ })).toBeVisible();
  },
};

const states = tableStateStories({ empty: 'No active quizzes.', error: 'The server had a problem. Please try again later.' });
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failed: Story = states.Error;
