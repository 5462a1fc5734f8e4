import { SingleFlight } from '../../images/single-flight';

/** Brochures kept in memory, least recently used dropped first once over the byte budget. */
export const BROCHURE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Generated PDFs by content key (a hash of everything the brochure shows): a car whose content is unchanged
 * gets the same bytes without rendering again, and concurrent requests for one brochure render it once.
 */
export class BrochureCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly flights = new SingleFlight<Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = BROCHURE_CACHE_BYTES) {}

  /** The cached PDF, else the rendered one (kept when it fits); `cached` says which. */
  async get(key: string, render: () => Promise<Buffer>): Promise<{ pdf: Buffer; cached: boolean }> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { pdf: hit, cached: true };
    }
    const { value } = await this.flights.run(key, async () => {
      const pdf = await render();
      this.keep(key, pdf);
      return pdf;
    });
    return { pdf: value, cached: false };
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, pdf: Buffer): void {
    if (pdf.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, pdf);
    this.bytes += pdf.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}
