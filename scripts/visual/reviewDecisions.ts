/** What the review server keeps and reads: the run's failures and the designer's decisions on them. */
import fs from 'node:fs';
import path from 'node:path';
import { REVIEW_SERVER_MARK } from './reviewPageAssets.ts';
import type { VisualFailure } from './vitest.ts';

export type Decision = 'pending' | 'accepted' | 'rejected';

export interface ReviewStatus {
  server: typeof REVIEW_SERVER_MARK;
  entries: { referenceFile: string; title: string; name: string; suffix: string; decision: Decision }[];
  /** The referenceFile of every story still waiting for a decision. */
  pending: string[];
  counts: Record<Decision, number>;
}

export type StoredDecisions = Record<string, { decision: Exclude<Decision, 'pending'>; at: string }>;

export const FAILURES_FILE = 'failures.json';
export const DECISIONS_FILE = 'decisions.json';
/** A run's failures.json, or null when there is none; throws on one that is not a list of failures. */
export function readFailures(reportDir: string): VisualFailure[] | null {
  const file = path.join(reportDir, FAILURES_FILE);
  if (!fs.existsSync(file)) return null;
  const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const isFailure = (item: unknown): item is VisualFailure => {
    const f = item as Partial<VisualFailure> | null;
    return (
      typeof f?.referenceFile === 'string' &&
      typeof f.title === 'string' &&
      typeof f.name === 'string' &&
      typeof f.images?.actual === 'string' &&
      typeof f.images.reference === 'string'
    );
  };
  if (!Array.isArray(list) || !list.every(isFailure)) throw new Error(`${file} is not a list of visual failures.`);
  return list;
}

export function readDecisions(reportDir: string): StoredDecisions {
  const file = path.join(reportDir, DECISIONS_FILE);
  if (!fs.existsSync(file)) return {};
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as StoredDecisions) : {};
  } catch {
    return {};
  }
}

/** Writes next to the target, then renames: a reader never sees half a file. */
export function writeAtomically(file: string, data: Buffer | string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** Every story of the run with its decision; a decision about a story not in the run is ignored. */
export function reviewStatus(failures: VisualFailure[], decisions: StoredDecisions): ReviewStatus {
  const decisionOf = (referenceFile: string): Decision => {
    const stored = Object.hasOwn(decisions, referenceFile) ? decisions[referenceFile]?.decision : undefined;
    return stored === 'accepted' || stored === 'rejected' ? stored : 'pending';
  };
  const entries = failures.map((f) => ({ referenceFile: f.referenceFile, title: f.title, name: f.name, suffix: f.suffix, decision: decisionOf(f.referenceFile) }));
  const counts = { pending: 0, accepted: 0, rejected: 0 };
  for (const entry of entries) counts[entry.decision]++;
  return {
    server: REVIEW_SERVER_MARK,
    entries,
    pending: entries.filter((e) => e.decision === 'pending').map((e) => e.referenceFile),
    counts,
  };
}

export function summaryLines(status: ReviewStatus): string[] {
  const { accepted, rejected, pending } = status.counts;
  const lines = [`Visual review: accepted ${accepted}, rejected ${rejected}, pending ${pending}.`];
  if (accepted > 0) {
    lines.push('The accepted references are written. Look at them, then commit:', '  git add visual/reference && git diff --cached --stat visual/reference');
  } else {
    lines.push('No reference was written.');
  }
  return lines;
}
