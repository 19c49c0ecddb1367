// Training families added to broaden the corpus (docs/decisions/009-ocr.md, "Broader training
// families"): label-above-value grids with City / State / ZIP cells in other orders, money columns
// with dotted leaders, Shipper | Consignee side by side, stop tables with a PU / SO / DEL type
// column, a total-only sheet with its rate per mile, wrapped monospace printouts, an e-mail letter,
// miles only in a PC*Miler footer, references in header boxes beside decoy numbers, charges tables
// with accessorial decoys, letterhead and remit-to with their own cities.
import type { Stop } from '../../load';
import { esc, type Family, first, last } from '../../sheet';
import { formCell } from '../../family-helpers';

/** Label above value; ZIP, City and State cells in another order than City / State / ZIP. */
const gridZipFirst: Family = {
  name: 'grid-zip-first',
  draw: { ref: '#######', picks: [1, 1], drops: [1, 1] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:760px;padding:26px 30px}
    table.g{border-collapse:collapse;width:100%;margin-top:6px}table.g td{border:1px solid #333;padding:3px 6px;vertical-align:top}
    .l{font-size:9px;color:#333;font-weight:bold}.v{font-size:13px;min-height:16px}.sec{font-weight:bold;margin-top:10px;font-size:13px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const place = (st: Stop, who: string) => `<tr>${formCell(`${who} NAME`, esc(st.place.name), 2)}${formCell('ZIP', st.place.zip)}${formCell('CITY', esc(st.place.city))}${formCell('STATE', st.place.st)}${formCell('APPT', `${st.date} ${st.time}`)}</tr>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <table class="g" style="width:230px">${formCell('REFERENCE NO.', `<b>${d.loadReference}</b>`)}${formCell('DATE', d.issued)}</table></div>
      <div class="sec">ORIGIN</div><table class="g">${place(p, 'SHIPPER')}</table>
      <div class="sec">DESTINATION</div><table class="g">${place(q, 'RECEIVER')}</table>
      <table class="g" style="margin-top:12px"><tr>${formCell('EQUIPMENT', esc(d.equipment))}${formCell('WEIGHT', `${d.weight} lb`)}${formCell('DEADHEAD', String(d.deadhead))}${formCell('LOADED MILES', s.miles())}</tr>
      <tr>${formCell('LINEHAUL RATE', s.money(d.rate))}${formCell('FUEL SURCHARGE', d.fsc !== null ? s.money(d.fsc) : 'INCL')}${formCell('TOLLS', d.tolls !== null ? s.money(d.tolls) : 'NONE')}${formCell('TOTAL CARRIER PAY', s.total())}</tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** Right-aligned money column with dotted leaders; stops as "Shipper:" / "Consignee:" blocks. */
const dottedLeaders: Family = {
  name: 'dotted-leaders',
  draw: { ref: 'R######', lumperAsChargeChance: 0.5, picks: [1, 2], drops: [1, 1] },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:720px;padding:34px 48px}
    .ln{display:flex}.ln .t{flex:1;overflow:hidden;white-space:nowrap}.ln .t:after{content:' ..........................................................................................'}
    .ln .a{text-align:right;min-width:110px}.blk{margin:8px 0}`,
  body(s) {
    const d = s.d;
    const ln = (t: string, a: string) => `<div class="ln"><span class="t">${t}</span><span class="a">${a}</span></div>`;
    const stops = d.stops.map((st) => `<div class="blk"><b>${st.kind === 'pick' ? 'Shipper' : 'Consignee'}:</b> ${esc(st.place.name)}<br>${esc(st.place.street)}<br>${esc(st.place.city)}, ${st.place.st} ${st.place.zip}<br>${st.kind === 'pick' ? 'Pick up' : 'Deliver'} ${st.date} ${st.time}</div>`).join('');
    return `<div class="page"><center><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</center>
      <p><b>Rate Confirmation — Load ${d.loadReference}</b> &nbsp; Issued ${d.issued}</p>${stops}
      <div style="width:420px;margin-top:14px">${d.charges.map((c) => ln(esc(c.label), s.money(c.amount))).join('')}
      ${ln('<b>Total Due Carrier</b>', `<b>${s.total()}</b>`)}${ln('Loaded Miles', s.miles())}</div>
      <p style="font-size:11px">${s.termSentences().join(' ')}</p></div>`;
  },
};

/** Shipper | Consignee side by side in two boxed columns, rate box below. */
const sideBySide: Family = {
  name: 'shipper-consignee-side',
  draw: { ref: '######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:26px 30px}
    .two{display:flex;gap:14px;margin-top:10px}.two>div{flex:1;border:1px solid #444}.two h4{margin:0;background:#ddd;padding:4px 8px;font-size:12px}
    .two .b{padding:6px 8px;line-height:1.5}.rb{border:1px solid #444;margin-top:12px;padding:6px 10px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right">Load # ${d.loadReference}<br>PO ${d.otherNumbers.po}<br>${d.issued}</div></div>
      <div class="two"><div><h4>SHIPPER</h4><div class="b">${s.address(p.place)}<br>Date: ${p.date} ${p.time}</div></div>
      <div><h4>CONSIGNEE</h4><div class="b">${s.address(q.place)}<br>Date: ${q.date} ${q.time}</div></div></div>
      <div class="rb">Miles: ${s.miles()} &nbsp;&nbsp; Rate: ${s.money(d.rate)}${d.fsc !== null ? ` &nbsp;&nbsp; Fuel: ${s.money(d.fsc)}` : ''}${d.tolls !== null ? ` &nbsp;&nbsp; Tolls: ${s.money(d.tolls)}` : ''} &nbsp;&nbsp; Total: ${s.total()}</div>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A stop table with a Type column: PU for pick-ups, SO for stop-offs, DEL for the last drop. */
const stopTypeTable: Family = {
  name: 'stop-type-table',
  draw: { ref: '#########', picks: [1, 2], drops: [1, 3] },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:780px;padding:22px 26px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #999;padding:3px 5px;text-align:left}th{background:#f0f0f0}`,
  body(s) {
    const d = s.d;
    const lastDrop = last(s);
    const type = (st: Stop) => (st.kind === 'pick' ? 'PU' : st === lastDrop ? 'DEL' : 'SO');
    return `<div class="page"><b style="font-size:16px">${esc(d.broker.name)}</b> — Carrier Confirmation<br>${s.office(d.broker, ' | ')}
      <table><tr><th>Load</th><th>Carrier</th><th>Equipment</th><th>Weight</th></tr><tr><td>${d.loadReference}</td><td>${esc(d.carrier.name)}</td><td>${esc(d.equipment)}</td><td>${d.weight}</td></tr></table>
      <table><tr><th>Stop</th><th>Type</th><th>Location</th><th>Appointment</th><th>Ref</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${type(st)}</td><td>${esc(st.place.name)}, ${esc(st.place.city)}, ${st.place.st} ${st.place.zip}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('')}</table>
      <table style="width:50%"><tr><th>Charge</th><th style="text-align:right">Amount</th></tr>
      ${d.charges.map((c) => `<tr><td>${esc(c.label)}</td><td style="text-align:right">${s.money(c.amount, 'plain')}</td></tr>`).join('')}
      <tr><th>Total</th><th style="text-align:right">${s.total('plain')}</th></tr></table>
      <p>Mileage: ${s.miles()} &nbsp; Deadhead: ${d.deadhead}</p><p style="font-size:10px">${s.termSentences().join(' ')}</p></div>`;
  },
};

/** Only a total (no FSC, no tolls) with the rate per mile printed beside it. */
const totalOnlyRpm: Family = {
  name: 'total-only-rpm',
  draw: { ref: 'T-######', fscChance: 0, tollsChance: 0 },
  css: `body{font-family:'DejaVu Sans';font-size:14px}.page{width:700px;padding:30px 40px}.big{font-size:22px;font-weight:bold}
    .k{color:#555;font-size:11px;text-transform:uppercase}.g{display:grid;grid-template-columns:1fr 1fr;gap:10px 30px;margin-top:14px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><div style="display:flex;justify-content:space-between"><b>${esc(d.broker.name)}</b><span>${s.office(d.broker, ' ')}</span></div>
      <h3>Load Tender ${d.loadReference}</h3>
      <div class="g"><div><div class="k">Pickup</div>${esc(p.place.name)}<br>${s.cs(p.place)} ${p.place.zip}<br>${p.date}</div>
      <div><div class="k">Delivery</div>${esc(q.place.name)}<br>${s.cs(q.place)} ${q.place.zip}<br>${q.date}</div>
      <div><div class="k">Distance</div>${s.miles()} miles</div><div><div class="k">All-in rate</div><span class="big">${s.total()}</span> &nbsp; (${s.rpm()}/mi)</div></div>
      <p style="font-size:11px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A TMS printout in monospace at 64 columns: long lines wrap under their value. */
const tmsWrapped: Family = {
  name: 'tms-wrapped',
  draw: { ref: '########', picks: [1, 2], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:640px;padding:20px 24px}pre{margin:0;font-family:inherit;white-space:pre}`,
  body(s) {
    const d = s.d;
    const W = 64;
    const field = (label: string, value: string) => {
      const head = `${label.padEnd(12, '.')}: `;
      const words = value.split(' ');
      const lines: string[] = [];
      let cur = '';
      for (const w of words) {
        if ((head.length + cur.length + w.length + 1) > W && cur) { lines.push(cur); cur = w; } else cur = cur ? `${cur} ${w}` : w;
      }
      lines.push(cur);
      return lines.map((l, i) => (i === 0 ? head : ' '.repeat(head.length)) + l).join('\n').replaceAll('\u0001', ' ');
    };
    const stops = d.stops.map((st, i) => field(`${st.kind === 'pick' ? 'PICKUP' : 'DROP'} ${i + 1}`, `${st.place.name.toUpperCase()} ${st.place.street.toUpperCase()} ${`${st.place.city.toUpperCase()}, ${st.place.st}`.replace(/ /g, '\u0001')} ${st.place.zip} ${st.date} ${st.time}`)).join('\n');
    const pay = d.charges.map((c) => field(c.label.toUpperCase().replace(/[^A-Z ]/g, '').trim(), s.money(c.amount, 'nocomma'))).join('\n');
    const text = [`${d.broker.name.toUpperCase()}  ${d.broker.phone}`, '='.repeat(W), field('LOAD NO', d.loadReference), field('CARRIER', `${d.carrier.name.toUpperCase()} ${d.carrier.mc}`),
      stops, field('LOADED MI', String(d.miles)), field('EMPTY MI', String(d.deadhead)), pay, field('TOTAL PAY', s.total('nocomma')), '-'.repeat(W),
      ...s.termSentences().map((t) => field('NOTE', t.toUpperCase()))].join('\n');
    return `<div class="page"><pre>${esc(text)}</pre></div>`;
  },
};

/** An e-mail written as a letter: everything in sentences, the signature with the broker's city. */
const emailLetter: Family = {
  name: 'email-letter',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Sans';font-size:14px;line-height:1.5}.page{width:700px;padding:24px 34px}.h{color:#555;font-size:12px;border-bottom:1px solid #ccc}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const money = `${s.money(d.rate)} line haul${d.fsc !== null ? `, ${s.money(d.fsc)} fuel` : ''}${d.tolls !== null ? `, ${s.money(d.tolls)} tolls` : ''}, ${s.total()} total`;
    return `<div class="page"><div class="h">From: ${d.dispatcher} &lt;loads@${d.broker.name.toLowerCase().replace(/[^a-z]/g, '')}.com&gt;<br>Subject: Confirmation ${d.loadReference}<br>${d.issued}</div>
      <p>Good morning ${esc(d.carrier.driver.split(' ')[0]!)},</p>
      <p>Thanks for covering this one. You are confirmed on order ${d.loadReference}: loading at ${esc(p.place.name)} in ${s.cs(p.place)} on ${p.date} at ${p.time},
      delivering to ${esc(q.place.name)} in ${s.cs(q.place)} on ${q.date}. Run is ${s.miles()} miles loaded, ${d.deadhead} empty to the shipper.</p>
      <p>Pay is ${money}. ${s.termSentences().join(' ')}</p>
      <p>Send the signed BOL to billing when delivered.</p><p>${d.dispatcher}<br>${esc(d.broker.name)}<br>${s.office(d.broker)}</p></div>`;
  },
};

/** The miles appear only in the footer, as "Miles: 612 (PC*Miler)"; small numbers elsewhere. */
const footerMiles: Family = {
  name: 'footer-miles',
  draw: { ref: 'BK#######' },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:13px}.page{width:740px;padding:26px 34px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td{border:1px solid #aaa;padding:4px 6px}.f{border-top:1px solid #000;margin-top:16px;padding-top:4px;font-size:11px;color:#333}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br><br>
      <table><tr><td>Booking</td><td>${d.loadReference}</td><td>Pieces</td><td>${d.pieces}</td></tr>
      <tr><td>Origin</td><td>${esc(p.place.name)}, ${s.cs(p.place)}</td><td>Pallets</td><td>${Math.max(1, d.pieces - 2)}</td></tr>
      <tr><td>Destination</td><td>${esc(q.place.name)}, ${s.cs(q.place)}</td><td>Temp</td><td>N/A</td></tr>
      <tr><td>Rate</td><td>${s.money(d.rate)}</td><td>FSC</td><td>${d.fsc !== null ? s.money(d.fsc) : 'Included'}</td></tr>
      ${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td><td></td><td></td></tr>` : ''}</table>
      <p style="font-size:11px">${s.termSentences().join(' ')}</p>
      <div class="f">Miles: ${d.miles} (PC*Miler 36, practical) &nbsp;·&nbsp; Page 1 of 1 &nbsp;·&nbsp; Printed ${d.issued}</div></div>`;
  },
};

/** Reference numbers in a row of header boxes: Trip ID is the load; PO and BOL are decoys. */
const refHeaderBoxes: Family = {
  name: 'ref-header-boxes',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:24px 30px}
    .boxes{display:flex;gap:8px;margin-top:10px}.boxes div{border:2px solid #222;padding:4px 10px;text-align:center}.boxes small{display:block;font-size:9px}
    .boxes b{font-size:16px}table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #888;padding:4px;text-align:left}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><b style="font-size:17px">${esc(d.broker.name)}</b> &nbsp; ${s.office(d.broker, ' · ')}
      <div class="boxes"><div><small>CUSTOMER PO</small><b>${d.otherNumbers.po}</b></div><div><small>TRIP ID</small><b>${d.loadReference}</b></div><div><small>BOL</small><b>${d.otherNumbers.bol}</b></div><div><small>MC</small><b>${d.otherNumbers.brokerMc}</b></div></div>
      <table><tr><th>From</th><th>To</th><th>Miles</th><th>Deadhead</th></tr><tr><td>${s.cs(p.place)} ${p.place.zip}</td><td>${s.cs(q.place)} ${q.place.zip}</td><td>${d.miles}</td><td>${d.deadhead}</td></tr></table>
      <table><tr><th>Linehaul</th><th>Fuel</th><th>Tolls</th><th>Total</th></tr><tr><td>${s.money(d.rate)}</td><td>${d.fsc !== null ? s.money(d.fsc) : '—'}</td><td>${d.tolls !== null ? s.money(d.tolls) : '—'}</td><td>${s.total()}</td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** The pay table next to an accessorial schedule whose detention, lumper and TONU amounts are decoys. */
const accessorialDecoys: Family = {
  name: 'accessorial-decoys',
  draw: { ref: '######', termsChance: 1, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:780px;padding:22px 28px}
    .two{display:flex;gap:16px}.two>div{flex:1}table{border-collapse:collapse;width:100%;margin-top:6px}td,th{border:1px solid #999;padding:3px 5px;text-align:left}
    td.r,th.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const sched = s.termRows().map(([k, v]) => `<tr><td>${k}</td><td class="r">${v}</td></tr>`).join('');
    return `<div class="page"><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br><br>
      <b>Load ${d.loadReference}</b> &nbsp; ${s.cs(p.place)} → ${s.cs(q.place)} &nbsp; ${s.miles()} loaded mi
      <div class="two"><div><table><tr><th>Carrier Pay</th><th class="r">Amount</th></tr>
      ${d.charges.map((c) => `<tr><td>${esc(c.label)}</td><td class="r">${s.money(c.amount)}</td></tr>`).join('')}
      <tr><th>Total</th><th class="r">${s.total()}</th></tr></table></div>
      <div><table><tr><th>Accessorial (if incurred)</th><th class="r">Rate</th></tr>${sched}</table></div></div>
      <p><b>Shipper:</b> ${s.address(p.place, ', ')} ${p.date}<br><b>Receiver:</b> ${s.address(q.place, ', ')} ${q.date}</p>
      <p style="font-size:10px">${s.boilerplate()}</p></div>`;
  },
};

/** Letterhead with the broker's city, a remit-to box top right, bill-to below; stops in sentences. */
const remitTopRight: Family = {
  name: 'remit-top-right',
  draw: { ref: 'CN#####', picks: [1, 2], drops: [1, 2] },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:760px;padding:28px 36px}
    .top{display:flex;justify-content:space-between}.box{border:1px solid #000;padding:6px 10px;font-size:12px}
    table{border-collapse:collapse;width:100%;margin-top:10px}td{padding:3px 6px;border-bottom:1px solid #ccc}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><div class="top"><div><b style="font-size:19px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div class="box"><b>REMIT PAYMENT TO</b><br>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div></div>
      <p>Confirmation # ${d.loadReference} &nbsp; Date ${d.issued}</p>
      <table>${d.stops.map((st, i) => `<tr><td>${i + 1}. ${st.kind === 'pick' ? 'Load at' : 'Unload at'}</td><td>${esc(st.place.name)}, ${esc(st.place.street)}, ${esc(st.place.city)}, ${st.place.st} ${st.place.zip}</td><td>${st.date}</td></tr>`).join('')}</table>
      <table><tr><td>Total trip miles</td><td>${s.miles()}</td></tr><tr><td>Line haul</td><td>${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel surcharge</td><td>${s.money(d.fsc)}</td></tr>` : ''}${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}
      ${d.charges.filter((c) => c.code === 'stop').map((c) => `<tr><td>${esc(c.label)}</td><td>${s.money(c.amount)}</td></tr>`).join('')}
      <tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr></table>
      <div class="box" style="margin-top:12px;width:300px"><b>BILL TO</b><br>${esc(d.billTo.name)}<br>${s.office(d.billTo)}</div>
      <p style="font-size:10px">${s.termSentences().join(' ')}</p></div>`;
  },
};

/** Portal detail cards: label above value, split City / State, "Trip miles" beside small counts. */
const portalLabelAbove: Family = {
  name: 'portal-label-above',
  draw: { ref: '#######', picks: [1, 1], drops: [1, 2] },
  width: 900,
  css: `body{font-family:'DejaVu Sans';font-size:13px;background:#f3f5f8}.page{width:860px;padding:18px 20px;background:#f3f5f8}
    .cards{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:10px}.c{background:#fff;border:1px solid #dde;border-radius:8px;padding:10px 12px}
    .k{font-size:10px;color:#667;text-transform:uppercase;letter-spacing:.4px}.v{font-size:15px;margin-bottom:6px}`,
  body(s) {
    const d = s.d;
    const kv = (k: string, v: string) => `<div class="k">${k}</div><div class="v">${v}</div>`;
    const stop = (st: Stop, i: number) => `<div class="c"><b>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} ${i + 1}</b>${kv('Facility', esc(st.place.name))}${kv('City', esc(st.place.city))}${kv('State', st.place.st)}${kv('Appointment', `${st.date} ${st.time}`)}</div>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><b style="font-size:18px">${esc(d.broker.name)} · Carrier Portal</b><span>Shipment ${d.loadReference}</span></div>
      <div class="cards">${d.stops.map(stop).join('')}
      <div class="c">${kv('Trip miles', s.miles())}${kv('Stops', String(d.stops.length))}${kv('Pallets', String(d.pieces))}</div>
      <div class="c">${kv('Linehaul', s.money(d.rate))}${kv('Fuel surcharge', d.fsc !== null ? s.money(d.fsc) : '$0.00')}${d.tolls !== null ? kv('Tolls', s.money(d.tolls)) : ''}${kv('Total', s.total())}</div></div>
      <p style="font-size:11px">${s.termSentences().join(' ')}</p></div>`;
  },
};

export const families: Family[] = [gridZipFirst, dottedLeaders, sideBySide, stopTypeTable, totalOnlyRpm, tmsWrapped, emailLetter,
  footerMiles, refHeaderBoxes, accessorialDecoys, remitTopRight, portalLabelAbove];
