/** One measured row of a bench (format fixed in the team notes); bench/run.ts prints them. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline: string;
  baseline_value: number;
  ratio: number;
  note?: string;
}
