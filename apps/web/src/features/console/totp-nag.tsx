import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, expectOk } from '../../lib/api-client.ts';

/**
 * An operator moves other people's money: until its login asks for a code from an authenticator
 * app, every console page says so and links to where it is turned on (the account's security
 * page, the same one customers use).
 */
export function TotpNag() {
  const { data: enabled } = useQuery({
    queryKey: ['console', 'totp-status'],
    queryFn: async () => (await expectOk(api.auth.totp.status())).data.enabled,
    staleTime: 60_000,
  });
  if (enabled !== false) return null;
  return (
    <p className="console-nag" role="alert">
      Two-factor login is off for this operator account. <Link to="/security-auth">Turn it on</Link> so a stolen password alone cannot move
      money.
    </p>
  );
}
