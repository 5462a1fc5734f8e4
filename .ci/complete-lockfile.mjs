/* global URL, console */
// Adds lock entries for native-binding packages that this machine's npm registry does not serve
// (darwin, win32, other Linux CPUs...). `npm install` here drops them from package-lock.json because
// their manifests 404, and `npm ci` then refuses the lock as out of sync. Each entry carries the
// os/cpu/libc the package is built for, so `npm ci` skips it on this platform without fetching it.
// Run after `npm install` changes the lock: `node .ci/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const PLATFORM_PACKAGE = /^@(rspack\/binding|swc\/core|unrs\/resolver-binding)-(.+)$/;
const OS = {
  darwin: 'darwin',
  win32: 'win32',
  linux: 'linux',
  android: 'android',
  freebsd: 'freebsd',
  openharmony: 'openharmony',
  wasm32: null,
};

function platformOf(suffix) {
  const [os, cpu, abi] = suffix.split('-');
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  if (!(os in OS)) throw new Error(`unknown platform suffix ${suffix}`);
  const platform = { os: [OS[os]], cpu: [cpu] };
  if (os === 'linux' && abi) platform.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return platform;
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = PLATFORM_PACKAGE.exec(name);
    const key = `node_modules/${name}`;
    if (!match || lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    lock.packages[key] = { version, dev: entry.dev, optional: true, ...platformOf(match[2]) };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
