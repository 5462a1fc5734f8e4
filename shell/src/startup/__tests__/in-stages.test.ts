import { inStages } from '../in-stages';
import { nextTask } from '../next-task';

describe('inStages', () => {
  it('runs the steps in order, each in a later task than the one before and than the caller’s', async () => {
    const order: string[] = [];
    const done = inStages([
      () => {
        order.push('first');
        // Queued by the first step: runs before the second, which waits for a new task.
        void Promise.resolve()
          .then(() => undefined)
          .then(() => order.push('microtask of the first'));
      },
      async () => {
        await Promise.resolve();
        order.push('second');
      },
      () => order.push('third'),
    ]);
    order.push('caller');
    // Microtasks queued now run before the first step: it waits for a new task.
    await Promise.resolve();
    order.push('microtask');
    await done;
    expect(order).toEqual(['caller', 'microtask', 'first', 'microtask of the first', 'second', 'third']);
  });

  it('stops at the first failing step and rejects with its error', async () => {
    const third = jest.fn();
    await expect(
      inStages([
        () => undefined,
        () => {
          throw new Error('module failed');
        },
        third,
      ]),
    ).rejects.toThrow('module failed');
    expect(third).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield when the browser has it', async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves after the microtasks queued before it', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waiting;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
