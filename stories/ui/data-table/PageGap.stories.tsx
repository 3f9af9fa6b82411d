import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageGapCard, PageGapRow } from '../../../src/components/ui/data-table/PageGap';

const failure = { message: 'The server had a problem. Please try again later.', onRetry: fn() };

/** UI/DataTable/PageGap: a row of a paged list whose page is not at hand, on a table and as a phone card. */
const meta = {
  title: 'UI/DataTable/PageGap',
  component: PageGapRow,
  parameters: { layout: 'padded' },
  args: { index: 120, failure: undefined, saysFailure: false, span: 3, height: 53 },
  render: (args) => (
    <table className="w-full table-fixed" aria-label="Consultants" aria-rowcount={1001}>
      <tbody>
        <PageGapRow {...args} />
        <PageGapRow {...args} index={args.index + 1} saysFailure={false} />
      </tbody>
    </table>
  ),
} satisfies Meta<typeof PageGapRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: a skeleton, said as loading. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const [row] = canvas.getAllByRole('row');
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await expect(row).toHaveAttribute('aria-rowindex', '122');
    await expect(row).toHaveTextContent('Loading…');
  },
};

/** Its page failed: the first row says why, with Retry; the rest of the page stays blank. */
export const Failed: Story = {
  args: { failure, saysFailure: true },
  play: async ({ canvas }) => {
    const [row, next] = canvas.getAllByRole('row') as [HTMLElement, HTMLElement];
    await expect(within(row).getByRole('alert')).toHaveTextContent('These rows could not be loaded. The server had a problem. Please try again later.');
    await expect(next).toHaveTextContent('');
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await expect(failure.onRetry).toHaveBeenCalled();
  },
};

/** The same as a phone card. */
export const CardLoading: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <ul aria-label="Consultants">
      <PageGapCard index={args.index} failure={args.failure} saysFailure={args.saysFailure} count={1000} measure={() => undefined} />
    </ul>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveAttribute('aria-posinset', '121');
  },
};

export const CardFailed: Story = {
  ...CardLoading,
  args: { failure, saysFailure: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('These rows could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
