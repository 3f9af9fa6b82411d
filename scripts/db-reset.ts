/** npm run db:reset: the working copy becomes the tracked seed again. */
import { SEED_DB_PATH, WORKING_DB_PATH } from '../server/paths.ts';
import { resetWorkingCopy } from '../server/workingCopy.ts';

resetWorkingCopy(SEED_DB_PATH, WORKING_DB_PATH);
console.log(`Restored ${WORKING_DB_PATH} from ${SEED_DB_PATH}.`);
