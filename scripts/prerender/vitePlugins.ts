/**
 * Two Vite plugins of the prerender (issue 9).
 * - prerenderPublicPages: after the client build, builds src/entry-server.tsx for Node and
 *   writes the public pages, 404.html, app.html (each with the build's Content-Security-Policy),
 *   _headers, sitemap.xml and robots.txt (site.ts), each page preloading its route's chunks
 *   (routeChunks.ts).
 * - servePrerenderedSite: `vite preview` answers as a static host configured per docs/hosting.md:
 *   a prerendered page for its path, the back-office shell for back-office paths, and 404
 *   with 404.html for anything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { isClientOnlyPath } from '../../src/clientOnlyPaths.ts';
import { clientChunksOf, recordLazyImports, routePreloads, withRoutePreloads, type ClientChunk } from './routeChunks.ts';
import { APP_SHELL_FILE, NOT_FOUND_FILE, outputFileOf, writePrerenderedSite, type PageRenderer } from './site.ts';

const SERVER_ENTRY = 'src/entry-server.tsx';

/** The app's own build (index.html in, one client bundle out), not Storybook's or an SSR build. */
function isAppClientBuild(config: ResolvedConfig): boolean {
  if (config.build.ssr || config.build.lib) return false;
  const input = config.build.rollupOptions.input;
  const rootIndex = path.resolve(config.root, 'index.html');
  const inputs = input === undefined ? [rootIndex] : typeof input === 'string' ? [input] : Object.values(input);
  return inputs.length === 1 && path.resolve(config.root, inputs[0] ?? '') === rootIndex && fs.existsSync(path.join(config.root, SERVER_ENTRY));
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let clientChunks: ClientChunk[] | undefined;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (isAppClientBuild(config)) clientChunks = clientChunksOf(bundle, config.root);
    },
    async closeBundle() {
      if (!isAppClientBuild(config)) return;
      const chunks = clientChunks;
      if (!chunks) throw new Error('The client build ended without its chunks: nothing to preload from');
      // A fresh directory per build: Node caches modules by URL, and the page chunks import
      // the entry by its plain URL, so a query string on the entry would load a second copy.
      const serverOutDir = path.join(config.root, 'node_modules', '.cache', 'prerender', `${path.basename(config.build.outDir)}-${process.pid}-${Date.now()}`);
      await build({
        root: config.root,
        configFile: config.configFile ?? false,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [recordLazyImports(config.root)],
        build: { ssr: SERVER_ENTRY, outDir: serverOutDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
      const entry = path.join(serverOutDir, 'entry-server.js');
      const serverRenderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
      const renderer = withRoutePreloads(serverRenderer, (modules) => routePreloads(modules, chunks, config.base));
      const outDir = path.resolve(config.root, config.build.outDir);
      const written = await writePrerenderedSite(outDir, renderer).finally(() => fs.rmSync(serverOutDir, { recursive: true, force: true }));
      config.logger.info(`prerendered ${written.length} files (${renderer.prerenderedPaths.length} pages, 404.html, app.html, _headers, sitemap.xml, robots.txt) for ${renderer.siteUrl}`);
    },
  };
}

export function servePrerenderedSite(): Plugin {
  return {
    name: 'serve-prerendered-site',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const pathname = decodeURIComponent(new URL(req.url, 'http://preview.local').pathname);
        const last = pathname.split('/').at(-1) ?? '';
        // Files (assets, sitemap.xml) and proxied API calls are not pages.
        if (last.includes('.') || proxied.some((prefix) => pathname.startsWith(prefix))) return next();
        // No prerendered site (a build without the plugin): leave the SPA fallback alone.
        if (!fs.existsSync(path.join(outDir, NOT_FOUND_FILE))) return next();
        let page: string | undefined;
        try {
          page = outputFileOf(pathname);
        } catch {
          page = undefined;
        }
        if (page && fs.existsSync(path.join(outDir, page))) {
          req.url = `/${page.split(path.sep).join('/')}`;
          return next();
        }
        if (isClientOnlyPath(pathname)) {
          req.url = `/${APP_SHELL_FILE}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(path.join(outDir, NOT_FOUND_FILE)));
      });
    },
  };
}
