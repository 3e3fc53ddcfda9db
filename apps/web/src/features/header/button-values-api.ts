import type { ButtonValue } from '@bx/contract';
import { api } from '../../lib/api-client.ts';

/** A row while edited: the stake stays the typed text until Update. */
export type ButtonRow = Omit<ButtonValue, 'button_value'> & { button_value: number | string };

export const saveButtonValues = (rows: ButtonRow[]) =>
  api.user.setButtonValue(rows.map((r) => ({ ...r, button_value: Number(r.button_value) })));
