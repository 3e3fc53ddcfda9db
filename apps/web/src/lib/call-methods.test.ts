import { callTable } from '@bx/contract';
import { describe, expect, it } from 'vitest';
import { callMethods } from './call-methods.ts';

describe('callMethods', () => {
  it("is the contract's call table: every path with its method, in its order", () => {
    const expected = Object.fromEntries(callTable.map((call) => [call.path, call.method]));
    // On a failure, paste the printed table into call-methods.ts.
    expect(callMethods, `\n${callTable.map((c) => `  '${c.path}': '${c.method}',`).join('\n')}\n`).toStrictEqual(expected);
    expect(Object.keys(callMethods)).toEqual(Object.keys(expected));
  });
});
