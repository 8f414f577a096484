// What the year's generators share: a way to run SQL on either driver, and the SQL of repeatable pseudo-random
// numbers (a hash of a row's number and the seed, never random(), so the same seed gives the same rows).

/** Runs one statement with `$n` parameters; a pg client or pool and PGlite both fit. */
export type RunSql = (text: string, params?: unknown[]) => Promise<unknown>;

/** SQL for a whole number in [0, 2^31) that depends only on `expr`, the seed and `salt`. */
export function hashOf(expr: string, seed: number, salt: number): string {
  return `(hashint8extended((${expr})::bigint, ${seed * 1000 + salt}) & 2147483647)`;
}

/** SQL for the same kind of number in [0, n). */
export function pick(expr: string, n: number | string, seed: number, salt: number): string {
  return `(${hashOf(expr, seed, salt)} % (${n}))`;
}

/** A uuid that depends only on the seed, the kind of row and its number. */
export function uuidOf(kind: string, expr: string, seed: number): string {
  return `md5('${seed}:${kind}:' || (${expr}))::uuid`;
}

/**
 * A uuid that depends only on the seed, the kind of row and its number, and grows with the number (so a big table's
 * primary key is appended to, as with time-ordered ids, rather than written all over).
 */
export function orderedUuidOf(kind: string, expr: string, seed: number): string {
  return `(left(md5('${seed}:${kind}'), 12) || lpad(to_hex((${expr})::bigint), 20, '0'))::uuid`;
}

/** A SQL array literal of words, indexed from 1. */
export function wordsArray(words: readonly string[]): string {
  return `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(", ")}]`;
}

/** A pseudo-random number generator for the few rows built in TypeScript (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
