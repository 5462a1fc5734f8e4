/* global console, process */
// Runs Lighthouse in plain Node (tsx's transform renames the functions Lighthouse sends into the page, so it
// cannot run under tsx): `node run-lighthouse.mjs '<json options>'` prints one JSON result per URL.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @param {import('lighthouse').Result} lhr */
function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = {};
  for (const id of ['accessibility', 'seo', 'best-practices']) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  }
  return {
    url: lhr.finalDisplayedUrl,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    failing,
    runtimeError: lhr.runtimeError?.message ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

async function main() {
  const { urls, preset, chromePath, chromeFlags } = JSON.parse(process.argv[2]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags, '--headless=new'] });
  try {
    const results = [];
    for (const url of urls) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
      // The CI check: desktop, no throttling (fast and steady). The benchmark: Lighthouse's default, a
      // mobile device with simulated throttling.
      const config =
        preset === 'desktop'
          ? { ...desktopConfig, settings: { ...desktopConfig.settings, throttlingMethod: 'provided' } }
          : undefined;
      const answer = await lighthouse(url, flags, config);
      results.push(summarize(answer.lhr));
    }
    process.stdout.write(`${JSON.stringify(results)}\n`);
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
