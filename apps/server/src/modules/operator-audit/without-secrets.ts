/** Field names never stored in the audit: passwords (the caller's and new ones), one-time codes, secrets, tokens. */
const SECRET_FIELD = /password|otp|secret|token/i;

/** A request body as the audit stores it: the same fields, at any depth, less every secret one. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}
