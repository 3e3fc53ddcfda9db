/** A demo game: its page, and its script served beside it (`{game}.js`: the CSP allows no inline script). */
export interface DemoPage {
  html: string;
  script: string;
}

/**
 * The frame every demo game page shares: a dark "studio" look, the player's balance, the
 * round's fairness commitment, and a small client that talks to this provider's own API
 * (never to the exchange) and tells the exchange's page to refresh its balance after a round.
 */
export function demoPage(game: string, title: string, styles: string, body: string, script: string): DemoPage {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#0d1b2a;color:#e0e6ed}
header{display:flex;justify-content:space-between;align-items:center;padding:8px 12px;background:#1b263b;gap:8px;flex-wrap:wrap}
header h1{font-size:16px;margin:0}.live{color:#ff5a5f;font-weight:700;margin-right:6px}
main{padding:12px;max-width:760px;margin:0 auto}button{font:inherit;cursor:pointer;border:0;border-radius:4px;padding:8px 12px;background:#415a77;color:#fff}
button:disabled{opacity:.5;cursor:default}button.primary{background:#2a9d8f;font-weight:700}input{font:inherit;padding:6px;border-radius:4px;border:1px solid #415a77;background:#0d1b2a;color:#fff;width:90px}
.fair{margin-top:16px;font-size:12px;color:#9aa9b8;word-break:break-all}.message{min-height:22px;margin:8px 0;font-weight:600}
${styles}
</style></head><body>
<header><h1><span class="live">● LIVE</span>${title}</h1><div>Balance: ₹<span id="balance" data-testid="provider-balance">…</span></div></header>
<main>${body}
<p class="message" id="message" role="status"></p>
<div class="fair">Server seed hash: <span id="hash"></span><br>Client seed: <span id="client"></span> · Nonce: <span id="nonce"></span>
<br><button type="button" id="rotate">Reveal seed</button> <span id="revealed"></span></div>
</main>
<script src="${game}.js"></script></body></html>`;
  const client = `const token = new URLSearchParams(location.search).get('token') || '';
const game = location.pathname.split('/').pop();
const $ = (id) => document.getElementById(id);
async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, ...body }) });
  return res.json();
}
function showFair(s) {
  if (s.balance !== undefined) $('balance').textContent = Number(s.balance).toFixed(2);
  if (s.server_seed_hash) $('hash').textContent = s.server_seed_hash;
  if (s.client_seed) $('client').textContent = s.client_seed;
  if (s.nonce !== undefined) $('nonce').textContent = s.nonce;
}
function roundDone() { window.parent.postMessage({ type: 'bx-provider-round' }, '*'); }
$('rotate').onclick = async () => {
  const r = await post('api/' + game + '/rotate', {});
  $('revealed').textContent = 'Previous seed: ' + r.previous.server_seed + ' (nonce ' + r.previous.nonce + ')';
  showFair(r.current);
};
post('api/' + game + '/session', {}).then((s) => { if (s.error) { $('message').textContent = s.error; } else showFair(s); });
${script}`;
  return { html, script: client };
}
