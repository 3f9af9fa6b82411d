import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ShownAloneBanner } from '../../../src/components/ui/data-table/ShownAloneBanner';

/** Above a list that shows one record alone (`?record=`, from the command palette): which one, and the way back to all of them. */
const meta = {
  title: 'UI/DataTable/ShownAloneBanner',
  component: ShownAloneBanner,
  parameters: { layout: 'padded' },
  args: { label: 'Showing one booking: 12', showAll: 'Show every booking', onShowAll: fn() },
} satisfies Meta<typeof ShownAloneBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its words head what follows (a level-2 heading under the tab's own); the button asks for every record. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Showing one booking: 12' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every booking' }));
    await expect(args.onShowAll).toHaveBeenCalledOnce();
  },
};

/** On a phone, a record named in many words (a payment) and an id written without spaces wrap inside the banner. */
export const LongOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { label: `Looking for one transaction: ${'6ad9a7afaec672cf5ae9c153'.repeat(4)}`, showAll: 'Show every transaction' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: /^Looking for one transaction/ });
    // Nothing runs past its box: the text wraps, even inside the id.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Show every transaction' })).toBeVisible();
  },
};
