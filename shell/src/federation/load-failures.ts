/**
 * What the federation runtime saw go wrong per remote, so the region's fallback can report whether the
 * manifest or the entry failed. Plain module on purpose: runtime plugins run before shared modules exist.
 */
export type LoadStage = 'manifest' | 'entry';

const failures = new Map<string, LoadStage>();

/** The first stage that failed is the cause: a failed manifest also fails the module load after it. */
export function recordLoadFailure(remoteName: string, stage: LoadStage): void {
  if (!failures.has(remoteName)) failures.set(remoteName, stage);
}

export function takeLoadFailure(remoteName: string): LoadStage | undefined {
  const stage = failures.get(remoteName);
  failures.delete(remoteName);
  return stage;
}
