/**
 * Lighthouse's simulation (Lantern, `PageDependencyGraph`) keeps a main-thread task only when it lasted at
 * least 10 ms in the observed, unthrottled load (or is the first HTML parse, layout or paint); a shorter one
 * is pruned from the graph and costs nothing. The tasks it keeps are multiplied by the CPU slowdown, and TBT
 * is what each one after first paint lasts past 50 ms. So at the calibrated ~13× a task of 10 ms here is
 * ~85 ms of TBT, and the 150 ms target allows about one such task after first paint; at 4× a task needs 12.5
 * ms to count at all. This reads those tasks out of a Chromium trace, to say what a page's TBT is made of.
 */

/** Lantern's threshold: shorter tasks are pruned (SIGNIFICANT_DUR_THRESHOLD_MS). */
export const SIGNIFICANT_TASK_MS = 10;
const BLOCKING_FROM_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

export interface SignificantTask {
  /** From navigation start, in ms. */
  startMs: number;
  durationMs: number;
  afterFirstPaint: boolean;
  /** The events inside it that took longest, by name (and script, where one is named), in ms. */
  parts: { what: string; ms: number }[];
}

const isTask = (event: TraceEvent) =>
  event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

/** The page's main thread: the renderer main thread with the most complete events. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  for (const event of events)
    if (event.ph === 'X')
      counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const best = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => ({ pid: event.pid, tid: event.tid }))
    .sort((a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  return best ?? null;
}

/** The main-thread tasks of at least `minMs` (default: Lantern's 10 ms), in order, with what they held. */
export function significantTasks(
  events: readonly TraceEvent[],
  minMs = SIGNIFICANT_TASK_MS,
): SignificantTask[] {
  const main = mainThread(events);
  if (!main) return [];
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const mark = (name: string) => events.find((event) => event.name === name && event.pid === main.pid)?.ts;
  const start = mark('navigationStart') ?? Math.min(...own.map((event) => event.ts));
  const firstPaint = mark('firstContentfulPaint') ?? Infinity;
  return own
    .filter((task) => isTask(task) && (task.dur ?? 0) >= minMs * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur!;
      const parts = new Map<string, number>();
      for (const event of own) {
        if (event === task || isTask(event) || event.ts < task.ts || event.ts + (event.dur ?? 0) > end)
          continue;
        const script = event.args?.data?.url?.split('/').pop();
        const what = script ? `${event.name} ${script}` : event.name;
        parts.set(what, (parts.get(what) ?? 0) + (event.dur ?? 0) / 1000);
      }
      return {
        startMs: (task.ts - start) / 1000,
        durationMs: task.dur! / 1000,
        afterFirstPaint: task.ts >= firstPaint,
        parts: [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([what, ms]) => ({ what, ms })),
      };
    });
}

/**
 * About what Lantern makes of the tasks after first paint at a CPU slowdown: each one's blocking time past
 * 50 ms, summed. An estimate (Lantern also re-times first paint and stops at its own time to interactive).
 */
export function estimatedBlockingMs(tasks: readonly SignificantTask[], cpuSlowdown: number): number {
  return tasks
    .filter((task) => task.afterFirstPaint && task.durationMs >= SIGNIFICANT_TASK_MS)
    .reduce((sum, task) => sum + Math.max(0, task.durationMs * cpuSlowdown - BLOCKING_FROM_MS), 0);
}
