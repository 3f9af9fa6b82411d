/**
 * Makes every story's look part of its test (Vitest's storybook project only; Storybook in a
 * browser never loads this file). preview.tsx's `afterEach` calls `__checkStoryLooks` once the
 * story has rendered and its play function has finished.
 *
 * Screenshots must not change unless the story did, so: the clock is fixed at FIXED_NOW when
 * each story starts; the theme's font is shipped (fonts.css, loaded by preview.tsx) and checked to have loaded;
 * animations, transitions and the caret are off; images and fonts are waited for; embedded
 * third-party frames (offline here) are hidden. A page story must also fit its width: a page that
 * scrolls sideways fails.
 */
import { beforeEach, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { ShotRequest, ShotResult } from '../scripts/visual/vitest';
import { forgetCalls, nextFrame, settled, watchWhileShot } from './settle';

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryScreenshot: (shot: ShotRequest) => Promise<ShotResult>;
  }
}

/** A Tuesday morning within the seed's dates (bookings done and to come), 'Good Morning' in the header. */
export const FIXED_NOW = new Date('2026-11-03T09:30:00Z');

/** Pages are checked at these widths, unless the story picks its own viewport. */
const PAGE_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 1024 },
] as const;

/**
 * A focused button, link, checkbox or radio draws its ring only when Chromium's :focus-visible
 * heuristic says so, and that depends on timing: a control clicked in a play function (user-event
 * focuses it from script), then disabled while its call runs, keeps or loses focus by whether
 * the answer came before the render. So shots draw no focus ring on such controls, unless the
 * story is about focus (`parameters.visual.focusRings`, reached by keyboard, which always shows
 * one). Text fields are left alone: they match :focus-visible whenever they have focus. Where
 * focus is, play functions assert (toHaveFocus).
 */
const FOCUS_RINGS = `
html:not([data-visual-focus-rings]) :is(button, a, summary, select, [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [role="menuitem"], input:is([type="checkbox"], [type="radio"], [type="range"], [type="file"], [type="button"], [type="submit"], [type="reset"])):focus {
  outline: none !important;
}
`;

const STILL_STYLE = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
iframe { visibility: hidden !important; }
${FOCUS_RINGS}`;

function keepStill() {
  if (document.getElementById('visual-still')) return;
  const style = document.createElement('style');
  style.id = 'visual-still';
  style.textContent = STILL_STYLE;
  document.head.append(style);
}

// Only Date is faked: timers stay real, so user-event, TanStack Query and the stories' own
// waits behave as they do in Storybook. The clock moves on from FIXED_NOW in real time.
vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW, shouldAdvanceTime: true });
keepStill();

beforeEach(async () => {
  vi.setSystemTime(FIXED_NOW);
  keepStill();
  forgetCalls();
  // The font is there before the story renders: a select laid out while Inter was still loading
  // kept its text a pixel lower, in the first story of a run only.
  await assertFonts();
});

async function assertFonts() {
  const faces = await document.fonts.load('16px Inter', 'Ag₹');
  if (faces.length < 2 || faces.some((face) => face.status !== 'loaded')) {
    throw new Error('The Inter font has not loaded: screenshots would show a fallback font.');
  }
}

/** How far down the story reaches: its content, or an overlay (dialog, menu, toast) if lower. */
function contentHeight(): number {
  let bottom = 1;
  for (const child of document.body.children) {
    const rect = child.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  // A Headless UI dialog's root has no size of its own: its panel (fixed, outside the story's
  // content) is where it reaches down to.
  for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"], [id^="headlessui-dialog-panel-"], [role="listbox"], [role="menu"], [data-sonner-toast]')) {
    bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
  }
  return Math.min(window.innerHeight, Math.ceil(bottom));
}

/** A page must fit its width: a document wider than the viewport scrolls sideways on a phone. */
function assertFitsWidth(title: string, name: string) {
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    throw new Error(`"${title} › ${name}" scrolls sideways at ${window.innerWidth} px: the document is ${root.scrollWidth} px wide.`);
  }
}

async function shoot(story: StoryLike, suffix: string, fullViewport: boolean) {
  const { title, name, id } = story;
  window.scrollTo(0, 0);
  await settled(story);
  if (fullViewport) assertFitsWidth(title, name);
  // Focus that came back late (a closed dialog, a saved editor) may have scrolled the page again.
  if (window.scrollY !== 0 || window.scrollX !== 0) {
    window.scrollTo(0, 0);
    await nextFrame();
  }
  // Where the story's frame sits on the test page (same origin), so the Node side need not ask.
  const frame = window.frameElement?.getBoundingClientRect();
  const watch = watchWhileShot();
  const result = await commands.matchStoryScreenshot({
    title,
    name,
    storyId: id,
    suffix,
    frame: frame ? { x: frame.x, y: frame.y, width: frame.width } : null,
    width: window.innerWidth,
    height: fullViewport ? window.innerHeight : contentHeight(),
  });
  // Said beside the Node side's warning of a shot taken again, so the log tells what moved.
  const late = watch.end();
  if (late !== null) console.warn(`"${title} › ${name}"${suffix} changed while it was shot: ${late}.`);
  if (!result.ok) throw new Error(result.message);
}

interface StoryLike {
  id: string;
  title: string;
  name: string;
  globals: { viewport?: { value?: string } };
  parameters: { visual?: { focusRings?: boolean } };
}

async function checkStoryLooks(story: StoryLike) {
  keepStill();
  document.documentElement.toggleAttribute('data-visual-focus-rings', story.parameters.visual?.focusRings === true);
  const isPage = story.title.startsWith('Pages/');
  if (!isPage || story.globals.viewport?.value) {
    await shoot(story, '', isPage);
    return;
  }
  // Left at the last width (1280): the accessibility check that follows sees the page as a
  // laptop does, and the page is not laid out a third time at the width it was rendered at.
  for (const size of PAGE_WIDTHS) {
    await page.viewport(size.width, size.height);
    await shoot(story, `-w${size.width}`, true);
  }
}

(globalThis as { __checkStoryLooks?: typeof checkStoryLooks }).__checkStoryLooks = checkStoryLooks;
