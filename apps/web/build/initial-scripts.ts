import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts a first visit loads before anything renders: index.html's module entry and its modulepreloads. */
export function initialScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((path): path is string => path !== undefined);
}

/** Their total size gzipped at the highest level (what a browser downloads for the login route), in bytes. */
export function initialScriptBytesGzipped(distDir: string): number {
  return initialScripts(distDir).reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length, 0);
}
