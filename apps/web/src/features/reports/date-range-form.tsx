import type { ReactNode } from 'react';
import { rangeError, type DateWindow } from '../../lib/date-window.ts';

interface DateRangeFormProps {
  from: string;
  to: string;
  window: DateWindow;
  onFrom(value: string): void;
  onTo(value: string): void;
  /** Called only with a valid range. */
  onSubmit(): void;
  /** Other filters, before or after the dates as each report lays them out. */
  before?: ReactNode;
  after?: ReactNode;
}

/** A report's filters: From / To pickers limited to the query window, Submit, and why a range cannot be asked for. */
export function DateRangeForm({ from, to, window, onFrom, onTo, onSubmit, before, after }: DateRangeFormProps) {
  const invalid = rangeError(from, to);
  return (
    <>
      <form
        className="report-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) onSubmit();
        }}
      >
        {before}
        <label className="report-field">
          From
          <input type="date" value={from} min={window.min} max={window.max} onChange={(e) => onFrom(e.target.value)} />
        </label>
        <label className="report-field">
          To
          <input type="date" value={to} min={window.min} max={window.max} onChange={(e) => onTo(e.target.value)} />
        </label>
        {after}
        <button type="submit" disabled={!!invalid}>
          Submit
        </button>
      </form>
      {invalid && (
        <p className="report-error" role="alert">
          {invalid}
        </p>
      )}
    </>
  );
}
