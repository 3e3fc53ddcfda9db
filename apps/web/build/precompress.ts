import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images such as PNG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|wasm)$/;

/**
 * Writes a `.br` and a `.gz` beside every hashed asset at build, at the highest levels (once per
 * build, not per request). The server sends the one the browser accepts (@fastify/static
 * `preCompressed`), so a first visit downloads about a third of the bytes.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bx-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
