import { Counter, type Registry } from 'prom-client';

/**
 * A Prometheus counter whose figures are kept elsewhere as plain numbers and copied in at each
 * scrape by `read` (totals since start): nothing on a hot path calls prom-client.
 */
export function scrapedCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly string[],
  read: (c: Counter) => void,
): void {
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      read(this);
    },
  });
}
