import { useEffect, useRef, useState } from 'react';
import { csvFileName } from '@/lib/csv';
import { downloadBlob } from '@/lib/download';
import { formatCount } from '@/lib/format';
import { Button } from './Button';
import type { CsvDownload } from './ExportCsvButton';

/** How far an export has come: rows received, and how many the backend announced. */
export interface ExportAllProgress {
  rows: number;
  total: number | null;
}

/** Fetches the whole file: every row the view matches, as the backend streams it. */
export type ExportAll = (options: { signal: AbortSignal; onProgress: (progress: ExportAllProgress) => void }) => Promise<Blob>;

export interface ExportAllButtonProps {
  /** The file's name before its date: 'transactions' saves transactions-2026-11-28.csv. */
  fileName: string;
  /** Fetches the file of every row the view matches, reporting how far it has come; the signal cancels it. */
  exportAll: ExportAll;
  /** Receives the file as text (a story's spy); the browser's download by default. */
  download?: CsvDownload | undefined;
  /** Nothing to export yet (still loading, failed or empty). */
  disabled?: boolean | undefined;
  /**
   * The accessible name where a page has more than one export ('Export CSV of this chat'); it
   * starts with the visible words, which stay 'Export CSV'.
   */
  label?: string | undefined;
}

type State = { kind: 'idle' } | { kind: 'running'; progress: ExportAllProgress } | { kind: 'failed'; message: string };

const CANCELLED = 'cancelled';

/**
 * Export CSV of a list asked a page at a time (issue 47): everything the view matches, not
 * the rows at hand. A long export says how far it has come and can be cancelled; a failure
 * says why, and the button is there to try again. One export at a time.
 */
export function ExportAllButton({ fileName, exportAll, download, disabled = false, label }: ExportAllButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the tab cancels an export under way.
  useEffect(() => () => controller.current?.abort(CANCELLED), []);

  const start = async () => {
    if (controller.current) return;
    const running = new AbortController();
    controller.current = running;
    setState({ kind: 'running', progress: { rows: 0, total: null } });
    try {
      const blob = await exportAll({ signal: running.signal, onProgress: (progress) => setState({ kind: 'running', progress }) });
      const name = csvFileName(fileName, new Date());
      if (download) download(name, await blob.text());
      else downloadBlob(name, blob);
      setState({ kind: 'idle' });
    } catch (error) {
      if (running.signal.aborted) setState({ kind: 'idle' });
      else setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      controller.current = null;
    }
  };

  if (state.kind === 'running') {
    const { rows, total } = state.progress;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="text-sm text-gray-800">
          Exporting… {formatCount(rows)}
          {total === null ? '' : ` of ${formatCount(total)}`} rows
        </p>
        <Button variant="secondary" onClick={() => controller.current?.abort(CANCELLED)}>
          Cancel export
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-red-900">
          The export failed. {state.message}
        </p>
      )}
      <Button variant="secondary" disabled={disabled} aria-label={label} onClick={() => void start()}>
        Export CSV
      </Button>
    </div>
  );
}
