import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpBoxes, type OtpBoxesProps } from '../../src/components/login/OtpBoxes';

/** The boxes are controlled; the story keeps their digits so typing really fills them. */
function Demo(props: OtpBoxesProps) {
  const [digits, setDigits] = useState(props.digits);
  return (
    <OtpBoxes
      {...props}
      digits={digits}
      onChange={(next) => {
        setDigits(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Login/OtpBoxes',
  component: OtpBoxes,
  render: (args) => <Demo {...args} />,
  parameters: { layout: 'padded' },
  args: { digits: ['', '', '', '', '', ''], onChange: fn() },
} satisfies Meta<typeof OtpBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
// SPEC.md section 5: six boxes, one digit each.
const box = (canvas: Canvas, n: number) => canvas.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = (canvas: Canvas) => [1, 2, 3, 4, 5, 6].map((n) => (box(canvas, n) as HTMLInputElement).value);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'One-time code' })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(values(canvas)).toEqual(['', '', '', '', '', '']);
    await expect(box(canvas, 1)).toHaveAttribute('inputmode', 'numeric');
    await expect(box(canvas, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box(canvas, 4)).toHaveAttribute('inputmode', 'numeric');
  },
};

export const TypingMovesFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('123');
    await expect(values(canvas)).toEqual(['1', '2', '3', '', '', '']);
    await expect(box(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('456');
    await expect(values(canvas)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(box(canvas, 6)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '2', '3', '4', '5', '6']);
  },
};

export const BackspaceMovesBack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('12');
    await expect(box(canvas, 3)).toHaveFocus();
    // Box 3 is empty: Backspace goes back to box 2 and clears it.
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvas, 2)).toHaveFocus();
    await expect(values(canvas)).toEqual(['1', '', '', '', '', '']);
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvas, 1)).toHaveFocus();
    await expect(values(canvas)).toEqual(['', '', '', '', '', '']);
  },
};

export const ArrowKeysMove: Story = {
  args: { digits: ['1', '2', '3', '', '', ''] },
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 3));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(box(canvas, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(box(canvas, 5)).toHaveFocus();
    // Typing over a box that holds a digit replaces it.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}9');
    await expect(values(canvas)).toEqual(['1', '9', '3', '', '', '']);
    await expect(box(canvas, 3)).toHaveFocus();
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvas }) => {
    // Pasted into the fourth box, a whole code still fills all six.
    await userEvent.click(box(canvas, 4));
    await userEvent.paste('654321');
    await expect(values(canvas)).toEqual(['6', '5', '4', '3', '2', '1']);
    await expect(box(canvas, 6)).toHaveFocus();
    // A code copied from a message keeps its digits only.
    await userEvent.click(box(canvas, 2));
    await userEvent.paste('Your code: 112 233');
    await expect(values(canvas)).toEqual(['1', '1', '2', '2', '3', '3']);
  },
};

export const NonDigitsIgnored: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('a');
    await expect(values(canvas)).toEqual(['', '', '', '', '', '']);
    await expect(box(canvas, 1)).toHaveFocus();
    await userEvent.keyboard('1-x 2');
    await expect(values(canvas)).toEqual(['1', '2', '', '', '', '']);
    await expect(box(canvas, 3)).toHaveFocus();
    // A letter typed over a digit leaves the digit.
    await userEvent.keyboard('{ArrowLeft}b');
    await expect(values(canvas)).toEqual(['1', '2', '', '', '', '']);
    await userEvent.paste('no digits here');
    await expect(values(canvas)).toEqual(['1', '2', '', '', '', '']);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Invalid: Story = {
  args: { invalid: true, describedBy: 'otp-error' },
  render: (args) => (
    <>
      <Demo {...args} />
      <p id="otp-error">That code is not right. 4 tries left.</p>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(box(canvas, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, 6)).toHaveAccessibleDescription('That code is not right. 4 tries left.');
  },
};

export const ReadOnly: Story = {
  args: { digits: ['1', '2', '3', '4', '5', '6'], readOnly: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas, 6));
    await userEvent.keyboard('{Backspace}7');
    await userEvent.paste('000000');
    await expect(values(canvas)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
