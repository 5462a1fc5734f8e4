/** Which build of an app is running: package name and version plus the optional BUILD_NOTE of that build. */
export interface BuildInfo {
  app: string;
  version: string;
  label: string;
}

/**
 * Each app calls this with its own compile-time constants (see build-globals.d.ts). It cannot read them here:
 * shared is a singleton, so its code is compiled into whichever app provided it.
 */
export function buildInfo(app: string, version: string, note: string): BuildInfo {
  return { app, version, label: note ? `${version}+${note}` : version };
}
