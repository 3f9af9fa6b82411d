import path from 'node:path';

/** Where the reference screenshots live, committed with the stories they show. */
export const REFERENCE_DIR = 'visual/reference';
/** Where a failed comparison leaves the reference, the new image and the diff (gitignored). */
export const REPORT_DIR = '.reports/visual';

/** One story's screenshot: its Storybook title ('Dashboard/Earnings/EarningsTable'), story name and width suffix. */
export interface ShotName {
  title: string;
  name: string;
  /** '' for one capture, '-w375' and '-w1280' for a page captured at phone and desktop width. */
  suffix: string;
}

/** A file-system-safe segment: keeps letters, digits, spaces, dots, dashes and underscores. */
function segment(text: string): string {
  const safe = text.replace(/[^\w .-]+/g, '_').replace(/^\.+/, '_').trim();
  return safe || '_';
}

/** The path of a shot below a root folder: one folder per title segment, one file per story and width. */
export function shotPath(root: string, shot: ShotName, variant = ''): string {
  const folders = shot.title.split('/').map(segment);
  return path.join(root, ...folders, `${segment(shot.name)}${shot.suffix}${variant}.png`);
}

export const referencePath = (shot: ShotName) => shotPath(REFERENCE_DIR, shot);
export const reportPaths = (shot: ShotName) => ({
  reference: shotPath(REPORT_DIR, shot, '-reference'),
  actual: shotPath(REPORT_DIR, shot, '-actual'),
  diff: shotPath(REPORT_DIR, shot, '-diff'),
});
