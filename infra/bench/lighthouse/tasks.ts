import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../e2e/support/chromium';
import { formatTable } from '../../src/cli/table';
import { DEFAULT_CPU_MULTIPLIER } from './cpu-calibration';
import { estimatedBlockingMs, significantTasks, type TraceEvent } from './significant-tasks';

/** The trace categories Lighthouse's gather records for the main thread's tasks. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];

/**
 * `npm run bench:tasks -- [--runs N] [--slowdown X] <url>`: loads the page N times (default 3) in Debian
 * Chromium at a phone's size, unthrottled as Lighthouse's gather does, and prints the main-thread tasks of 10 ms
 * or more (the ones Lighthouse's simulation keeps, significant-tasks.ts) with what each held, and about what
 * they come to as TBT at 4× and at the slowdown given (default 13, this machine's calibrated figure on a quiet
 * day). The way to find what a page's TBT is made of before changing anything.
 */
async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
  };
  const runs = option('--runs', 3);
  const slowdown = option('--slowdown', 13);
  const [url] = args;
  if (!url || args.length !== 1 || !(runs >= 1) || !(slowdown >= 1)) {
    console.error('usage: npm run bench:tasks -- [--runs N] [--slowdown X] <url>');
    process.exit(2);
  }
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args!, '--headless=new'],
  });
  try {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      await context.close();
      const tasks = significantTasks(events);
      console.log(
        `\nrun ${run}: ${tasks.filter((task) => task.afterFirstPaint).length} task(s) of 10 ms or more after ` +
          `first paint; about ${Math.round(estimatedBlockingMs(tasks, DEFAULT_CPU_MULTIPLIER))} ms of TBT at ` +
          `${DEFAULT_CPU_MULTIPLIER}×, ${Math.round(estimatedBlockingMs(tasks, slowdown))} ms at ${slowdown}×`,
      );
      console.log(
        formatTable(
          ['AT (ms)', 'TASK (ms)', 'PAINTED', 'WHAT IT HELD (ms)'],
          tasks.map((task) => [
            task.startMs.toFixed(0),
            task.durationMs.toFixed(1),
            task.afterFirstPaint ? 'after' : 'before',
            task.parts.map(({ what, ms }) => `${what} ${ms.toFixed(1)}`).join(', '),
          ]),
        ),
      );
    }
  } finally {
    await browser.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
