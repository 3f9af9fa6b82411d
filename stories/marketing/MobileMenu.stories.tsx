import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileMenu } from '../../src/components/marketing/MobileMenu';
import { mainNavLinks } from '../../src/components/marketing/navLinks';
import { specMainNavLinks } from '../fixtures';

const meta = {
  title: 'Marketing/MobileMenu',
  component: MobileMenu,
  args: { links: mainNavLinks, onNavigate: fn() },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [(Story) => <nav aria-label="Main"><Story /></nav>],
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;


export const Default: Story = {
  play: async ({ canvas }) => {
    for (const [name, href] of specMainNavLinks) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

export const ActiveTerms: Story = {
  parameters: { route: { path: '/terms2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const ChoosingALinkReportsIt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Contact Us' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
  },
};
