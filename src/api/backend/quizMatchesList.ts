/**
 * Quiz Details as a list asked a page at a time (issue 47: a year is 100,000 matches), held in
 * memory by every store. A match names its players by id; the list sorts and searches them by
 * the names the users have, so it is made for the users as a call finds them (one list for as
 * long as they are the same: no back-office call changes them). The page shows the names from
 * /get-users-by-ids for the rows it holds.
 */
import { isoSortKey } from '../../lib/format';
import { textSortKey } from '../../lib/sortRows';
import { apiPaths } from '../paths';
import type { Database, WorkingDatabase } from './db';
import { listRoutes, type ListSpec } from './lists';

type Users = (WorkingDatabase | Database)['users'];

const made = new WeakMap<object, ListSpec<'quizMatches'>>();

/** The list for these users: a player is sorted and found by their name, or by their id when no user has it. */
export function quizMatchesListFor(users: Users): ListSpec<'quizMatches'> {
  const kept = made.get(users);
  if (kept) return kept;
  const names = new Map(users.map((user) => [user._id, user.name]));
  const player = (id: string) => names.get(id) ?? id;
  const spec: ListSpec<'quizMatches'> = {
    collection: 'quizMatches',
    noun: 'Quiz matches',
    id: (match) => match._id,
    // The table's sortable columns, keyed as its own sort keys them (quizDetailsColumns.tsx).
    sorts: {
      date: (match) => isoSortKey(match.player1.timestamp),
      player1: (match) => textSortKey(player(match.player1.playerId)),
      player2: (match) => textSortKey(player(match.player2.playerId)),
      subject: (match) => textSortKey(match.quizDetails.subject),
    },
    // SPEC.md section 9: newest first.
    defaultSort: { id: 'date', desc: true },
    // The players also as the palette names the match ('Asha Rao vs Ravi Kumar').
    search: (match) => {
      const [one, two] = [player(match.player1.playerId), player(match.player2.playerId)];
      return [match.quizDetails.subject, match.player1.playerId, match.player2.playerId, `${one} vs ${two}`];
    },
    filters: {},
    sums: {},
    columns: {
      date: (match) => match.player1.timestamp,
      player1: (match) => player(match.player1.playerId),
      player2: (match) => player(match.player2.playerId),
      subject: (match) => match.quizDetails.subject,
    },
  };
  made.set(users, spec);
  return spec;
}

export const quizMatchesListRoutes = listRoutes((db) => quizMatchesListFor(db.users), {
  page: { name: 'quizMatchesPage', path: apiPaths.quizMatchesPage },
  export: { name: 'quizMatchesExport', path: apiPaths.quizMatchesExport },
});
