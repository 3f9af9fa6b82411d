import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusStaysInList } from './useFocusStaysInList';

/** A list whose rows each hold a button, as a long table renders only some of its rows. */
function List({ rows }: { rows: string[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useFocusStaysInList(scrollRef);
  return (
    <>
      <input aria-label="Search" />
      <div ref={scrollRef}>
        <table>
          <caption>Earnings by consultant</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <td>
                  <button type="button">Settle payment for {row}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useFocusStaysInList', () => {
  it("moves focus to the table when the focused control's row leaves the page", async () => {
    const view = render(<List rows={['Bhavna', 'Kritika']} />);
    screen.getByRole('button', { name: 'Settle payment for Bhavna' }).focus();
    view.rerender(<List rows={['Kritika']} />);
    await frame();
    const table = screen.getByRole('table', { name: 'Earnings by consultant' });
    expect(table).toHaveFocus();
    // From script only: not a stop for Tab.
    expect(table).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus alone when it is on a row still there, or was moved out of the list first', async () => {
    const view = render(<List rows={['Bhavna', 'Kritika']} />);
    screen.getByRole('button', { name: 'Settle payment for Kritika' }).focus();
    view.rerender(<List rows={['Kritika']} />);
    expect(screen.getByRole('button', { name: 'Settle payment for Kritika' })).toHaveFocus();

    screen.getByRole('textbox', { name: 'Search' }).focus();
    view.rerender(<List rows={[]} />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('takes nothing after the operator clicked away from the list', async () => {
    const view = render(<List rows={['Bhavna', 'Kritika']} />);
    const button = screen.getByRole('button', { name: 'Settle payment for Bhavna' });
    button.focus();
    button.blur();
    await frame();
    view.rerender(<List rows={['Kritika']} />);
    expect(document.body).toHaveFocus();
  });
});
