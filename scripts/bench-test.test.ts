import { describe, expect, it } from 'vitest';
import { cpuOfTree } from './bench-test';

describe('bench:test', () => {
  it("counts the CPU time of a descendant orphaned on the way, and passes the command's exit status on", () => {
    // A grandchild left running when its parent exits: a fixed amount of work, about a CPU-second.
    const orphan = `(python3 -c 'sum(range(30_000_000))' &); exit 3`;
    const result = cpuOfTree(orphan, process.cwd());
    expect(result.status).toBe(3);
    expect(result.cpuSeconds).toBeGreaterThan(0.1);
  });
});
