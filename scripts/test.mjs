// `npm test`: makes sure Debian's Chromium is there for the browser walks, builds the web app
// the walks load, then runs every test project once. Extra arguments go to vitest.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)...");
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
  } else {
    console.error("The browser tests need Debian's Chromium. Run:  sudo apt-get update && sudo apt-get install -y chromium");
    process.exit(1);
  }
}

execSync('npm run build', { stdio: 'inherit' });
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    `--reporter=${fileURLToPath(new URL('./summary-reporter.ts', import.meta.url))}`,
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
