import { TaskLog } from '../task-log';

describe('task log', () => {
  it('publishes a tracked task only once its work has settled, failed work included', async () => {
    const tasks = new TaskLog(100);
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const errors: unknown[] = [];
    const slow = tasks.track('cars', new Promise<void>((resolve) => (finish = resolve)), (e) =>
      errors.push(e),
    );
    const broken = tasks.track('cars', new Promise<void>((_, reject) => (fail = reject)), (e) =>
      errors.push(e),
    );
    const quick = tasks.next('cars');
    expect([tasks.published(slow), tasks.published(broken), tasks.published(quick)]).toEqual([
      false,
      false,
      true,
    ]);
    finish();
    fail(new Error('rebuild failed'));
    await new Promise((resolve) => setImmediate(resolve));
    expect([tasks.published(slow), tasks.published(broken)]).toEqual([true, true]);
    expect(errors).toEqual([new Error('rebuild failed')]);
  });

  it('knows the ids it handed out, and no others', () => {
    const tasks = new TaskLog(100);
    const id = tasks.next();
    expect(tasks.exists(id)).toBe(true);
    expect(tasks.exists(id + 1)).toBe(false);
    expect(tasks.exists(-1)).toBe(false);
    expect(tasks.exists(Number.NaN)).toBe(false);
  });
});
