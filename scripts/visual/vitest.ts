/**
 * Visual regression of every story, on the Node side of Vitest's browser mode.
 * `.storybook/visual.setup.ts` settles each story in Chromium and calls `matchStoryScreenshot`;
 * this captures the story's frame, compares it with its reference in visual/reference, and on a
 * difference writes the reference, the new image and a diff to .reports/visual.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
import { untilStill } from './still.ts';
import { assertOnlyShippedFonts, writeStoryFontConfig } from './fonts.ts';
import { writeReviewPage } from './reviewPage.ts';
import { REPORT_DIR, referencePath, reportPaths, type ShotName } from './paths.ts';

export interface ShotRequest extends ShotName {
  /** Storybook's id of the story ('dashboard-earnings-earningstable--default'), for links to it. */
  storyId: string;
  /** The story frame's box on the test page, as the frame sees it; null to ask Playwright. */
  frame: { x: number; y: number; width: number } | null;
  /** The area to capture, from the frame's top left corner, in CSS pixels: the frame's whole width. */
  width: number;
  height: number;
}

/** What a check found; a failure carries the message the story's test fails with. */
export type ShotResult = { ok: true } | { ok: false; message: string };

/** The list of references a run checked, for `npm run test:visual:orphans`. */
export const CHECKED_LIST = path.join(REPORT_DIR, 'checked.json');

/** One story whose look differs from its reference: what the review page lists. */
export interface VisualFailure extends ShotName {
  storyId: string;
  differentPixels: number;
  reason: string;
  /** The committed reference an accept overwrites (relative to the repository). */
  referenceFile: string;
  /** The three images of the report, relative to REPORT_DIR. */
  images: { reference: string; actual: string; diff: string | null };
}

/** Every difference of this run, rewritten on each one, so a run cut short still leaves its list. */
export const FAILURES_LIST = path.join(REPORT_DIR, 'failures.json');
const failures: VisualFailure[] = [];

const checked = new Set<string>();
type CdpSession = Awaited<ReturnType<ReturnType<BrowserCommandContext['page']['context']>['newCDPSession']>>;
const cdpSessions = new WeakMap<object, Promise<CdpSession>>();

async function frameBox(context: BrowserCommandContext, shot: ShotRequest) {
  if (shot.frame) return shot.frame;
  const box = await (await (await context.frame()).frameElement()).boundingBox();
  if (!box) throw new Error('The story frame is not on the page.');
  return box;
}

/**
 * Chrome's own screenshot call: one round trip and no waiting for "stable" frames, which the
 * browser side has already done. Playwright's element screenshot is several times slower.
 */
async function capture(context: BrowserCommandContext, shot: ShotRequest): Promise<Buffer> {
  const box = await frameBox(context, shot);
  if (Math.abs(box.width - shot.width) > 0.5) {
    throw new Error(`The story frame is scaled (${box.width} px shown for ${shot.width} px): its screenshot would not be the story's pixels.`);
  }
  let session = cdpSessions.get(context.page);
  if (!session) {
    session = context.page.context().newCDPSession(context.page);
    cdpSessions.set(context.page, session);
  }
  const { data } = await (await session).send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { x: box.x, y: box.y, width: shot.width, height: shot.height, scale: 1 },
  });
  return Buffer.from(data, 'base64');
}

function write(file: string, data: Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

export const matchStoryScreenshot: BrowserCommand<[ShotRequest]> = async (context, shot): Promise<ShotResult> => {
  startRun();
  let actual = await capture(context, shot);
  const file = referencePath(shot);
  checked.add(file);
  // 'none' on CI (a missing reference fails), 'new' locally (it is written), 'all' with --update.
  const update = context.project.config.snapshotOptions.updateSnapshot;
  if (!fs.existsSync(file)) {
    if (update === 'none') {
      return { ok: false, message: `No reference screenshot ${file}. Run \`npm run test:visual:update\` and commit it.` };
    }
    write(file, actual);
    console.log(`New reference screenshot: ${file}`);
    return { ok: true };
  }
  const reference = fs.readFileSync(file);
  const { shot: stable, result, retakes, first } = await untilStill(reference, actual, () => capture(context, shot));
  if (result.matches && retakes > 0) {
    console.warn(`"${shot.title} › ${shot.name}"${shot.suffix} matched its reference on shot ${retakes + 1}: the first caught the page still painting (${first.reason ?? 'it differed'}).`);
  }
  actual = stable;
  // Only a change the check would fail on is written: antialiasing noise does not churn the references.
  if (update === 'all' && !result.matches) {
    write(file, actual);
    console.log(`Updated reference screenshot: ${file} (${result.reason})`);
    return { ok: true };
  }
  if (result.matches) return { ok: true };
  const report = reportPaths(shot);
  write(report.reference, reference);
  write(report.actual, actual);
  if (result.diff) write(report.diff, result.diff);
  const relative = (file: string) => path.relative(REPORT_DIR, file).split(path.sep).join('/');
  failures.push({
    title: shot.title,
    name: shot.name,
    suffix: shot.suffix,
    storyId: shot.storyId,
    differentPixels: result.differentPixels,
    reason: result.reason ?? 'differs',
    referenceFile: file.split(path.sep).join('/'),
    images: { reference: relative(report.reference), actual: relative(report.actual), diff: result.diff ? relative(report.diff) : null },
  });
  write(FAILURES_LIST, Buffer.from(JSON.stringify(failures, null, 1)));
  const page = writeReviewPage(failures, REPORT_DIR);
  return {
    ok: false,
    message:
      `"${shot.title} › ${shot.name}"${shot.suffix} looks different: ${result.reason}.\n` +
      `  reference: ${report.reference}\n  actual:    ${report.actual}\n  diff:      ${report.diff}\n` +
      `  review:    ${page} (npm run test:visual:review serves it, to accept or reject)\n` +
      'If the change is deliberate, accept it there or with `npm run test:visual:update`, and commit the new reference.',
  };
};

/**
 * The first check of a run clears the last run's failure images and checks that the browser can
 * reach only the project's fonts; at exit the run leaves the list of references it checked.
 */
let started = false;
function startRun() {
  if (started) return;
  started = true;
  fs.rmSync(REPORT_DIR, { recursive: true, force: true });
  // The browser was started with FONTCONFIG_FILE at this configuration: prove it reaches no other font.
  assertOnlyShippedFonts(writeStoryFontConfig());
  process.on('exit', () => {
    if (checked.size > 0) write(CHECKED_LIST, Buffer.from(JSON.stringify([...checked].sort(), null, 1)));
  });
}
