import type { DraftButton } from '../../components/button-value-rows.tsx';
import { api } from '../../lib/api-client.ts';

export const saveButtonValues = (rows: DraftButton[]) =>
  api.user.setButtonValue(rows.map((r) => ({ ...r, button_value: Number(r.button_value) })));
