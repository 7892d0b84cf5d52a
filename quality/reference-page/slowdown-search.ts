/**
 * The slowdowns searched, and how closely (as a ratio). Under 1× is for a host that, at moments,
 * loads the reference page slower than the phone: at 1× the pages would be audited on a slower
 * phone than elsewhere (decision 081).
 */
export const SLOWDOWN_RANGE = { lowest: 0.25, highest: 12, precision: 1.02 } as const;
/**
 * The search starts at the slowdown the pages are audited at now and steps by this ratio, squared
 * at each further step, until one slowdown passes and the next fails: loads a minute apart seldom
 * differ by more than the first step, so a search takes about six audits of a load where one of
 * the whole range takes ten (decision 082).
 */
const FIRST_STEP = 1.25;

export function withinSlowdownRange(cpuSlowdown: number): number {
  return Math.min(Math.max(cpuSlowdown, SLOWDOWN_RANGE.lowest), SLOWDOWN_RANGE.highest);
}

/**
 * The largest slowdown in SLOWDOWN_RANGE, to its precision, that `passes`, searched from `start`
 * (whose verdict is known); the lowest if none does. `passes` is taken to pass up to one slowdown
 * and fail above it.
 */
export async function largestPassingSlowdown(
  passes: (cpuSlowdown: number) => Promise<boolean>,
  start: number,
  startPasses: boolean,
): Promise<number> {
  const { lowest, highest, precision } = SLOWDOWN_RANGE;
  let passing: number;
  let failing: number;
  let step = FIRST_STEP;
  if (startPasses) {
    passing = start;
    failing = Math.min(start * step, highest);
    while (failing > passing && (await passes(failing))) {
      passing = failing;
      step *= step;
      failing = Math.min(failing * step, highest);
    }
    if (passing === highest) return highest;
  } else {
    failing = start;
    passing = Math.max(start / step, lowest);
    while (passing < failing && !(await passes(passing))) {
      failing = passing;
      step *= step;
      passing = Math.max(passing / step, lowest);
    }
    if (failing === lowest) return lowest;
  }
  while (failing / passing > precision) {
    const tried = Math.sqrt(passing * failing);
    if (await passes(tried)) passing = tried;
    else failing = tried;
  }
  return passing;
}
