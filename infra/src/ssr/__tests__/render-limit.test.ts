import { RenderOverTimeLimit, withinTimeLimit } from '../render-limit';

describe('withinTimeLimit', () => {
  it("gives a render's result when it finishes in time, and leaves no timer behind", async () => {
    const clear = jest.spyOn(globalThis, 'clearTimeout');
    await expect(withinTimeLimit(async () => 'page', 1000)).resolves.toBe('page');
    expect(clear).toHaveBeenCalled();
    clear.mockRestore();
  });

  it('passes on the error of a render that fails in time', async () => {
    await expect(withinTimeLimit(() => Promise.reject(new Error('the shell broke')), 1000)).rejects.toThrow(
      'the shell broke',
    );
  });

  it('ends a render that never finishes at the limit, and aborts its signal with the same error', async () => {
    let seen: AbortSignal | undefined;
    const started = Date.now();
    const outcome = withinTimeLimit((signal) => {
      seen = signal;
      return new Promise<string>(() => {});
    }, 40);
    await expect(outcome).rejects.toBeInstanceOf(RenderOverTimeLimit);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(RenderOverTimeLimit);
  });

  it('does not abort the signal of a render that finished in time', async () => {
    let seen: AbortSignal | undefined;
    await withinTimeLimit(async (signal) => {
      seen = signal;
      return 'page';
    }, 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(seen?.aborted).toBe(false);
  });
});
