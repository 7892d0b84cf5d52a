import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse.ts';

describe("the Lighthouse gate's CPU slowdown", () => {
  it("follows Lighthouse's throttling calculator on a host faster than its reference", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
    expect(cpuSlowdownFor(2500)).toBe(8.2);
  });

  it("keeps Lighthouse's default on a host slower than its reference", () => {
    expect(cpuSlowdownFor(1300)).toBe(4);
    expect(cpuSlowdownFor(600)).toBe(4);
  });
});
