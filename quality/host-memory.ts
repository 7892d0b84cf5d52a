const PAGE_BYTES = 4096;
const PROBE_BYTES = 64 * 1024 * 1024;
const PROBES = 3;

/**
 * Above this, a page fault costs the host several times what it commonly costs on Linux (about a
 * microsecond), and a page load takes longer than the benchmark index says: the Lighthouse gate
 * then calibrates on the reference page as well (decision 074).
 */
const DEAR_PAGE_FAULT_MICROSECONDS = 5;

/**
 * What a page fault costs this host: microseconds per first write to a 4 KB page of fresh memory,
 * the median of three probes. Chromium touches fresh memory all through a load (a new renderer, its
 * heaps, decoded images), and Lighthouse's calibration, a JavaScript loop, does not see what that
 * costs (the figures: quality/README.md).
 */
export function measurePageFaultMicroseconds(): number {
  const probes: number[] = [];
  for (let probe = 0; probe < PROBES; probe++) {
    // Zero-filled by the kernel: its pages are mapped at the first write to each.
    const memory = new Uint8Array(PROBE_BYTES);
    const start = process.hrtime.bigint();
    for (let at = 0; at < PROBE_BYTES; at += PAGE_BYTES) memory[at] = 1;
    probes.push(Number(process.hrtime.bigint() - start) / 1000 / (PROBE_BYTES / PAGE_BYTES));
  }
  return probes.sort((a, b) => a - b)[Math.floor(PROBES / 2)]!;
}

export function hasDearPageFaults(pageFaultMicroseconds: number): boolean {
  return pageFaultMicroseconds > DEAR_PAGE_FAULT_MICROSECONDS;
}
