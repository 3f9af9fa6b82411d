import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoAccess } from '../../src/components/ui/NoAccess';

/** What a tab shows a role it is not for (issue 48), instead of failing. */
const meta = {
  title: 'UI/NoAccess',
  component: NoAccess,
  parameters: { layout: 'padded' },
  args: { tab: 'Operators' },
} satisfies Meta<typeof NoAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 48's words, said once as a status, with what to do about it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent("You don't have access to Operators");
    await expect(status).toHaveTextContent('Ask an admin if you need it.');
  },
};

/** The tab's own reason, such as the backend's refusal for the role. */
export const WithReason: Story = {
  args: { tab: 'Approvals', reason: 'Your role (Support) cannot approve or reject changes waiting for approval. Ask an admin if you need it.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent("You don't have access to Approvals");
    await expect(status).toHaveTextContent('Your role (Support) cannot approve or reject changes waiting for approval.');
  },
};
