import { basename } from 'node:path';
import { scriptOrigin } from '../frontend/attribute-scripts';
import type { LoadedScript } from '../frontend/first-load';

const KB = 1024;

/** Issue 9's target: federation adds at most 10% to a page's first-load JS. */
export const TARGET_OVERHEAD_PERCENT = 10;

export interface FirstLoadFigures {
  files: number;
  rawKb: number;
  gzipKb: number;
  /** gzip KB per app that built the script (shell, mf-search…; `other` for anything else). */
  gzipKbByApp: Record<string, number>;
}

/** A page's first-load JS: totals, and split by the app (shell or remote) each script comes from. */
export function firstLoadFigures(scripts: LoadedScript[]): FirstLoadFigures {
  const gzipKbByApp: Record<string, number> = {};
  for (const script of scripts) {
    const app = scriptOrigin(script.url)?.app ?? 'other';
    gzipKbByApp[app] = (gzipKbByApp[app] ?? 0) + script.gzip / KB;
  }
  return {
    files: scripts.length,
    rawKb: scripts.reduce((sum, script) => sum + script.raw, 0) / KB,
    gzipKb: scripts.reduce((sum, script) => sum + script.gzip, 0) / KB,
    gzipKbByApp,
  };
}

/** How much more the federated page downloads than the one-app page, in % of the one-app bytes. */
export const overheadPercent = (federated: number, oneApp: number): number =>
  ((federated - oneApp) / oneApp) * 100;

/**
 * The scripts of a one-app page that the one-app build serves (`files`: the names in its folder). The
 * platform preloads the registry's remote entries and chunks into every page, which a one-app page
 * downloads but never runs: they are not what that build costs.
 */
export function oneAppScripts(scripts: LoadedScript[], files: ReadonlySet<string>): LoadedScript[] {
  return scripts.filter((script) => {
    const { pathname } = new URL(script.url);
    return pathname.startsWith('/shell/') && files.has(basename(pathname));
  });
}
