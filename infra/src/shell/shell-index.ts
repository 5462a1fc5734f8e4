import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built shell's index.html, cached in memory and re-read when its mtime changes (a rebuild of the shell
 * needs no restart). null when the shell is not built.
 */
export function createShellIndex(shellDist: string) {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return {
    file,
    async read(): Promise<string | null> {
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(file)).mtimeMs;
      } catch {
        cached = null;
        return null;
      }
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    },
  };
}
