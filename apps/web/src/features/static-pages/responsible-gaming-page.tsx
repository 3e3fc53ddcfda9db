import { useQuery } from '@tanstack/react-query';
import { COOLING_OFF_HOURS } from '@bx/contract';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { fetchLimits, limitsKey } from './responsible-gaming-api.ts';
import { LimitsEditor } from './limits-editor.tsx';
import { SelfExclusionForm } from './self-exclusion-form.tsx';
import './static-pages.css';

function MyLimits() {
  const limits = useQuery({ queryKey: limitsKey, queryFn: fetchLimits, staleTime: 0 });
  if (limits.isPending) return <Loading />;
  if (limits.error) return <p role="alert">{limits.error.message}</p>;
  return <LimitsEditor limits={limits.data} />;
}

/** page/responsible-gaming: the policy, and for a logged-in customer their limits and self-exclusion. */
export function ResponsibleGamingPage() {
  const loggedIn = useAuthStore((s) => s.isAuthenticated);
  return (
    <article className="static-page">
      <PageTitle>Responsible Gaming</PageTitle>
      <p>
        Betting should be fun, never a way to make money or to win back losses. Set limits before you play, take breaks, and stop if it
        stops being fun. You must be 18 or older to play.
      </p>
      <section>
        <h2>Deposit and loss limits</h2>
        <p>
          You can limit how much you deposit in 24 hours, in 7 days and in 1 month, and how much you can lose in 24 hours. A lower limit
          applies at once. A higher limit, or removing a limit, applies only after a cooling-off period of {COOLING_OFF_HOURS} hours, so
          that a decision made in the heat of the moment can wait.
        </p>
        {loggedIn ? <MyLimits /> : null}
      </section>
      <section>
        <h2>Self-exclusion</h2>
        <p>
          If you need a break, close your account for a period from 1 day to 1 year. You are logged out at once, and you cannot log in, bet
          or deposit until the period ends. A self-exclusion cannot be shortened.
        </p>
        {loggedIn ? <SelfExclusionForm /> : null}
      </section>
      {!loggedIn && (
        <p>
          <Link to="/login">Log in</Link> to see and change your limits or to exclude yourself.
        </p>
      )}
      <section>
        <h2>Getting help</h2>
        <p>
          Warning signs: betting more than you can afford, chasing losses, borrowing to bet, hiding your betting from others. If you see
          them, stop, set limits or exclude yourself, and talk to someone. Our 24x7 support can help you set limits, and counselling
          services such as Gamblers Anonymous India offer free, confidential help.
        </p>
      </section>
    </article>
  );
}
