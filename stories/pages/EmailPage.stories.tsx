import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** /email: the access-request email as it is sent, for review in the browser. */
const meta = {
  title: 'Pages/Email',
  parameters: { deeplink: { path: '/email' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Access request e-mail' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    const email = within(main.getByRole('article', { name: 'E-mail: Your ChitChat sign-in link' }));
    await expect(email.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login2');
    await expect(email.getByText('This link can be used only once and expires in 15 minutes.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Access request e-mail | ChitChat'));
  },
};
