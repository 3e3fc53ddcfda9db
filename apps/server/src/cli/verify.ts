// `npm run verify -- <round id>`: re-deals a finished Our Casino round from the database (its
// revealed seed, client seed and nonce, casino.md section 2), checks the seed against the
// table's published chain hash, and compares with the stored cards and result. Uses the
// server's DATABASE_URL / DATA_DIR. Exit code 0 when everything matches, 1 when not, 2 on misuse.
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { verifyTableRound } from '../modules/casino/verify-round.ts';

async function main(argv: string[]): Promise<number> {
  const roundId = Number(argv[0]);
  if (!argv[0] || !Number.isSafeInteger(roundId)) {
    console.error('Usage: npm run verify -- <round id>   (e.g. 101261124183015)');
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const v = await verifyTableRound(database.db, roundId);
    if (!v) {
      console.error(`No finished round ${argv[0]} (a round's seed is revealed when it ends).`);
      return 2;
    }
    console.log(JSON.stringify(v, null, 2));
    const ok = v.seed_matches_chain && v.deal_matches;
    console.log(ok ? 'VERIFIED: the deal follows from the committed seed.' : 'MISMATCH: this round does not verify.');
    return ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
