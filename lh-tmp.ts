import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from './browser.config.ts';
const server = await preview({ root: process.cwd(), configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: '.data/bench/lighthouse-app-dist' }, preview: { port: 4323, strictPort: true } });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(`http://localhost:4323${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(p, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue);
  console.log(JSON.stringify((a['largest-contentful-paint-element'].details as any)?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element'].details).slice(0, 400));
  console.log(JSON.stringify((a['largest-contentful-paint-element'].details as any)?.items?.[1]).slice(0, 600));
  console.log('render-blocking', JSON.stringify((a['render-blocking-resources']?.details as any)?.items ?? a['render-blocking-insight']?.details).slice(0, 600));
  console.log('network', JSON.stringify(((a['network-requests'].details as any).items as any[]).map((i) => [i.url.replace('http://localhost:4323', ''), Math.round(i.networkEndTime - i.networkRequestTime), i.transferSize, i.priority])).slice(0, 1500));
}
chrome.kill(); await server.close();
