import type { OpsBackend, SearchOpsStatus } from './ops-backend';
import { createProgress, type ProgressStream } from './progress';
import { formatTable } from './table';

type Print = (text: string) => void;

const SOURCES: Record<string, string> = {
  environment: 'SEARCH_APP_ID / SEARCH_ADMIN_KEY / SEARCH_API_KEY',
  'secrets.json': 'generated on first start into DATA_DIR/secrets.json',
  algolia: 'ALGOLIA_APP_ID / ALGOLIA_ADMIN_KEY / ALGOLIA_SEARCH_KEY',
};

/** The rows of the keys and where they come from; a read-only ops token is not shown them (null). */
function keyRows(credentials: SearchOpsStatus['credentials']): string[][] {
  if (!credentials)
    return [['API keys', 'not shown to a read-only ops token (a full one, or the OPS_TOKEN, sees them)']];
  return [
    ['Admin API key', credentials.adminKey ?? '(ALGOLIA_ADMIN_KEY)'],
    ['Search-only API key', credentials.searchKey],
    ['From', SOURCES[credentials.source] ?? credentials.source],
  ];
}

/**
 * `search credentials`: the backend, the application id and the keys (issue 4 item 2). The embedded engine's
 * admin key is printed (it is this installation's own); Algolia's stays in ALGOLIA_ADMIN_KEY.
 */
export async function searchCredentialsCommand(backend: OpsBackend, print: Print): Promise<void> {
  const status = await backend.searchStatus();
  const { credentials, indexer } = status;
  const where =
    status.backend === 'algolia'
      ? 'Algolia (the platform indexes into it; sites search it with per-site secured keys)'
      : "embedded engine, Algolia's REST protocol under /1/ on the platform server";
  const server = backend.via.startsWith('http');
  const state = server
    ? `${indexer.state}${indexer.records !== null ? `, ${indexer.records.toLocaleString('en-AU')} cars` : ''}`
    : 'no server running (the embedded index is built in the server on start)';
  const waiting = server ? pendingUpdates(indexer.pending) : null;
  const refused = server ? rejectedCars(indexer.rejected) : null;
  print(
    formatTable(
      ['', ''],
      [
        ['Backend', where],
        ['Application ID', status.appId],
        ...keyRows(credentials),
        ['Car index', `${status.indexName} (sort replicas: ${status.indices.slice(1).join(', ')})`],
        ['Index', state],
        ...(waiting ? [['Updates waiting', waiting]] : []),
      ],
    )
      .split('\n')
      .slice(2)
      .join('\n'),
  );
  if (refused) print(`\n${refused}`);
  print(
    '\nShoppers never get these keys: each site config carries a secured key signed by the search-only key\n' +
      "with the site's stock filter, an expiry an hour away and the car indices.",
  );
}

/**
 * The failed index updates a server is retrying, for the operator (null when none waits): its cars, since
 * when, the next retry and why the last failed; on Algolia also the search outbox (every server's).
 */
export function pendingUpdates(pending: SearchOpsStatus['indexer']['pending']): string | null {
  const outbox = pending.outbox && pending.outbox.cars > 0 ? pending.outbox : null;
  if (pending.cars === 0 && !outbox) return null;
  const parts: string[] = [];
  if (pending.cars > 0) {
    parts.push(
      `${pending.cars.toLocaleString('en-AU')} car(s) on this server since ${pending.since} ` +
        `(${pending.failures} failed tr${pending.failures === 1 ? 'y' : 'ies'} in a row` +
        `${pending.retryAt ? `, next ${pending.retryAt}` : ''}${pending.lastError ? `: ${pending.lastError}` : ''})`,
    );
  }
  if (outbox) parts.push(`${outbox.cars.toLocaleString('en-AU')} in the search outbox since ${outbox.since}`);
  return parts.join('; ');
}

/**
 * The cars whose records the search index refuses (null when none), one line each: the car, since when it is
 * out of the index, the service's message.
 */
export function rejectedCars(rejected: SearchOpsStatus['indexer']['rejected']): string | null {
  if (rejected.cars === 0) return null;
  const more = rejected.cars - rejected.list.length;
  return [
    `${rejected.cars.toLocaleString('en-AU')} car(s) the search index refuses, left out of it and not retried ` +
      'until they change again or a reindex:',
    ...rejected.list.map((car) => `  car ${car.carId} since ${car.since}: ${car.reason}`),
    ...(more > 0 ? [`  and ${more.toLocaleString('en-AU')} more`] : []),
  ].join('\n');
}

/** `reindex`: a full rebuild of the car index with a progress bar on stderr (issue 4 item 5). */
export async function reindexCommand(
  backend: OpsBackend,
  print: Print,
  options: { progress?: ProgressStream } = {},
): Promise<void> {
  const progress = createProgress(options.progress);
  try {
    const result = await backend.reindex((done, total) => progress.update('indexing cars', done, total));
    progress.finish();
    const cars = `${result.records.toLocaleString('en-AU')} cars in ${result.seconds.toFixed(1)} s`;
    const removed = result.removed ? `, ${result.removed.toLocaleString('en-AU')} stale records removed` : '';
    if (result.where === 'check') {
      print(
        `Built the car index in this process as a check: ${cars}${removed}. No platform server is running; ` +
          'the embedded index lives in the server, which builds it on every start (npm start).',
      );
    } else {
      print(
        `Reindexed ${result.where === 'algolia' ? 'Algolia' : `through ${backend.via}`}: ${cars}${removed}.`,
      );
    }
  } finally {
    progress.finish();
  }
}
