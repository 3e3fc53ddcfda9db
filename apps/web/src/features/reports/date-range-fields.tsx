import type { DateWindow } from './date-window.ts';

interface DateRangeFieldsProps {
  from: string;
  to: string;
  window: DateWindow;
  onFrom(value: string): void;
  onTo(value: string): void;
}

/** From / To date pickers that offer only the days of the query window. */
export function DateRangeFields({ from, to, window, onFrom, onTo }: DateRangeFieldsProps) {
  return (
    <>
      <label className="report-field">
        From
        <input type="date" value={from} min={window.min} max={window.max} onChange={(e) => onFrom(e.target.value)} />
      </label>
      <label className="report-field">
        To
        <input type="date" value={to} min={window.min} max={window.max} onChange={(e) => onTo(e.target.value)} />
      </label>
    </>
  );
}
