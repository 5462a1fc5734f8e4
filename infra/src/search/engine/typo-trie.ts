import { grow } from './columns';

/**
 * A trie over the dictionary, searched with a Damerau-Levenshtein (optimal string alignment) automaton: the DP
 * column of the query is extended one letter per trie edge, and a branch is dropped as soon as no extension
 * can come back within the allowed typos. Visits a few hundred nodes where a scan would compute the distance
 * to every word of the dictionary (stock numbers alone make tens of thousands of words). Nodes live in flat
 * typed arrays (first child / next sibling), about 14 bytes each.
 */
export class TypoTrie {
  private letter = new Uint16Array(1024);
  private firstChild = new Int32Array(1024).fill(-1);
  private nextSibling = new Int32Array(1024).fill(-1);
  /** Id of the word ending at a node, or -1. */
  private wordAt = new Int32Array(1024).fill(-1);
  private nodes = 1;
  private maxDepth = 0;

  private child(node: number, c: number): number {
    for (let k = this.firstChild[node]!; k >= 0; k = this.nextSibling[k]!) if (this.letter[k] === c) return k;
    return -1;
  }

  insert(word: string, id: number): void {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      let next = this.child(node, c);
      if (next < 0) {
        next = this.nodes++;
        if (next >= this.letter.length) {
          this.letter = grow(this.letter, next + 1, 0);
          this.firstChild = grow(this.firstChild, next + 1, -1);
          this.nextSibling = grow(this.nextSibling, next + 1, -1);
          this.wordAt = grow(this.wordAt, next + 1, -1);
        }
        this.letter[next] = c;
        this.nextSibling[next] = this.firstChild[node]!;
        this.firstChild[node] = next;
      }
      node = next;
    }
    this.wordAt[node] = id;
    if (word.length > this.maxDepth) this.maxDepth = word.length;
  }

  /**
   * Calls `found(id, typos)` for every word within `max` typos of `query` — or, with `prefix`, every word with
   * a beginning within `max` typos (typos = the least over its beginnings, the empty one included).
   */
  search(query: string, max: number, prefix: boolean, found: (id: number, typos: number) => void): void {
    const n = query.length;
    const q = new Int32Array(n);
    for (let i = 0; i < n; i++) q[i] = query.charCodeAt(i);
    const columns: Int32Array[] = [];
    for (let depth = 0; depth <= this.maxDepth + 1; depth++) columns.push(new Int32Array(n + 1));
    const first = columns[0]!;
    for (let i = 0; i <= n; i++) first[i] = i;
    const startMin = prefix ? n : Infinity;
    if (this.wordAt[0]! >= 0 && n <= max) found(this.wordAt[0]!, n);
    const walk = (node: number, depth: number, lastLetter: number, pathMin: number, previousMin: number) => {
      const before = columns[depth]!;
      const twoBefore = depth > 0 ? columns[depth - 1]! : before;
      const column = columns[depth + 1]!;
      for (let child = this.firstChild[node]!; child >= 0; child = this.nextSibling[child]!) {
        const c = this.letter[child]!;
        column[0] = depth + 1;
        let columnMin = column[0];
        for (let i = 1; i <= n; i++) {
          const qc = q[i - 1]!;
          let d = before[i - 1]! + (qc === c ? 0 : 1);
          const insert = column[i - 1]! + 1;
          if (insert < d) d = insert;
          const remove = before[i]! + 1;
          if (remove < d) d = remove;
          if (i > 1 && depth > 0 && qc === lastLetter && q[i - 2] === c) {
            const swap = twoBefore[i - 2]! + 1;
            if (swap < d) d = swap;
          }
          column[i] = d;
          if (d < columnMin) columnMin = d;
        }
        const here = column[n]!;
        const path = prefix && here < pathMin ? here : pathMin;
        const id = this.wordAt[child]!;
        if (id >= 0) {
          const typos = prefix ? path : here;
          if (typos <= max) found(id, typos);
        }
        // Every later column is at least min(this column's minimum, the previous one's + 1) (the swap reaches
        // two columns back): past `max`, nothing below can come back within it. For a prefix already
        // matched, everything below matches as is.
        if (columnMin > max && previousMin >= max) {
          if (prefix && path <= max) this.everyWord(child, (word) => found(word, path));
          continue;
        }
        walk(child, depth + 1, c, path, columnMin);
      }
    };
    walk(0, 0, -1, startMin, 0);
  }

  /** Every word strictly below `node`. */
  private everyWord(node: number, found: (id: number) => void): void {
    const stack: number[] = [];
    for (let k = this.firstChild[node]!; k >= 0; k = this.nextSibling[k]!) stack.push(k);
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (this.wordAt[next]! >= 0) found(this.wordAt[next]!);
      for (let k = this.firstChild[next]!; k >= 0; k = this.nextSibling[k]!) stack.push(k);
    }
  }

  get bytes(): number {
    return (
      this.letter.byteLength +
      this.firstChild.byteLength +
      this.nextSibling.byteLength +
      this.wordAt.byteLength
    );
  }
}
