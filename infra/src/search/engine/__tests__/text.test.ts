import { TypoTrie } from '../typo-trie';
import {
  allowedTypos,
  boundedDistance,
  matchedPrefixLength,
  normalizeWord,
  tokenize,
  tokenizeWithOffsets,
} from '../text';

const DEFAULTS = { typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 };

/** Textbook optimal string alignment distance. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('words', () => {
  it('cuts on anything that is not a letter or digit, lower-cases and drops accents', () => {
    expect(tokenize('Mazda BT-50 XT 4x4')).toEqual(['mazda', 'bt', '50', 'xt', '4x4']);
    expect(tokenize('Citroën C5 Aircross')).toEqual(['citroen', 'c5', 'aircross']);
    expect(tokenize('  ')).toEqual([]);
    expect(normalizeWord('ÉCOLE')).toBe('ecole');
    expect(tokenizeWithOffsets('Toyota HiLux')).toEqual([
      { word: 'toyota', start: 0, end: 6 },
      { word: 'hilux', start: 7, end: 12 },
    ]);
  });

  it("allows Algolia's default typos: none under 4 letters, 1 from 4, 2 from 8", () => {
    expect(allowedTypos('sr5', DEFAULTS)).toBe(0);
    expect(allowedTypos('audi', DEFAULTS)).toBe(1);
    expect(allowedTypos('mitsubis', DEFAULTS)).toBe(2);
    expect(allowedTypos('mitsubishi', { ...DEFAULTS, typoTolerance: false })).toBe(0);
  });
});

describe('Damerau-Levenshtein distance', () => {
  it('counts substitutions, insertions, deletions and swaps as one', () => {
    expect(boundedDistance('toyota', 'toyota', 2, false)).toBe(0);
    expect(boundedDistance('toyta', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('tyoota', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('toyotaa', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('tozota', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('mitsubishi', 'mitsibushi', 2, false)).toBe(2);
    expect(boundedDistance('abc', 'xyz', 1, false)).toBe(2); // capped at max + 1
  });

  it('matches the textbook algorithm on random words, bounded or not', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 9) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let i = 0; i < 3000; i++) {
      const a = word();
      const b = word();
      const max = Math.floor(random() * 4);
      expect(boundedDistance(a, b, max, false)).toBe(Math.min(osa(a, b), max + 1));
      let prefixBest = Infinity;
      for (let k = 0; k <= b.length; k++) prefixBest = Math.min(prefixBest, osa(a, b.slice(0, k)));
      expect(boundedDistance(a, b, max, true)).toBe(Math.min(prefixBest, max + 1));
    }
  });

  it('measures prefixes against the closest beginning of the word', () => {
    expect(boundedDistance('hil', 'hilux', 0, true)).toBe(0);
    expect(boundedDistance('hilx', 'hilux', 1, true)).toBe(1);
    expect(boundedDistance('toyo', 'corolla', 1, true)).toBe(2);
    expect(matchedPrefixLength('hil', 'hilux', 0)).toBe(3);
    expect(matchedPrefixLength('hilx', 'hilux', 1)).toBe(4);
  });
});

describe('typo trie', () => {
  it('finds exactly the words a full scan finds, with the same typos', () => {
    let seed = 777;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const word = (max: number) =>
      Array.from({ length: 1 + Math.floor(random() * max) }, () => 'abcdef'[Math.floor(random() * 6)]).join(
        '',
      );
    const dictionary = [...new Set(Array.from({ length: 600 }, () => word(9)))];
    const trie = new TypoTrie();
    dictionary.forEach((w, id) => trie.insert(w, id));
    for (let i = 0; i < 400; i++) {
      const query = word(7);
      const max = Math.floor(random() * 3);
      const prefix = random() < 0.5;
      const found = new Map<number, number>();
      trie.search(query, max, prefix, (id, typos) => found.set(id, typos));
      const expected = new Map<number, number>();
      dictionary.forEach((w, id) => {
        const d = boundedDistance(query, w, max, prefix);
        if (d <= max) expected.set(id, d);
      });
      expect([...found].sort((a, b) => a[0] - b[0])).toEqual([...expected].sort((a, b) => a[0] - b[0]));
    }
  });
});
