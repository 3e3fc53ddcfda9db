import { describe, expect, it } from 'vitest';
import { buttonRowsProblem, type DraftButton } from './button-value-rows.tsx';

const game = (button_name: string, button_value: number | string): DraftButton => ({ button_name, button_value, type: 'Game' });
const casino = (button_name: string, button_value: number | string): DraftButton => ({ button_name, button_value, type: 'Casino' });

describe('the quick-stake rows before they are sent', () => {
  it("name a problem by the set's tab and the row's place in it, not by the array index", () => {
    const rows = [game('1k', 1000), game('5k', 5000), casino('100', 100), casino('', 200)];
    expect(buttonRowsProblem(rows)).toBe('Casino Buttons row 2: the label must not be empty.');
    expect(buttonRowsProblem([game('1k', 1000), casino('x', '')])).toMatch(/^Casino Buttons row 1: the value /);
  });

  it('pass when every row has a label and a stake', () => {
    expect(buttonRowsProblem([game('1k', '1000'), casino('100', 100)])).toBeNull();
  });
});
