// Loaded with `--import` under Node 24 (scripts/node24/server-tests.sh): `better-sqlite3` resolves
// to the copy built for Node 24 in BX_SQLITE_PREFIX, so the repository's own copy stays built
// for the machine's Node 20. Synchronous hooks (module.registerHooks) so that `require` is
// redirected too, in worker threads as well (they run this `--import` again), not only `import`.
import { registerHooks } from 'node:module';
import { redirected } from './sqlite-resolve-hook.mjs';

const prefix = process.env.BX_SQLITE_PREFIX;
if (!prefix) throw new Error('BX_SQLITE_PREFIX is not set: the folder whose node_modules holds the Node 24 build of better-sqlite3');
registerHooks({ resolve: (specifier, context, nextResolve) => redirected(nextResolve(specifier, context), prefix) });
