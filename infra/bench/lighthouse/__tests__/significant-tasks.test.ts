import { estimatedBlockingMs, significantTasks, type TraceEvent } from '../significant-tasks';

const MAIN = { pid: 1, tid: 10 };
const x = (name: string, ts: number, ms: number, url?: string, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: ms * 1000,
  ...thread,
  ...(url ? { args: { data: { url } } } : {}),
});

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 20, args: { name: 'CrRendererMain' } },
  { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...MAIN },
  { name: 'firstContentfulPaint', ph: 'R', ts: 1_200_000, ...MAIN },
  // Before first paint: a 30 ms layout.
  x('RunTask', 1_100_000, 30),
  x('Layout', 1_100_000, 25),
  // After: 9 ms (pruned by Lantern), then 12 ms of script, then 20 ms holding two scripts.
  x('RunTask', 1_300_000, 9),
  x('RunTask', 1_400_000, 12),
  x('EvaluateScript', 1_400_100, 11, 'http://site/shell/main.js'),
  x('RunTask', 1_500_000, 20),
  x('FunctionCall', 1_500_000, 5, 'http://site/a.js'),
  x('FunctionCall', 1_505_000, 14, 'http://site/b.js'),
  // Another page's renderer, less busy: never read.
  x('RunTask', 1_300_000, 50, undefined, { pid: 2, tid: 20 }),
];

describe('significantTasks', () => {
  it('lists the main thread’s tasks of 10 ms or more, from navigation start, with what they held', () => {
    const tasks = significantTasks(trace);
    expect(tasks.map((task) => [task.startMs, task.durationMs, task.afterFirstPaint])).toEqual([
      [100, 30, false],
      [400, 12, true],
      [500, 20, true],
    ]);
    expect(tasks[1]!.parts).toEqual([{ what: 'EvaluateScript main.js', ms: 11 }]);
    expect(tasks[2]!.parts).toEqual([
      { what: 'FunctionCall b.js', ms: 14 },
      { what: 'FunctionCall a.js', ms: 5 },
    ]);
  });

  it('estimates the blocking time of the tasks after first paint at a slowdown', () => {
    const tasks = significantTasks(trace);
    expect(estimatedBlockingMs(tasks, 4)).toBe(30); // 12×4 = 48 blocks nothing; 20×4 = 80 blocks 30
    expect(estimatedBlockingMs(tasks, 13)).toBe(106 + 210); // 156 - 50, 260 - 50
  });

  it('finds nothing in a trace without a renderer', () => {
    expect(significantTasks([x('RunTask', 0, 40)])).toEqual([]);
  });
});
