import type { ComponentType } from 'react';

/** How long a widget waits for its remote before giving up (as the shell's regions do). */
export const REMOTE_WIDGET_TIMEOUT_MS = 8000;

/** How long a widget whose module failed renders nothing before a new mount tries to load it again. */
export const REMOTE_WIDGET_RETRY_MS = 60_000;

/** Loads a federated module by id ('mf_finance/finance-box'): the federation runtime's loadRemote. */
export type ModuleLoader = (id: string) => Promise<unknown>;

export interface WidgetModule<P> {
  default: ComponentType<P>;
}

/** A widget's module could not be loaded (failed, timed out, or has no component): nothing to render. */
export class WidgetLoadError extends Error {
  constructor(
    readonly reason: 'entry' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'WidgetLoadError';
  }
}

function hasDefaultComponent<P>(loaded: unknown): loaded is WidgetModule<P> {
  return (
    typeof loaded === 'object' && loaded !== null && typeof Reflect.get(loaded, 'default') === 'function'
  );
}

/** Loads the module with `load`, turning a failure, a missing component or a slow load into WidgetLoadError. */
export async function loadWidgetModule<P>(
  load: ModuleLoader,
  id: string,
  timeoutMs: number,
): Promise<WidgetModule<P>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new WidgetLoadError('timeout', `${id} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const loaded = await Promise.race([load(id), timeout]);
    if (!hasDefaultComponent<P>(loaded)) throw new WidgetLoadError('entry', `${id} has no default component`);
    return loaded;
  } catch (error) {
    if (error instanceof WidgetLoadError) throw error;
    throw new WidgetLoadError('entry', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
