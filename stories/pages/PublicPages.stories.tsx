import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

/** Each public route rendered by the real route table (the `deeplink` parameter). */
const meta = {
  title: 'Pages/Public',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (path: string, heading: string): Story => ({
  parameters: { deeplink: { path } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  },
});

export const Landing = page('/', '1:1 conversation with Content Creators');
export const Careers = page('/careers', 'Careers');
export const Blog = page('/blog', 'Blog');
export const BlogPost = page('/blog/123', 'Blog post');
export const About = page('/about', 'About us');
export const Contact = page('/contact', 'Contact us');
export const Privacy = page('/privacy2', 'Privacy Policy');
export const Terms = page('/terms2', 'Terms & Conditions');
export const Cancellation = page('/cancellation2', 'Cancellation and Refund Policy');
export const Email = page('/email', 'Access request e-mail');
export const Forms = page('/forms', 'Survey 1');
export const Forms2 = page('/forms2', 'Survey 2');
export const Forms3 = page('/forms3', 'Survey 3');
export const Editor = page('/editor', 'Question editor');

export const NotFound: Story = {
  parameters: { deeplink: { path: '/no-such-page' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();
  },
};
