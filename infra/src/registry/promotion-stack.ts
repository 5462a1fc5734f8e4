/** One promotion event, oldest first. */
export interface PromotionEvent {
  action: 'promote' | 'rollback';
  version: string;
}

/** Promote pushes its version, rollback pops: the top of the stack is the live version. */
export function promotionStack(events: readonly PromotionEvent[]): string[] {
  const stack: string[] = [];
  for (const event of events) {
    if (event.action === 'promote') stack.push(event.version);
    else stack.pop();
  }
  return stack;
}

export function currentVersion(events: readonly PromotionEvent[]): string | null {
  return promotionStack(events).at(-1) ?? null;
}

export type RollbackPlan = { ok: true; from: string; to: string } | { ok: false; reason: string };

/** Where a rollback would go: the version promoted before the live one, if there is one. */
export function planRollback(remote: string, events: readonly PromotionEvent[]): RollbackPlan {
  const stack = promotionStack(events);
  const from = stack.at(-1);
  const to = stack.at(-2);
  if (!from) return { ok: false, reason: `Cannot roll back ${remote}: no version has been promoted yet` };
  if (!to)
    return {
      ok: false,
      reason: `Cannot roll back ${remote}: ${from} is the first promoted version, nothing earlier to return to`,
    };
  return { ok: true, from, to };
}
