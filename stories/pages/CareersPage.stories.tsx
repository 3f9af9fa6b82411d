import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { config } from '../../src/config';

/** /careers: the open roles, each with an Apply by e-mail link. */
const meta = {
  title: 'Pages/Careers',
  parameters: { deeplink: { path: '/careers' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Careers' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByRole('heading', { level: 2, name: 'Open roles' })).toBeVisible();
    const roles = main.getAllByRole('heading', { level: 3 });
    await expect(roles.length).toBeGreaterThanOrEqual(2);
    await expect(roles.length).toBeLessThanOrEqual(3);
    const apply = main.getByRole('link', { name: 'Apply by e-mail for Senior React Native Engineer' });
    await expect(apply.getAttribute('href')).toMatch(new RegExp(`^mailto:${config.contactEmail.replace(/[.+]/g, '\\$&')}\\?subject=Application%3A%20Senior%20React%20Native%20Engineer`));
    await expect(main.getAllByRole('link', { name: /^Apply by e-mail for / })).toHaveLength(roles.length);
    await waitFor(() => expect(document.title).toBe('Careers | ChitChat'));
  },
};
