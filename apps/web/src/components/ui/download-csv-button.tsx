import { useState } from 'react';
import { toast } from 'sonner';
import { downloadReport, type ReportDownload } from '../../lib/download-report.ts';

/** Download CSV: the report on screen, every page, for the filters on screen. */
export function DownloadCsvButton({ download }: { download: ReportDownload }) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      await downloadReport(download);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="download-csv" onClick={() => void press()} disabled={busy}>
      {busy ? 'Downloading…' : 'Download CSV'}
    </button>
  );
}
