import { FormError } from '../../../components/ui/form-error.tsx';
import { useAdminProviders, useSetProviderStatus } from './admin-settings-api.ts';

/** The third-party game providers: switch each on or off; one that is off leaves every customer menu and refuses launches. */
export function ProvidersSettings() {
  const { data: providers, error } = useAdminProviders();
  const setStatus = useSetProviderStatus();
  return (
    <section className="console-settings settings-section" aria-labelledby="providers-title">
      <h2 id="providers-title">Game providers</h2>
      {!providers ? (
        <p role={error ? 'alert' : 'status'}>{error?.message ?? 'Loading…'}</p>
      ) : providers.length === 0 ? (
        <p>No game providers are registered.</p>
      ) : (
        <ul className="casino-sport-list" aria-label="Game providers">
          {providers.map((p) => (
            <li key={p.provider_id}>
              <label>
                <input
                  type="checkbox"
                  aria-label={`${p.name} active`}
                  checked={p.is_active}
                  disabled={setStatus.isPending}
                  onChange={(e) => setStatus.mutate({ provider_id: p.provider_id, is_active: e.target.checked ? '1' : '0' })}
                />
                <span>{p.name}</span>
                <small>
                  {p.sport_id} · {p.is_active ? 'Active' : 'Off'}
                </small>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FormError message={setStatus.error?.message} />
    </section>
  );
}
