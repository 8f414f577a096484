// The highest rate a system sustains: requests sent open-loop at a fixed rate (each on its due time, whether or not the
// earlier ones have answered), each timed from its due time, so a load generator or a server that falls behind shows
// as latency instead of hiding as a lower rate. A rate is sustained when every request succeeds and the p99 stays under
// the bound (in one of two runs). The ladder doubles the rate until one is not sustained, then halves the gap between
// the last sustained rate and the first one that was not a few times.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { now } from "./crowd";
import { percentile } from "./figures";

/** Sends request number `i`; resolves false when it failed (it is counted, never retried). */
export type Send = (i: number) => Promise<boolean>;

export type Step = {
  rate: number;
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  /** The load generator's own event loop delay meanwhile (this process), p99 and max in ms. */
  generatorLoopP99: number;
  generatorLoopMax: number;
  /** The load generator's CPU per request, in ms. */
  generatorCpuMs: number;
  seconds: number;
};

/** Runs `send` at `rate` a second for `seconds`, then waits for the last answers. */
export async function runStep(send: Send, rate: number, seconds: number, first: number): Promise<Step> {
  const count = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  let failed = 0;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  const started = now();
  const pending: Promise<void>[] = [];
  while (pending.length < count) {
    const elapsed = now() - started;
    const due = Math.min(count, Math.floor((elapsed * rate) / 1000) + 1);
    while (pending.length < due) {
      const i = pending.length;
      const dueAt = started + (i * 1000) / rate;
      pending.push(
        send(first + i).then(
          (ok) => {
            if (ok) latencies.push(now() - dueAt);
            else failed++;
          },
          () => void failed++,
        ),
      );
    }
    await sleep(1);
  }
  await Promise.all(pending);
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  return {
    rate,
    sent: count,
    failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    generatorLoopP99: loop.percentile(99) / 1e6,
    generatorLoopMax: loop.max / 1e6,
    generatorCpuMs: (cpu.user + cpu.system) / 1000 / count,
    seconds: (now() - started) / 1000,
  };
}

export type LadderOptions = {
  start: number;
  seconds: number;
  p99BoundMs: number;
  /** Halvings of the gap after the first rate not sustained. */
  bisections: number;
  /** Pause between steps, so one step's queue never weighs on the next. */
  gapMs: number;
  /** Called with every step as it ends (to print it, or to read other processes' CPU around it). */
  onStep?: (step: Step, sustained: boolean) => void;
};

/**
 * The highest sustained rate found, with that step's figures (undefined if even the first rate was not sustained).
 * `measure(rate)` runs one step; it may wrap runStep to read the CPU of other processes around it.
 */
export async function findSustainedRate<S extends Step>(
  measure: (rate: number) => Promise<S>,
  options: LadderOptions,
): Promise<{ best: S | undefined; steps: S[] }> {
  const steps: S[] = [];
  const sustained = (s: S) => s.failed === 0 && s.p99 < options.p99BoundMs;
  // A step that misses is run once more: on a shared machine a neighbour's burst can break one, and both systems get
  // the same second chance.
  const attempt = async (rate: number) => {
    for (let run = 0; run < 2; run++) {
      const step = await measure(Math.round(rate));
      steps.push(step);
      const ok = sustained(step);
      options.onStep?.(step, ok);
      await sleep(options.gapMs);
      if (ok) return step;
    }
    return undefined;
  };
  let best: S | undefined;
  let failedAt: number | undefined;
  for (let rate = options.start; failedAt === undefined; rate *= 2) {
    const step = await attempt(rate);
    if (step) best = step;
    else failedAt = rate;
  }
  let low = best?.rate ?? 0;
  let high = failedAt;
  for (let i = 0; i < options.bisections && high - low > 1; i++) {
    const rate = (low + high) / 2;
    const step = await attempt(rate);
    if (step) {
      best = step;
      low = step.rate;
    } else high = rate;
  }
  return { best, steps };
}
