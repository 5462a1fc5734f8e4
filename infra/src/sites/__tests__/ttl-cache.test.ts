import { ttlCache } from '../ttl-cache';

describe('ttlCache with stale values on error', () => {
  it('keeps the value of the latest load begun, whatever order overlapping loads end in', async () => {
    // A ttl of 0, as the registry's promotion history: every call loads, and loads overlap.
    const cache = ttlCache<string>(0, () => 0, { when: () => true, maxAgeMs: 60_000, retryMs: 1000 });
    const finish: Record<string, (value: string) => void> = {};
    const older = cache.get('k', () => new Promise((resolve) => (finish.older = resolve)));
    const newer = cache.get('k', () => new Promise((resolve) => (finish.newer = resolve)));
    finish.newer!('after the promotion');
    await newer;
    finish.older!('before the promotion');
    await older;
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).resolves.toBe(
      'after the promotion',
    );
  });
});
