import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Role } from '../../src/api/schemas/roles';
import { Button } from '../../src/components/ui/Button';
import { OperatorRoleContext, Permitted, RefusalNote } from '../../src/components/ui/Permitted';

/**
 * What a role may not do is not offered (issue 48): a control hidden from the role, one drawn
 * disabled with the backend's reason, and the note said in place of a form.
 */
function PermittedControls({ role }: { role: Role | null }) {
  return (
    <OperatorRoleContext.Provider value={role}>
      <div className="flex flex-col items-start gap-3">
        <Permitted permission="manageExpenses">
          <Button>Add expense type</Button>
        </Permitted>
        <Permitted permission="settlePayments">
          {(permit) => (
            <Button disabled={!permit.allowed} title={permit.reason ?? undefined}>
              Settle Payment
            </Button>
          )}
        </Permitted>
        <RefusalNote permission="manageExpenses" />
      </div>
    </OperatorRoleContext.Provider>
  );
}

const meta = {
  title: 'UI/Permitted',
  component: PermittedControls,
  parameters: { layout: 'padded' },
  args: { role: 'finance' },
} satisfies Meta<typeof PermittedControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A role that may: both controls offered, no note. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add expense type' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Settle Payment' })).toBeEnabled();
    await expect(canvas.queryByText(/^Your role/)).not.toBeInTheDocument();
  },
};

/** A role that may not: the one hidden, the other disabled with the reason, and the note. */
export const Refused: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add expense type' })).not.toBeInTheDocument();
    const settle = canvas.getByRole('button', { name: 'Settle Payment' });
    await expect(settle).toBeDisabled();
    await expect(settle).toHaveAttribute('title', 'Your role (Support) cannot settle payments.');
    await expect(canvas.getByText('Your role (Support) cannot change company expenses.')).toBeVisible();
  },
};

/** Outside the back-office layout no role is known, and everything is offered. */
export const NoRoleKnown: Story = {
  args: { role: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add expense type' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Settle Payment' })).toBeEnabled();
  },
};
