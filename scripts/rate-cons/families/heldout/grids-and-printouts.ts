// HELD-OUT FAMILIES: for measurement only. Whoever writes or tunes the rate-confirmation reader
// (src/server/ocr) must NOT read this file or the images made from it
// (tests/fixtures/rate-cons-families/heldout); see docs/decisions/009-ocr.md, "Layout families".
import { esc, type Family } from '../../sheet';

const cell = (label: string, value: string, span = 1) =>
  `<td colspan="${span}"><div class="l">${label}</div><div class="v">${value}</div></td>`;

const denseSplitGrid: Family = {
  name: 'h-dense-split-grid',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######' },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{width:790px;padding:20px 24px}
    table{border-collapse:collapse;width:100%;margin-top:5px}td{border:1px solid #333;padding:2px 4px;vertical-align:top}.l{font-size:8px;color:#444}.v{font-size:12px}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><table><tr>${cell('BROKER', `<b style="font-size:15px">${esc(d.broker.name)}</b>`, 3)}${cell('BROKER ADDRESS', `${esc(d.broker.street)}<br>${esc(d.broker.city)} ${d.broker.st} ${d.broker.zip}`, 2)}${cell('LOAD #', `<b>${d.loadReference}</b>`)}</tr></table>
      <table>${d.stops.map((st, i) => `<tr>${cell(`${st.kind === 'pick' ? 'ORIGIN' : 'DEST'} ${i + 1} NAME`, esc(st.place.name))}${cell('CITY', esc(st.place.city))}${cell('ST', st.place.st)}${cell('ZIP', st.place.zip)}${cell('APPT', `${st.date} ${st.time}`)}${cell('REF', st.ref)}</tr>`).join('')}</table>
      <table><tr>${cell('LOADED MILES', String(d.miles))}${cell('DEADHEAD', String(d.deadhead))}${cell('LINEHAUL', s.money(d.rate))}${cell('FUEL SURCHARGE', d.fsc !== null ? s.money(d.fsc) : '0.00')}${cell('TOLLS', d.tolls !== null ? s.money(d.tolls) : '0.00')}${cell('TOTAL PAY', s.total())}</tr></table>
      <table><tr>${cell('REMIT TO', `${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}`, 3)}${cell('ACCESSORIALS', s.termRows().map(([k, v]) => `${k} ${v}`).join('; ') || 'None', 3)}</tr></table></div>`;
  },
};

const greenBar: Family = {
  name: 'h-green-bar-printout',
  draw: { picks: [1, 2], drops: [2, 3], ref: '########' },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:800px;padding:16px 20px}pre{margin:0;font:inherit;line-height:20px;
    background:repeating-linear-gradient(#fff 0 40px,#e4f2e4 40px 80px)}`,
  body(s) {
    const d = s.d;
    const pr = (t: string, n: number) => (t.length >= n ? `${t.slice(0, n - 1)} ` : t + ' '.repeat(n - t.length));
    return `<div class="page"><pre>${pr(esc(d.broker.name.toUpperCase()), 40)}DISPATCH CONFIRMATION
${pr(`${esc(d.broker.city.toUpperCase())} ${d.broker.st} ${d.broker.zip}`, 40)}PRINTED ${d.issued}
TRIP: ${pr(d.loadReference, 12)} TRUCK: ${pr(d.carrier.truck, 6)} DRIVER: ${d.carrier.driver.toUpperCase()}

${d.stops.map((st, i) => `STOP ${i + 1} ${st.kind === 'pick' ? 'LOAD  ' : 'UNLOAD'} ${pr(esc(st.place.name.toUpperCase()), 26)} ${pr(st.place.city.toUpperCase(), 16)} ${st.place.st} ${st.date}`).join('\n')}

MILES  LOADED ${pr(String(d.miles), 6)} EMPTY ${pr(String(d.deadhead), 5)} TOTAL ${d.miles + d.deadhead}
${d.charges.map((c) => `${pr(c.code === 'linehaul' ? 'LINE HAUL' : c.code === 'fsc' ? 'FUEL SURCHG' : c.label.toUpperCase(), 24)}${s.money(c.amount, 'plain').padStart(10)}`).join('\n')}
${pr('TOTAL TRIP PAY', 24)}${s.total('plain').padStart(10)}
${esc(s.termSentences().join('\n').toUpperCase())}</pre></div>`;
  },
};

const excelRowGrid: Family = {
  name: 'h-excel-row-grid',
  width: 1000,
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:1000px;padding:10px}table{border-collapse:collapse}td{border:1px solid #bbb;padding:3px 5px}.h td{background:#d9e1f2;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    const head = ['Load', 'Pickup City', 'PU St', 'Drop City', 'Drop St', 'Miles', 'DH', 'Linehaul', 'FSC', 'Tolls', 'Total'];
    const vals = [d.loadReference, esc(p.place.city), p.place.st, esc(q.place.city), q.place.st, String(d.miles), String(d.deadhead), s.money(d.rate, 'plain'),
      d.fsc !== null ? s.money(d.fsc, 'plain') : '', d.tolls !== null ? s.money(d.tolls, 'plain') : '', s.total('plain')];
    return `<div class="page"><div style="font-size:14px;font-weight:bold">${esc(d.broker.name)} — weekly tender export (${esc(d.broker.city)}, ${d.broker.st})</div>
      <table><tr class="h">${head.map((h) => `<td>${h}</td>`).join('')}</tr><tr>${vals.map((v) => `<td>${v}</td>`).join('')}</tr></table>
      <p>${s.termSentences().join(' ')}</p></div>`;
  },
};

