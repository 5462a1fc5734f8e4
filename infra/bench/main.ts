import { formatTable } from '../src/cli/table';
import { benchData } from './data';
import { benchFederationCost } from './federation-cost';
import { benchFrontend } from './frontend';
import { benchLeads } from './leads';
import { benchLeadReliability } from './leads/reliability';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import type { BenchName, BenchResultTypes, BenchRun } from './report/bench-results';
import { headline } from './report/headline';
import { REPORT_DIR, writeReport } from './report/write-report';
import { benchSearchEngine } from './search';
import { benchSearchPage } from './search-page';
import { benchVehicle } from './vehicle';

/** `npm run bench [-- <name>…]`: runs the named benchmarks, or all of them, prints them and writes the report. */
const BENCHMARKS: { [N in BenchName]: () => Promise<BenchResultTypes[N]> } = {
  frontend: benchFrontend,
  data: benchData,
  search: () => benchSearchEngine(),
  'search-page': benchSearchPage,
  vehicle: benchVehicle,
  leads: benchLeads,
  'leads-reliability': benchLeadReliability,
  lighthouse: benchLighthouse,
  'federation-cost': benchFederationCost,
  load: benchLoad,
};

const isBenchName = (name: string): name is BenchName => name in BENCHMARKS;

async function main() {
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = requested.filter((name) => !isBenchName(name));
  if (unknown.length) {
    console.error(
      `Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(BENCHMARKS).join(', ')}`,
    );
    process.exit(2);
  }
  const names = (requested.length ? requested : Object.keys(BENCHMARKS)) as BenchName[];
  const runs: Partial<Record<BenchName, BenchRun>> = {};
  for (const name of names) {
    console.log(`\n=== bench: ${name} ===`);
    const startedAt = new Date().toISOString();
    const started = performance.now();
    try {
      const result = await BENCHMARKS[name]();
      runs[name] = { startedAt, seconds: (performance.now() - started) / 1000, result } as BenchRun;
    } catch (error) {
      console.error(error);
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      runs[name] = { startedAt, seconds: (performance.now() - started) / 1000, error: message };
    }
  }
  await writeReport(runs);
  console.log('\n=== summary ===');
  console.log(
    formatTable(
      ['BENCHMARK', 'SECONDS', 'FIGURES'],
      names.map((name) => {
        const run = runs[name]!;
        const figures = run.result ? headline(name, run.result) : `FAILED: ${run.error}`;
        return [name, run.seconds.toFixed(0), figures];
      }),
    ),
  );
  console.log(`\nReport: ${REPORT_DIR}/index.html (figures in results.json)`);
  if (names.some((name) => runs[name]!.error)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
