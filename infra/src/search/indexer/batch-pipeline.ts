/**
 * Batch writes with one in flight: `send` starts a batch once the previous one is applied, so the caller reads
 * the next batch from the database while the engine applies this one. Rejections surface at the next `send`
 * or at `drain`.
 */
export class BatchPipeline<T> {
  private inFlight: Promise<void> = Promise.resolve();
  private lastTask: number | null = null;
  private saved = 0;

  constructor(
    private readonly save: (records: T[]) => Promise<number | null>,
    private readonly onSaved: (saved: number) => void,
  ) {}

  async send(records: T[]): Promise<void> {
    await this.inFlight;
    if (records.length === 0) return;
    this.inFlight = this.save(records).then((task) => {
      this.lastTask = task ?? this.lastTask;
      this.saved += records.length;
      this.onSaved(this.saved);
    });
    // Handled here so a build that fails meanwhile leaves no unhandled rejection; awaited again above.
    this.inFlight.catch(() => undefined);
  }

  /** Waits for the last batch; resolves with the task of the last write (null when nothing was written). */
  async drain(): Promise<number | null> {
    await this.inFlight;
    return this.lastTask;
  }
}
