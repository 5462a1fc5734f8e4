import { valueAt } from './record-path';
import { boundedDistance, matchedPrefixLength, textOf, tokenizeWithOffsets } from './text';
import type { QueryWord } from './text-query';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree };

export interface HighlightTags {
  pre: string;
  post: string;
}

/** How one word of a value matches the query: which query words (bit mask) and how many letters to mark. */
interface WordMatch {
  mask: number;
  length: number;
}

const NO_MATCH: WordMatch = { mask: 0, length: 0 };

/**
 * Builds `_highlightResult` for the hits of one query. Words match as they do in search (typos, prefix for the
 * prefix word); the verdict per distinct word is cached, since hits repeat the same words.
 */
export class Highlighter {
  private readonly cache = new Map<string, WordMatch>();

  constructor(
    private readonly words: QueryWord[],
    private readonly tags: HighlightTags,
  ) {}

  private matchWord(word: string): WordMatch {
    let match = this.cache.get(word);
    if (match) return match;
    let mask = 0;
    let length = -1;
    this.words.forEach((q, i) => {
      const d = boundedDistance(q.text, word, q.maxTypos, q.prefix);
      if (d > q.maxTypos) return;
      mask |= 1 << i;
      const covered =
        q.prefix && word !== q.text ? matchedPrefixLength(q.text, word, q.maxTypos) : word.length;
      length = Math.max(length, covered);
    });
    match = mask === 0 ? NO_MATCH : { mask, length };
    this.cache.set(word, match);
    return match;
  }

  /** Highlights one string: every word that matches a query word (the matched part only, for prefixes). */
  text(text: string): HighlightResult {
    if (this.words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
    const spans = tokenizeWithOffsets(text);
    let matched = 0;
    let out = '';
    let cursor = 0;
    let highlighted = 0;
    for (const span of spans) {
      const match = this.matchWord(span.word);
      if (match.mask === 0) continue;
      matched |= match.mask;
      const stop =
        match.length >= span.word.length ? span.end : Math.min(span.end, span.start + match.length);
      out += text.slice(cursor, span.start) + this.tags.pre + text.slice(span.start, stop) + this.tags.post;
      cursor = stop;
      if (stop === span.end) highlighted++;
    }
    if (matched === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
    out += text.slice(cursor);
    const matchedWords = this.words.filter((_, i) => matched & (1 << i)).map((word) => word.text);
    return {
      value: out,
      matchLevel: matchedWords.length === this.words.length ? 'full' : 'partial',
      matchedWords,
      fullyHighlighted: highlighted === spans.length,
    };
  }

  private value(value: unknown): HighlightTree | undefined {
    if (Array.isArray(value)) {
      const items = value.map((item) => this.value(item));
      return items.every((item) => item !== undefined) ? (items as HighlightTree[]) : undefined;
    }
    if (value && typeof value === 'object') {
      const tree: Record<string, HighlightTree> = {};
      for (const [key, inner] of Object.entries(value)) {
        const item = this.value(inner);
        if (item !== undefined) tree[key] = item;
      }
      return tree;
    }
    const text = textOf(value);
    return text === undefined ? undefined : this.text(text);
  }

  /** `_highlightResult` of a record for the given attribute paths (nested paths become nested objects). */
  record(record: object, paths: string[]): Record<string, HighlightTree> {
    const result: Record<string, HighlightTree> = {};
    for (const path of paths) {
      const value = valueAt(record, path);
      if (value === undefined || value === null) continue;
      const tree = this.value(value);
      if (tree === undefined) continue;
      const parts = path.split('.');
      let target: Record<string, HighlightTree> = result;
      for (const part of parts.slice(0, -1)) {
        const next = target[part];
        if (!next || typeof next !== 'object' || Array.isArray(next) || 'matchLevel' in next)
          target[part] = {};
        target = target[part] as Record<string, HighlightTree>;
      }
      target[parts[parts.length - 1]!] = tree;
    }
    return result;
  }
}
