import { inStages } from '../in-stages';
import { nextTask } from '../next-task';

describe('inStages', () => {
  it('runs the steps in order, each in a later task than the one before', async () => {
    const order: string[] = [];
    const done = inStages([
      () => order.push('first'),
      async () => {
        await Promise.resolve();
        order.push('second');
      },
      () => order.push('third'),
    ]);
    // Microtasks queued now run before the second step: it waits for a new task.
    await Promise.resolve();
    await Promise.resolve();
    order.push('microtask after the first');
    await done;
    expect(order).toEqual(['first', 'microtask after the first', 'second', 'third']);
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
