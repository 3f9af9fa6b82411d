import { csvFileName } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { Button } from './Button';

/** Where an export's file goes: a browser download, or a story's spy. */
export type CsvDownload = (fileName: string, csv: string) => void;

export interface ExportCsvButtonProps {
  /** The file's name before its date: 'chat-rooms' saves chat-rooms-2026-11-27.csv (the operator's local date). */
  fileName: string;
  /** The file's text (`toCsv`), made when the button is pressed, from what is shown then. */
  csv: () => string;
  /** Receives the file; a browser download by default. */
  download?: CsvDownload | undefined;
  /** Nothing to export yet (still loading, failed or empty). */
  disabled?: boolean | undefined;
  /**
   * The accessible name where a page has more than one export ('Export CSV of this chat'); it
   * starts with the visible words, which stay 'Export CSV'.
   */
  label?: string | undefined;
}

/**
 * PRODUCT.md point 14: anything an operator sees can be exported as CSV. The one Export CSV
 * button of the back-office: the kit's table, the expenses summary, a chat's thread and the
 * question lists all save their file through it, named the same way.
 */
export function ExportCsvButton({ fileName, csv, download = downloadText, disabled = false, label }: ExportCsvButtonProps) {
  return (
    <Button variant="secondary" disabled={disabled} aria-label={label} onClick={() => download(csvFileName(fileName, new Date()), csv())}>
      Export CSV
    </Button>
  );
}
