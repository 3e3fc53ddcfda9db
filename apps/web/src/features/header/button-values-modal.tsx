import type { ButtonType } from '@bx/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ButtonValueRows, buttonRowsProblem, type DraftButton } from '../../components/button-value-rows.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { buttonValuesQuery } from '../../lib/button-values.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveButtonValues } from './button-values-api.ts';

const tabs: { type: ButtonType; label: string }[] = [
  { type: 'Game', label: 'Game Buttons' },
  { type: 'Casino', label: 'Casino Buttons' },
];

/** Set Button Value: edit labels and stakes of both sets, Update sends the whole array. */
export function ButtonValuesModal({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({ ...buttonValuesQuery, enabled: open, staleTime: 0 });
  const [edits, setEdits] = useState<DraftButton[] | null>(null);
  const [saving, setSaving] = useState(false);
  const rows: DraftButton[] = edits ?? data ?? [];

  const close = (next: boolean) => {
    if (!next) setEdits(null);
    onOpenChange(next);
  };
  const update = async () => {
    const problem = buttonRowsProblem(rows);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSaving(true);
    try {
      const answer = await saveButtonValues(rows);
      if (answer.status) {
        toast.success(answer.message || 'Button values updated');
        await queryClient.invalidateQueries({ queryKey: queryKeys.buttonValues });
        close(false);
      } else toast.error(answer.message || 'Could not update the button values');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Could not update the button values');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Set Button Value"
      footer={
        <button type="button" className="btn btn-primary" onClick={update} disabled={saving || rows.length === 0}>
          {saving ? 'Updating…' : 'Update'}
        </button>
      }
    >
      {isLoading ? (
        <Loading />
      ) : (
        <Tabs.Root defaultValue="Game" className="tabs">
          <Tabs.List className="tab-list" aria-label="Button sets">
            {tabs.map((t) => (
              <Tabs.Trigger key={t.type} value={t.type} className="tab">
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Content key={t.type} value={t.type}>
              <ButtonValueRows rows={rows} type={t.type} onChange={setEdits} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Modal>
  );
}
