import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StructuredData } from '../../src/components/marketing/StructuredData';

/**
 * A JSON-LD block (issue 27): nothing to see, data for search engines. What the block holds
 * must read back as the data given, whatever text it carries.
 */
const meta = {
  title: 'Marketing/StructuredData',
  component: StructuredData,
  parameters: { layout: 'padded' },
  args: {
    data: { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Five questions to ask an astrologer', author: { '@type': 'Person', name: 'Priya Sharma' } },
  },
} satisfies Meta<typeof StructuredData>;
export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvasElement: HTMLElement) => canvasElement.querySelector('script[type="application/ld+json"]');

/** One data block, parsed back to the object given. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(JSON.parse(block(canvasElement)?.textContent ?? 'null')).toEqual(args.data);
  },
};

/** A title that tries to close the element stays inside it: '<' is written as an escape and read back whole. */
export const TextThatLooksLikeMarkup: Story = {
  args: { data: { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: '</script><script>alert(1)</script> & more' } },
  play: async ({ canvasElement, args }) => {
    const script = block(canvasElement)!;
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(1);
    await expect(script.innerHTML).not.toContain('</script>');
    await expect(JSON.parse(script.textContent ?? 'null')).toEqual(args.data);
  },
};
