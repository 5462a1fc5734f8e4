import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SSR_DIR } from '../../../shared/build/ssr-files';
import { exposedModules } from './exposed-modules';
import { staticRuntimeSource } from './static-runtime-source';

const ROOT = path.resolve(__dirname, '../../..');

export interface OneAppBuild {
  /** A folder the platform serves as SHELL_DIST. */
  dir: string;
  seconds: number;
}

/**
 * Builds the shell and every remote module into one ordinary app (no federation) in a temporary folder. The
 * federated shell's mf-manifest.json goes beside it, as the platform checks promoted remotes against its
 * shared versions, without its file lists: the platform would preload the federated shell's chunks. So does
 * the shell's server bundle: both builds' pages are server-rendered (the same HTML, which the one app then
 * hydrates), or the LCP comparison would set a page painted by the server against one painted by scripts.
 */
export async function buildOneApp(): Promise<OneAppBuild> {
  const work = await mkdtemp(path.join(tmpdir(), 'dealerline-one-app-'));
  const dir = path.join(work, 'dist');
  const runtime = path.join(work, 'static-federation-runtime.js');
  await writeFile(runtime, staticRuntimeSource(await exposedModules(ROOT)));
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/rspack'),
      ['build', '-c', path.join(__dirname, 'one-app.rspack.config.ts')],
      {
        cwd: path.join(ROOT, 'shell'),
        env: { ...process.env, BUILD_OUT: dir, ONE_APP_RUNTIME: runtime },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`one-app build failed:\n${output}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const manifest = JSON.parse(
    await readFile(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { shared: { assets?: unknown }[] };
  for (const shared of manifest.shared) delete shared.assets;
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await cp(path.join(ROOT, 'shell', 'dist', SSR_DIR), path.join(dir, SSR_DIR), { recursive: true });
  return { dir, seconds };
}
