import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalPage } from '../../src/components/legal/LegalPage';
import { privacyPolicy } from '../../src/components/legal/privacyPolicy';
import { refundPolicy } from '../../src/components/legal/refundPolicy';
import { termsAndConditions } from '../../src/components/legal/termsAndConditions';
import type { LegalDocument } from '../../src/components/legal/legalDocument';

const contact = { email: 'help@chitchat.example.in', phone: '+91 98765 43210' };

const meta = {
  title: 'Legal/LegalPage',
  component: LegalPage,
  args: { policy: privacyPolicy(contact) },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every section has an h2 and a matching 'On this page' link to its anchor. */
async function expectSectionsLinked(canvasElement: HTMLElement, policy: LegalDocument) {
  const canvas = within(canvasElement);
  const toc = within(canvas.getByRole('navigation', { name: 'On this page' }));
  await expect(toc.getAllByRole('link')).toHaveLength(policy.sections.length);
  for (const section of policy.sections) {
    const heading = canvas.getByRole('heading', { level: 2, name: section.heading });
    await expect(heading).toBeVisible();
    await expect(toc.getByRole('link', { name: section.heading })).toHaveAttribute('href', `#${section.id}`);
    await expect(canvasElement.ownerDocument.getElementById(section.id)).toContainElement(heading);
  }
}

export const Privacy: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Current as 13 Dec 2024')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'On this page' })).toBeVisible();
    await expectSectionsLinked(canvasElement, args.policy);
    await expect(canvas.getByText(/Your phone number, which is how you sign in/)).toBeVisible();
    await expect(canvas.getByText(/processed by our payment partner/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'help@chitchat.example.in' })).toHaveAttribute('href', 'mailto:help@chitchat.example.in');
    await expect(canvas.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  },
};

export const Terms: Story = {
  args: { policy: termsAndConditions(contact) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(canvas.getByText('Current as 13 Dec 2024')).toBeVisible();
    await expectSectionsLinked(canvasElement, args.policy);
    await expect(canvas.getByText(/Each creator alone sets their own fee/)).toBeVisible();
    await expect(canvas.getByText(/Creators on ChitChat are not formally verified/)).toBeVisible();
    await expect(canvas.getByText(/creators may decline questions/)).toBeVisible();
    await expect(canvas.getByText(/governed by the laws of India/)).toBeVisible();
  },
};

export const RefundPolicy: Story = {
  args: { policy: refundPolicy(contact) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' })).toBeVisible();
    await expect(canvas.getByText('Current as 13 Dec 2024')).toBeVisible();
    await expectSectionsLinked(canvasElement, args.policy);
    await expect(canvas.getByText(/Cancelling or rescheduling a session is not available yet/)).toBeVisible();
    await expect(canvas.getByText(/no refunds yet either/)).toBeVisible();
    await expect(canvas.getByText(/planned for the next version of the app/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '4. If a session does not happen' })).toBeVisible();
  },
};

export const ShortDocument: Story = {
  args: {
    policy: {
      title: 'Privacy Policy',
      summary: 'One section only, to show the layout holds with very little text.',
      sections: [{ id: 'only', heading: '1. The only section', blocks: [{ type: 'paragraph', text: 'We keep just what your bookings need.' }] }],
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Current as 13 Dec 2024')).toBeVisible();
    await expectSectionsLinked(canvasElement, args.policy);
  },
};
