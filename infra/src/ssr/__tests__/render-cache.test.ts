import { createRenderCache } from '../render-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const SHELL = {};

describe('createRenderCache', () => {
  it('shares a render in progress between the requests for the same page', async () => {
    const cache = createRenderCache<string>(0, 10);
    const running = deferred<string | null>();
    const render = jest.fn(() => running.promise);
    const first = cache('harbour /search', SHELL, render);
    const second = cache('harbour /search', SHELL, render);
    running.resolve('<main>cars</main>');
    expect(await first).toBe('<main>cars</main>');
    expect(await second).toBe('<main>cars</main>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again once a render is done when nothing is kept (ttl 0), and for another page or shell', async () => {
    const cache = createRenderCache<string>(0, 10);
    const render = jest.fn(async () => 'html');
    await cache('harbour /search', SHELL, render);
    await cache('harbour /search', SHELL, render);
    await cache('harbour /contact', SHELL, render);
    await cache('harbour /contact', {}, render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('keeps a finished render for ttl, then renders again', async () => {
    let now = 1_000;
    const cache = createRenderCache<string>(5_000, 10, () => now);
    const render = jest.fn(async () => 'html');
    await cache('page', SHELL, render);
    now += 4_999;
    await cache('page', SHELL, render);
    expect(render).toHaveBeenCalledTimes(1);
    now += 2;
    await cache('page', SHELL, render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps no render that gave nothing or failed', async () => {
    const cache = createRenderCache<string>(60_000, 10);
    const render = jest.fn(async () => null);
    await cache('page', SHELL, render);
    await cache('page', SHELL, render);
    expect(render).toHaveBeenCalledTimes(2);
    const failing = jest.fn(() => Promise.reject(new Error('boom')));
    await expect(cache('other', SHELL, failing)).rejects.toThrow('boom');
    await expect(cache('other', SHELL, failing)).rejects.toThrow('boom');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries pages, forgetting the oldest', async () => {
    const cache = createRenderCache<string>(60_000, 2);
    const render = jest.fn(async () => 'html');
    for (const key of ['a', 'b', 'c']) await cache(key, SHELL, render);
    await cache('c', SHELL, render);
    await cache('a', SHELL, render);
    expect(render).toHaveBeenCalledTimes(4);
  });
});
