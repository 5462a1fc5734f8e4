/* global console, process */
// Runs Lighthouse in plain Node (tsx's transform renames the functions Lighthouse sends into the page, so it
// cannot run under tsx): `node run-lighthouse.mjs '<json command>'` prints one JSON array.
//   gather: loads each URL in one Chromium and saves Lighthouse's artifacts (trace, network log…) in a folder
//           of its own under `dir`; prints [{ url, artifactsDir, benchmarkIndex }].
//   audit:  Lighthouse's audits of saved artifacts, each with the CPU slowdown asked for (mobile: simulated
//           throttling only simulates, so any slowdown can be applied to one observed load); prints a summary
//           per run. No browser.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ARTIFACTS = 'artifacts.json';

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
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

// The CI check: desktop, no throttling (fast and steady). The benchmark: Lighthouse's default, a mobile
// device with simulated throttling.
const configFor = (preset) =>
  preset === 'desktop'
    ? { ...desktopConfig, settings: { ...desktopConfig.settings, throttlingMethod: 'provided' } }
    : undefined;

const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };

async function gather({ urls, preset, chromePath, chromeFlags, dir }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags, '--headless=new'] });
  try {
    const gathered = [];
    for (const [i, url] of urls.entries()) {
      const artifactsDir = path.join(dir, String(i));
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifactsDir }, configFor(preset));
      const artifacts = JSON.parse(await readFile(path.join(artifactsDir, ARTIFACTS), 'utf8'));
      gathered.push({ url, artifactsDir, benchmarkIndex: artifacts.BenchmarkIndex ?? null });
    }
    return gathered;
  } finally {
    chrome.kill();
  }
}

async function audit({ preset, runs }) {
  const results = [];
  for (const { artifactsDir, cpuMultiplier } of runs) {
    const file = path.join(artifactsDir, ARTIFACTS);
    const artifacts = JSON.parse(await readFile(file, 'utf8'));
    let throttling;
    if (cpuMultiplier !== undefined) {
      // Lighthouse refuses to audit with settings other than those the artifacts were gathered with; under
      // simulated throttling the gather never applied the slowdown, so it is recorded as the one audited.
      throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuMultiplier };
      artifacts.settings.throttling = throttling;
      await writeFile(file, JSON.stringify(artifacts));
    }
    const answer = await lighthouse(
      undefined,
      { ...flags, auditMode: artifactsDir, ...(throttling ? { throttling } : {}) },
      configFor(preset),
    );
    results.push(summarize(answer.lhr));
  }
  return results;
}

async function main() {
  const command = JSON.parse(process.argv[2]);
  const result = command.command === 'gather' ? await gather(command) : await audit(command);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
