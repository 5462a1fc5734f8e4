import path from 'node:path';

/** The repository root (infra/src/paths.ts → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Folder of the plain SQL migrations (infra/migrations). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', 'migrations');
