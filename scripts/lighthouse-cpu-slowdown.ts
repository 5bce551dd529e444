/**
 * Lighthouse's CPU slowdown for a host, from the `benchmarkIndex` it measures at the start of each
 * run. Its mobile preset slows the CPU 4×, which turns a host of index about 1,533 into its
 * mid-tier phone; on a slower host the same 4× stands for a slower phone, and Lighthouse warns
 * below an index of 1,000 ("The tested device appears to have a slower CPU than Lighthouse
 * expects"). Its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") points to
 * this formula, the one of Lighthouse's CPU throttling calculator
 * (lighthouse-cpu-throttling-calculator.vercel.app): 2× at 800, 3× at 1,300, 4× at 1,533, 6× at
 * 2,000, linear between.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`Lighthouse measured no usable benchmarkIndex (${benchmarkIndex})`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // The calculator stops at 1× for a host as slow as the phone itself.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's mobile preset: what `bench:web` measures unless told otherwise. */
export const MOBILE_PRESET_CPU_SLOWDOWN = 4;
