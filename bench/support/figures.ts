// What every benchmark shares: percentiles and medians, and figures printed twice — a line for the person at the terminal and
// a `::figure::` JSON line that `npm run bench` (bench/run-all.ts) gathers into bench/RESULTS.md.

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The middle value (the mean of the two middle ones for an even count): what a bench of a few runs reports. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type Figure = {
  /** The benchmark, e.g. "district". */
  bench: string;
  /** What was measured, e.g. "GET /api/schedule/today p99". */
  measure: string;
  value: number;
  unit: string;
  /** The target in words, e.g. "< 200 ms"; omitted for figures given for information. */
  target?: string;
  /** Whether the target was met; omitted without a target. */
  met?: boolean;
};

export const FIGURE_PREFIX = "::figure::";

/** A value as people read it: whole numbers as they are, small fractions (a layout shift) with 3 decimals. */
export function formatValue(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) < 1 ? value.toFixed(3) : value.toFixed(1);
}

/** Prints a figure for people and for bench/run-all.ts. */
export function reportFigure(figure: Figure): void {
  const target = figure.target ? ` (target ${figure.target}: ${figure.met ? "met" : "NOT met"})` : "";
  console.log(`  ${`${figure.measure}: ${formatValue(figure.value)} ${figure.unit}`.trimEnd()}${target}`);
  console.log(`${FIGURE_PREFIX}${JSON.stringify(figure)}`);
}

/** Parses the figures out of a benchmark's output. */
export function parseFigures(output: string): Figure[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith(FIGURE_PREFIX))
    .map((line) => JSON.parse(line.slice(FIGURE_PREFIX.length)) as Figure);
}

/**
 * bench/RESULTS.md's sections (`## name: …` to the next one) after a run of some benchmarks: the sections of those
 * just run replace their old ones, the others stay as they were measured, all in `order`.
 */
export function mergeSections(previous: string, fresh: Map<string, string>, order: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const part of previous.split(/^(?=## )/m).slice(1)) {
    const name = /^## ([^:\n]+):/.exec(part)?.[1];
    if (name) kept.set(name, part.trimEnd());
  }
  for (const [name, text] of fresh) kept.set(name, text.trimEnd());
  return order.flatMap((name) => (kept.has(name) ? [kept.get(name)!] : []));
}
