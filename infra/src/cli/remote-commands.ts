import { access } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { MANIFEST_FILE } from '../registry/manifest';
import { readBuildDir } from '../registry/read-build-dir';
import type { VersionRecord } from '../registry/registry-repository';
import type { RemoteHistory } from '../registry/registry-service';
import { SSR_DIR, SSR_FILE } from '../../../shared/build/ssr-files';
import type { OpsBackend } from './ops-backend';
import { OpsError } from './ops-backend';
import { formatBytes, formatTable, formatTime } from './table';

type Print = (text: string) => void;

/** "by alice, 30/11 04:10: reason" for a retired version, else nothing. */
function retiredText(version: VersionRecord): string {
  if (!version.retired_at) return '';
  const when = `by ${version.retired_by}, ${formatTime(version.retired_at)}`;
  return version.retired_reason ? `${when}: ${version.retired_reason}` : when;
}

function describeRemote(remote: RemoteHistory): string {
  const versions = formatTable(
    ['LIVE', 'VERSION', 'PACKAGE', 'FILES', 'SIZE', 'PUBLISHED', 'BY', 'NOTE', 'RETIRED'],
    remote.versions.map((v) => [
      v.version === remote.current ? '*' : '',
      v.version,
      v.package_version,
      String(v.files),
      formatBytes(v.bytes),
      formatTime(v.published_at),
      v.published_by,
      v.note ?? '',
      retiredText(v),
    ]),
  );
  const history = formatTable(
    ['AT', 'ACTION', 'VERSION', 'BY'],
    remote.history.map((e) => [formatTime(e.at), e.action, e.version, e.actor]),
  );
  return [
    `${remote.remote}: live ${remote.current ?? '(none promoted)'}`,
    remote.versions.length ? versions : '(no published versions)',
    '',
    remote.history.length ? history : '(no promotions yet)',
  ].join('\n');
}

export async function remotesList(backend: OpsBackend, print: Print, only?: string): Promise<void> {
  const remotes = (await backend.listRemotes()).filter((r) => !only || r.remote === only);
  if (only && remotes.length === 0) throw new OpsError(`Unknown remote "${only}"`);
  print(
    formatTable(
      ['REMOTE', 'LIVE VERSION', 'VERSIONS', 'LAST CHANGE'],
      remotes.map((r) => {
        const last = r.history.at(-1);
        return [
          r.remote,
          r.current ?? '-',
          String(r.versions.length),
          last ? `${last.action} ${last.version} by ${last.actor}, ${formatTime(last.at)}` : '-',
        ];
      }),
    ),
  );
  for (const remote of remotes) print(`\n${describeRemote(remote)}`);
}

export async function remotesPublish(
  backend: OpsBackend,
  print: Print,
  remote: string,
  options: { from?: string; note?: string; actor: string },
): Promise<void> {
  const dir = path.resolve(options.from ?? path.join(REPO_ROOT, remote, 'dist'));
  try {
    await access(path.join(dir, MANIFEST_FILE));
  } catch {
    throw new OpsError(
      `No ${MANIFEST_FILE} in ${dir}: build it first (npm run build -w ${remote}) or pass --from <dir>`,
    );
  }
  const files = await readBuildDir(dir);
  const bytes = [...files.values()].reduce((sum, file) => sum + file.byteLength, 0);
  const result = await backend.publish(remote, files, options.note ?? null, options.actor);
  print(
    result.created
      ? `Published ${remote} ${result.version} (${files.size} files, ${formatBytes(bytes)}) from ${dir}.`
      : `${remote} ${result.version} was already published (same build); nothing changed.`,
  );
  if (!files.has(`${SSR_DIR}/${SSR_FILE}`)) {
    print(
      `Warning: this build has no ${SSR_DIR}/${SSR_FILE}: once live, its parts of the pages render in the ` +
        `browser only, without server HTML (npm run build -w ${remote} makes both bundles).`,
    );
  }
  print(`Promote it with: npm run platform -- remotes promote ${remote} ${result.version}`);
}

export async function remotesPromote(
  backend: OpsBackend,
  print: Print,
  remote: string,
  version: string,
  actor: string,
) {
  const result = await backend.promote(remote, version, actor);
  print(
    result.previous === result.version
      ? `${remote} ${version} is already live; nothing changed.`
      : `${remote}: ${result.previous ?? '(none)'} → ${result.version} (promoted by ${actor}). Live on the next page load.`,
  );
}

export async function remotesRollback(backend: OpsBackend, print: Print, remote: string, actor: string) {
  const result = await backend.rollback(remote, actor);
  print(
    `${remote} rolled back: ${result.previous} → ${result.version} (by ${actor}). Live on the next page load.`,
  );
}

export async function remotesRetire(
  backend: OpsBackend,
  print: Print,
  remote: string,
  version: string,
  options: { reason?: string; actor: string },
) {
  const result = await backend.retire(remote, version, options.reason ?? null, options.actor);
  print(
    result.retired
      ? `${remote} ${version} is retired (by ${options.actor}): promote refuses it and rollback passes over it.`
      : `${remote} ${version} was already retired; nothing changed.`,
  );
}
