import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR/server.json: which process serves this DATA_DIR, and where (the CLI looks for it). */
export interface ServerInfo {
  pid: number;
  url: string;
}

const file = (dataDir: string) => path.join(dataDir, 'server.json');

export async function writeServerInfo(dataDir: string, info: ServerInfo): Promise<void> {
  await writeFile(file(dataDir), `${JSON.stringify(info)}\n`);
}

export async function removeServerInfo(dataDir: string): Promise<void> {
  await rm(file(dataDir), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The recorded server, if its process is still alive. */
export async function readLiveServer(dataDir: string): Promise<ServerInfo | null> {
  try {
    const info = JSON.parse(await readFile(file(dataDir), 'utf8')) as ServerInfo;
    return Number.isInteger(info.pid) && typeof info.url === 'string' && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}
