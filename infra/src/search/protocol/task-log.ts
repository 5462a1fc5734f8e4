/**
 * Task ids of writes, and when each index was first and last written. The embedded engine applies every write
 * before it answers, so each task is published at once and `waitForTask` returns on its first poll. Ids start
 * from the clock so they keep growing across restarts (a task id from before a restart is still "published").
 */
export class TaskLog {
  private last: number;
  private readonly times = new Map<string, { createdAt: string; updatedAt: string }>();

  constructor(start = Math.floor(Date.now() / 1000) * 1000) {
    this.last = start;
  }

  /** A new task id, for a write to `index` when given. */
  next(index?: string): number {
    if (index !== undefined) {
      const now = new Date().toISOString();
      const known = this.times.get(index);
      this.times.set(index, { createdAt: known?.createdAt ?? now, updatedAt: now });
    }
    return ++this.last;
  }

  published(taskID: number): boolean {
    return Number.isSafeInteger(taskID) && taskID >= 0 && taskID <= this.last;
  }

  timesOf(index: string): { createdAt: string; updatedAt: string } {
    const started = new Date(0).toISOString();
    return this.times.get(index) ?? { createdAt: started, updatedAt: started };
  }

  forget(index: string): void {
    this.times.delete(index);
  }
}
