/**
 * Task ids of writes, and when each index was first and last written. The embedded engine applies record
 * writes before it answers, so those tasks are published at once and `waitForTask` returns on its first poll;
 * a rebuild (settings that change the index structure, copy, move) runs on after the answer and its task is
 * "notPublished" until it is done. Ids start from the clock so they keep growing across restarts (a task id
 * from before a restart is still "published").
 */
export class TaskLog {
  private last: number;
  private readonly times = new Map<string, { createdAt: string; updatedAt: string }>();
  private readonly running = new Set<number>();

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

  /**
   * A new task id for work still running: not published until `work` settles. A failure is logged by `onError`
   * (the write was accepted; Algolia too reports a failed task only in its logs).
   */
  track(index: string, work: Promise<unknown>, onError: (error: unknown) => void): number {
    const taskID = this.next(index);
    this.running.add(taskID);
    work.catch(onError).finally(() => this.running.delete(taskID));
    return taskID;
  }

  /** Whether the task exists (ids handed out so far). */
  exists(taskID: number): boolean {
    return Number.isSafeInteger(taskID) && taskID >= 0 && taskID <= this.last;
  }

  published(taskID: number): boolean {
    return this.exists(taskID) && !this.running.has(taskID);
  }

  timesOf(index: string): { createdAt: string; updatedAt: string } {
    const started = new Date(0).toISOString();
    return this.times.get(index) ?? { createdAt: started, updatedAt: started };
  }

  forget(index: string): void {
    this.times.delete(index);
  }
}
