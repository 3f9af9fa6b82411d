import { describe, expect, it } from 'vitest';
import { BLOCKS_MAX, blockSize, rowsInBlock, rowsOfBlocks } from './rowBlocks';

describe('a long list of rows of one height, virtualized a block at a time', () => {
  it('counts rows one by one up to BLOCKS_MAX, and measured rows always', () => {
    expect(blockSize(BLOCKS_MAX, false)).toBe(1);
    expect(blockSize(1_000_000, true)).toBe(1);
    expect(blockSize(1_000_000, false)).toBe(10);
    expect(Math.ceil(1_000_001 / blockSize(1_000_001, false))).toBeLessThanOrEqual(BLOCKS_MAX);
  });

  it('lays out the rows of the blocks in view, the last block holding what is left', () => {
    expect(rowsInBlock(0, 10, 25)).toBe(10);
    expect(rowsInBlock(2, 10, 25)).toBe(5);
    const rows = rowsOfBlocks([{ index: 1, start: 530, end: 1060 }, { index: 2, start: 1060, end: 1325 }], 10, 25, 53);
    expect(rows.map((row) => row.index)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(rows[0]).toEqual({ index: 10, start: 530, end: 583 });
    expect(rows.at(-1)).toEqual({ index: 24, start: 1060 + 4 * 53, end: 1060 + 5 * 53 });
    // One row a block: the virtualizer's own items, as they are.
    const items = [{ index: 3, start: 159, end: 212 }];
    expect(rowsOfBlocks(items, 1, 25, 53)).toBe(items);
  });
});
