import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldReason } from '../../../src/features/questions/components/generate/FieldReason';

const REASON = 'Answer must be at most 500 characters';

const meta = {
  title: 'Dashboard/Questions/FieldReason',
  component: FieldReason,
  parameters: { layout: 'padded' },
  args: { id: 'q1-answer-2-reason', reason: REASON },
  // As the question card uses it: under its field, which names it in aria-describedby.
  render: (args) => (
    <div className="flex max-w-md flex-col gap-1">
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        Answer 2
        <input className="rounded-md border border-red-400 px-3 py-2" defaultValue="A very long answer" aria-invalid aria-describedby={args.reason ? args.id : undefined} />
      </label>
      <FieldReason {...args} />
    </div>
  ),
} satisfies Meta<typeof FieldReason>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReason: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Answer 2' });
    await expect(field).toHaveAccessibleDescription(REASON);
    await expect(canvas.getByText(REASON)).toHaveClass('text-red-700');
  },
};

/** No reason: nothing is shown, and the field is described by nothing. */
export const NoReason: Story = {
  args: { reason: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(REASON)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Answer 2' })).not.toHaveAttribute('aria-describedby');
  },
};
