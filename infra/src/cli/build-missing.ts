import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Logger } from 'pino';
import { REMOTE_NAMES } from '../../../shared/src/platform/remotes';
import { REPO_ROOT } from '../paths';

export interface BuildJob {
  /** Package folder name: shell, mf-search… */
  name: string;
  dir: string;
  /** The file whose absence means "not built". */
  marker: string;
  env: Record<string, string>;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** What npm start must build: the shell if SHELL_DIST/index.html is missing, each remote without dist/mf-manifest.json. */
export async function missingBuilds(shellDist: string): Promise<BuildJob[]> {
  const defaultShellDist = path.join(REPO_ROOT, 'shell', 'dist');
  const jobs: BuildJob[] = [
    {
      name: 'shell',
      dir: path.join(REPO_ROOT, 'shell'),
      marker: path.join(shellDist, 'index.html'),
      env: path.resolve(shellDist) === defaultShellDist ? {} : { BUILD_OUT: shellDist },
    },
    ...REMOTE_NAMES.map((remote) => ({
      name: remote,
      dir: path.join(REPO_ROOT, remote),
      marker: path.join(REPO_ROOT, remote, 'dist', 'mf-manifest.json'),
      env: {},
    })),
  ];
  const missing = await Promise.all(jobs.map(async (job) => !(await exists(job.marker))));
  return jobs.filter((_, index) => missing[index]);
}

/**
 * `npx rspack build` in the package folder (`--no`: never install anything), its output streamed line by
 * line as "[name] …".
 */
function runBuild(job: BuildJob, write: (line: string) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no', '--', 'rspack', 'build'], {
      cwd: job.dir,
      env: { ...process.env, ...job.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => write(`[${job.name}] ${line}`));
    }
    child.on('error', (error) => {
      write(`[${job.name}] could not start the build: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Builds the jobs, at most `parallel` at a time. Returns the names that failed. */
export async function buildAll(
  jobs: readonly BuildJob[],
  logger: Logger,
  parallel = 2,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<string[]> {
  const failed: string[] = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (!(await exists(path.join(job.dir, 'rspack.config.ts')))) {
        logger.warn({ package: job.name }, `${job.name} has no rspack.config.ts; not built`);
        failed.push(job.name);
        continue;
      }
      const started = Date.now();
      logger.info({ package: job.name }, `building ${job.name}`);
      const ok = (await runBuild(job, write)) && (await exists(job.marker));
      if (ok) logger.info({ package: job.name, ms: Date.now() - started }, `built ${job.name}`);
      else {
        logger.error(
          { package: job.name },
          `building ${job.name} failed (see the [${job.name}] lines above)`,
        );
        failed.push(job.name);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, worker));
  return failed;
}
