import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppIssuesToolbar } from '../../../src/features/app-issues/components/AppIssuesToolbar';

const meta = {
  title: 'Dashboard/AppIssues/AppIssuesToolbar',
  component: AppIssuesToolbar,
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="flex flex-wrap items-end gap-3">
      <AppIssuesToolbar {...args} />
    </div>
  ),
  args: { type: 'all', state: 'all', onTypeChange: fn(), onStateChange: fn(), shown: { count: 10, open: 4 } },
} satisfies Meta<typeof AppIssuesToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10 issues · 4 open');
    const type = canvas.getByRole('combobox', { name: 'Type' });
    await expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['All types', 'BUG', 'SUGGESTION']);
    await userEvent.selectOptions(type, 'SUGGESTION');
    await expect(args.onTypeChange).toHaveBeenCalledWith('SUGGESTION');
    const state = canvas.getByRole('combobox', { name: 'State' });
    await expect(within(state).getAllByRole('option').map((option) => option.textContent)).toEqual(['Open and solved', 'Open', 'Solved']);
    await userEvent.selectOptions(state, 'Open');
    await expect(args.onStateChange).toHaveBeenCalledWith('open');
  },
};

export const NoFigures: Story = {
  args: { shown: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
