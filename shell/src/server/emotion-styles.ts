import createCache, { type EmotionCache } from '@emotion/cache';

const KEY = 'css';

/**
 * The emotion cache of one server render. In compat mode emotion writes no `<style>` next to each component (its
 * default on a server): the rules collect in `cache.inserted` and go into the page's head in one tag
 * (`criticalStyleTags`). Dozens of style elements in the body made the browser recalculate style as it parsed
 * each one, and emotion moved them all into the head on start-up (a 180 ms task on a throttled phone).
 */
export function createServerStyleCache(): EmotionCache {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  return cache;
}

/** Makes collected rules safe inside a `<style>` element (a value that closes it is a string in CSS). */
const styleSafe = (rules: string) => rules.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The head's style elements for `html`, rendered with `cache`: the rules of the class names the HTML uses, in
 * one element whose `data-emotion` lists them, so the browser's cache knows them and inserts none again; and
 * each `<Global>` style in the element emotion's Global looks for to take it over. `data-s` tells the browser's
 * emotion that the elements are in place (it moves the others into the head).
 */
export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set([...html.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g)].map((match) => match[1]!));
  const ids: string[] = [];
  let rules = '';
  const globals: string[] = [];
  for (const [id, inserted] of Object.entries(cache.inserted)) {
    if (typeof inserted !== 'string') continue;
    const global = cache.registered[`${KEY}-${id}`] === undefined;
    if (global) {
      globals.push(`<style data-emotion="${KEY}-global ${id}" data-s="">${styleSafe(inserted)}</style>`);
    } else if (used.has(id)) {
      ids.push(id);
      rules += inserted;
    }
  }
  const classes = ids.length
    ? [`<style data-emotion="${KEY} ${ids.join(' ')}" data-s="">${styleSafe(rules)}</style>`]
    : [];
  return [...globals, ...classes].join('');
}
