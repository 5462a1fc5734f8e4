import semver from 'semver';
import type { SharedEntry } from './manifest';

/** What the shell provides: shared module name → version. */
export type ProvidedVersions = ReadonlyMap<string, string>;

export interface Incompatibility {
  name: string;
  requiredVersion: string;
  provided: string;
}

/** The shell's provided versions from its manifest's `shared` entries. */
export function providedVersions(shellShared: readonly SharedEntry[]): ProvidedVersions {
  const provided = new Map<string, string>();
  for (const entry of shellShared) if (entry.version) provided.set(entry.name, entry.version);
  return provided;
}

/**
 * The versions a remote's singleton can run with: its required range, else (a build that states none) the
 * major it was built against, else any.
 */
function acceptedRange(entry: SharedEntry): string {
  if (typeof entry.requiredVersion === 'string') return entry.requiredVersion.trim() || '*';
  const built = entry.version ? semver.coerce(entry.version) : null;
  return built ? `${built.major}.x` : '*';
}

/**
 * Singleton requirements of a remote that the shell's version does not satisfy. Only singletons the shell
 * provides are checked: anything else the remote brings along itself.
 */
export function findIncompatibilities(
  remoteShared: readonly SharedEntry[],
  provided: ProvidedVersions,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  for (const entry of remoteShared) {
    const shellVersion = provided.get(entry.name);
    if (!entry.singleton || !shellVersion) continue;
    const range = acceptedRange(entry);
    const fits =
      semver.valid(shellVersion) !== null &&
      semver.validRange(range) !== null &&
      semver.satisfies(shellVersion, range, { includePrerelease: true });
    if (!fits) problems.push({ name: entry.name, requiredVersion: range, provided: shellVersion });
  }
  return problems;
}

/** "Cannot promote mf-search 1.0.0-ab12cd34ef: it requires react ^17.0.0 but the shell provides react 19.2.0" */
export function incompatibilityMessage(
  remote: string,
  version: string,
  problems: readonly Incompatibility[],
): string {
  const reasons = problems.map(
    (p) => `it requires ${p.name} ${p.requiredVersion} but the shell provides ${p.name} ${p.provided}`,
  );
  return `Cannot promote ${remote} ${version}: ${reasons.join('; ')}`;
}
