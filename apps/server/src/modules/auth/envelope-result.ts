/** The envelope of a successful call. */
export function ok<T>(data: T, message = ''): { status: true; message: string; data: T } {
  return { status: true, message, data };
}

/** A business rejection: HTTP 200, nothing changed, a stable UPPER_SNAKE code. */
export function fail(code: string, message: string): { status: false; message: string; code: string; data: null } {
  return { status: false, message, code, data: null };
}

export type Failure = ReturnType<typeof fail>;
