import fs from 'node:fs';
import path from 'node:path';

/** Every PNG below a folder, as paths joined onto it. */
export function listPngs(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => path.join(root, file))
    .sort();
}

/** References no story checked in a full run: left over from a renamed or removed story. */
export function findOrphans(references: string[], checked: string[]): string[] {
  const seen = new Set(checked.map((file) => path.normalize(file)));
  return references.filter((file) => !seen.has(path.normalize(file)));
}
