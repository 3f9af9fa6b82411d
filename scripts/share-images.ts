/**
 * npm run share-images: draws the link-preview images (Open Graph / Twitter cards) into
 * public/og/ as 1200×630 PNGs, in Debian's Chromium: one per blog cover, and the default
 * card of every other page. WhatsApp, LinkedIn and X show no SVG preview, and the covers
 * are SVG, hence PNG copies. Run again after changing a cover; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../browser.config.ts';
import { BRAND_NAME } from '../src/brand.ts';
import { REPO_ROOT } from '../server/paths.ts';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
const OUT_DIR = path.join(REPO_ROOT, 'public', 'og');
const asset = (file: string) => `data:image/svg+xml;base64,${fs.readFileSync(path.join(REPO_ROOT, 'src', 'assets', file)).toString('base64')}`;

const page = (body: string) =>
  `<!doctype html><html><head><style>*{margin:0;box-sizing:border-box}body{width:${SHARE_IMAGE_SIZE.width}px;height:${SHARE_IMAGE_SIZE.height}px;overflow:hidden;font-family:system-ui,sans-serif}</style></head><body>${body}</body></html>`;

function coverCard(file: string): string {
  return page(`<img src="${asset(file)}" style="width:100%;height:100%;object-fit:cover" alt="">`);
}

function defaultCard(): string {
  return page(`
    <div style="display:flex;align-items:center;gap:48px;height:100%;padding:0 80px;background:linear-gradient(135deg,#ede9fe,#fce7f3)">
      <div style="flex:1">
        <div style="display:flex;align-items:center;gap:20px;font-size:56px;font-weight:800;color:#1e1b4b">
          <img src="${asset('layout/logo.svg')}" width="88" height="88" alt="">${BRAND_NAME}
        </div>
        <p style="margin-top:32px;font-size:52px;font-weight:700;line-height:1.15;color:#1e1b4b">1:1 conversations with content creators</p>
        <p style="margin-top:24px;font-size:30px;color:#4c1d95">Chat, audio and video sessions with the creators you follow.</p>
      </div>
      <img src="${asset('marketing/phone-video-call.svg')}" style="height:540px" alt="">
    </div>`);
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const tab = await browser.newPage({ viewport: SHARE_IMAGE_SIZE });
    const cards: [string, string][] = [
      ['default.png', defaultCard()],
      ...fs
        .readdirSync(path.join(REPO_ROOT, 'src', 'assets', 'blog'))
        .filter((file) => file.startsWith('cover-') && file.endsWith('.svg'))
        .map((file): [string, string] => [file.replace(/\.svg$/, '.png'), coverCard(`blog/${file}`)]),
    ];
    for (const [name, html] of cards) {
      await tab.setContent(html, { waitUntil: 'load' });
      await tab.screenshot({ path: path.join(OUT_DIR, name), type: 'png' });
      console.log(`public/og/${name}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
