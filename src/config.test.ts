import { describe, expect, it } from 'vitest';
import { repeated, smallTexts } from '@/test/linearity';
import { config, looksLikeEmail, readConfig } from './config';

describe('readConfig', () => {
  it('has sensible defaults with no variables set', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({
      apiBaseUrl: 'http://localhost:3001',
      aiBaseUrl: 'http://localhost:3001/ai/v1',
      aiModel: 'gpt-3.5-turbo',
      requestTimeoutMs: 15000,
      contactEmail: 'support@chitchat.example.in',
      contactPhone: '+91 98765 43210',
    });
    expect(defaults.surveyFormUrls).toHaveLength(3);
    for (const url of [defaults.appStoreUrl, defaults.contactFormUrl, defaults.facebookUrl, defaults.instagramUrl, defaults.linkedinUrl, ...defaults.surveyFormUrls]) {
      expect(() => new URL(url)).not.toThrow();
    }
    expect(defaults.adConversionTagId).toBeUndefined();
  });

  it('treats blank and non-string values as unset', () => {
    const config = readConfig({ VITE_API_BASE_URL: '   ', VITE_AI_MODEL: '', VITE_REQUEST_TIMEOUT_MS: ' ', DEV: true, PROD: false });
    expect(config.apiBaseUrl).toBe('http://localhost:3001');
    expect(config.aiModel).toBe('gpt-3.5-turbo');
    expect(config.requestTimeoutMs).toBe(15000);
  });

  it('takes overrides and trims trailing slashes from the base URLs', () => {
    const config = readConfig({
      VITE_API_BASE_URL: ' https://api.example.com/v2/// ',
      VITE_AI_BASE_URL: 'https://ai.example.com/openai/v1/',
      VITE_AI_MODEL: 'gpt-4o-mini',
      VITE_REQUEST_TIMEOUT_MS: '5000',
      VITE_CONTACT_EMAIL: 'help@example.com',
      VITE_SURVEY_FORM_URL_2: 'https://forms.example.com/two',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com/v2');
    expect(config.aiBaseUrl).toBe('https://ai.example.com/openai/v1');
    expect(config.aiModel).toBe('gpt-4o-mini');
    expect(config.requestTimeoutMs).toBe(5000);
    expect(config.contactEmail).toBe('help@example.com');
    expect(config.surveyFormUrls[1]).toBe('https://forms.example.com/two');
    expect(config.surveyFormUrls[0]).toMatch(/creator-survey/);
  });

  it('defaults aiBaseUrl to apiBaseUrl + /ai/v1', () => {
    expect(readConfig({ VITE_API_BASE_URL: 'https://api.example.com/' }).aiBaseUrl).toBe('https://api.example.com/ai/v1');
  });

  it.each([
    ['VITE_API_BASE_URL', 'not a url'],
    ['VITE_AI_BASE_URL', 'ai.example.com/v1'],
    ['VITE_REQUEST_TIMEOUT_MS', 'soon'],
    ['VITE_REQUEST_TIMEOUT_MS', '-5'],
    ['VITE_REQUEST_TIMEOUT_MS', '2.5'],
    ['VITE_CONTACT_EMAIL', 'not-an-email'],
    ['VITE_FACEBOOK_URL', 'facebook'],
  ])('throws for an invalid %s (%j)', (key, value) => {
    expect(() => readConfig({ [key]: value })).toThrow();
  });

  it('leaves adConversionTagId undefined when blank and trims it when set', () => {
    expect(readConfig({ VITE_AD_CONVERSION_TAG_ID: '' }).adConversionTagId).toBeUndefined();
    expect(readConfig({ VITE_AD_CONVERSION_TAG_ID: '   ' }).adConversionTagId).toBeUndefined();
    expect(readConfig({ VITE_AD_CONVERSION_TAG_ID: ' AW-123456789 ' }).adConversionTagId).toBe('AW-123456789');
  });

  it('exports the configuration read from the environment', () => {
    expect(config.apiBaseUrl).not.toMatch(/\/$/);
    expect(config.aiBaseUrl).not.toMatch(/\/$/);
    expect(config.requestTimeoutMs).toBeGreaterThan(0);
  });
});

describe('looksLikeEmail', () => {
  it('answers what the regular expression it replaced answered', () => {
    for (const text of smallTexts(['a', '@', '.', ' ', 'b'], 7)) expect(looksLikeEmail(text), JSON.stringify(text)).toBe(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text));
  });

  it('reads a million characters (the old expression was quadratic on many dots)', () => {
    expect(looksLikeEmail(`a@${repeated('.')}@`)).toBe(false);
    expect(looksLikeEmail(`a@${repeated('b.')}c`)).toBe(true);
    expect(looksLikeEmail(`a@${repeated('b')}`)).toBe(false);
    expect(looksLikeEmail(`a@b.${repeated(' ')}`)).toBe(false);
  });
});
