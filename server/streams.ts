/** Answers sent a chunk at a time (an export of a whole list, issue 47). */
import type { Response } from 'express';

/**
 * A stream answer's chunks as the socket takes them: the next is read only once the last has
 * drained, so an export of a million rows holds a chunk in memory, not the file. A caller
 * that goes away (Cancel) stops the reading.
 */
export async function sendChunks(response: Response, chunks: Iterable<string>) {
  const iterator = chunks[Symbol.iterator]();
  let gone = false;
  response.on('close', () => {
    gone = true;
  });
  try {
    for (let next = iterator.next(); !next.done && !gone; next = iterator.next()) {
      if (!response.write(next.value)) await new Promise<void>((resolve) => {
        const go = () => {
          response.off('drain', go);
          response.off('close', go);
          resolve();
        };
        response.on('drain', go);
        response.on('close', go);
      });
    }
  } catch (error) {
    // Part of the file is sent: the status cannot change, so the connection ends unfinished and the page says the export failed.
    console.error(`[backend] An export stopped: ${error instanceof Error ? error.message : String(error)}`);
    response.destroy();
    return;
  } finally {
    iterator.return?.();
  }
  if (!gone) response.end();
}
