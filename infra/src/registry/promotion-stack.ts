/** One promotion event, oldest first. */
export interface PromotionEvent {
  action: 'promote' | 'rollback';
  version: string;
}

/**
 * Promote pushes its version; a rollback pops down to the version it names (the one promoted before, or an
 * earlier one when the versions between were retired): the top of the stack is the live version.
 */
export function promotionStack(events: readonly PromotionEvent[]): string[] {
  const stack: string[] = [];
  for (const event of events) {
    if (event.action === 'promote') {
      stack.push(event.version);
      continue;
    }
    const to = stack.lastIndexOf(event.version, -2);
    stack.length = to >= 0 ? to + 1 : Math.max(stack.length - 1, 0);
  }
  return stack;
}

export function currentVersion(events: readonly PromotionEvent[]): string | null {
  return promotionStack(events).at(-1) ?? null;
}

export type RollbackPlan = { ok: true; from: string; to: string } | { ok: false; reason: string };

/**
 * Where a rollback would go: the version promoted before the live one, passing over retired versions (they
 * must never be live again), if there is one.
 */
export function planRollback(
  remote: string,
  events: readonly PromotionEvent[],
  retired: ReadonlySet<string> = new Set(),
): RollbackPlan {
  const stack = promotionStack(events);
  const from = stack.at(-1);
  if (!from) return { ok: false, reason: `Cannot roll back ${remote}: no version has been promoted yet` };
  const below = stack.slice(0, -1);
  const to = below.findLast((version) => !retired.has(version));
  if (!to) {
    const why = below.length
      ? `every version promoted before ${from} is retired`
      : `${from} is the first promoted version`;
    return { ok: false, reason: `Cannot roll back ${remote}: ${why}, nothing earlier to return to` };
  }
  return { ok: true, from, to };
}
