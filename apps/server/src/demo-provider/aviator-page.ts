import { demoPage } from './demo-page.ts';

const styles = `
.sky{height:180px;border-radius:8px;background:linear-gradient(#1b263b,#0d1b2a);position:relative;overflow:hidden;margin-bottom:12px}
.plane{position:absolute;font-size:32px;left:4%;bottom:6%;transition:none}
.multiplier{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:44px;font-weight:800}
.crashed{color:#ff5a5f}.cashed{color:#2a9d8f}`;

const body = `
<div class="sky"><span class="plane" id="plane">✈</span><div class="multiplier" id="multiplier" data-testid="crash-multiplier">1.00x</div></div>
<p>Stake ₹ <input id="stake" type="number" min="1" step="1" value="10" aria-label="Stake">
 Cash out at <input id="cashout" type="number" min="1.01" step="0.01" value="2.00" aria-label="Cash out at">x</p>
<button type="button" class="primary" id="fly">Fly</button>`;

const script = `
$('fly').onclick = async () => {
  $('fly').disabled = true; $('message').textContent = ''; $('multiplier').className = 'multiplier';
  const r = await post('api/aviator/fly', { amount: Number($('stake').value), cashout: Number($('cashout').value) });
  if (r.error) { $('message').textContent = r.error; $('fly').disabled = false; return; }
  const end = r.win > 0 ? r.cashout : r.crash;
  const started = performance.now();
  const ms = Math.min(4000, 600 + Math.log(end) * 1500);
  function frame(now) {
    const t = Math.min(1, (now - started) / ms);
    const m = Math.exp(Math.log(end) * t);
    $('multiplier').textContent = m.toFixed(2) + 'x';
    $('plane').style.left = 4 + 80 * t + '%'; $('plane').style.bottom = 6 + 70 * t + '%';
    if (t < 1) return requestAnimationFrame(frame);
    $('multiplier').className = 'multiplier ' + (r.win > 0 ? 'cashed' : 'crashed');
    $('message').textContent = r.win > 0 ? 'Cashed out at ' + r.cashout.toFixed(2) + 'x: ₹' + r.win.toFixed(2) + ' (flew to ' + r.crash.toFixed(2) + 'x)' : 'Flew away at ' + r.crash.toFixed(2) + 'x';
    showFair(r); $('fly').disabled = false; roundDone();
  }
  requestAnimationFrame(frame);
};`;

/** The crash game's page: a stake and a cash-out target, then the flight to the round's crash point. */
export const aviatorPage = demoPage('aviator', 'Demo Aviator', styles, body, script);
