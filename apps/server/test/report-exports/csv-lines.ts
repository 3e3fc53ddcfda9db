import { expect } from 'vitest';
import type { HierarchyWorld, Member } from '../hierarchy/hierarchy-world.ts';

/** RFC 4180 fields of every line (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      line.push(field);
      field = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return lines;
}

/** A download as `who`: checks it is a UTF-8 CSV attachment with a byte order mark, answers its lines (header first) as objects by header. */
export async function download(h: HierarchyWorld, who: Member, path: string, query: Record<string, string | number>) {
  const res = await h.w.ctx.app.inject({
    method: 'GET',
    url: `/api/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.csv"$/);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
  return rows.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i]])));
}

/** Rupees as the file writes them. */
export const money = (v: number | null) => (v === null ? '' : v.toFixed(2));
