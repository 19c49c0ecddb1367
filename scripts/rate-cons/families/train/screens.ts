// Training families: monospace TMS printouts, load-board portal cards, a narrow app screen, a
// spreadsheet export, two-column sheets, a dark-theme portal. See scripts/rate-cons/generate.ts.
import { esc, type Family, padR, padL } from '../../sheet';


const tmsMonospace: Family = {
  name: 'tms-monospace',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######' },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:780px;padding:20px 26px}pre{margin:0;font:inherit}`,
  body(s) {
    const d = s.d;
    const line = '-'.repeat(84);
    const stops = d.stops.map((st, i) => `${padR(String(i + 1), 4)}${padR(st.kind === 'pick' ? 'PU' : 'SO', 4)}${padR(st.place.name.toUpperCase(), 28)}${padR(st.place.city.toUpperCase(), 18)}${padR(st.place.st, 4)}${padR(st.place.zip, 7)}${st.date}`).join('\n');
    const money = d.charges.map((c) => `${padR(c.label.toUpperCase(), 30)}${padL(s.money(c.amount, 'plain'), 12)}`).join('\n');
    return `<div class="page"><pre>${esc(d.broker.name.toUpperCase())}   ${esc(d.broker.city.toUpperCase())}, ${d.broker.st}   ${d.broker.phone}
RUN DATE ${d.issued}                                        PAGE 1
${line}
LOAD NO: ${padR(d.loadReference, 14)} CUST PO: ${padR(d.otherNumbers.po, 12)} EQUIP: ${d.equipment.toUpperCase()}
CARRIER: ${esc(d.carrier.name.toUpperCase())}  ${d.carrier.mc}
${line}
SEQ TYP NAME                        CITY              ST  ZIP    DATE
${esc(stops)}
${line}
LOADED MILES: ${padR(String(d.miles), 8)} EMPTY MILES: ${d.deadhead}
${esc(money)}
${padR('TOTAL', 30)}${padL(s.total('plain'), 12)}
${line}
${esc(s.termSentences().join('\n').toUpperCase())}</pre></div>`;
  },
};

const pipeTable: Family = {
  name: 'tms-pipe-table',
  draw: { ref: 'AAA######' },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11px}.page{width:800px;padding:18px 22px}pre{margin:0;font:inherit}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    const row = (...cells: string[]) => `| ${cells.join(' | ')} |`;
    return `<div class="page"><pre>${esc(d.broker.name)} :: Carrier Confirmation :: ${d.issued}
Ship From Office: ${esc(d.broker.street)}, ${esc(d.broker.city)}, ${d.broker.st} ${d.broker.zip}

${row(padR('Order #', 12), padR('Origin', 22), padR('Destination', 22), padR('Miles', 6), padR('DH', 4))}
${row(padR(d.loadReference, 12), padR(`${p.place.city}, ${p.place.st}`, 22), padR(`${q.place.city}, ${q.place.st}`, 22), padR(String(d.miles), 6), padR(String(d.deadhead), 4))}

${row(padR('Charge', 20), padL('Amount', 12))}
${d.charges.map((c) => row(padR(c.code === 'fsc' ? 'FSC' : c.label, 20), padL(s.money(c.amount, 'plain'), 12))).join('\n')}
${row(padR('TOTAL', 20), padL(s.total('plain'), 12))}

${esc(s.termSentences().join('\n'))}</pre></div>`;
  },
};

const portalCards: Family = {
  name: 'portal-cards',
  draw: { ref: '#########' },
  css: `body{font-family:'DejaVu Sans';font-size:13px;background:#f3f5f8}.page{width:800px;padding:20px;background:#f3f5f8}
    .card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:12px 16px;margin-bottom:12px}
    .chip{display:inline-block;background:#e3ecff;color:#1a3d8f;border-radius:12px;padding:2px 10px;margin-right:6px;font-size:12px}
    .k{color:#6b7280;font-size:11px}.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="card" style="display:flex;justify-content:space-between"><b style="font-size:18px">${esc(d.broker.name)} Carrier Portal</b><span>Signed in as ${esc(d.carrier.name)}</span></div>
      <div class="card"><span class="chip">Load ${d.loadReference}</span><span class="chip">${esc(d.equipment)}</span><span class="chip">Booked</span>
      <h3 style="margin:8px 0">${s.cs(p.place)} → ${s.cs(q.place)}</h3><div class="grid">
      <div><div class="k">Pickup</div>${p.date} ${p.time}</div><div><div class="k">Delivery</div>${q.date}</div><div><div class="k">Distance</div>${s.miles()} mi</div>
      <div><div class="k">Linehaul</div>${s.money(d.rate)}</div><div><div class="k">Fuel</div>${d.fsc !== null ? s.money(d.fsc) : '—'}</div><div><div class="k">Tolls</div>${d.tolls !== null ? s.money(d.tolls) : '—'}</div>
      <div><div class="k">Total pay</div><b>${s.total()}</b></div><div><div class="k">Rate/mi</div>${s.rpm()}</div><div><div class="k">Weight</div>${d.weight.toLocaleString('en-US')} lb</div></div></div>
      <div class="card"><div class="k">Accessorials</div>${s.termRows().map(([k, v]) => `${k}: ${v}`).join('<br>') || 'None'}</div>
      <div class="card k">Broker office: ${s.office(d.broker, ' · ')}</div></div>`;
  },
};

