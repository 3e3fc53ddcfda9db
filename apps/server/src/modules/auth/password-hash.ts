import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id, the library's default algorithm, with its default cost (19 MiB, 2 passes): the OWASP
 * baseline. `Algorithm` is an ambient const enum that verbatimModuleSyntax cannot import, so
 * the default stands in for it; a test checks the hashes start with $argon2id$.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Checks a password. With no stored hash (unknown user) it still runs one argon2 verify against
 * a fixed hash, so a wrong user name takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const ok = await verify(storedHash ?? decoyHash, password).catch(() => false);
  return storedHash !== null && ok;
}

const decoyHash = '$argon2id$v=19$m=19456,t=2,p=1$ZGVjb3lzYWx0ZGVjb3k$EvyFt22QdtKu0+YR/nFOLwRSrTLxqvCnMyvVf93H5Fk';
