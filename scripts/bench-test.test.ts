import { describe, expect, it } from 'vitest';
import { cpuOfTree, roundOrder, sideBySideTable } from './bench-test';

describe('bench:test', () => {
  it("counts the CPU time of a descendant orphaned on the way, and passes the command's exit status on", () => {
    // A grandchild left running when its parent exits: a fixed amount of work, about a CPU-second.
    const orphan = `(python3 -c 'sum(range(30_000_000))' &); exit 3`;
    const result = cpuOfTree(orphan, process.cwd());
    expect(result.status).toBe(3);
    expect(result.cpuSeconds).toBeGreaterThan(0.1);
  });
});

describe('bench:test --against', () => {
  it('alternates which checkout goes first, round by round', () => {
    expect(roundOrder(3)).toEqual([
      ['base', 'this'],
      ['this', 'base'],
      ['base', 'this'],
    ]);
  });

  it("prints each part's means, the ratio this ÷ base and the totals", () => {
    const table = sideBySideTable([
      { name: 'lint', base: [40, 44], current: [8, 10], failed: false },
      { name: 'stories', base: [160], current: [200], failed: true },
    ]).split('\n');
    expect(table[1]).toMatch(/^lint\s+42\.0\s+9\.0\s+0\.21 {3}\(runs: base 40\.0, 44\.0; this 8\.0, 10\.0\)$/);
    expect(table[2]).toMatch(/^stories\s+160\.0\s+200\.0\s+1\.25 {3}\(a run failed\)$/);
    expect(table[3]).toMatch(/^total\s+202\.0\s+209\.0\s+1\.03$/);
  });
});
