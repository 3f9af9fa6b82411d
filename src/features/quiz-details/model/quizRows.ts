/** Quiz Details rows and the player names they need, as plain functions. */
import type { QuizMatch, UserName } from '@/api/schemas';

/** When a match was played: its first player's timestamp (SPEC.md: the Date column). */
export const matchDate = (match: QuizMatch) => match.player1.timestamp;

/** Every player id of the matches, each once, in the order they appear. */
export function playerIdsOf(matches: readonly QuizMatch[]): string[] {
  const ids = new Set<string>();
  for (const match of matches) {
    ids.add(match.player1.playerId);
    ids.add(match.player2.playerId);
  }
  return [...ids];
}

/**
 * What earlier /get-users-by-ids answers already tell, from the query cache's [key, answer]
 * pairs: the ids that were asked about (an id the backend did not know stays asked, so it is
 * not asked again) and the names found. Pending or failed calls tell nothing.
 */
export function knownNames(answers: readonly (readonly [readonly unknown[], readonly UserName[] | undefined])[]) {
  const asked = new Set<string>();
  const names = new Map<string, string>();
  for (const [key, answer] of answers) {
    if (!answer) continue;
    const ids = key[1];
    if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') asked.add(id);
    for (const person of answer) names.set(person._id, person.name);
  }
  return { asked, names };
}

/** The ids still to ask about, sorted so the same set is one cache entry. */
export function missingIds(wanted: readonly string[], asked: ReadonlySet<string>): string[] {
  return [...new Set(wanted.filter((id) => !asked.has(id)))].sort();
}

/** A player as a row holds them: their id, their name once known, and whether no user has that id. */
export interface RowPlayer {
  id: string;
  name: string | undefined;
  /** The names were answered and this id was not among them. */
  unknown: boolean;
}

/**
 * A match as the Quiz Details table shows it: the names are in the row, so what is shown,
 * sorted, searched and exported is the same, and the row changes when its players' names arrive.
 */
export interface QuizRow {
  match: QuizMatch;
  player1: RowPlayer;
  player2: RowPlayer;
}

const rowPlayer = (id: string, names: ReadonlyMap<string, string>, namesAnswered: boolean): RowPlayer => {
  const name = names.get(id);
  return { id, name, unknown: namesAnswered && name === undefined };
};

/** A player as shown: the name when known, else the id itself (SPEC.md: an unknown id shows the id). */
export const playerLabel = (player: RowPlayer) => player.name ?? player.id;

/** The matches with the names known so far; `namesAnswered` once every id has been asked about. */
export function quizRowsOf(matches: readonly QuizMatch[], names: ReadonlyMap<string, string>, namesAnswered: boolean): QuizRow[] {
  return matches.map((match) => ({
    match,
    player1: rowPlayer(match.player1.playerId, names, namesAnswered),
    player2: rowPlayer(match.player2.playerId, names, namesAnswered),
  }));
}
