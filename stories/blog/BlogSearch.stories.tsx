import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BlogSearch } from '../../src/components/blog/BlogSearch';

const meta = {
  title: 'Blog/BlogSearch',
  component: BlogSearch,
  args: { value: '', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm p-6">{Story()}</div>],
} satisfies Meta<typeof BlogSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Controlled like the page controls it, so what is typed stays in the field.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <BlogSearch
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search posts' });
    await expect(canvas.getByRole('search')).toContainElement(search);
    await userEvent.type(search, 'UPI');
    await expect(search).toHaveValue('UPI');
    await expect(args.onChange).toHaveBeenLastCalledWith('UPI');
  },
};

export const WithQuery: Story = {
  args: { value: 'video call' },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search posts' });
    await expect(search).toHaveValue('video call');
    await userEvent.clear(search);
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};
