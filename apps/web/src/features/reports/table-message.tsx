import { Loading } from '../../components/ui/loading.tsx';

interface TableMessageProps {
  columns: number;
  isLoading: boolean;
  error: Error | null;
  isEmpty: boolean;
}

/** The single row a report table shows while loading, on failure, or when there is nothing. */
export function TableMessage({ columns, isLoading, error, isEmpty }: TableMessageProps) {
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
