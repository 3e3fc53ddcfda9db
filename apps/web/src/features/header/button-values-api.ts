import type { ButtonValue } from '@bx/contract';
import { apiGet, apiPost, type ApiEnvelope } from '../../lib/api-client.ts';

/** A row while edited: the stake stays the typed text until Update. */
export type ButtonRow = Omit<ButtonValue, 'button_value'> & { button_value: number | string };

/** user/getButtonValue answers a JSON string of rows (the family's format); accept an array too. */
export function parseButtonRows(data: unknown): ButtonValue[] {
  if (typeof data === 'string') {
    try {
      return parseButtonRows(JSON.parse(data));
    } catch {
      return [];
    }
  }
  return Array.isArray(data) ? (data as ButtonValue[]) : [];
}

export async function fetchButtonValues(): Promise<ButtonValue[]> {
  return parseButtonRows((await apiGet<unknown>('user/getButtonValue')).data);
}

export const saveButtonValues = (rows: ButtonRow[]): Promise<ApiEnvelope<unknown>> =>
  apiPost('user/setButtonValue', rows.map((r) => ({ ...r, button_value: Number(r.button_value) })));
