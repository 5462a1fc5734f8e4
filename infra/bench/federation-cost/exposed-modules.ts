import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExposedModule } from './static-runtime-source';

export const REMOTES = ['mf-search', 'mf-vehicle', 'mf-finance', 'mf-leads', 'mf-locations'] as const;

interface FederationStats {
  name: string;
  exposes: { name: string; file: string }[];
}

/** Every module the remotes expose, read from their federated builds' mf-stats.json (dist must be built). */
export async function exposedModules(root: string): Promise<ExposedModule[]> {
  const modules: ExposedModule[] = [];
  for (const remote of REMOTES) {
    const stats = JSON.parse(
      await readFile(path.join(root, remote, 'dist', 'mf-stats.json'), 'utf8'),
    ) as FederationStats;
    for (const expose of stats.exposes) {
      modules.push({ id: `${stats.name}/${expose.name}`, file: path.join(root, remote, expose.file) });
    }
  }
  return modules;
}
