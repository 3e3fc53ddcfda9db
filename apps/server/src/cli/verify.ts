// `npm run verify -- <round id>`: re-deals a finished Our Casino round from the database (its
// revealed seed, client seed and nonce, casino.md section 2), checks the seed against the
// table's published chain hash, and compares with the stored cards and result.
// `npm run verify -- <spin id>`: a slot spin (round ids are 15 digits, spin ids counters, so an id
// that is no round is looked up as a spin): re-draws its stops from its pair's revealed seed and
// re-prices them. `npm run verify -- v<bet id>`: an Our Virtual bet (v42), re-dealt and re-settled
// from its pair's revealed seed. Uses the server's DATABASE_URL / DATA_DIR. Exit code 0 when everything
// matches, 1 when not, 2 on misuse.
import { loadConfig } from '../config.ts';
import { createDatabase, type AppDatabase } from '../db/create-database.ts';
import { verifyTableRound } from '../modules/casino/verify-round.ts';
import { verifySlotSpin } from '../modules/slots/verify-spin.ts';
import { verifyVirtualBet } from '../modules/virtual-casino/verify-virtual-bet.ts';

async function main(argv: string[]): Promise<number> {
  const virtual = /^v\d+$/.test(argv[0] ?? '');
  const roundId = Number(virtual ? argv[0]!.slice(1) : argv[0]);
  if (!argv[0] || !Number.isSafeInteger(roundId)) {
    console.error('Usage: npm run verify -- <round id, spin id or v<virtual bet id>>   (e.g. 101261124183015, 42, v7)');
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (virtual) return await verifyVirtual(database.db, roundId, argv[0]!);
    const v = await verifyTableRound(database.db, roundId);
    if (!v) return await verifySpin(database.db, roundId, argv[0]);
    console.log(JSON.stringify(v, null, 2));
    const ok = v.seed_matches_chain && v.deal_matches;
    console.log(ok ? 'VERIFIED: the deal follows from the committed seed.' : 'MISMATCH: this round does not verify.');
    return ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

async function verifySpin(db: AppDatabase['db'], spinId: number, arg: string): Promise<number> {
  const v = await verifySlotSpin(db, spinId);
  if (!v) {
    console.error(
      `No finished round or verifiable spin ${arg} (a round's seed is revealed when it ends, a spin's when its seed pair is rotated).`,
    );
    return 2;
  }
  console.log(JSON.stringify(v, null, 2));
  const ok = v.seed_matches_hash && v.spin_matches;
  console.log(ok ? 'VERIFIED: the stops and the win follow from the committed seed.' : 'MISMATCH: this spin does not verify.');
  return ok ? 0 : 1;
}

async function verifyVirtual(db: AppDatabase['db'], betId: number, arg: string): Promise<number> {
  const v = await verifyVirtualBet(db, betId);
  if (!v) {
    console.error(`No verifiable virtual bet ${arg} (its seed is revealed when its seed pair is rotated).`);
    return 2;
  }
  console.log(JSON.stringify(v, null, 2));
  const ok = v.seed_matches_hash && v.deal_matches;
  console.log(ok ? 'VERIFIED: the cards and the result follow from the committed seed.' : 'MISMATCH: this bet does not verify.');
  return ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
