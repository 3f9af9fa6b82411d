/**
 * npm run db:reset: the working copy becomes the tracked seed again.
 *
 *   node --import tsx scripts/db-reset.ts [--transactions N]
 *
 * `--transactions N` adds N generated transactions among the seed's people (the end-to-end
 * journeys' list long enough to be asked a page at a time); everything else stays the seed's.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseSchema } from '../src/api/backend/db.ts';
import { SEED_DB_PATH, WORKING_DB_PATH } from '../server/paths.ts';
import { resetWorkingCopy } from '../server/workingCopy.ts';
import { isSqliteFile, writeSqliteData } from '../server/sqliteData.ts';
import { withMoreTransactions } from './seed-data.ts';

const { values } = parseArgs({ options: { transactions: { type: 'string' } }, strict: true });
const more = values.transactions === undefined ? 0 : Number(values.transactions);
if (!Number.isSafeInteger(more) || more < 0 || more > 1_000_000) {
  console.error(`--transactions must be a whole number from 0 to 1000000, got '${values.transactions ?? ''}'`);
  process.exit(2);
}

resetWorkingCopy(SEED_DB_PATH, WORKING_DB_PATH);
if (more > 0) {
  const seed = databaseSchema.parse(JSON.parse(fs.readFileSync(SEED_DB_PATH, 'utf8')));
  const data = withMoreTransactions(seed, more);
  // DB_FILE=PATH.sqlite: the working copy is SQLite, written record by record.
  if (isSqliteFile(WORKING_DB_PATH)) writeSqliteData(WORKING_DB_PATH, data);
  else fs.writeFileSync(WORKING_DB_PATH, JSON.stringify(data));
}
console.log(`Restored ${WORKING_DB_PATH} from ${SEED_DB_PATH}${more > 0 ? `, with ${more} more transactions` : ''}.`);
