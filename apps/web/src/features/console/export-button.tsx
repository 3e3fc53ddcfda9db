import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { exportDownline, type ExportQuery } from './console-api.ts';

/** Hands the browser a file: a Blob URL on a throwaway link, let go once clicked. */
function download(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The level on screen (its search and sort, every page) as a CSV download. */
export function ExportButton({ query }: { query: ExportQuery }) {
  const csv = useMutation({
    mutationFn: () => exportDownline(query),
    onSuccess: (answer) => download(answer.file_name, answer.csv),
    onError: (error) => toast.error(error.message),
  });
  return (
    <button type="button" onClick={() => csv.mutate()} disabled={csv.isPending}>
      {csv.isPending ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
