import type { BenchName, BenchResults, BenchResultTypes } from './bench-results';
import { escapeHtml } from './escape-html';
import { headline } from './headline';
import { federationCharts, frontendCharts } from './javascript-charts';
import { dataCharts, leadsCharts, reliabilityCharts, vehicleCharts } from './leads-charts';
import { lighthouseCharts } from './lighthouse-charts';
import { loadCharts } from '../load/load-charts';
import { searchCharts, searchPageCharts } from './search-charts';

type Sections = { [N in BenchName]: { title: string; charts: (result: BenchResultTypes[N]) => string } };

/** The report's sections, in the order a reader wants them. */
const SECTIONS: Sections = {
  lighthouse: { title: 'Lighthouse: scores and vitals per page', charts: lighthouseCharts },
  'federation-cost': { title: 'JavaScript per page and the cost of federation', charts: federationCharts },
  frontend: { title: 'Frontend builds and first-load JS', charts: frontendCharts },
  search: { title: 'Search engine latency', charts: searchCharts },
  'search-page': { title: 'Search page', charts: searchPageCharts },
  vehicle: { title: 'Vehicle page and reservations', charts: vehicleCharts },
  leads: { title: 'Leads: throughput, latency and delivery lag per database', charts: leadsCharts },
  'leads-reliability': { title: 'Lead reliability', charts: reliabilityCharts },
  data: { title: 'Seeding, import and images', charts: dataCharts },
  load: { title: 'Load: throughput, p99 and health during a reindex', charts: loadCharts },
};

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; color: #1a1a1a; margin: 2rem auto; max-width: 900px; padding: 0 1rem; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
.failed { color: #b3261e; font-weight: 600; }
figure.chart { margin: 1.5rem 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
svg { max-width: 100%; height: auto; } svg text { font: 12px system-ui, sans-serif; fill: #1a1a1a; }
svg .value { fill: #333; } svg .legend { fill: #333; }
svg .target { stroke: #b3261e; stroke-width: 1.5; stroke-dasharray: 4 3; } svg .target-label { fill: #b3261e; }
`;

/** bench-report/index.html: a summary table and every benchmark's charts (inline SVG, no script). */
export function renderReport(results: BenchResults): string {
  const names = (Object.keys(SECTIONS) as BenchName[]).filter((name) => results.runs[name]);
  const summaryRows = names.map((name) => {
    const run = results.runs[name]!;
    const figures = run.result
      ? escapeHtml(headline(name, run.result as never))
      : `<span class="failed">failed: ${escapeHtml(run.error ?? 'no result')}</span>`;
    return `<tr><td>${escapeHtml(name)}</td><td>${escapeHtml(run.startedAt.slice(0, 16).replace('T', ' '))}</td><td>${Math.round(run.seconds)} s</td><td>${figures}</td></tr>`;
  });
  const sections = names.map((name) => {
    const run = results.runs[name]!;
    const section = SECTIONS[name] as { title: string; charts: (result: unknown) => string };
    const body = run.result
      ? section.charts(run.result)
      : `<p class="failed">This benchmark failed: ${escapeHtml(run.error ?? '')}</p>`;
    return `<section><h2 id="${name}">${escapeHtml(section.title)}</h2>\n${body}\n</section>`;
  });
  const m = results.machine;
  return `<!DOCTYPE html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dealerline benchmark report</title><style>${STYLE}</style></head>
<body><main>
<h1>Dealerline benchmark report</h1>
<p>Updated ${escapeHtml(results.updatedAt.slice(0, 16).replace('T', ' '))} UTC on ${m.cores} × ${escapeHtml(m.cpu)}, Node ${escapeHtml(m.node)}. Figures: <a href="results.json">results.json</a>.</p>
<h2>Summary</h2>
<table>
<thead><tr><th scope="col">Benchmark</th><th scope="col">Run (UTC)</th><th scope="col">Took</th><th scope="col">Figures</th></tr></thead>
<tbody>${summaryRows.join('\n')}</tbody></table>
${sections.join('\n')}
</main></body></html>
`;
}
