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

  it('never keeps a call waiting on a store that stopped answering, once it knows of the outage', async () => {
    let clock = 0;
    const unreachable = Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' });
    const cache = ttlCache<string>(5000, () => clock, {
      when: (error) => error === unreachable,
      maxAgeMs: 60_000,
      retryMs: 1000,
    });
    await cache.get('k', async () => 'read');
    clock = 5000;
    await expect(cache.get('k', () => Promise.reject(unreachable))).resolves.toBe('read');
    // The store goes silent: a load now waits until its timeout, one at a time.
    let silentLoads = 0;
    let timeOut: (error: Error) => void = () => undefined;
    const silent = () => {
      silentLoads += 1;
      return new Promise<string>((_resolve, reject) => (timeOut = reject));
    };
    clock = 6000;
    for (let call = 0; call < 3; call += 1) await expect(cache.get('k', silent)).resolves.toBe('read');
    expect(silentLoads).toBe(1);
    timeOut(unreachable);
    await new Promise((resolve) => setImmediate(resolve));
    clock = 7000;
    await expect(cache.get('k', async () => 'read again')).resolves.toBe('read');
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.get('k', silent)).resolves.toBe('read again');
    expect(silentLoads).toBe(1);
  });

  it('answers a fault the background load meets on the next call, not the stale value', async () => {
    let clock = 0;
    const unreachable = new Error('unreachable');
    const cache = ttlCache<string>(5000, () => clock, {
      when: (error) => error === unreachable,
      maxAgeMs: 60_000,
      retryMs: 1000,
    });
    await cache.get('k', async () => 'read');
    clock = 5000;
    await cache.get('k', () => Promise.reject(unreachable));
    clock = 6000;
    await expect(cache.get('k', () => Promise.reject(new Error('a bug')))).resolves.toBe('read');
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.get('k', () => Promise.reject(new Error('a bug')))).rejects.toThrow('a bug');
  });
});
