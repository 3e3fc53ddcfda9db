/** A service answer: data, or a business rejection with a stable code (sent as HTTP 200, status false). */
export type BusinessResult<T> = { ok: true; data: T; message?: string } | { ok: false; code: string; message: string };

export const reject = (code: string, message: string): BusinessResult<never> => ({ ok: false, code, message });

export const isoTime = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());
