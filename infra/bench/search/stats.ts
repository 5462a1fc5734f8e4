import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Percentile (nearest rank) of already sorted samples. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    mean,
  };
}

let gcFunction: (() => void) | undefined;

/** A full garbage collection, so heap figures compare like with like (exposes gc if node was not started so). */
export function collectGarbage(): void {
  if (!gcFunction) {
    const global = globalThis as { gc?: () => void };
    if (global.gc) gcFunction = global.gc;
    else {
      setFlagsFromString('--expose-gc');
      gcFunction = runInNewContext('gc') as () => void;
    }
  }
  gcFunction();
  gcFunction();
}

export interface Memory {
  heapUsed: number;
  arrayBuffers: number;
}

export function memory(): Memory {
  collectGarbage();
  const usage = process.memoryUsage();
  return { heapUsed: usage.heapUsed, arrayBuffers: usage.arrayBuffers };
}

export function memoryDelta(before: Memory, after: Memory): Memory {
  return {
    heapUsed: after.heapUsed - before.heapUsed,
    arrayBuffers: after.arrayBuffers - before.arrayBuffers,
  };
}

export const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
export const ms = (value: number): string => value.toFixed(value < 10 ? 2 : 1);
