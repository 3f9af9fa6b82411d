import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inertAdTagLoader } from '../../src/components/forms/useAdConversionTag';
import { config } from '../../src/config';
import { AD_TAG_ATTRIBUTE, adTagScriptSrc, disableAdTag, type AdTagWindow } from '../../src/lib/adTag';
import { clearConsent, readConsent, writeConsent } from '../../src/lib/consent';
import { FormsPage } from '../../src/pages/FormsPage';

const TAG_ID = 'AW-000000000';
const tagScripts = () => document.head.querySelectorAll<HTMLScriptElement>(`script[${AD_TAG_ATTRIBUTE}]`);
const adWindow = () => window as unknown as AdTagWindow;

/** /forms: the embedded surveys, and the ad-conversion tag that loads only after Allow. */
const meta = {
  title: 'Pages/Forms',
  // Consent lives in localStorage, which outlives a story: every story starts unanswered and tag-free.
  beforeEach: () => {
    clearConsent();
    return () => {
      disableAdTag(TAG_ID);
      clearConsent();
    };
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { deeplink: { path: '/forms' } },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Creators, tell us how you want to meet your followers' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByTitle('Creator survey')).toHaveAttribute('src', config.surveyFormUrls[0]);
    await waitFor(() => expect(document.title).toBe('Creator survey | ChitChat'));
    // The default configuration has no tag id: nothing is tracked, so nothing is asked.
    if (!config.adConversionTagId) {
      await expect(main.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
      await expect(main.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
      await expect(tagScripts()).toHaveLength(0);
    }
  },
};

export const FollowerSurvey: Story = {
  parameters: { deeplink: { path: '/forms2' } },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Who would you love a 1:1 with?' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByTitle('Follower survey')).toHaveAttribute('src', config.surveyFormUrls[1]);
  },
};

export const FeedbackSurvey: Story = {
  parameters: { deeplink: { path: '/forms3' } },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'How was your ChitChat session?' });
    await expect(heading).toBeVisible();
    const main = within(heading.closest('main') ?? canvasElement);
    await expect(main.getByTitle('Feedback survey')).toHaveAttribute('src', config.surveyFormUrls[2]);
  },
};

/**
 * With a tag id injected (config comes from env), the tag appears only after Allow and goes
 * away after Cookie settings → Decline. The loader makes an inert script: asserted, never fetched.
 */
export const ConsentFlow: Story = {
  parameters: { route: { path: '/forms' } },
  render: () => <FormsPage form={1} adTag={{ id: TAG_ID, loader: inertAdTagLoader }} />,
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await expect(banner).toHaveTextContent("We'd like to use an advertising cookie to measure whether our ads bring people here. Allow?");
    await expect(tagScripts()).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    await expect(tagScripts()[0]).toHaveAttribute('src', adTagScriptSrc(TAG_ID));
    await expect(tagScripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-000000000');
    await expect(readConsent()).toBe('granted');
    await expect(adWindow()['ga-disable-AW-000000000']).toBe(false);
    await expect((adWindow().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))).toContainEqual(['config', TAG_ID]);
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Cookie consent' })).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(tagScripts()).toHaveLength(0));
    await expect(readConsent()).toBe('denied');
    await expect(adWindow()['ga-disable-AW-000000000']).toBe(true);
  },
};

export const DeclinedFromTheStart: Story = {
  parameters: { route: { path: '/forms' } },
  render: () => <FormsPage form={2} adTag={{ id: TAG_ID, loader: inertAdTagLoader }} />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    await expect(readConsent()).toBe('denied');
    await expect(tagScripts()).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  },
};

export const ReturningVisitorWhoAllowed: Story = {
  parameters: { route: { path: '/forms3' } },
  beforeEach: () => {
    writeConsent('granted');
  },
  render: () => <FormsPage form={3} adTag={{ id: TAG_ID, loader: inertAdTagLoader }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
  },
};
