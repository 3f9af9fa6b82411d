/**
 * A long list of rows of one height, virtualized a block of rows at a time (issue 47). TanStack
 * Virtual keeps, for every item it counts, its key and its place: at a year's 1,000,000 rows that
 * is 4 MB of heap (and 16 MB beside it) that grows with the list, not with the rows held. Counting
 * blocks of rows instead keeps it under BLOCKS_MAX items whatever the total; each block's rows are
 * then laid out by arithmetic, being all of one height. Measured rows (cards on a phone, rows that
 * wrap) stay one item each.
 */

/** A list of at most this many rows is virtualized row by row, as it always was. */
export const BLOCKS_MAX = 100_000;

/** The rows per block of a list of `count` rows: 1 up to BLOCKS_MAX rows, or measured ones. */
export function blockSize(count: number, measured: boolean): number {
  return measured || count <= BLOCKS_MAX ? 1 : Math.ceil(count / BLOCKS_MAX);
}

/** How many rows block `index` holds (the last may hold fewer). */
export function rowsInBlock(index: number, block: number, count: number): number {
  return Math.max(0, Math.min(block, count - index * block));
}

export interface RowItem {
  index: number;
  start: number;
  end: number;
}

/** The rows of the blocks in view, each with its place in the whole list. */
export function rowsOfBlocks<T extends RowItem>(blocks: readonly T[], block: number, count: number, rowSize: number): readonly RowItem[] {
  if (block === 1) return blocks;
  const rows: RowItem[] = [];
  for (const item of blocks) {
    const first = item.index * block;
    for (let offset = 0; offset < rowsInBlock(item.index, block, count); offset += 1) {
      const start = item.start + offset * rowSize;
      rows.push({ index: first + offset, start, end: start + rowSize });
    }
  }
  return rows;
}
