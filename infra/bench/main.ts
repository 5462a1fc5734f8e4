import { benchData } from './data';
import { benchFrontend } from './frontend';
import { benchLeads } from './leads';
import { benchLeadReliability } from './leads/reliability';
import { benchSearchEngine } from './search';
import { benchSearchPage } from './search-page';
import { benchVehicle } from './vehicle';

/** `npm run bench [-- <name>…]`: runs the named benchmarks, or all of them, and prints their figures. */
const BENCHMARKS: Record<string, () => Promise<unknown>> = {
  frontend: benchFrontend,
  data: benchData,
  search: () => benchSearchEngine(),
  'search-page': benchSearchPage,
  vehicle: benchVehicle,
  leads: benchLeads,
  'leads-reliability': benchLeadReliability,
};

async function main() {
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = requested.filter((name) => !(name in BENCHMARKS));
  if (unknown.length) {
    console.error(
      `Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(BENCHMARKS).join(', ')}`,
    );
    process.exit(2);
  }
  for (const name of requested.length ? requested : Object.keys(BENCHMARKS)) {
    console.log(`\n=== bench: ${name} ===`);
    await BENCHMARKS[name]!();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
