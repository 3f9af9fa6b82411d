import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from '../../src/components/marketing/Navbar';
import { specMainNavLinks } from '../fixtures';

const meta = {
  title: 'Marketing/Navbar',
  component: Navbar,
  // The links show inline from the md breakpoint (768 px); below it they hide behind the toggle.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [(Story) => <header className="border-b border-gray-200"><Story /></header>],
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;


export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav);
    await expect(links.getByRole('link', { name: 'ChitChat' })).toHaveAttribute('href', '/');
    for (const [name, href] of specMainNavLinks) {
      const link = links.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expect(links.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await expect(links.getByRole('button', { name: 'Language: Eng' })).toBeVisible();
  },
};

export const ActiveAbout: Story = {
  parameters: { route: { path: '/about' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

export const NavigatesBetweenPages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }));
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'ChitChat' }));
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LanguageSelector: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: Eng' }));
    await expect(await canvas.findByRole('listbox', { name: 'Language: Eng' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await expect(canvas.getByRole('option', { name: 'Eng' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    // From md up the links sit inline, even on the narrowest such screen.
    await expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    for (const [name] of specMainNavLinks) await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

const mobile = { viewport: { value: 'mobile2', isRotated: false } };

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The inline links are hidden below md.
    await expect(canvas.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'ChitChat' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: Eng' })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvas, step }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    await step('open the menu', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      const toggle = canvas.getByRole('button', { name: 'Close menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const [name, href] of specMainNavLinks) {
        const link = await canvas.findByRole('link', { name });
        // The panel fades in; wait for the transition to finish.
        await waitFor(() => expect(link).toBeVisible());
        await expect(link).toHaveAttribute('href', href);
      }
      await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });
    await step('close it with the same toggle', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(canvas.queryByRole('link', { name: 'About' })).not.toBeInTheDocument());
      const toggle = canvas.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
    await step('open it again, so the story shows it open', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      const about = await canvas.findByRole('link', { name: 'About' });
      await waitFor(() => expect(about).toBeVisible());
    });
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Terms & Conditions' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Terms & Conditions' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // The page changed: reopening shows the new page as the current one.
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(await canvas.findByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileMenuClosesOnEscape: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const contact = await canvas.findByRole('link', { name: 'Contact Us' });
    await waitFor(() => expect(contact).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument());
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuClosesOnOutsidePress: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible());
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuTogglesItsPanel: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    // The toggle names the panel it shows, which holds the links and is hidden while closed.
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    // The panel fades in; wait for the animation to finish.
    await waitFor(() => expect(panel).toBeVisible());
    await waitFor(() => expect(within(panel as HTMLElement).getByRole('link', { name: 'Contact Us' })).toBeVisible());
    // Keyboard: Enter on the toggle closes it again, and focus stays on the toggle.
    await userEvent.keyboard('{Enter}');
    await expect(panel).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
