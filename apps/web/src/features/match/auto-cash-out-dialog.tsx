import { setAutoCashOutRequest, type AutoCashOutRule } from '@bx/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Modal } from '../../components/ui/modal.tsx';
import { clearAutoCashOut, refreshAutoCashOut, setAutoCashOut } from './auto-cash-out-api.ts';
import { describeRule } from './describe-rule.ts';

type Field = 'profit_target' | 'loss_limit';
const labels: Record<Field, string> = { profit_target: 'Profit target', loss_limit: 'Loss limit' };

/** The schema's first objection in the form's words; an empty field it names is the "at least one" rule. */
function problem(error: z.ZodError, fields: Record<Field, string>): string {
  const issue = error.issues[0]!;
  const field = issue.path[0] as Field;
  if (fields[field] === '') return 'Give a profit target, a loss limit or both.';
  return `${labels[field]} ${issue.message}.`;
}

interface AutoCashOutDialogProps {
  matchId: number;
  marketId: number;
  marketName: string;
  rule: AutoCashOutRule | null;
  onClose(): void;
}

/**
 * Sets the market's auto cash out (a profit target, a loss limit or both, in rupees, checked with
 * the contract's schema before sending) or clears the one in force. The server fires it once,
 * even with the app closed.
 */
export function AutoCashOutDialog({ matchId, marketId, marketName, rule, onClose }: AutoCashOutDialogProps) {
  const [fields, setFields] = useState<Record<Field, string>>({
    profit_target: rule?.profit_target?.toFixed(2) ?? '',
    loss_limit: rule?.loss_limit?.toFixed(2) ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(call: () => Promise<{ status: boolean; message: string }>, done: string) {
    setBusy(true);
    const answer = await call().catch(() => null);
    setBusy(false);
    if (!answer?.status) return setError(answer?.message ?? 'The rule could not be sent.');
    void refreshAutoCashOut(matchId);
    toast.success(done);
    onClose();
  }

  function save(e: FormEvent) {
    e.preventDefault();
    const given = (v: string) => (v.trim() === '' ? undefined : v.trim());
    const parsed = setAutoCashOutRequest.safeParse({
      market_id: marketId,
      profit_target: given(fields.profit_target),
      loss_limit: given(fields.loss_limit),
    });
    if (!parsed.success) return setError(problem(parsed.error, fields));
    void send(() => setAutoCashOut(parsed.data), 'Auto cash out set.');
  }

  const field = (name: Field) => (
    <label className="auto-cash-out-field">
      {labels[name]} (₹)
      <input
        inputMode="decimal"
        value={fields[name]}
        onChange={(e) => {
          setError(null);
          setFields({ ...fields, [name]: e.target.value });
        }}
      />
    </label>
  );

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Auto cash out: ${marketName}`}>
      <p>
        {rule ? `In force: the whole position is cashed out at ${describeRule(rule)}.` : 'No auto cash out on this market.'} It fires once,
        at that moment's value, even with the app closed.
      </p>
      <form className="auto-cash-out-form" onSubmit={save} noValidate>
        {field('profit_target')}
        {field('loss_limit')}
        {error && <p role="alert">{error}</p>}
        <div className="auto-cash-out-actions">
          <button type="submit" disabled={busy}>
            Save
          </button>
          {rule && (
            <button type="button" disabled={busy} onClick={() => void send(() => clearAutoCashOut(marketId), 'Auto cash out removed.')}>
              Clear
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
