import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ClampedText, SHOW_ALL, SHOW_LESS } from '../../../src/components/ui/data-table/ClampedText';

const long = 'The app closes when I open a chat from a notification while a call is ringing. '.repeat(12).trim();

/** A column's width, as a table cell has it. */
const meta = {
  title: 'UI/DataTable/ClampedText',
  component: ClampedText,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-72 text-sm text-gray-900">
        <Story />
      </div>
    ),
  ],
  args: { text: long, label: 'Comment of issue 7' },
} satisfies Meta<typeof ClampedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text that fits in five lines: shown whole, no button. */
export const Short: Story = {
  args: { text: 'The OTP arrives late.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The OTP arrives late.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Longer text shows five lines and 'Show all'; opened, all of it and 'Show less'. The whole text is always there to be read aloud or found. */
export const Long: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(long);
    await expect(text.getBoundingClientRect().height).toBeLessThan(110);
    const button = await canvas.findByRole('button', { name: `${SHOW_ALL}: Comment of issue 7` });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: `${SHOW_LESS}: Comment of issue 7` })).toHaveAttribute('aria-expanded', 'true');
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(200);
  },
};

/** Pasted without spaces at the 2,000-character limit: it breaks inside the column and is clamped the same. */
export const LongWithoutSpaces: Story = {
  args: { text: 'x'.repeat(2000) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: `${SHOW_ALL}: Comment of issue 7` })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Lines the reporter broke stay broken. */
export const Lines: Story = {
  args: { text: 'Steps:\n1. Open a chat\n2. Start a call\n3. The app closes\n4. It opens again on the home screen\n5. The chat is gone\n6. So is the call' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `${SHOW_ALL}: Comment of issue 7` }));
    await expect(canvas.getByText(/^Steps:/).getBoundingClientRect().height).toBeGreaterThan(130);
  },
};
