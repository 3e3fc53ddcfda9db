import { fileURLToPath } from 'node:url';
import { initialScriptBytesGzipped, initialScripts } from '../apps/web/build/initial-scripts.ts';
import type { BenchResult } from './bench-result.ts';

/** Issue 14's goal for the login route's initial JavaScript, gzipped. */
const BUDGET_KB = 150;

export default {
  name: 'first-load',
  webApp: true as const,
  async run(): Promise<BenchResult[]> {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const dist = `${root}apps/web/dist`;
    const kb = Math.round((initialScriptBytesGzipped(dist) / 1024) * 10) / 10;
    return [
      {
        name: 'login route initial JavaScript, gzipped',
        value: kb,
        unit: 'KB',
        baseline: 'goal (issue 14)',
        baseline_value: BUDGET_KB,
        ratio: Math.round((kb / BUDGET_KB) * 100) / 100,
        note: `${initialScripts(dist).length} scripts: index.html's entry and its modulepreloads`,
      },
    ];
  },
};
