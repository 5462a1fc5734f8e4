const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LF = 0x0a;

/**
 * The physical line (1-based) on which each element of a top-level JSON array starts. Expects text that
 * JSON.parse accepted; a single pass tracking strings and nesting depth.
 */
export function jsonElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === LF) {
      line++;
      continue;
    }
    if (c === 0x20 || c === 0x09 || c === 0x0d) continue;
    if (depth === 1 && expectElement && c !== 0x5d) {
      lines.push(line);
      expectElement = false;
    }
    if (c === QUOTE) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c && depth === 1) expectElement = true;
  }
  return lines;
}
