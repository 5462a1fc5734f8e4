import { BrochureCache } from '../brochure/brochure-cache';

const pdf = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('BrochureCache', () => {
  it('renders once per key, also for concurrent requests, then answers from memory', async () => {
    const cache = new BrochureCache(1000);
    const render = jest.fn(async () => pdf(100));
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a.pdf).toBe(b.pdf);
    expect(await cache.get('k', render)).toEqual({ pdf: a.pdf, cached: true });
    expect(cache.size).toEqual({ entries: 1, bytes: 100 });
  });

  it('drops the least recently used brochures once over its byte budget', async () => {
    const cache = new BrochureCache(250);
    for (const key of ['a', 'b']) await cache.get(key, async () => pdf(100));
    await cache.get('a', async () => pdf(1));
    await cache.get('c', async () => pdf(100));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    expect((await cache.get('a', async () => pdf(1))).cached).toBe(true);
    expect((await cache.get('b', async () => pdf(1))).cached).toBe(false);
  });

  it('keeps nothing larger than the budget and nothing from a failed render', async () => {
    const cache = new BrochureCache(50);
    expect((await cache.get('big', async () => pdf(100))).cached).toBe(false);
    await expect(cache.get('bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
