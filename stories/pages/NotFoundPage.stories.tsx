import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

/** Any unknown address: the 404 page with a way back home. */
const meta = {
  title: 'Pages/NotFound',
  parameters: { deeplink: { path: '/no-such-page' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();
  },
};

export const DeepUnknownPath: Story = {
  parameters: { deeplink: { path: '/blog/123/comments/unknown' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
  },
};