const mobileNarrow: Family = {
  name: 'mobile-app-narrow',
  width: 480,
  draw: { picks: [1, 2], drops: [1, 1], ref: '########' },
  css: `body{font-family:'DejaVu Sans';font-size:15px}.page{width:480px;padding:14px}.row{display:flex;justify-content:space-between;border-bottom:1px solid #ddd;padding:8px 0}
    .t{font-size:12px;color:#666;text-transform:uppercase;margin-top:14px}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><div style="font-size:20px;font-weight:bold">Load #${d.loadReference}</div><div>${esc(d.broker.name)}</div>
      <div class="t">Stops</div>${d.stops.map((st, i) => `<div class="row"><span>${i + 1}. ${st.kind === 'pick' ? 'Pickup' : 'Dropoff'}<br><small>${esc(st.place.name)}</small></span><span style="text-align:right">${esc(st.place.city)}, ${st.place.st}<br><small>${st.date}</small></span></div>`).join('')}
      <div class="t">Pay</div>${d.charges.map((c) => `<div class="row"><span>${esc(c.label)}</span><span>${s.money(c.amount)}</span></div>`).join('')}
      <div class="row"><b>Total</b><b>${s.total()}</b></div><div class="row"><span>Loaded miles</span><span>${s.miles()}</span></div>
      <div class="t">Terms</div><div style="font-size:13px">${s.termSentences().join('<br>')}</div></div>`;
  },
};

const spreadsheetExport: Family = {
  name: 'spreadsheet-export',
  draw: { ref: '######' },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:780px;padding:10px}table{border-collapse:collapse}
    td{border:1px solid #c8c8c8;padding:2px 5px;min-width:70px;height:18px}.hd{background:#eee;text-align:center;color:#555}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    const rows: Array<[string, string]> = [['Broker', esc(d.broker.name)], ['Broker City', `${esc(d.broker.city)}, ${d.broker.st}`], ['Order #', d.loadReference],
      ['Pickup City', esc(p.place.city)], ['Pickup State', p.place.st], ['Pickup Zip', p.place.zip], ['Pickup Date', p.date],
      ['Delivery City', esc(q.place.city)], ['Delivery State', q.place.st], ['Delivery Zip', q.place.zip], ['Delivery Date', q.date],
      ['Miles', String(d.miles)], ['Rate', s.money(d.rate, 'nocomma')], ['FSC', d.fsc !== null ? s.money(d.fsc, 'nocomma') : ''],
      ['Tolls', d.tolls !== null ? s.money(d.tolls, 'nocomma') : ''], ['Total', s.total('nocomma')],
      ...s.termRows().map(([k, v]): [string, string] => [k, v])];
    return `<div class="page"><table><tr><td class="hd"></td><td class="hd">A</td><td class="hd">B</td><td class="hd">C</td></tr>
      ${rows.map(([k, v], i) => `<tr><td class="hd">${i + 1}</td><td>${k}</td><td>${v}</td><td></td></tr>`).join('')}</table></div>`;
  },
};

const twoColumn: Family = {
  name: 'two-column-sheet',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'BK#######' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:30px 40px}.cols{display:flex;gap:24px}.cols>div{flex:1}
    h4{margin:12px 0 4px;border-bottom:1px solid #000}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><b style="font-size:20px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}<p>Load # ${d.loadReference}</p>
      <div class="cols"><div><h4>PICKUPS</h4>${s.picks.map((st) => `<p>${s.address(st.place)}<br>${st.date} ${st.time}</p>`).join('')}</div>
      <div><h4>DELIVERIES</h4>${s.drops.map((st) => `<p>${s.address(st.place)}<br>${st.date}</p>`).join('')}</div></div>
      <div class="cols"><div><h4>RATE DETAILS</h4>${d.charges.map((c) => `${esc(c.label)}: ${s.money(c.amount)}`).join('<br>')}<br>Miles: ${d.miles}<br><b>Total: ${s.total()}</b></div>
      <div><h4>REMIT TO</h4>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div></div><p style="font-size:11px">${s.termSentences().join(' ')}</p></div>`;
  },
};

const darkPortal: Family = {
  name: 'dark-portal',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Sans';font-size:14px;background:#121826;color:#e5e7eb}.page{width:760px;padding:22px;background:#121826}
    .p{background:#1f2937;border-radius:8px;padding:12px 16px;margin-bottom:10px}.k{color:#9ca3af;font-size:12px}.g{display:grid;grid-template-columns:1fr 1fr;gap:10px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="p"><b>${esc(d.broker.name)}</b> · Load Details · Load ID ${d.loadReference}</div>
      <div class="g"><div class="p"><div class="k">PICK UP</div>${esc(p.place.name)}<br>${s.cs(p.place)} ${p.place.zip}<br>${p.date}</div>
      <div class="p"><div class="k">DELIVER</div>${esc(q.place.name)}<br>${s.cs(q.place)} ${q.place.zip}<br>${q.date}</div></div>
      <div class="p"><div class="k">RATE</div>Linehaul ${s.money(d.rate)} · ${d.fsc !== null ? `Fuel ${s.money(d.fsc)}` : 'Fuel included'} · ${d.tolls !== null ? `Tolls ${s.money(d.tolls)}` : 'No tolls'}<br>Loaded ${s.miles()} mi · Total ${s.total()}</div>
      <div class="p"><div class="k">NOTES</div>${s.termSentences().join('<br>') || '—'}</div></div>`;
  },
};

export const families: Family[] = [tmsMonospace, pipeTable, portalCards, mobileNarrow, spreadsheetExport, twoColumn, darkPortal];
