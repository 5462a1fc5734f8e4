import type { DataResult } from '../data';
import type { FederationCostResult } from '../federation-cost';
import type { FrontendResult } from '../frontend';
import type { LeadsBenchResult } from '../leads';
import type { ReliabilityReport } from '../leads/reliability';
import type { LighthouseResult } from '../lighthouse';
import type { LoadBenchResult } from '../load';
import type { SearchBenchResult } from '../search';
import type { SearchPageResult } from '../search-page';
import type { VehicleBenchResult } from '../vehicle';

/** The structured result of each benchmark, by its `npm run bench -- <name>` name. */
export interface BenchResultTypes {
  frontend: FrontendResult;
  data: DataResult;
  search: SearchBenchResult;
  'search-page': SearchPageResult;
  vehicle: VehicleBenchResult;
  leads: LeadsBenchResult;
  'leads-reliability': ReliabilityReport;
  lighthouse: LighthouseResult;
  'federation-cost': FederationCostResult;
  load: LoadBenchResult;
}

export type BenchName = keyof BenchResultTypes;

export interface BenchRun<N extends BenchName = BenchName> {
  /** ISO time the benchmark started. */
  startedAt: string;
  seconds: number;
  /** The result, or the error the benchmark failed with. */
  result?: BenchResultTypes[N];
  error?: string;
}

/** bench-report/results.json: the latest run of each benchmark (a single-benchmark run replaces its entry). */
export interface BenchResults {
  updatedAt: string;
  machine: { cores: number; cpu: string; node: string };
  runs: { [N in BenchName]?: BenchRun<N> };
}