const codesCharges: Family = {
  name: 'h-coded-charges',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'AA#####', lumperAsChargeChance: 0.7, termsChance: 0.9 },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:760px;padding:28px 36px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #999;padding:3px 6px;text-align:left}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const codes = { linehaul: 'LH', fsc: 'FSC', tolls: 'TOL', stop: 'STP', lumper: 'LUM' } as const;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div>Reference: <b>${d.loadReference}</b><br>Bill To: ${esc(d.billTo.name)}<br>${esc(d.billTo.city)}, ${d.billTo.st}</div></div>
      <h3>Route</h3>${d.stops.map((st, i) => `${i + 1}) ${s.stopLabel(st)} — ${s.address(st.place, ', ')} — ${st.date}`).join('<br>')}
      <p>Distance: ${s.miles()} miles</p>
      <table><tr><th>Code</th><th>Description</th><th class="r">Amount</th></tr>${d.charges.map((c) => `<tr><td>${codes[c.code]}</td><td>${esc(c.label)}</td><td class="r">${s.money(c.amount)}</td></tr>`).join('')}
      ${d.terms.detention ? `<tr><td>DET</td><td>Detention (not pre-paid)</td><td class="r">$${d.terms.detention.perHour}.00/hr</td></tr>` : ''}
      <tr><th></th><th>Total</th><th class="r">${s.total()}</th></tr></table><p style="font-size:11px">${s.termSentences().join(' ')}</p></div>`;
  },
};

const dispatchSheet: Family = {
  name: 'h-dispatch-sheet',
  draw: { picks: [1, 2], drops: [1, 2], ref: '######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:780px;padding:24px 30px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #666;padding:3px 6px;text-align:left}th{background:#eee}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><table><tr><th style="font-size:16px" colspan="2">${esc(d.broker.name)} — DRIVER DISPATCH</th><th>Trip ID</th><td>${d.loadReference}</td></tr>
      <tr><td colspan="2">${s.office(d.broker, ', ')}</td><th>Truck</th><td>${d.carrier.truck}</td></tr></table><br>
      <table><tr><th>#</th><th>Action</th><th>Location</th><th>Miles</th><th>Date</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Load' : 'Unload'}</td><td>${s.address(st.place, ', ')}</td><td>${i === 0 ? d.deadhead : ''}</td><td>${st.date}</td></tr>`).join('')}</table><br>
      <table><tr><th>Empty Miles</th><th>Loaded Miles</th><th>Total Miles</th></tr><tr><td>${d.deadhead}</td><td>${d.miles}</td><td>${d.miles + d.deadhead}</td></tr></table><br>
      <table><tr><th>Linehaul</th><th>Fuel</th><th>Tolls</th><th>Total</th></tr><tr><td>${s.money(d.rate)}</td><td>${d.fsc !== null ? s.money(d.fsc) : '—'}</td><td>${d.tolls !== null ? s.money(d.tolls) : '—'}</td><td>${s.total()}</td></tr></table>
      <p>${s.termSentences().join(' ')}</p></div>`;
  },
};

export const families: Family[] = [denseSplitGrid, greenBar, excelRowGrid, codesCharges, dispatchSheet];
