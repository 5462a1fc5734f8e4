import os from 'node:os';

/** Who is acting: --actor, else OPS_ACTOR, else the OS user name. */
export function resolveActor(
  flag: string | undefined,
  env: Record<string, string | undefined> = process.env,
): string {
  const chosen = flag?.trim() || env.OPS_ACTOR?.trim();
  if (chosen) return chosen.slice(0, 100);
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    return env.USER || env.USERNAME || 'unknown';
  }
}
