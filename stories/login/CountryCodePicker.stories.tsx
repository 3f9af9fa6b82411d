import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CountryCodePicker, type CountryCodePickerProps } from '../../src/components/login/CountryCodePicker';

function Demo(props: CountryCodePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CountryCodePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Login/CountryCodePicker',
  component: CountryCodePicker,
  render: (args) => <Demo {...args} />,
  parameters: { layout: 'padded' },
  args: { value: 'India', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof CountryCodePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

// SPEC.md Login: the choices in order, +91 India the default.
const specChoices = ['+91 India', '+1 United States', '+44 United Kingdom', '+61 Australia', '+1 Canada'];

export const Default: Story = {
  play: async ({ canvas }) => {
    const picker = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(picker).toHaveDisplayValue('+91 India');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(specChoices);
  },
};

export const CanadaAndUnitedStatesAreDistinct: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('combobox', { name: 'Country code' });
    await userEvent.selectOptions(picker, '+1 Canada');
    await expect(picker).toHaveDisplayValue('+1 Canada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Canada');
    await expect(canvas.getByRole('option', { name: '+1 Canada' })).toHaveProperty('selected', true);
    await expect(canvas.getByRole('option', { name: '+1 United States' })).toHaveProperty('selected', false);

    await userEvent.selectOptions(picker, '+1 United States');
    await expect(picker).toHaveDisplayValue('+1 United States');
    await expect(args.onChange).toHaveBeenLastCalledWith('United States');
    await expect(canvas.getByRole('option', { name: '+1 Canada' })).toHaveProperty('selected', false);
  },
};

export const Disabled: Story = {
  args: { value: 'Australia', disabled: true },
  play: async ({ canvas }) => {
    const picker = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveDisplayValue('+61 Australia');
  },
};
