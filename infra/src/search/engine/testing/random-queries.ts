import type { SearchParams } from '../params';
import type { CarRecord } from './car-records';
import { CAR_INDEX, CAR_REPLICAS } from './car-records';

/** Seeded uniform numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Dice {
  constructor(readonly random: () => number) {}

  int(low: number, high: number): number {
    return low + Math.floor(this.random() * (high - low + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  some<T>(items: readonly T[], low: number, high: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    const n = Math.min(this.int(low, high), pool.length);
    while (out.length < n) out.push(pool.splice(Math.floor(this.random() * pool.length), 1)[0]!);
    return out;
  }
}

const STRING_FACETS = [
  'make',
  'model',
  'car_type',
  'status',
  'simple_body',
  'colour',
  'state',
  'simple_fuel',
  'badge',
];
const NUMERIC = [
  'price',
  'km',
  'year',
  'custom_rank',
  'created_at_ts',
  'seats',
  'visible_until_ts',
  'gearnum',
];
const OPERATORS = ['<', '<=', '=', '!=', '>=', '>'] as const;
export const COUNTED_FACETS = [
  'make',
  'model',
  'car_type',
  'status',
  'simple_body',
  'simple_transmission',
  'colour',
  'year',
  'price',
  'km',
  'state',
  'seats',
  'certified',
  'tag',
  'location.name',
];

/** A filter value as Algolia syntax: bare when safe, else double-quoted with escapes. */
export function quoteValue(value: string): string {
  if (/^[A-Za-z][A-Za-z0-9_]*$/.test(value) && !['AND', 'OR', 'NOT', 'TO'].includes(value)) return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function sampleValue(dice: Dice, cars: CarRecord[], attribute: string): unknown {
  return (dice.pick(cars) as unknown as Record<string, unknown>)[attribute];
}

/** Typo of one letter: substitution, swap, deletion or insertion. */
export function typo(dice: Dice, word: string): string {
  if (word.length < 4) return word;
  const at = dice.int(1, word.length - 2);
  const letter = dice.pick([...'abcdefghijklmnopqrstuvwxyz']);
  switch (dice.int(0, 3)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return word.slice(0, at) + letter + word.slice(at);
  }
}

export class QueryGenerator {
  private readonly dice: Dice;

  constructor(
    private readonly cars: CarRecord[],
    seed: number,
  ) {
    this.dice = new Dice(seeded(seed));
  }

  private facetLeaf(): string {
    const d = this.dice;
    const kind = d.int(0, 9);
    let text: string;
    if (kind <= 5) {
      const attribute = d.pick(STRING_FACETS);
      let value = String(sampleValue(d, this.cars, attribute) ?? 'none');
      if (d.chance(0.2)) value = value.toLowerCase();
      text = `${attribute}:${quoteValue(value)}`;
    } else if (kind === 6) {
      text = `year:${String(sampleValue(d, this.cars, 'year'))}`;
    } else if (kind === 7) {
      text = `${d.pick(['certified', 'show_on_dealer_website', 'reserved'])}:${d.pick(['true', 'false'])}`;
    } else if (kind === 8) {
      text = `location.name:${quoteValue(String(d.pick(this.cars).location?.name ?? 'x'))}`;
    } else {
      text = `nonexistent:${d.pick(['foo', '"bar baz"'])}`;
    }
    return d.chance(0.15) ? `NOT ${text}` : text;
  }

  private numericLeaf(): string {
    const d = this.dice;
    const attribute = d.pick(NUMERIC);
    const value = Number(sampleValue(d, this.cars, attribute) ?? 0);
    let text: string;
    if (d.chance(0.25)) {
      const other = Number(sampleValue(d, this.cars, attribute) ?? 0);
      text = `${attribute}:${Math.min(value, other)} TO ${Math.max(value, other)}`;
    } else if (d.chance(0.1)) {
      text = `${d.pick(['show_on_dealer_website', 'certified'])} = ${d.int(0, 1)}`;
    } else {
      text = `${attribute} ${d.pick(OPERATORS)} ${value}`;
    }
    return d.chance(0.1) ? `NOT ${text}` : text;
  }

  private tagLeaf(): string {
    const d = this.dice;
    const tag = d.pick([
      'used',
      'new',
      'demo',
      'Certified',
      'reserved',
      'Test Drive Only',
      'One Owner',
      'USED',
      'absent',
    ]);
    const text = d.chance(0.5) ? `_tags:${quoteValue(tag)}` : quoteValue(tag);
    return d.chance(0.15) ? `NOT ${text}` : text;
  }

  /** A valid Algolia `filters` string: an AND of single filters and OR groups of one kind. */
  filters(): string {
    const d = this.dice;
    const clauses: string[] = [];
    const n = d.int(1, 4);
    for (let i = 0; i < n; i++) {
      const kind = d.int(0, 2);
      const leaf = () => (kind === 0 ? this.facetLeaf() : kind === 1 ? this.numericLeaf() : this.tagLeaf());
      if (d.chance(0.35)) {
        const group = Array.from({ length: d.int(2, 3) }, leaf).join(' OR ');
        clauses.push(`(${group})`);
      } else {
        const single = leaf();
        clauses.push(d.chance(0.1) ? `(${single})` : single);
      }
    }
    return clauses.join(' AND ');
  }

  facetFilters(): (string | string[])[] {
    const d = this.dice;
    const one = () => {
      const attribute = d.pick(STRING_FACETS);
      const value = String(sampleValue(d, this.cars, attribute) ?? 'none');
      return `${attribute}:${d.chance(0.15) ? '-' : ''}${value}`;
    };
    return Array.from({ length: d.int(1, 2) }, () =>
      d.chance(0.5) ? Array.from({ length: d.int(1, 3) }, one) : one(),
    );
  }

  numericFilters(): (string | string[])[] {
    const d = this.dice;
    const one = () => {
      const attribute = d.pick(NUMERIC);
      const value = Number(sampleValue(d, this.cars, attribute) ?? 0);
      return d.chance(0.2)
        ? `${attribute}:${value} TO ${value + d.int(0, 50000)}`
        : `${attribute}${d.pick(OPERATORS)}${value}`;
    };
    return Array.from({ length: d.int(1, 2) }, () => (d.chance(0.3) ? [one(), one()] : one()));
  }

  tagFilters(): (string | string[])[] {
    const d = this.dice;
    const tags = ['used', 'new', 'demo', 'Certified', 'reserved', 'Test Drive Only', '-used', '-Certified'];
    return [d.chance(0.5) ? d.some(tags, 1, 3) : d.pick(tags)];
  }

  /** Words of a random car, maybe with a typo, a prefix cut, or odd case; sometimes words that match nothing. */
  text(): string {
    const d = this.dice;
    const car = d.pick(this.cars);
    const sources = [
      car.make,
      car.model,
      car.badge ?? '',
      car.series ?? '',
      String(car.year),
      car.colour ?? '',
    ];
    let words = d.some(sources, 1, 3).join(' ').split(/\s+/).filter(Boolean).slice(0, 4);
    if (words.length === 0) words = [car.make];
    if (d.chance(0.3)) {
      const i = d.int(0, words.length - 1);
      words[i] = typo(d, words[i]!);
    }
    if (d.chance(0.3)) {
      const last = words[words.length - 1]!;
      words[words.length - 1] = last.slice(0, d.int(1, last.length));
    }
    if (d.chance(0.05)) words = ['zzqx'];
    const text = words.join(' ');
    return d.chance(0.2) ? text.toUpperCase() : text;
  }

  /** One random query: which index (primary or a sort replica) and its parameters. */
  next(): { index: string; params: SearchParams } {
    const d = this.dice;
    const params: SearchParams = {};
    if (d.chance(0.5)) params.query = this.text();
    if (d.chance(0.6)) params.filters = this.filters();
    if (d.chance(0.25)) params.facetFilters = this.facetFilters();
    if (d.chance(0.2)) params.numericFilters = this.numericFilters();
    if (d.chance(0.1)) params.tagFilters = this.tagFilters();
    if (d.chance(0.7)) params.facets = d.chance(0.15) ? ['*'] : d.some(COUNTED_FACETS, 1, 6);
    if (d.chance(0.3)) params.maxValuesPerFacet = d.pick([1, 3, 10, 50]);
    if (d.chance(0.1)) params.sortFacetValuesBy = 'alpha';
    if (d.chance(0.2)) {
      params.offset = d.int(0, 60);
      params.length = d.pick([0, 1, 10, 50]);
    } else {
      params.hitsPerPage = d.pick([0, 1, 5, 21, 21, 50, 200]);
      params.page = d.pick([0, 0, 0, 1, 2, 5]);
    }
    if (d.chance(0.05)) params.typoTolerance = false;
    if (d.chance(0.05)) params.queryType = d.pick(['prefixAll', 'prefixNone'] as const);
    const index = d.chance(0.6) ? CAR_INDEX : d.pick(Object.keys(CAR_REPLICAS));
    return { index, params };
  }
}
