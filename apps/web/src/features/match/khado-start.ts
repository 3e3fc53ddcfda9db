/**
 * Why a khado slip may not be placed at `run`, or null when it may: the start must be whole runs
 * from 1 to the fancy's highest result. 0 is the slip's "no start chosen yet" (a khado quoted
 * without a line opens with the field empty), and a start above every possible result cannot win.
 */
export function khadoStartProblem(run: number, maxResult: number): string | null {
  return Number.isInteger(run) && run >= 1 && run <= maxResult ? null : `Enter a start run from 1 to ${maxResult}.`;
}
