import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { saveFile } from '../../lib/save-file.ts';
import { exportDownline, type ExportQuery } from './console-api.ts';

/** The level on screen (its search and sort, every page) as a CSV download. */
export function ExportButton({ query }: { query: ExportQuery }) {
  const csv = useMutation({
    mutationFn: () => exportDownline(query),
    onSuccess: (answer) => saveFile(answer.file_name, new Blob([answer.csv], { type: 'text/csv;charset=utf-8' })),
    onError: (error) => toast.error(error.message),
  });
  return (
    <button type="button" onClick={() => csv.mutate()} disabled={csv.isPending}>
      {csv.isPending ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
