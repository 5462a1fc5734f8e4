/**
 * The one normalised filter tree the executor and the reference run. `filters`, `facetFilters`,
 * `numericFilters` and `tagFilters` (and a secured key's embedded filters) all become this and are ANDed.
 */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** `attr:value` — value matched without regard to case, against strings, numbers ("2018") and booleans ("true"). */
export interface FacetLeaf {
  type: 'facet';
  attribute: string;
  value: string;
  negated: boolean;
}

/** `_tags:value` or a bare `value` — matched exactly (case-sensitive) against `_tags`. */
export interface TagLeaf {
  type: 'tag';
  value: string;
  negated: boolean;
}

/** `attr < 5` … — matched against numbers (booleans count as 0 and 1). */
export interface NumericLeaf {
  type: 'numeric';
  attribute: string;
  operator: NumericOperator;
  value: number;
  negated: boolean;
}

/** `attr:low TO high`, both bounds included. */
export interface RangeLeaf {
  type: 'range';
  attribute: string;
  lower: number;
  upper: number;
  negated: boolean;
}

export type FilterLeaf = FacetLeaf | TagLeaf | NumericLeaf | RangeLeaf;

export interface AndNode {
  type: 'and';
  children: FilterNode[];
}

export interface OrNode {
  type: 'or';
  children: FilterNode[];
}

export type FilterNode = FilterLeaf | AndNode | OrNode;

/** AND of the given trees (nulls skipped, nested ANDs flattened); null when nothing is left. */
export function andFilters(...nodes: (FilterNode | null | undefined)[]): FilterNode | null {
  const children: FilterNode[] = [];
  for (const node of nodes) {
    if (!node) continue;
    if (node.type === 'and') children.push(...node.children);
    else children.push(node);
  }
  if (children.length === 0) return null;
  return children.length === 1 ? children[0]! : { type: 'and', children };
}

export function orFilters(nodes: FilterNode[]): FilterNode {
  const children: FilterNode[] = [];
  for (const node of nodes) {
    if (node.type === 'or') children.push(...node.children);
    else children.push(node);
  }
  return children.length === 1 ? children[0]! : { type: 'or', children };
}

const SAFE = /^[\p{L}\p{N}_.\-/]+$/u;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

function quote(text: string): string {
  if (SAFE.test(text) && !KEYWORDS.has(text) && !text.startsWith('-') && !text.startsWith('.')) return text;
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function numberText(value: number): string {
  return Number.isInteger(value) ? String(value) : String(value);
}

function leafToString(leaf: FilterLeaf): string {
  const not = leaf.negated ? 'NOT ' : '';
  switch (leaf.type) {
    case 'facet':
      return `${not}${quote(leaf.attribute)}:${quote(leaf.value)}`;
    case 'tag':
      return `${not}_tags:${quote(leaf.value)}`;
    case 'numeric':
      return `${not}${quote(leaf.attribute)} ${leaf.operator} ${numberText(leaf.value)}`;
    case 'range':
      return `${not}${quote(leaf.attribute)}:${numberText(leaf.lower)} TO ${numberText(leaf.upper)}`;
  }
}

/**
 * The tree as an Algolia `filters` string. Valid Algolia syntax whenever the tree is (an AND of ORs of
 * leaves of one kind); deeper trees print with parentheses but Algolia would refuse them.
 */
export function filterToString(node: FilterNode): string {
  if (node.type === 'and') {
    return node.children
      .map((child) => (child.type === 'or' ? `(${filterToString(child)})` : filterToString(child)))
      .join(' AND ');
  }
  if (node.type === 'or') {
    return node.children
      .map((child) => (child.type === 'and' ? `(${filterToString(child)})` : filterToString(child)))
      .join(' OR ');
  }
  return leafToString(node);
}

/** Every attribute a tree refers to (`_tags` for tags). */
export function filterAttributes(node: FilterNode | null, into = new Set<string>()): Set<string> {
  if (!node) return into;
  if (node.type === 'and' || node.type === 'or')
    for (const child of node.children) filterAttributes(child, into);
  else into.add(node.type === 'tag' ? '_tags' : node.attribute);
  return into;
}
