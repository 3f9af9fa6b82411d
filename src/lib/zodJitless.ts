/**
 * Zod compiles its object parsers with `new Function` after probing whether the page allows
 * eval. The production build's Content-Security-Policy refuses eval (scripts/prerender/csp.ts),
 * so the probe could only fail, and Chromium reports each failed probe as a policy violation,
 * caught or not; zod then parses without compiling anyway. Saying `jitless` up front skips
 * the probe and changes nothing else under the policy.
 *
 * Zod keeps its settings in this global object and adopts one that already exists when it
 * loads (`z.config` writes to the same object), so setting it here needs no import of zod,
 * which stays out of the landing page's first load. Imported first by main.tsx.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
