/**
 * `npm run test:visual:orphans [-- --delete]`: after a full run of the story tests, lists the
 * reference screenshots no story checked (a story renamed or removed), and with --delete
 * removes them. `npm run test:visual:update` runs it with --delete after updating.
 */
import fs from 'node:fs';
import { findOrphans, listPngs } from './orphans.ts';
import { REFERENCE_DIR } from './paths.ts';
import { CHECKED_LIST } from './vitest.ts';

if (!fs.existsSync(CHECKED_LIST)) {
  console.error(`No ${CHECKED_LIST}: run the story tests first (npm run test:stories).`);
  process.exit(1);
}
const checked = JSON.parse(fs.readFileSync(CHECKED_LIST, 'utf8')) as string[];
const orphans = findOrphans(listPngs(REFERENCE_DIR), checked);
const remove = process.argv.includes('--delete');
for (const file of orphans) {
  if (remove) fs.rmSync(file);
  console.log(`${remove ? 'removed' : 'orphan '} ${file}`);
}
console.log(`${checked.length} references checked, ${orphans.length} ${remove ? 'removed' : 'not checked by any story'}.`);
console.log('Only a run of every story file says which references are orphans.');
