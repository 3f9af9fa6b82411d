/**
 * When a story is ready to be shot (the visual check, visual.setup.ts): its calls answered, its
 * photos loaded and decoded, and nothing changing while the check looked.
 */
import { unansweredCalls } from '../src/api/mocks/scenarios';

/** What the settle wait's warning names. */
export interface StoryName {
  title: string;
  name: string;
}

/**
 * The calls the story on screen has in flight: the check waits for their answers to show.
 * Vitest runs the setup file, and so this module, again before every story file (same page,
 * `isolate: false`), so the tracking is installed once per page and kept on `window`; each run
 * would otherwise wrap fetch once more.
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

/** A new story: no call of the last one is waited for. */
export function forgetCalls() {
  inFlight.clear();
  unansweredCalls.count = 0;
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

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

/** Resolves once the story holds still (see docs/visual-review.md), or at SETTLE_LIMIT_MS with a warning. */
export async function settled(story: StoryName) {
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

/**
 * Watches a settled page while it is shot: what changed after the check's last look (a call
 * made or answered, a photo added or changed, one in view still loading), for the warning of a
 * shot that was taken again. Nothing on a page that held still.
 */
export function watchWhileShot() {
  const images = watchImages();
  const moves = tracker.moves;
  return {
    /** Stops watching and says what changed, or null. */
    end(): string | null {
      const changes = [
        tracker.moves !== moves && `calls made or answered: ${tracker.moves - moves}`,
        images.takeChanged() && 'photos added or changed',
        imagesInView().some((img) => !img.complete) && 'photos in view still loading',
      ].filter(Boolean);
      images.stop();
      return changes.length > 0 ? changes.join(', ') : null;
    },
  };
}
