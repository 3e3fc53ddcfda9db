import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sqliteRuntimeProblem } from '../../src/db/sqlite-runtime.ts';

describe('the Node the SQLite driver runs on', () => {
  it('refuses Node 20 and older by name, before better-sqlite3 13 can crash the process', () => {
    expect(sqliteRuntimeProblem('20.20.2')).toMatch(/SQLite needs Node 22 or later \(this is Node 20\.20\.2\)/);
    expect(sqliteRuntimeProblem('v18.0.0')).toMatch(/Node 22 or later/);
  });

  it('accepts Node 22 and later', () => {
    expect(sqliteRuntimeProblem('22.0.0')).toBeNull();
    expect(sqliteRuntimeProblem('v24.21.0')).toBeNull();
  });

  it('runs the tests on the Node the repository brings (its `node` dependency), not the system Node', () => {
    const brought = createRequire(import.meta.url)('node/package.json') as { version: string };
    expect(process.versions.node).toBe(brought.version);
    expect(sqliteRuntimeProblem(process.versions.node)).toBeNull();
  });
});
