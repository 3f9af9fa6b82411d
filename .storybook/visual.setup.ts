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
import { unansweredCalls } from '../src/api/mocks/scenarios';

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

/**
 * The calls the story on screen has in flight: the check waits for their answers to show.
 * Vitest runs this file again before every story file (same page, `isolate: false`), so the
 * tracking is installed once per page and kept on `window`; each run would otherwise wrap
 * fetch once more.
 */
interface CallTracker {
  inFlight: Set<symbol>;
  /** Counts every call made and every call ended: a look during which it moved saw a page still changing. */
  moves: number;
  /** Called when a call ends or a story holds one back on purpose. */
  changed: () => void;
}
const tracker: CallTracker = ((window as { __storyCalls?: CallTracker }).__storyCalls ??= (() => {
  const own: CallTracker = { inFlight: new Set(), moves: 0, changed: () => {} };
  const realFetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    const call = Symbol('call');
    own.inFlight.add(call);
    own.moves++;
    return realFetch(...args).finally(() => {
      own.inFlight.delete(call);
      own.moves++;
      own.changed();
    });
  };
  return own;
})());
const inFlight = tracker.inFlight;
unansweredCalls.onHold = () => tracker.changed();

beforeEach(async () => {
  vi.setSystemTime(FIXED_NOW);
  keepStill();
  inFlight.clear();
  unansweredCalls.count = 0;
  // The font is there before the story renders: a select laid out while Inter was still loading
  // kept its text a pixel lower, in the first story of a run only.
  await assertFonts();
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

const allAnswered = () => inFlight.size <= unansweredCalls.count;

/**
 * Until every call has its answer, but those a Loading story holds back on purpose: it ends
 * when the last call ends (or is held back), not on a timer; at most 5 s, for a call that hangs.
 */
async function answered() {
  if (!allAnswered()) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(giveUp);
        tracker.changed = () => {};
        resolve();
      };
      const giveUp = setTimeout(done, 5000);
      tracker.changed = () => {
        if (allAnswered()) done();
      };
    });
  }
  // The answer's body, the query's update and React's render.
  await macrotask();
  await macrotask();
}

/** Every image in view, lazy ones included (they load once in view); those further down are not in the picture. */
function imagesInView(): HTMLImageElement[] {
  const inView = (img: HTMLImageElement) => {
    const rect = img.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
  };
  return [...document.images].filter((img) => img.complete || img.loading !== 'lazy' || inView(img));
}

/** Whether a photo arrived or changed its address (an added row, a page that appeared late). */
function watchImages() {
  let changed = false;
  const addsImage = (node: Node) => node instanceof HTMLImageElement || (node instanceof Element && node.querySelector('img') !== null);
  const touchImages = (records: MutationRecord[]) => records.some((record) => record.type === 'attributes' || [...record.addedNodes].some(addsImage));
  const observer = new MutationObserver((records) => {
    changed ||= touchImages(records);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src', 'srcset'] });
  return {
    /** Reads and resets: whether any photo came or changed since the last call. */
    takeChanged: () => {
      // Records not yet delivered are taken now, so none arrives after the reset.
      const pending = touchImages(observer.takeRecords());
      const was = changed || pending;
      changed = false;
      return was;
    },
    stop: () => observer.disconnect(),
  };
}

function whenLoaded(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** How long a story may keep bringing calls and photos before it is shot as it stands. */
const SETTLE_LIMIT_MS = 15_000;

async function settled(story: StoryLike) {
  // A page that appears late (a lazy route after a navigation, rows after a later call) brings
  // its calls and photos after the first look: look again until one whole look finds every call
  // answered, every photo in view loaded, and no photo added or changed while it looked.
  const images = watchImages();
  const giveUpAt = performance.now() + SETTLE_LIMIT_MS;
  try {
    for (;;) {
      images.takeChanged();
      // A call made and answered within one look (a page's query starts in an effect, after the
      // look began) shows its rows only after it: that look does not count.
      const moves = tracker.moves;
      await answered();
      await document.fonts.ready;
      // Each photo loaded and then decoded, so the shot does not catch one still to be painted
      // (decoding="async"); a photo that never answers is given up with the rest, at the limit.
      const photos = Promise.all(imagesInView().map((img) => whenLoaded(img).then(() => img.decode().catch(() => undefined))));
      await Promise.race([photos, new Promise((resolve) => setTimeout(resolve, Math.max(0, giveUpAt - performance.now())))]);
      await macrotask();
      await nextFrame();
      await nextFrame();
      const loading = imagesInView().filter((img) => !img.complete).length;
      if (!images.takeChanged() && tracker.moves === moves && allAnswered() && loading === 0) return;
      if (performance.now() > giveUpAt) {
        // Shot as it stands: the comparison with the reference decides, and this says why it may differ.
        console.warn(`"${story.title} › ${story.name}" did not settle in ${SETTLE_LIMIT_MS / 1000} s: ${inFlight.size - unansweredCalls.count} calls unanswered, ${loading} photos in view loading.`);
        return;
      }
    }
  } finally {
    images.stop();
  }
}

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
  const result = await commands.matchStoryScreenshot({
    title,
    name,
    storyId: id,
    suffix,
    frame: frame ? { x: frame.x, y: frame.y, width: frame.width } : null,
    width: window.innerWidth,
    height: fullViewport ? window.innerHeight : contentHeight(),
  });
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
