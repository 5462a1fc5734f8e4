/**
 * Times the statement the PGlite thread is running, from when its engine started on it (not while it waited
 * behind another: PGlite is one connection, its statements run one at a time), and calls `overTime` with its
 * request's id when it runs past `limitMs`. An untimed one (exec: migrations) stops the clock.
 */
export class StatementClock {
  private running: { id: number; timer: NodeJS.Timeout } | null = null;

  constructor(
    readonly limitMs: number,
    private readonly overTime: (id: number) => void,
  ) {}

  /** The engine started on request `id`: whatever ran before has ended. */
  started(id: number, timed: boolean): void {
    this.stop();
    if (timed) this.running = { id, timer: setTimeout(() => this.overTime(id), this.limitMs) };
  }

  /** Request `id` was answered (it may have been answered after the next one started). */
  answered(id: number): void {
    if (this.running?.id === id) this.stop();
  }

  stop(): void {
    clearTimeout(this.running?.timer);
    this.running = null;
  }
}
