import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../../src/components/marketing/Footer';
import { config } from '../../src/config';

const meta = {
  title: 'Marketing/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const footerLinks = [
  ['About us', '/about'],
  ['Contact us', '/contact'],
  ['Careers', '/careers'],
  ['Privacy Policy', '/privacy2'],
  ['Terms & Conditions', '/terms2'],
] as const;

const socialLinks = [
  ['Facebook', config.facebookUrl],
  ['Instagram', config.instagramUrl],
  ['LinkedIn', config.linkedinUrl],
] as const;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(footerLinks.map(([name]) => name));
    for (const [name, href] of footerLinks) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);

    for (const [name, href] of socialLinks) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const badge = canvas.getByRole('link', { name: 'Get it on Google Play' });
    await expect(badge).toHaveAttribute('href', config.appStoreUrl);
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(canvas.getByText('2024, All Rights Reserved')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ChitChat' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(400);
    for (const [name] of footerLinks) await expect(canvas.getByRole('link', { name })).toBeVisible();
    for (const [name] of socialLinks) await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByText('2024, All Rights Reserved')).toBeVisible();
  },
};

export const FollowsAFooterLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Careers' }));
    // The story's router renders the story at every path, so the footer stays and the URL moved.
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  },
};

/** On a tablet (834 px) the three round links wrap inside their column instead of running past the screen's edge. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    for (const [name] of socialLinks) await expect(canvas.getByRole('link', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // The round links in one row, under the link groups.
    const tops = new Set(socialLinks.map(([name]) => Math.round(canvas.getByRole('link', { name }).getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};
