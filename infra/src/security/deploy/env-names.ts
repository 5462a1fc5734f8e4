import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Environment variable names the platform's source reads (`env.NAME`, `process.env.NAME`), tests excluded. */
export async function envNamesRead(srcDir: string): Promise<Set<string>> {
  const entries = await readdir(srcDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('__tests__'));
  const names = new Set<string>();
  for (const file of files)
    for (const match of (await readFile(file, 'utf8')).matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g))
      names.add(match[1]!);
  return names;
}
