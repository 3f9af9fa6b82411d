/**
 * The one typed configuration of the web app (PRODUCT.md point 10), read from Vite env
 * variables with sensible defaults. Every VITE_* variable is listed in README.md.
 */
// zod/mini: this module is in the landing page's bundle, and the mini build tree-shakes.
import * as z from 'zod/mini';

/** A web address: http or https only, so 'localhost:3001' is caught here, not as a network error. */
const webUrl = () => z.url({ protocol: /^https?$/, error: 'Must be an http(s) address' });

const configSchema = z.object({
  /** Base URL of the consultation API (the stand-in backend in development). */
  apiBaseUrl: webUrl(),
  /** Base URL of an OpenAI-compatible chat-completions service (a server-side proxy). */
  aiBaseUrl: webUrl(),
  aiModel: z.string().check(z.minLength(1)),
  requestTimeoutMs: z.coerce.number().check(z.int(), z.positive()),
  contactEmail: z.email(),
  contactPhone: z.string().check(z.minLength(1)),
  appStoreUrl: webUrl(),
  contactFormUrl: webUrl(),
  facebookUrl: webUrl(),
  instagramUrl: webUrl(),
  linkedinUrl: webUrl(),
  surveyFormUrls: z.tuple([webUrl(), webUrl(), webUrl()]),
  /** Google Ads conversion id such as AW-123456789; the tag loads only when set. */
  adConversionTagId: z.optional(z.string()),
});
export type AppConfig = z.infer<typeof configSchema>;

type Env = Record<string, string | boolean | undefined>;

export function readConfig(env: Env): AppConfig {
  const text = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const apiBaseUrl = (text('VITE_API_BASE_URL') ?? 'http://localhost:3001').replace(/\/+$/, '');
  return configSchema.parse({
    apiBaseUrl,
    aiBaseUrl: (text('VITE_AI_BASE_URL') ?? `${apiBaseUrl}/ai/v1`).replace(/\/+$/, ''),
    aiModel: text('VITE_AI_MODEL') ?? 'gpt-3.5-turbo',
    requestTimeoutMs: text('VITE_REQUEST_TIMEOUT_MS') ?? '15000',
    contactEmail: text('VITE_CONTACT_EMAIL') ?? 'support@chitchat.example.in',
    contactPhone: text('VITE_CONTACT_PHONE') ?? '+91 98765 43210',
    appStoreUrl: text('VITE_APP_STORE_URL') ?? 'https://play.google.com/store/apps/details?id=in.example.chitchat',
    contactFormUrl: text('VITE_CONTACT_FORM_URL') ?? 'https://forms.gle/contact-chitchat',
    facebookUrl: text('VITE_FACEBOOK_URL') ?? 'https://www.facebook.com/chitchat.app',
    instagramUrl: text('VITE_INSTAGRAM_URL') ?? 'https://www.instagram.com/chitchat.app',
    linkedinUrl: text('VITE_LINKEDIN_URL') ?? 'https://www.linkedin.com/company/chitchat-app',
    surveyFormUrls: [
      text('VITE_SURVEY_FORM_URL_1') ?? 'https://docs.google.com/forms/d/e/creator-survey/viewform?embedded=true',
      text('VITE_SURVEY_FORM_URL_2') ?? 'https://docs.google.com/forms/d/e/follower-survey/viewform?embedded=true',
      text('VITE_SURVEY_FORM_URL_3') ?? 'https://docs.google.com/forms/d/e/feedback-survey/viewform?embedded=true',
    ],
    adConversionTagId: text('VITE_AD_CONVERSION_TAG_ID'),
  });
}

export const config: AppConfig = readConfig(import.meta.env);
