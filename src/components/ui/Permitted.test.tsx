import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/schemas/roles';
import { OperatorRoleContext, Permitted, RefusalNote } from './Permitted';

/** A Settle button drawn disabled with the reason, an Edit button hidden, and a note, for the role `as` (none: outside the layout). */
function Controls({ as: role }: { as?: Role }) {
  const controls = (
    <>
      <Permitted permission="settlePayments">
        {({ allowed, reason }) => (
          <button type="button" disabled={!allowed} title={reason ?? undefined}>
            Settle
          </button>
        )}
      </Permitted>
      <Permitted permission="proposeBankDetails">
        <button type="button">Edit</button>
      </Permitted>
      <RefusalNote permission="manageExpenses" />
    </>
  );
  return role ? <OperatorRoleContext value={role}>{controls}</OperatorRoleContext> : controls;
}

describe('Permitted', () => {
  it('offers everything to a role that may, and says nothing', () => {
    render(<Controls as="admin" />);
    expect(screen.getByRole('button', { name: 'Settle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Settle' })).not.toHaveAttribute('title');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText(/^Your role/)).not.toBeInTheDocument();
  });

  it("hides, or disables with the backend's reason, what a role may not do", () => {
    render(<Controls as="support" />);
    const settle = screen.getByRole('button', { name: 'Settle' });
    expect(settle).toBeDisabled();
    expect(settle).toHaveAccessibleDescription('Your role (Support) cannot settle payments.');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('Your role (Support) cannot change company expenses.')).toBeVisible();
  });

  it('follows the role of the finance operator: settling and bank details, not the rest', () => {
    render(<Controls as="finance" />);
    expect(screen.getByRole('button', { name: 'Settle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText(/^Your role/)).not.toBeInTheDocument();
  });

  it('offers everything outside the back-office layout, where no role is known (a component on its own)', () => {
    render(<Controls />);
    expect(screen.getByRole('button', { name: 'Settle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
