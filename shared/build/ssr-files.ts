/** Where an app's server bundle is, inside its build folder: `<build>/ssr/server.js` (see rspack-ssr.ts). */
export const SSR_DIR = 'ssr';
export const SSR_FILE = 'server.js';

/** Whether a file of a build is part of its server bundle, which the platform runs and never serves. */
export function isServerFile(file: string): boolean {
  return file.split('/')[0] === SSR_DIR;
}
