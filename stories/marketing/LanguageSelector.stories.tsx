import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LanguageSelector } from '../../src/components/marketing/LanguageSelector';

const meta = {
  title: 'Marketing/LanguageSelector',
  component: LanguageSelector,
  decorators: [(Story) => <div className="flex min-h-48 justify-end p-6"><Story /></div>],
} satisfies Meta<typeof LanguageSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Language: Eng' });
    await expect(button).toHaveTextContent('Eng');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Language: Eng' });
    await userEvent.click(button);
    const listbox = await canvas.findByRole('listbox', { name: 'Language: Eng' });
    await expect(listbox).toBeVisible();
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(canvas.getByRole('option', { name: 'Eng' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ChooseEng: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Language: Eng' });
    await userEvent.click(button);
    await userEvent.click(await canvas.findByRole('option', { name: 'Eng' }));
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveAccessibleName('Language: Eng');
    await expect(button).toHaveFocus();
  },
};

export const KeyboardEscape: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Language: Eng' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('listbox', { name: 'Language: Eng' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const KeyboardEnterChooses: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Language: Eng' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox', { name: 'Language: Eng' });
    await waitFor(() => expect(listbox).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', listbox.id);
    // The focused list points at its one option, the current language.
    await expect(listbox).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Eng' }).id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClosesOnOutsidePress: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: Eng' }));
    await expect(await canvas.findByRole('listbox', { name: 'Language: Eng' })).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Language: Eng' })).toHaveAttribute('aria-expanded', 'false');
  },
};
