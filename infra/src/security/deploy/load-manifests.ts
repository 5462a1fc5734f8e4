import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** One Kubernetes object as parsed from YAML. */
export type Manifest = Record<string, unknown> & {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: unknown; labels?: Record<string, string> };
};

async function parseFile(file: string): Promise<Manifest[]> {
  const documents = parseAllDocuments(await readFile(file, 'utf8'));
  return documents.flatMap((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors[0]!.message}`);
    const value = document.toJSON() as Manifest | null;
    return value ? [value] : [];
  });
}

/** Every object the kustomization in `dir` lists (its `resources`), in order. */
export async function loadManifests(dir: string): Promise<Manifest[]> {
  const [kustomization] = await parseFile(path.join(dir, 'kustomization.yaml'));
  const resources = (kustomization?.resources ?? []) as string[];
  const lists = await Promise.all(resources.map((file) => parseFile(path.join(dir, file))));
  return lists.flat();
}
