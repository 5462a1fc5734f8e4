import { nextTask } from './next-task';

/**
 * Runs each step after the one before it, each in a task of its own, not the caller's (issue 9, TBT). Used at
 * start-up: evaluating the platform's modules and starting the app took one 300-500 ms task on a throttled
 * phone, during which the page ignored input; in stages the browser can answer a tap between them. The first
 * failure stops the rest.
 */
export async function inStages(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
