import { demoPage } from './demo-page.ts';

const styles = `
.wheel{width:140px;height:140px;border-radius:50%;margin:8px auto;display:flex;align-items:center;justify-content:center;font-size:40px;font-weight:800;
border:8px dashed #c9a227;background:#14532d;transition:transform 1.2s cubic-bezier(.2,.8,.2,1)}
.wheel.red{background:#b91c1c}.wheel.black{background:#111}.wheel.green{background:#15803d}
.board{display:grid;grid-template-columns:repeat(6,1fr);gap:4px;margin:8px 0}.board button{padding:6px 0}
.board button.red{background:#b91c1c}.board button.black{background:#222}.board button.green{background:#15803d}
.chances{display:flex;flex-wrap:wrap;gap:6px}.selected{outline:3px solid #ffd166}
.history{display:flex;gap:4px;flex-wrap:wrap;margin-top:8px}.history span{padding:2px 6px;border-radius:3px}
.history .red{background:#b91c1c}.history .black{background:#222}.history .green{background:#15803d}`;

const body = `
<div class="wheel" id="wheel" data-testid="roulette-result">?</div>
<div class="history" id="history" aria-label="Last results"></div>
<p>Stake per bet ₹ <input id="stake" type="number" min="1" step="1" value="10" aria-label="Stake per bet"></p>
<div class="chances">
  <button type="button" data-kind="red" style="background:#b91c1c">Red</button><button type="button" data-kind="black" style="background:#222">Black</button>
  <button type="button" data-kind="odd">Odd</button><button type="button" data-kind="even">Even</button>
  <button type="button" data-kind="low">1-18</button><button type="button" data-kind="high">19-36</button>
</div>
<div class="board" id="board" aria-label="Numbers"></div>
<p>Your bets: <span id="bets">none</span></p>
<button type="button" class="primary" id="spin">Spin</button> <button type="button" id="clear">Clear</button>`;

const script = `
const RED = [1,3,5,7,9,12,14,16,18,19,21,23,25,27,30,32,34,36];
const colour = (n) => n === 0 ? 'green' : RED.includes(n) ? 'red' : 'black';
let bets = [];
let turns = 0;
function renderBets() {
  $('bets').textContent = bets.length ? bets.map((b) => (b.kind === 'number' ? b.value : b.kind) + ' ₹' + b.amount).join(', ') : 'none';
}
function toggle(bet, button) {
  const i = bets.findIndex((b) => b.kind === bet.kind && b.value === bet.value);
  if (i >= 0) { bets.splice(i, 1); button.classList.remove('selected'); }
  else { bets.push({ ...bet, amount: Number($('stake').value) }); button.classList.add('selected'); }
  renderBets();
}
for (let n = 0; n <= 36; n++) {
  const b = document.createElement('button');
  b.type = 'button'; b.textContent = n; b.className = colour(n);
  b.onclick = () => toggle({ kind: 'number', value: n }, b);
  $('board').appendChild(b);
}
document.querySelectorAll('[data-kind]').forEach((b) => { b.onclick = () => toggle({ kind: b.dataset.kind }, b); });
$('clear').onclick = () => { bets = []; document.querySelectorAll('.selected').forEach((b) => b.classList.remove('selected')); renderBets(); };
$('spin').onclick = async () => {
  if (!bets.length) { $('message').textContent = 'Place a bet first.'; return; }
  $('spin').disabled = true; $('message').textContent = 'No more bets…';
  const r = await post('api/roulette/spin', { bets });
  if (r.error) { $('message').textContent = r.error; $('spin').disabled = false; return; }
  turns += 1; $('wheel').style.transform = 'rotate(' + turns * 720 + 'deg)';
  setTimeout(() => {
    $('wheel').textContent = r.pocket; $('wheel').className = 'wheel ' + r.colour;
    const h = document.createElement('span'); h.textContent = r.pocket; h.className = r.colour; $('history').prepend(h);
    $('message').textContent = r.win > 0 ? 'You win ₹' + r.win.toFixed(2) : 'No win this round';
    showFair(r); $('spin').disabled = false; roundDone();
  }, 1200);
};`;

/** The live-style roulette table's page: bets on the board, a spin per round. */
export const roulettePage = demoPage('roulette', 'Demo Live Roulette', styles, body, script);
