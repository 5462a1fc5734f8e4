import { expandDottedKeys, isPlainObject } from './dotted-keys';
import { FeedError } from './feed-error';
import { assertFeedTextSize } from './feed-size';
import type { FeedRow } from './feed-types';
import { jsonElementLines } from './json-element-lines';

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * A JSON feed (issue 3 item 4): an array of cars with the spec §3 field names. Anything else is refused as a
 * whole with a clear message; an element that is not an object becomes a row the validator rejects. Each
 * row keeps the line its element starts on.
 */
export function parseJsonFeed(text: string): FeedRow[] {
  assertFeedTextSize(text);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    const line = position ? lineAt(body, Number(position[1])) : null;
    throw new FeedError(
      'invalid_json',
      `the feed is not valid JSON${line ? ` (line ${line})` : ''}: ${message}`,
      line,
    );
  }
  if (!Array.isArray(parsed)) {
    throw new FeedError(
      'not_array',
      `a JSON feed must be an array of cars ([{ ... }, ...]) but this one is ${describe(parsed)}`,
    );
  }
  const lines = jsonElementLines(body);
  return parsed.map((item: unknown, index) => {
    const line = lines[index] ?? index + 1;
    if (!isPlainObject(item)) return { line, index, data: item, problems: [] };
    const expanded = expandDottedKeys(item);
    return { line, index, data: expanded.value, problems: expanded.problems };
  });
}
