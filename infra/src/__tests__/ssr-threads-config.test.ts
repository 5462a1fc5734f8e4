import { defaultSsrThreads, readEnvConfig } from '../config';

describe('SSR_THREADS', () => {
  it('defaults to one render thread per core but the one serving HTTP, at least one and at most four', () => {
    expect([1, 2, 3, 5, 64].map((cores) => defaultSsrThreads(cores))).toEqual([1, 1, 2, 4, 4]);
    expect(readEnvConfig({}).ssrThreads).toBe(defaultSsrThreads());
  });

  it('takes 0 (no server rendering) to 16, and refuses anything else at start', () => {
    expect(readEnvConfig({ SSR_THREADS: '0' }).ssrThreads).toBe(0);
    expect(readEnvConfig({ SSR_THREADS: '16' }).ssrThreads).toBe(16);
    for (const value of ['17', '-1', '1.5', 'two'])
      expect(() => readEnvConfig({ SSR_THREADS: value })).toThrow(
        `SSR_THREADS must be a whole number from 0 to 16, got "${value}"`,
      );
  });
});
