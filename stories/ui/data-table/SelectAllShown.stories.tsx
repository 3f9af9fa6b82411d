import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SELECT_ALL_SHOWN, SelectAllShown } from '../../../src/components/ui/data-table/SelectAllShown';

/** The table's select-all checkbox: in its header (named, no words beside it), or labelled above the cards on a phone. */
const meta = {
  title: 'UI/DataTable/SelectAllShown',
  component: SelectAllShown,
  parameters: { layout: 'padded' },
  args: { shownSelection: 'none', onToggleAll: fn() },
} satisfies Meta<typeof SelectAllShown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: unticked; a click asks for every shown row. */
export const NoneSelected: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: SELECT_ALL_SHOWN });
    await expect(box).not.toBeChecked();
    await expect(box).not.toBePartiallyChecked();
    await userEvent.click(box);
    await expect(args.onToggleAll).toHaveBeenCalledOnce();
  },
};

/** Some of the shown rows selected: mixed. */
export const SomeSelected: Story = {
  args: { shownSelection: 'some' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: SELECT_ALL_SHOWN })).toBePartiallyChecked();
  },
};

/** Every shown row selected: ticked. */
export const AllSelected: Story = {
  args: { shownSelection: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: SELECT_ALL_SHOWN })).toBeChecked();
  },
};

/** On a phone, with its words beside it: the label names it. */
export const WithLabel: Story = {
  args: { withLabel: true, shownSelection: 'some' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: SELECT_ALL_SHOWN })).toBePartiallyChecked();
    await userEvent.click(canvas.getByText(SELECT_ALL_SHOWN));
    await expect(args.onToggleAll).toHaveBeenCalledOnce();
  },
};
