/**
 * npm run bench:bundle: the first-load JavaScript of the landing route `/`, in gzip -9
 * bytes, beside that of an empty Vite + React + react-router app built the same way. It
 * fails when back-office code reaches the landing page's first load, or when that load is
 * more than MAX_RATIO times the empty app's (issue 9).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type PluginOption } from 'vite';
import { DATA_DIR, REPO_ROOT } from '../server/paths.ts';
import { writeEmptyApp } from './bench/emptyApp.ts';
import { modulePreloadsOf } from './prerender/site.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

interface BuildResult {
  outDir: string;
  manifest: Record<string, ManifestChunk>;
  modulesByFile: Map<string, string[]>;
}

/** Modules that belong to the back-office and must never load with the landing page. */
const BACK_OFFICE = [
  /\/src\/pages\/dashboard\//,
  /\/src\/features\//,
  /\/src\/pages\/(BackOfficeRoute|LoginRoute|LoginPage|EditorPage)\./,
  /\/src\/api\//,
  /\/src\/components\/(dashboard|quiz|editor)\//,
  /\/src\/components\/layout\/DashboardShell\./,
  /\/node_modules\/@tanstack\//,
  /\/node_modules\/@tiptap\//,
  /\/node_modules\/zod\/v4\/classic\//,
];

const BENCH_DIR = path.join(DATA_DIR, 'bench');

/** Issue 9: the first load of / is at most 1.25 × the empty app's. */
const MAX_RATIO = 1.25;

function collectModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-collect-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') into.set(output.fileName, [...output.moduleIds]);
    },
  };
}

async function buildWith(options: { root: string; configFile: string | false; outDir: string; plugins?: PluginOption[] }): Promise<BuildResult> {
  const modulesByFile = new Map<string, string[]>();
  await build({
    root: options.root,
    configFile: options.configFile,
    logLevel: 'warn',
    plugins: [...(options.plugins ?? []), collectModules(modulesByFile)],
    build: { outDir: options.outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(options.outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return { outDir: options.outDir, manifest, modulesByFile };
}

/** The entry chunk and every chunk it imports statically: what `/` loads before it renders. */
function firstLoadFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry[0]);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * What the prerendered / (the build's index.html) preloads when it starts the app: the entry's
 * imports and its route's chunks (scripts/prerender/routeChunks.ts), counted in its first load too.
 */
function pagePreloadFiles(outDir: string): string[] {
  return modulePreloadsOf(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).map((href) => href.replace(/^\//, ''));
}

function gzipBytes(file: string): { raw: number; gzip: number } {
  const content = fs.readFileSync(file);
  return { raw: content.byteLength, gzip: zlib.gzipSync(content, { level: 9 }).byteLength };
}

function measure(result: BuildResult) {
  const files = [...new Set([...firstLoadFiles(result.manifest), ...pagePreloadFiles(result.outDir)])];
  const sizes = files.map((file) => ({ file, ...gzipBytes(path.join(result.outDir, file)) }));
  return { files: sizes, raw: sizes.reduce((sum, entry) => sum + entry.raw, 0), gzip: sizes.reduce((sum, entry) => sum + entry.gzip, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const app = await buildWith({ root: REPO_ROOT, configFile: path.join(REPO_ROOT, 'vite.config.ts'), outDir: path.join(BENCH_DIR, 'app-dist') });
  const emptyRoot = path.join(BENCH_DIR, 'empty-app');
  writeEmptyApp(emptyRoot);
  const empty = await buildWith({ root: emptyRoot, configFile: false, outDir: path.join(BENCH_DIR, 'empty-dist'), plugins: react() });

  const landing = measure(app);
  const baseline = measure(empty);
  console.log("First-load JavaScript of / (entry chunk, its static imports and the page's module preloads, gzip -9):");
  for (const entry of landing.files) console.log(`  ${entry.file.padEnd(40)} ${String(entry.raw).padStart(9)} B raw  ${String(entry.gzip).padStart(8)} B gzip`);
  console.log('');
  console.log(`  landing page /            ${String(landing.gzip).padStart(8)} B gzip (${kb(landing.gzip)})`);
  console.log(`  empty Vite+React+router   ${String(baseline.gzip).padStart(8)} B gzip (${kb(baseline.gzip)})`);
  console.log(`  difference                ${String(landing.gzip - baseline.gzip).padStart(8)} B gzip (${kb(landing.gzip - baseline.gzip)})`);
  const ratio = landing.gzip / baseline.gzip;
  console.log(`  ratio                     ${ratio.toFixed(3).padStart(8)} × the empty app (limit ${MAX_RATIO} ×, ${Math.floor(baseline.gzip * MAX_RATIO)} B)`);
  if (ratio > MAX_RATIO) {
    console.error(`\nThe first load of / is ${ratio.toFixed(3)} × the empty app's, above ${MAX_RATIO} ×.`);
    process.exitCode = 1;
  }

  const leaked = landing.files.flatMap(({ file }) => (app.modulesByFile.get(file) ?? []).filter((id) => BACK_OFFICE.some((pattern) => pattern.test(id))));
  if (leaked.length > 0) {
    console.error(`\nBack-office code in the landing page's first load (${leaked.length} modules):`);
    leaked.slice(0, 20).forEach((id) => console.error(`  ${path.relative(REPO_ROOT, id)}`));
    process.exitCode = 1;
    return;
  }
  console.log('\nNo back-office module is in the first load of /.');
}

await main();
