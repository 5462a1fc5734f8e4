import { currentVersion, planRollback, promotionStack, type PromotionEvent } from '../promotion-stack';

const promote = (version: string): PromotionEvent => ({ action: 'promote', version });
const rollback = (version: string): PromotionEvent => ({ action: 'rollback', version });

describe('promotion stack', () => {
  it('pushes on promote and pops on rollback', () => {
    const events = [promote('a'), promote('b'), promote('c'), rollback('b')];
    expect(promotionStack(events)).toEqual(['a', 'b']);
    expect(currentVersion(events)).toBe('b');
  });

  it('has no current version before any promotion', () => {
    expect(currentVersion([])).toBeNull();
  });

  it('rolls back to the version promoted before, repeatedly', () => {
    const events = [promote('a'), promote('b'), promote('c')];
    expect(planRollback('mf-search', events)).toEqual({ ok: true, from: 'c', to: 'b' });
    expect(planRollback('mf-search', [...events, rollback('b')])).toEqual({ ok: true, from: 'b', to: 'a' });
  });

  it('returns to a version promoted twice in the order it happened', () => {
    expect(planRollback('mf-search', [promote('a'), promote('b'), promote('a')])).toEqual({
      ok: true,
      from: 'a',
      to: 'b',
    });
  });

  it('refuses when nothing earlier was promoted', () => {
    expect(planRollback('mf-search', [])).toEqual({
      ok: false,
      reason: 'Cannot roll back mf-search: no version has been promoted yet',
    });
    const plan = planRollback('mf-search', [promote('a'), promote('b'), rollback('a')]);
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.reason).toMatch(/a is the first promoted version/);
  });

  it('rolls back past retired versions to the one below them, and a later rollback goes on from there', () => {
    const events = [promote('a'), promote('b'), promote('c'), promote('d')];
    expect(planRollback('mf-search', events, new Set(['c', 'b']))).toEqual({ ok: true, from: 'd', to: 'a' });
    // The rollback event names where it went: the versions between leave the stack with it.
    expect(promotionStack([...events, rollback('a')])).toEqual(['a']);
    expect(promotionStack([...events, rollback('b'), promote('e'), rollback('b')])).toEqual(['a', 'b']);
  });

  it('returns to the latest promotion of a version promoted twice when rolling back past a retired one', () => {
    const events = [promote('a'), promote('b'), promote('a'), promote('c'), promote('d')];
    expect(planRollback('mf-search', events, new Set(['c']))).toEqual({ ok: true, from: 'd', to: 'a' });
    expect(promotionStack([...events, rollback('a')])).toEqual(['a', 'b', 'a']);
  });

  it('refuses when every version below the live one is retired', () => {
    expect(planRollback('mf-search', [promote('a'), promote('b')], new Set(['a']))).toEqual({
      ok: false,
      reason:
        'Cannot roll back mf-search: every version promoted before b is retired, nothing earlier to return to',
    });
  });
});
