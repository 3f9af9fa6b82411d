import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { AD_TAG_SOURCES, cspDirectives, cspMetaTag, headersFile, inlineScriptsOf, libraryInlineStyles, serializeCsp, sha256Source } from './csp';

const LOADER = "\n    let started = false;\n    import(\"/assets/index-abc.js\");\n  ";
const inputs = { inlineScripts: [LOADER, LOADER], inlineStyles: ['.a{color:red}'] };

/** The policy as directive → sources, to check one directive at a time. */
function parsed(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    return [name, sources];
  }));
}

describe('the Content-Security-Policy of the build', () => {
  const production = readConfig({
    VITE_API_BASE_URL: 'https://api.chitchat.example.in/v1',
    VITE_AI_BASE_URL: 'https://ai.chitchat.example.in/openai/v1',
    VITE_SURVEY_FORM_URL_1: 'https://forms.example.com/creators?embedded=true',
    VITE_SURVEY_FORM_URL_2: 'https://forms.example.com/followers',
    VITE_SURVEY_FORM_URL_3: 'https://docs.google.com/forms/d/e/feedback/viewform',
  });

  it('allows scripts from the site and the inline loader by its hash, never inline code or eval in general', () => {
    const policy = parsed(serializeCsp(cspDirectives(production, inputs)));
    expect(policy.get('script-src')).toEqual(["'self'", sha256Source(LOADER)]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", sha256Source('.a{color:red}')]);
    for (const sources of policy.values()) expect(sources.join(' ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  });

  it('lets the app call, show and embed only the origins its configuration names', () => {
    const policy = parsed(serializeCsp(cspDirectives(production, inputs)));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.chitchat.example.in', 'https://ai.chitchat.example.in']);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://api.chitchat.example.in', 'https:']);
    expect(policy.get('frame-src')).toEqual(['https://forms.example.com', 'https://docs.google.com']);
  });

  it('follows the defaults: the stand-in backend on localhost, which https: alone would not let images come from', () => {
    const policy = parsed(serializeCsp(cspDirectives(readConfig({}), inputs)));
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:3001']);
    expect(policy.get('img-src')).toEqual(["'self'", 'http://localhost:3001', 'https:']);
    expect(policy.get('frame-src')).toEqual(['https://docs.google.com']);
  });

  it("lets Google's tag in only when an ad-conversion tag id is set", () => {
    const without = serializeCsp(cspDirectives(production, inputs));
    expect(without).not.toMatch(/googletagmanager|googleadservices|doubleclick/);
    const policy = parsed(serializeCsp(cspDirectives({ ...production, adConversionTagId: 'AW-123456789' }, inputs)));
    expect(policy.get('script-src')).toEqual(["'self'", sha256Source(LOADER), ...AD_TAG_SOURCES.script]);
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://api.chitchat.example.in', ...AD_TAG_SOURCES.connect]));
    expect(policy.get('frame-src')).toEqual(['https://forms.example.com', 'https://docs.google.com', ...AD_TAG_SOURCES.frame]);
  });

  it('says frame-ancestors only in the header form, which a <meta> policy cannot carry', () => {
    const directives = cspDirectives(production, inputs);
    expect(serializeCsp(directives)).not.toContain('frame-ancestors');
    expect(serializeCsp(directives, { header: true })).toBe(`${serializeCsp(directives)}; frame-ancestors 'none'`);
    expect(headersFile('x')).toBe('/*\n  Content-Security-Policy: x\n');
    expect(cspMetaTag("default-src 'none'")).toBe(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'" />`);
    expect(() => cspMetaTag('img-src "x"')).toThrow();
  });
});

describe('inline code and its hashes', () => {
  it('hashes the exact text as CSP does (SHA-256, base64)', () => {
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source('a')).not.toBe(sha256Source(' a'));
  });

  it('finds the inline scripts a browser runs, not those loaded by src nor JSON data blocks', () => {
    const html = [
      '<head><script type="module" crossorigin src="/assets/index.js"></script></head><body>',
      `<script type="module">${LOADER}</script><script type="application/ld+json">{"@type":"Thing"}</script>`,
      `<script type='application/json' id="x">["/a.js"]</script><script type=application/JSON>[]</script>`,
      '<script>classic()</script><script type="text/javascript">typed()</script><script type="importmap">{"imports":{}}</script>',
      '</body>',
    ].join('');
    expect(inlineScriptsOf(html)).toEqual([LOADER, 'classic()', 'typed()', '{"imports":{}}']);
  });

  it("reads the <style> texts sonner and Tiptap insert from their installed code", () => {
    const [empty, sonner, tiptap] = libraryInlineStyles();
    expect(empty).toBe('');
    expect(sonner).toContain('[data-sonner-toaster]');
    expect(tiptap).toMatch(/^\.ProseMirror \{/);
  });
});
