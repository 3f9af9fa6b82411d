/** Where the stand-in backend keeps its data. Only the seed is tracked; .data/ is git-ignored. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SEED_DB_PATH = path.join(REPO_ROOT, 'db.json');
export const DATA_DIR = path.join(REPO_ROOT, '.data');
/** The working copy json-server writes; created from the seed on first start. DB_FILE overrides it. */
export const WORKING_DB_PATH = process.env.DB_FILE ? path.resolve(process.env.DB_FILE) : path.join(DATA_DIR, 'db.json');
/** Uploaded images, served at /uploads. UPLOADS_DIR overrides it. */
export const UPLOADS_DIR = process.env.UPLOADS_DIR ? path.resolve(process.env.UPLOADS_DIR) : path.join(DATA_DIR, 'uploads');
