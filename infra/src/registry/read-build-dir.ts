import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under a build folder (dotfiles skipped): relative path with forward slashes → bytes. */
export async function readBuildDir(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    if (relative.split('/').some((segment) => segment.startsWith('.'))) continue;
    files.set(relative, await readFile(full));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
