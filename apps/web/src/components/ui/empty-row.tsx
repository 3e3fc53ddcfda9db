import { Loading } from './loading.tsx';

interface EmptyRowProps {
  columns: number;
  isLoading?: boolean;
  error?: Error | null;
  isEmpty: boolean;
}

/** The single row a table shows while loading, on failure, or when there is nothing (the spec's wording). */
export function EmptyRow({ columns, isLoading = false, error = null, isEmpty }: EmptyRowProps) {
  let content = null;
  if (isLoading) content = <Loading />;
  else if (error) content = <span role="alert">{error.message}</span>;
  else if (isEmpty) content = 'No data available in table';
  if (!content) return null;
  return (
    <tr className="table-message">
      <td colSpan={columns}>{content}</td>
    </tr>
  );
}
