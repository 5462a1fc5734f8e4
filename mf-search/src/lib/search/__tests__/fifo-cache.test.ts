import { FifoCache } from '../fifo-cache';

describe('FifoCache', () => {
  it('drops the oldest entry first past its capacity', () => {
    const cache = new FifoCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('drops the entry written first however often it was read', () => {
    const cache = new FifoCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });

  it('counts an entry written again as the newest, without growing', () => {
    const cache = new FifoCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    expect(cache.size).toBe(2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing with a capacity of 0', () => {
    const cache = new FifoCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entries when it shrinks', () => {
    const cache = new FifoCache<string, number>(3);
    ['a', 'b', 'c'].forEach((key, i) => cache.set(key, i));
    cache.resize(1);
    expect(cache.size).toBe(1);
    expect(cache.get('c')).toBe(2);
  });
});
