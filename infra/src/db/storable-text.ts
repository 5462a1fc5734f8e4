/** Half of a UTF-16 surrogate pair without its other half: not Unicode text; PostgreSQL jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const NUL_MESSAGE = 'Text must not contain a NUL character (\\u0000)';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode (no unpaired surrogate such as \\ud800)';

/** What no PostgreSQL text or jsonb value can hold in `text` (a NUL, an unpaired surrogate), or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/**
 * The first string or key of a parsed JSON value that no database can store, with its path (`model`,
 * `images.0.alt`; '' for the value itself), or null. Iterative: deep values cannot overflow it.
 */
export function unstorableTextAt(value: unknown): { path: string; problem: string } | null {
  const stack: { item: unknown; path: string }[] = [{ item: value, path: '' }];
  while (stack.length) {
    const { item, path } = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { path, problem };
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = textProblem(key);
        if (problem) return { path: childPath, problem };
        stack.push({ item: child, path: childPath });
      }
    }
  }
  return null;
}
