import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleKey, recordLazyImports, routePreloads, withRoutePreloads, type ClientChunk } from './routeChunks';
import type { PageRenderer } from './site';

/** Issue 27: which client files each prerendered page preloads, learnt from what its render imported lazily. */

describe('the lazy imports a page render makes', () => {
  let root: string;
  let renderer: PageRenderer;

  beforeAll(async () => {
    // A route table in miniature, built for Node the way the prerender builds src/entry-server.tsx.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('package.json', '{ "type": "module" }\n');
    write('src/pages/Post.js', "export const name = 'post ₹99';\n");
    write('src/pages/List.js', "export const name = 'list';\n");
    write(
      'src/entry.js',
      [
        "const routes = { '/blog/1': () => import('./pages/Post.js'), '/blog': () => import('./pages/List.js'), '/': async () => ({ name: 'home' }) };",
        'export const prerenderedPaths = Object.keys(routes);',
        "export async function renderPage(page) { const { name } = await routes[page](); return { html: name, meta: { title: name, description: '—' } }; }",
      ].join('\n'),
    );
    await build({ root, configFile: false, logLevel: 'silent', plugins: [recordLazyImports(root)], build: { ssr: 'src/entry.js', outDir: 'out', minify: false } });
    renderer = (await import(pathToFileURL(path.join(root, 'out', 'entry.js')).href)) as PageRenderer;
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names, for each page, the modules its own render imported, by their path in the project', async () => {
    const recorded = new Map<string, string[]>();
    const tracked = withRoutePreloads(renderer, (modules) => [...modules]);
    for (const page of ['/blog/1', '/blog', '/', '/blog/1']) recorded.set(page, [...((await tracked.renderPage(page)).modulePreloads ?? [])]);
    expect(Object.fromEntries(recorded)).toEqual({ '/blog/1': ['src/pages/Post.js'], '/blog': ['src/pages/List.js'], '/': [] });
    expect((await tracked.renderPage('/blog/1')).html).toBe('post ₹99');
  });

  it('records nothing outside a tracked render', async () => {
    const plain = await renderer.renderPage('/blog/1');
    expect(plain).toEqual({ html: 'post ₹99', meta: { title: 'post ₹99', description: '—' } });
    expect(withRoutePreloads(renderer, () => []).prerenderedPaths).toEqual(['/blog/1', '/blog', '/']);
  });
});

describe('the files a page preloads', () => {
  const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false): ClientChunk => ({ fileName, modules, imports, isEntry });
  const chunks = [
    chunk('assets/index.js', ['src/main.tsx', 'src/pages/LandingPage.tsx'], ['assets/jsx-runtime.js'], true),
    chunk('assets/jsx-runtime.js', ['node_modules/react/jsx-runtime.js']),
    chunk('assets/BlogPostPage.js', ['src/pages/BlogPostPage.tsx', 'src/components/blog/articles.ts'], ['assets/index.js', 'assets/jsx-runtime.js', 'assets/Icon.js']),
    chunk('assets/Icon.js', ['src/components/ui/Icon.tsx'], ['assets/svg.js']),
    chunk('assets/svg.js', ['src/lib/svg.ts']),
    chunk('assets/DashboardLayout.js', ['src/pages/dashboard/DashboardLayout.tsx'], ['assets/Icon.js']),
  ];

  it("preloads the route's chunk and every chunk it imports, not what comes with the entry", () => {
    expect(routePreloads(['src/pages/BlogPostPage.tsx'], chunks, '/')).toEqual(['/assets/BlogPostPage.js', '/assets/Icon.js', '/assets/svg.js']);
    expect(routePreloads(['src/components/blog/articles.ts'], chunks, '/app/')).toEqual(['/app/assets/BlogPostPage.js', '/app/assets/Icon.js', '/app/assets/svg.js']);
  });

  it('preloads nothing for a page in the entry chunk or a module no chunk holds', () => {
    expect(routePreloads(['src/pages/LandingPage.tsx'], chunks, '/')).toEqual([]);
    expect(routePreloads(['src/pages/Missing.tsx'], chunks, '/')).toEqual([]);
    expect(routePreloads([], chunks, '/')).toEqual([]);
  });

  it('names modules the same way in both builds', () => {
    expect(moduleKey('/repo', '/repo/src/pages/BlogPostPage.tsx')).toBe('src/pages/BlogPostPage.tsx');
    expect(moduleKey('/repo', '/repo/src/index.css?inline')).toBe('src/index.css');
    expect(moduleKey('/repo', '\0vite/preload-helper.js')).toBeUndefined();
  });
});
