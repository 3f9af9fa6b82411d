/**
 * The code each prerendered page starts with (issue 27). Every public page but the landing
 * page is a lazy route (src/router.tsx), and the app resolves the matched lazy routes before
 * it hydrates (src/startApp.tsx): left alone, the browser would fetch the entry, run it, and
 * only then ask for the page's chunk and the chunks that one imports, a second round trip.
 *
 * So the prerender learns which modules a page's route loads, from the route table itself:
 * in the server build only, every dynamic import in the app's code records the module it
 * loads when it runs (recordLazyImports), and rendering a page runs its route's `lazy`. The
 * client build's chunk graph (clientChunksOf) then names the files that hold those modules
 * and every file they import, which the page preloads when it starts the app (site.ts).
 */
import path from 'node:path';
import { parseSync, Visitor, type Plugin, type Rolldown } from 'vite';
import type { PageRenderer } from './site.ts';

/** Where the server build's recording imports put what they load while a page renders. */
const RECORDER = Symbol.for('prerender.lazyImports');
type RecorderSlot = { [RECORDER]?: Set<string> };

/** A module's id as both builds name it: its path from the project root, with forward slashes. */
export function moduleKey(root: string, id: string): string | undefined {
  if (id.startsWith('\0') || !path.isAbsolute(id)) return undefined;
  return path.relative(root, id.split('?')[0] ?? id).split(path.sep).join('/');
}

/**
 * For the server build: `import('./pages/BlogPostPage')` in the app's own modules becomes
 * `(recorder?.add('src/pages/BlogPostPage.tsx'), import('./pages/BlogPostPage'))`. Outside
 * a page's render there is no recorder, and the import is what it was.
 */
export function recordLazyImports(root: string): Plugin {
  const sourceDir = path.join(root, 'src') + path.sep;
  return {
    name: 'prerender-record-lazy-imports',
    enforce: 'post',
    async transform(code, id) {
      if (!id.startsWith(sourceDir) || id.includes(`${path.sep}node_modules${path.sep}`) || !code.includes('import(')) return null;
      const imports: { start: number; end: number; specifier: string }[] = [];
      new Visitor({
        ImportExpression(node) {
          if (node.source.type === 'Literal' && typeof node.source.value === 'string') imports.push({ start: node.start, end: node.end, specifier: node.source.value });
        },
      }).visit(parseSync(id, code).program);
      let transformed = code;
      // From the last to the first, so the earlier offsets stay true.
      for (const { start, end, specifier } of imports.sort((a, b) => b.start - a.start)) {
        const resolved = await this.resolve(specifier, id);
        const key = resolved && !resolved.external ? moduleKey(root, resolved.id) : undefined;
        if (!key) continue;
        const record = `globalThis[Symbol.for(${JSON.stringify(RECORDER.description)})]?.add(${JSON.stringify(key)})`;
        transformed = `${transformed.slice(0, start)}(${record}, ${transformed.slice(start, end)})${transformed.slice(end)}`;
      }
      return transformed === code ? null : { code: transformed, map: null };
    },
  };
}

/** What the prerender needs of a client chunk. */
export interface ClientChunk {
  fileName: string;
  isEntry: boolean;
  /** The chunks it imports statically, by file name. */
  imports: readonly string[];
  /** Its modules, as moduleKey names them. */
  modules: readonly string[];
}

export function clientChunksOf(bundle: Rolldown.OutputBundle, root: string): ClientChunk[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [{ fileName: output.fileName, isEntry: output.isEntry, imports: output.imports, modules: output.moduleIds.flatMap((id) => moduleKey(root, id) ?? []) }]
      : [],
  );
}

/**
 * The files to preload for modules a page's route loads: the chunks holding them and every
 * chunk those import, in that order, without what the entry already brings (the entry
 * chunk and its own imports, which every page preloads).
 */
export function routePreloads(modules: Iterable<string>, chunks: readonly ClientChunk[], base: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: Iterable<ClientChunk>): string[] => {
    const seen = new Set<string>();
    const visit = (chunk: ClientChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    for (const chunk of starts) visit(chunk);
    return [...seen];
  };
  const loadedWithEntry = new Set(closure(chunks.filter((chunk) => chunk.isEntry)));
  const holders = [...modules].flatMap((key) => chunks.find((chunk) => chunk.modules.includes(key)) ?? []);
  return closure(holders)
    .filter((file) => !loadedWithEntry.has(file))
    .map((file) => `${base}${file}`);
}

/** The renderer, with each page's route preloads: the modules its render imported lazily, as client files. */
export function withRoutePreloads(renderer: PageRenderer, preloadsOf: (modules: ReadonlySet<string>) => string[]): PageRenderer {
  const slot = globalThis as RecorderSlot;
  return {
    ...renderer,
    async renderPage(pagePath) {
      const recorded = new Set<string>();
      slot[RECORDER] = recorded;
      try {
        const page = await renderer.renderPage(pagePath);
        return { ...page, modulePreloads: preloadsOf(recorded) };
      } finally {
        delete slot[RECORDER];
      }
    },
  };
}
