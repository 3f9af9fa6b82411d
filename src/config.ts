/**
 * The one typed configuration of the web app (PRODUCT.md point 10), read from Vite env
 * variables with sensible defaults. Every VITE_* variable is listed in docs/configuration.md.
 *
 * Validated by hand rather than with zod: this module is in the landing page's first load,
 * and these few checks are not worth a schema library there (npm run bench:bundle).
 */
import { DEFAULT_SITE_URL } from './lib/pageHead';
import { withoutTrailingSlashes } from './lib/trailingSlashes';

export interface AppConfig {
  /** Base URL of the consultation API (the stand-in backend in development). */
  apiBaseUrl: string;
  /** Base URL of an OpenAI-compatible chat-completions service (a server-side proxy). */
  aiBaseUrl: string;
  aiModel: string;
  requestTimeoutMs: number;
  contactEmail: string;
  contactPhone: string;
  appStoreUrl: string;
  contactFormUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  surveyFormUrls: [string, string, string];
  /** Google Ads conversion id such as AW-123456789; the tag loads only when set. */
  adConversionTagId: string | undefined;
  /** Where the public site lives (no trailing slash): canonical URLs, sharing tags, sitemap. */
  siteUrl: string;
}

type Env = Record<string, string | boolean | undefined>;

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** A web address: http or https only, so 'localhost:3001' is caught here, not as a network error. */
function webUrl(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, `must be a web address, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(variable, `must be an http(s) address, not "${value}"`);
  return value;
}

/**
 * What /^[^\s@]+@[^\s@]+\.[^\s@]+$/ takes (one @ with text before it, a dot inside the part
 * after it, no spaces), checked without it: it tried every dot after the @, quadratic on
 * 'a@' followed by many dots.
 */
export function looksLikeEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.includes('@', at + 1) || /\s/.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

function email(variable: string, value: string): string {
  if (!looksLikeEmail(value)) throw new ConfigError(variable, `must be an e-mail address, not "${value}"`);
  return value;
}

function positiveWholeNumber(variable: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new ConfigError(variable, `must be a whole number above zero, not "${value}"`);
  return number;
}

export function readConfig(env: Env): AppConfig {
  const text = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const url = (key: string, fallback: string) => webUrl(key, withoutTrailingSlashes(text(key) ?? fallback));
  const apiBaseUrl = url('VITE_API_BASE_URL', 'http://localhost:3001');
  return {
    apiBaseUrl,
    aiBaseUrl: url('VITE_AI_BASE_URL', `${apiBaseUrl}/ai/v1`),
    aiModel: text('VITE_AI_MODEL') ?? 'gpt-3.5-turbo',
    requestTimeoutMs: positiveWholeNumber('VITE_REQUEST_TIMEOUT_MS', text('VITE_REQUEST_TIMEOUT_MS') ?? '15000'),
    contactEmail: email('VITE_CONTACT_EMAIL', text('VITE_CONTACT_EMAIL') ?? 'support@chitchat.example.in'),
    contactPhone: text('VITE_CONTACT_PHONE') ?? '+91 98765 43210',
    appStoreUrl: url('VITE_APP_STORE_URL', 'https://play.google.com/store/apps/details?id=in.example.chitchat'),
    contactFormUrl: url('VITE_CONTACT_FORM_URL', 'https://forms.gle/contact-chitchat'),
    facebookUrl: url('VITE_FACEBOOK_URL', 'https://www.facebook.com/chitchat.app'),
    instagramUrl: url('VITE_INSTAGRAM_URL', 'https://www.instagram.com/chitchat.app'),
    linkedinUrl: url('VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/chitchat-app'),
    surveyFormUrls: [
      url('VITE_SURVEY_FORM_URL_1', 'https://docs.google.com/forms/d/e/creator-survey/viewform?embedded=true'),
      url('VITE_SURVEY_FORM_URL_2', 'https://docs.google.com/forms/d/e/follower-survey/viewform?embedded=true'),
      url('VITE_SURVEY_FORM_URL_3', 'https://docs.google.com/forms/d/e/feedback-survey/viewform?embedded=true'),
    ],
    adConversionTagId: text('VITE_AD_CONVERSION_TAG_ID'),
    siteUrl: url('VITE_SITE_URL', DEFAULT_SITE_URL),
  };
}

export const config: AppConfig = readConfig(import.meta.env);
