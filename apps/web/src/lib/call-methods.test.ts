import { callTable } from '@bx/contract';
import { callMethods } from 'virtual:call-methods';
import { describe, expect, it } from 'vitest';

describe('virtual:call-methods', () => {
  it("is the contract's call table: every path with its method, in its order", () => {
    const expected = Object.fromEntries(callTable.map((call) => [call.path, call.method]));
    expect(callMethods).toStrictEqual(expected);
    expect(Object.keys(callMethods)).toEqual(callTable.map((call) => call.path));
  });
});
