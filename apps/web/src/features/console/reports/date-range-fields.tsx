import { DAY_MS, istDay } from '@bx/contract';

export interface DateRange {
  from_date: string;
  to_date: string;
}

/** The last 7 India days, today included: the default a report opens with. */
export const lastWeek = (): DateRange => ({ from_date: istDay(Date.now() - 6 * DAY_MS), to_date: istDay(Date.now()) });

/** From and to as India days (yyyy-MM-dd); the server refuses a reversed or too old range with a message. */
export function DateRangeFields({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  return (
    <>
      <label>
        From
        <input
          type="date"
          value={range.from_date}
          max={range.to_date}
          onChange={(e) => e.target.value && onChange({ ...range, from_date: e.target.value })}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={range.to_date}
          min={range.from_date}
          onChange={(e) => e.target.value && onChange({ ...range, to_date: e.target.value })}
        />
      </label>
    </>
  );
}
