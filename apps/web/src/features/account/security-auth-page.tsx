import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { disableTotp, enableTotp, fetchTotpStatus, setUpTotp, totpStatusKey, wrongPasswordMessage, type TotpSetup } from './totp-api.ts';
import { TotpCodeForm } from './totp-code-form.tsx';
import './account.css';

/** security-auth: two-factor login with an authenticator app (TOTP). */
export function SecurityAuthPage() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: totpStatusKey, queryFn: fetchTotpStatus, staleTime: 0 });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const done = (message: string) => {
    toast.success(message);
    setSetup(null);
    return queryClient.invalidateQueries({ queryKey: totpStatusKey });
  };
  const start = useMutation({ mutationFn: setUpTotp, onSuccess: setSetup });
  const enable = useMutation({ mutationFn: enableTotp, onSuccess: () => done('Two-factor authentication is on.') });
  const disable = useMutation({ mutationFn: disableTotp, onSuccess: () => done('Two-factor authentication is off.') });
  // A wrong password is shown at the password field, any other refusal at the code.
  const enablePasswordError = wrongPasswordMessage(enable.error);

  return (
    <div className="account-page">
      <PageTitle>Security Auth Verification</PageTitle>
      {status.isPending && <Loading />}
      {status.error && <p role="alert">{status.error.message}</p>}
      {status.data === true && (
        <section>
          <p>
            Status: <span className="status-on">Enabled</span>
          </p>
          <p className="account-note">Every login asks for a code from your authenticator app. To turn this off, enter a current code.</p>
          <TotpCodeForm
            id="totp-disable"
            submitLabel="Disable"
            busy={disable.isPending}
            error={disable.error?.message ?? null}
            onSubmit={(code) => disable.mutate(code)}
          />
        </section>
      )}
      {status.data === false && (
        <section>
          <p>
            Status: <span className="status-off">Disabled</span>
          </p>
          <p className="account-note">
            Protect your ID: with two-factor authentication a login also needs a 6-digit code from an authenticator app (Google
            Authenticator, Microsoft Authenticator, Authy …) on your phone.
          </p>
          {!setup && (
            <div className="account-actions">
              <button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
                Enable two-factor authentication
              </button>
              {start.error && <p role="alert">{start.error.message}</p>}
            </div>
          )}
          {setup && (
            <div className="totp-setup">
              <ol className="account-note">
                <li>Scan this QR code with your authenticator app, or type the secret key into it.</li>
                <li>Enter your current password and the 6-digit code the app shows to finish.</li>
              </ol>
              <img className="totp-qr" src={setup.qr_data_url} alt="QR code for your authenticator app" />
              <p>
                Secret key:{' '}
                <span className="totp-secret" data-testid="totp-secret">
                  {setup.secret}
                </span>
              </p>
              <TotpCodeForm
                id="totp-enable"
                submitLabel="Verify and enable"
                busy={enable.isPending}
                withPassword
                passwordError={enablePasswordError}
                error={enablePasswordError ? null : (enable.error?.message ?? null)}
                onSubmit={(code, password) => enable.mutate({ code, password })}
              />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
