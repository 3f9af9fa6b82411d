import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../../../src/components/ui/DataTable';
import { expectCards, tableStateStories } from '../../helpers';
import { Controlled, manyPeople, names, people, tableArgs, type Person } from './people';

/**
 * Below 640 px the kit's table shows one card per row (issue 26): the same rows, selection,
 * sorting (a menu instead of headers), export and virtual list as the table.
 */
const meta = {
  title: 'UI/DataTable/DataTableCards',
  component: DataTable<Person>,
  argTypes: { selectedIds: { control: false } },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    ...tableArgs,
  },
} satisfies Meta<typeof DataTable<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? within(card).getAllByText(/\S/)[0]?.textContent);

/** Every row a card named by its row header, each field under its column's name, the row's button in it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = await expectCards(canvasElement);
    await expect(cards).toHaveLength(names.length);
    const list = within(canvasElement).getByRole('list', { name: 'Consultants' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', String(names.length));
    const asha = within(canvasElement).getByRole('article', { name: 'Asha Verma' });
    await expect(within(asha).getByText('Phone')).toBeVisible();
    await expect(within(asha).getByText('9876500001')).toBeVisible();
    await expect(within(asha).getByRole('button', { name: 'Open Asha Verma' })).toBeVisible();
  },
};

/** The headers' sorts, as a menu: choosing one reorders the cards and tells the page. */
export const SortMenu: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const menu = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(menu).toHaveValue('');
    await userEvent.selectOptions(menu, 'Name, A to Z');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    await waitFor(() => expect(cardNames(canvasElement)).toEqual([...names].sort()));
    await userEvent.selectOptions(menu, 'Earnings, highest first');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: 'earnings', desc: true });
    const expected = [...people].sort((a, b) => (b.earnings ?? -Infinity) - (a.earnings ?? -Infinity)).map((person) => person.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(expected));
    await userEvent.selectOptions(menu, 'Default order');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith(null);
  },
};

/** Each card has its checkbox; 'Select all shown rows' ticks every card. */
export const Selecting: Story = {
  args: { selectedIds: new Set<string>(), onSelectedIdsChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Meera Iyer' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(new Set(['p3']));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all shown rows' }));
    for (const name of names) await expect(canvas.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
  },
};

const tenThousand = manyPeople(10_000);

/** 10,000 rows: only the cards in view are in the page; scrolling brings later ones, each saying where it is. */
export const Virtualised: Story = {
  args: { rows: tenThousand, maxHeight: '500px' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Consultants' });
    const first = within(list).getAllByRole('listitem');
    await expect(first.length).toBeLessThan(30);
    await expect(first[0]).toHaveAttribute('aria-setsize', '10000');
    const scroller = list.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(within(list).getAllByRole('listitem').some((card) => Number(card.getAttribute('aria-posinset')) > 4000)).toBe(true));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
    // Where the list comes to rest depends on when the cards in view are measured (a card is
    // shorter than the estimate); the picture is taken with card 5,000 at the top, whatever the timing.
    const target = () => list.querySelector<HTMLElement>('[aria-posinset="5000"]');
    const offset = () => Math.round((target()?.getBoundingClientRect().top ?? NaN) - scroller.getBoundingClientRect().top);
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await waitFor(() => expect(target()).not.toBeNull());
    // Cards that come into view are measured a frame later, which moves the list: align, wait
    // two frames, and align again until it holds.
    await waitFor(async () => {
      scroller.scrollTop += offset();
      await nextFrame();
      await nextFrame();
      await expect(offset()).toBe(0);
    });
  },
};

/** Export gives the same file as the table's: the shown rows in the shown order. */
export const Export: Story = {
  args: { exportFileName: 'consultants', download: fn(), sorting: { id: 'name', desc: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [, csv] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name));
    await expect(csv).toBe(`\uFEFFName,Phone,Earnings\r\n${sorted.map((person) => `${person.name},${person.phone},${person.earnings ?? ''}`).join('\r\n')}\r\n`);
  },
};

/** Loading, Empty and Error: the same words and Retry as the table's. */
const states = tableStateStories({ empty: 'No consultants yet.', error: 'The consultants service is down.' });
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;

/** A column named with a slash ('Settlement/Payout status') breaks after the slash in its card's narrow label, never inside a word. */
export const SlashedLabel: Story = {
  args: { columns: [...tableArgs.columns, { id: 'settled', header: 'Settlement/Payout', value: () => 'Settled' }] },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    const asha = within(canvasElement).getByRole('article', { name: 'Asha Verma' });
    const label = within(asha).getByText((_, element) => element?.tagName === 'DT' && element.textContent === 'Settlement/Payout');
    // Two lines, split at the slash: the first ends with it.
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size).toBe(2);
    await expect(label.querySelector('wbr')).not.toBeNull();
  },
};
