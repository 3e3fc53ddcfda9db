import type { ConsoleMarket } from '@bx/contract';

/**
 * The winners of a market that places several runners (a PLACE market): one checkbox a runner,
 * at most `places` of them; the server refuses more (INVALID_WINNERS) whatever this allows.
 */
export function WinnersPicker({
  runners,
  places,
  value,
  onChange,
}: {
  runners: ConsoleMarket['runners'];
  places: number;
  value: number[];
  onChange(v: number[]): void;
}) {
  const toggle = (selectionId: number, on: boolean) => onChange(on ? [...value, selectionId] : value.filter((id) => id !== selectionId));
  return (
    <fieldset className="form-field">
      <legend>Winners (up to {places})</legend>
      {runners.map((r) => (
        <label key={r.selection_id}>
          <input
            type="checkbox"
            checked={value.includes(r.selection_id)}
            disabled={!value.includes(r.selection_id) && value.length >= places}
            onChange={(e) => toggle(r.selection_id, e.target.checked)}
          />{' '}
          {r.name}
        </label>
      ))}
    </fieldset>
  );
}
