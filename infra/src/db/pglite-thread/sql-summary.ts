/** How many of a statement's first words a log line names. */
const WORDS = 3;
const KEYWORD_OR_NAME = /^(?:[A-Za-z_][\w.]*|\*)$/;

/**
 * A statement's first words, as an error or a log line may name it: keywords and names only, up to the first
 * word that is neither (a literal, a parameter), so no value a shopper typed can be in it. `SELECT pg_sleep(60)`
 * is `SELECT pg_sleep …`; a statement that starts otherwise (a comment) is `…`.
 */
export function sqlSummary(sql: string): string {
  const words = sql.trim().split(/[\s,()]+/);
  const named: string[] = [];
  for (const word of words) {
    if (named.length === WORDS || !KEYWORD_OR_NAME.test(word)) break;
    named.push(word);
  }
  const rest = words.length > named.length && words.slice(named.length).some(Boolean);
  return [...named, ...(rest ? ['…'] : [])].join(' ');
}
