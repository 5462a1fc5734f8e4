import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Rendered variants on disk, one file per key under `root/{first two hex}/{key}.{ext}`. Writes are atomic
 * (temp file + rename), so a reader sees either nothing or the whole file, even across processes.
 */
export class DiskCache {
  private readonly shards = new Set<string>();

  constructor(readonly root: string) {}

  fileFor(key: string, extension: string): string {
    return path.join(this.root, key.slice(0, 2), `${key}.${extension}`);
  }

  /** The cached bytes, or null when absent or unreadable (a miss, never an error). */
  async read(file: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(file);
    } catch {
      return null;
    }
  }

  async write(file: string, bytes: Buffer): Promise<void> {
    const dir = path.dirname(file);
    if (!this.shards.has(dir)) {
      await fs.mkdir(dir, { recursive: true });
      this.shards.add(dir);
    }
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      this.shards.delete(dir);
      throw error;
    }
  }
}
