import type { CasinoSport } from '@bx/contract';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useAdminCasinoSports, useUpdateCasinoSport } from './admin-settings-api.ts';

/** Casino sports: switch each on or off and move it up or down the customer's menus. */
export function CasinoSportsSettings() {
  const { data: rows, error } = useAdminCasinoSports();
  const update = useUpdateCasinoSport();
  const move = (row: CasinoSport, place: number) => update.mutate({ sport_id: row.sport_id, order: place });
  return (
    <section className="console-settings settings-section" aria-labelledby="casino-sports-title">
      <h2 id="casino-sports-title">Casino sports</h2>
      {!rows ? (
        <p role={error ? 'alert' : 'status'}>{error?.message ?? 'Loading…'}</p>
      ) : (
        <ol className="casino-sport-list" aria-label="Casino sports">
          {rows.map((row, i) => (
            <li key={row.sport_id}>
              <label>
                <input
                  type="checkbox"
                  aria-label={`${row.name} active`}
                  checked={row.is_active === '1'}
                  disabled={update.isPending}
                  onChange={(e) => update.mutate({ sport_id: row.sport_id, is_active: e.target.checked ? '1' : '0' })}
                />
                <span>{row.name}</span>
                <small>{row.is_active === '1' ? 'Active' : 'Off'}</small>
              </label>
              <button type="button" aria-label={`Move ${row.name} up`} disabled={i === 0 || update.isPending} onClick={() => move(row, i)}>
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${row.name} down`}
                disabled={i === rows.length - 1 || update.isPending}
                onClick={() => move(row, i + 2)}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
      )}
      <FormError message={update.error?.message} />
    </section>
  );
}
