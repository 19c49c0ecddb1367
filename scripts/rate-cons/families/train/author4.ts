// Twelve layout families by a fourth author, written from what everyday US broker confirmations for
// hotshot, cargo-van and straight-truck owner-operators look like, and blind to the reader
// (docs/decisions/009-ocr.md, "Layout families"): a mid-size broker's standard PDF with a carrier
// signature block, a revised confirmation with the superseded rate struck through, a box-truck
// route sheet with several picks and drops, a TMS sheet whose miles are only a map caption, a
// fillable PDF form, a charges ledger with detention and lumper lines, a letterhead with a PO-box
// billing address in another city, a hazmat load, an oversize hotshot load with permits, a small
// broker's Word table with split City / State / ZIP cells, a confirmation buried under tracking
// rules whose pay is one sum line, and a hotshot partial with deck space. Fresh families: rendered
// with `--split fresh`, measured before they join any training index.
import type { ChargeLine, Stop } from '../../load';
import { esc, type Family, first, last } from '../../sheet';
import { ampm, csz, drawPhone, hoursLater, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

type Code = ChargeLine['code'];

/** A mid-size broker's standard PDF: letterhead left, load box right, stacked stop sections, pay box, carrier signature block. */
const signatureAcceptanceStandard: Family = {
  name: 'signature-acceptance-standard',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', fscChance: 0.7, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:30px 38px}
    .top{display:flex;justify-content:space-between;border-bottom:2px solid #222;padding-bottom:8px}.bn{font-size:19px;font-weight:bold}
    .lb{border:1px solid #222}.lb h1{margin:0;font-size:15px;background:#222;color:#fff;padding:4px 10px;text-align:center}
    .lb table td{padding:2px 8px}.lb td:first-child{text-align:right;font-weight:bold}
    .sec{margin-top:10px}.sec .h{font-weight:bold;border-bottom:1px solid #999;font-size:12px;padding-bottom:1px;margin-bottom:3px}
    .kv{display:grid;grid-template-columns:95px 1fr 95px 1fr;row-gap:2px}.kv b{text-align:right;padding-right:6px}
    .mid{display:grid;grid-template-columns:1fr 250px;gap:16px}.pay{border:1.5px solid #222;margin-top:10px}.pay div{display:flex;justify-content:space-between;padding:3px 8px}
    .pay .t{border-top:1.5px solid #222;font-weight:bold;font-size:13px}.sm{font-size:9.5px;color:#333;margin-top:10px}
    .sig{display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:16px}.sig .l{border-bottom:1px solid #000;height:22px;margin-top:8px}.sig i{font-size:10px}`,
  body(s) {
    const d = s.d;
    const stop = (st: Stop) => `<div class="sec"><div class="h">${st.kind === 'pick' ? 'SHIPPER' : 'RECEIVER'} ${stopNo(s, st)}</div><div class="kv">
      <b>Name:</b><span>${esc(st.place.name)}</span><b>Date:</b><span>${st.date}</span>
      <b>Address:</b><span>${esc(st.place.street)}</span><b>Time:</b><span>${ampm(st.time)}${s.maybe(0.4) ? ' (appt)' : ' FCFS'}</span>
      <b></b><span>${csz(st.place)}</span><b>${st.kind === 'pick' ? 'Pickup #:' : 'Delivery #:'}</b><span>${st.ref}</span>
      <b>Contact:</b><span>Shipping office ${drawPhone(s, 'paren')}</span><b></b><span></span></div></div>`;
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off', lumper: 'Lumper' });
    return `<div class="page"><div class="top"><div><div class="bn">${esc(d.broker.name)}</div>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}</div>
      <div class="lb"><h1>LOAD CONFIRMATION</h1><table><tr><td>Load #:</td><td><b>${d.loadReference}</b></td></tr><tr><td>Date:</td><td>${d.issued}</td></tr>
      <tr><td>Dispatcher:</td><td>${esc(d.dispatcher)}</td></tr><tr><td>Cust PO:</td><td>${d.otherNumbers.po}</td></tr></table></div></div>
      <div class="sec"><div class="h">CARRIER</div><div class="kv"><b>Carrier:</b><span>${esc(d.carrier.name)}</span><b>MC / DOT:</b><span>${d.carrier.mc} / ${d.carrier.dot}</span>
      <b>Driver:</b><span>${esc(d.carrier.driver)}</span><b>Truck #:</b><span>${d.carrier.truck}</span></div></div>
      <div class="mid"><div>${d.stops.map(stop).join('')}</div><div><div class="sec"><div class="h">LOAD</div>
        Equipment: ${esc(d.equipment)}<br>Commodity: ${esc(d.commodity)}<br>Weight: ${d.weight.toLocaleString('en-US')} lbs · ${d.pieces} pcs<br>Loaded Miles: ${s.miles()}</div>
        <div class="pay">${pay.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}<div class="t"><span>Total Carrier Pay</span><span>${s.total()}</span></div></div>
        <div class="sm">${s.termSentences().map(esc).join('<br>')}</div></div></div>
      <div class="sm">${s.boilerplate()} Send invoice and signed POD to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</div>
      <div class="sig"><div><b>CARRIER ACCEPTANCE</b><div class="l"></div><i>Signature</i><div class="l"></div><i>Printed name</i><div class="l"></div><i>Date</i></div>
        <div><b>${esc(d.broker.name.toUpperCase())}</b><div class="l" style="font-family:'DejaVu Serif';font-style:italic;font-size:16px">${esc(d.dispatcher)}</div><i>Authorized representative</i>
        <div class="l">${d.issued}</div><i>Date</i></div></div>
      <div class="sm">Sign and return within 1 hour to dispatch@${d.broker.name.toLowerCase().replace(/[^a-z]/g, '')}.com or the load may be reassigned.</div></div>`;
  },
};

/** A revised confirmation: REVISED stamp, a revision log, the superseded linehaul struck through beside the current one. */
const revisedRateAmendment: Family = {
  name: 'revised-rate-amendment',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'A######', fscChance: 0.6, tollsChance: 0.3, termsChance: 0.8 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:816px;padding:26px 34px;position:relative}
    .stamp{position:absolute;right:40px;top:26px;border:3px solid #c00;color:#c00;font-weight:bold;font-size:22px;padding:2px 12px;transform:rotate(-6deg)}
    h1{font-size:18px;margin:0}.sub{color:#555}table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #aaa;padding:3px 6px;text-align:left}
    th{background:#eee;font-size:11px}.r{text-align:right}s{color:#888}.ends{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:10px}
    .ends div{border:1px solid #aaa;padding:6px}.ends b{display:block;font-size:11px;color:#555}.hl{background:#fff3b0}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    let old = Math.round((d.rate * 0.9) / 25) * 25;
    if (old === d.rate || old <= 0) old = d.rate + 50;
    const revDay = d.issued;
    const why = pick(s.r, ['Rate increased per carrier counter', 'Rate adjusted after appointment change', 'Linehaul corrected']);
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Extra Stop', lumper: 'Lumper' });
    const extra = d.stops.filter((st) => st !== p && st !== q)
      .map((st) => `<tr><td>${st.kind === 'pick' ? 'Pick' : 'Drop'}</td><td>${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    return `<div class="page"><div class="stamp">REVISED</div><h1>${esc(d.broker.name)}</h1><div class="sub">${s.office(d.broker, ' · ')}</div>
      <h1 style="margin-top:12px">Rate Confirmation — Revision 2</h1><div>Order <b>${d.loadReference}</b> · This revision replaces all prior versions · Carrier: ${esc(d.carrier.name)} (${d.carrier.mc})</div>
      <table><tr><th>Rev</th><th>Date</th><th>Change</th><th>By</th></tr>
        <tr><td>0</td><td>${revDay}</td><td>Original tender, linehaul <s>${s.money(old)}</s></td><td>${esc(d.dispatcher)}</td></tr>
        <tr><td>1</td><td>${revDay}</td><td>Delivery appointment updated</td><td>${esc(d.dispatcher)}</td></tr>
        <tr class="hl"><td>2</td><td>${revDay}</td><td>${why}</td><td>${esc(d.dispatcher)}</td></tr></table>
      <div class="ends"><div><b>ORIGIN — PICK UP</b>${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}<br>${p.date} ${ampm(p.time)} · PU# ${p.ref}</div>
        <div><b>DESTINATION — DELIVER</b>${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}<br>${q.date} ${ampm(q.time)} · Del# ${q.ref}</div></div>
      ${extra ? `<table><tr><th>Also</th><th>Stop</th><th>When</th><th>Ref</th></tr>${extra}</table>` : ''}
      <table><tr><th>Equipment</th><th>Commodity</th><th>Weight</th><th>Miles</th></tr>
        <tr><td>${esc(d.equipment)}</td><td>${esc(d.commodity)}</td><td>${d.weight.toLocaleString('en-US')} lb</td><td>${s.miles()}</td></tr></table>
      <table><tr><th>Charge</th><th class="r">Previous</th><th class="r">Revised</th></tr>
        ${pay.map((l) => `<tr${l.code === 'linehaul' ? ' class="hl"' : ''}><td>${l.label}</td><td class="r">${l.code === 'linehaul' ? `<s>${s.money(old)}</s>` : s.money(l.amount)}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><th>Total</th><th></th><th class="r">${s.total()}</th></tr></table>
      <p>${s.termSentences().map(esc).join(' ')}</p><p style="font-size:10px">${s.boilerplate()}</p>
      <p>Carrier signature: ______________________ Date: __________</p></div>`;
  },
};

/** A box-truck route sheet: several picks and drops in a numbered table with split City / ST / ZIP columns; distance at the foot. */
const straightTruckRouteSheet: Family = {
  name: 'straight-truck-route-sheet',
  width: 880,
  draw: { picks: [2, 3], drops: [2, 4], ref: 'RT-#####', miles: [80, 650], fscChance: 0.5, tollsChance: 0.45, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:880px;padding:22px 28px}
    .hd{display:flex;justify-content:space-between;align-items:flex-start}.hd h1{font-size:20px;margin:0;letter-spacing:1px}
    .id{border:2px solid #000;padding:4px 10px;font-size:13px}table{border-collapse:collapse;width:100%;margin-top:8px}
    th{background:#333;color:#fff;font-size:10.5px;padding:3px 4px;text-align:left}td{border-bottom:1px solid #bbb;padding:3px 4px;vertical-align:top}
    tr:nth-child(odd) td{background:#f6f6f6}.r{text-align:right}.foot{display:grid;grid-template-columns:1fr 280px;gap:18px;margin-top:10px}
    .pay td{background:#fff!important}.pay .t td{border-top:2px solid #000;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td><b>${st.kind === 'pick' ? 'P' : 'D'}</b></td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}–${hoursLater(st.time, 2)}</td>
      <td class="r">${int(s.r, 1, 9)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Route pay (flat)', fsc: 'Fuel', tolls: 'Tolls', stop: 'Additional stops', lumper: 'Lumper / unload' });
    return `<div class="page"><div class="hd"><div><h1>ROUTE SHEET &amp; CARRIER CONFIRMATION</h1>${esc(d.broker.name)} · ${esc(d.broker.city)}, ${d.broker.st} · Dispatch ${d.broker.phone}</div>
      <div class="id">Route ID <b>${d.loadReference}</b><br>Issued ${d.issued}</div></div>
      <div style="margin-top:8px">Carrier <b>${esc(d.carrier.name)}</b> ${d.carrier.mc} · Unit ${d.carrier.truck} · Driver ${esc(d.carrier.driver)} · Equipment: 26' straight truck w/ liftgate, pallet jack, 2 load bars</div>
      <table><tr><th>#</th><th>P/D</th><th>Customer</th><th>Street</th><th>City</th><th>ST</th><th>ZIP</th><th>Window</th><th class="r">Pcs</th><th>Ref</th></tr>${rows}</table>
      <div style="margin-top:6px">Stops must be run in sequence. Total route distance, first pickup to last delivery: <b>${s.miles()} miles</b>. Deadhead to stop 1 not paid.</div>
      <div class="foot"><div><b>Driver notes</b><br>Liftgate required at every delivery. Count pieces at each stop and note shortages on the delivery receipt. ${s.termSentences().map(esc).join(' ')}<br><br><span style="font-size:10px">${s.boilerplate()}</span></div>
        <table class="pay">${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${s.maybe(0.6) ? `<tr class="t"><td>Settlement total</td><td class="r">${s.total()}</td></tr>` : ''}</table></div></div>`;
  },
};

/** A modern TMS confirmation: a map thumbnail whose caption is the only place the distance appears, labels above values. */
const mapThumbnailRoute: Family = {
  name: 'map-thumbnail-route',
  draw: { picks: [1, 2], drops: [1, 1], ref: '#########', fscChance: 0.5, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#1d2733}.page{width:816px;padding:28px 34px}
    .hd{display:flex;justify-content:space-between;align-items:center}.bn{font-weight:bold;font-size:18px;color:#0f5e9c}.pill{background:#e3f1fb;color:#0f5e9c;border-radius:12px;padding:3px 12px;font-weight:bold}
    .row{display:grid;grid-template-columns:330px 1fr;gap:18px;margin-top:14px}.map{border:1px solid #c9d3dd;border-radius:6px;overflow:hidden}
    .cap{padding:6px 10px;font-size:12px;background:#f5f8fb;border-top:1px solid #c9d3dd}.f{margin-bottom:8px}.f i{display:block;font-style:normal;font-size:9.5px;color:#6b7a89;text-transform:uppercase;letter-spacing:.6px}
    .grid{display:grid;grid-template-columns:1fr 1fr;gap:4px 16px}.st{border-left:4px solid #0f5e9c;padding:4px 10px;margin:8px 0}.st.d{border-color:#e07b00}
    table{border-collapse:collapse;width:100%}td{padding:5px 8px;border-bottom:1px solid #e4e9ee}.r{text-align:right}.tt td{font-weight:bold;font-size:13.5px}h3{font-size:12px;color:#6b7a89;text-transform:uppercase;letter-spacing:.8px;margin:16px 0 4px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const hrs = Math.round(d.miles / 52);
    const path = `M30,${int(s.r, 110, 140)} C${int(s.r, 90, 140)},${int(s.r, 20, 80)} ${int(s.r, 180, 230)},${int(s.r, 90, 150)} 300,${int(s.r, 30, 60)}`;
    const svg = `<svg width="330" height="170" viewBox="0 0 330 170"><rect width="330" height="170" fill="#eef3e8"/>
      <path d="M0,40 L330,70 M0,120 L330,100 M90,0 L120,170 M240,0 L210,170" stroke="#fff" stroke-width="5"/><path d="M0,90 L330,150" stroke="#f6e3a8" stroke-width="4"/>
      <path d="${path}" fill="none" stroke="#0f5e9c" stroke-width="4" stroke-dasharray="10 5"/><circle cx="30" cy="${path.split(' ')[0]!.split(',')[1]}" r="9" fill="#0f5e9c"/><circle cx="300" cy="${path.split(' ').pop()!.split(',')[1]}" r="9" fill="#e07b00"/></svg>`;
    const stop = (st: Stop) => `<div class="st${st.kind === 'drop' ? ' d' : ''}"><b>${st.kind === 'pick' ? 'Pickup' : 'Delivery'}${s.picks.length > 1 && st.kind === 'pick' ? ` ${stopNo(s, st)}` : ''} · ${st.date} ${ampm(st.time)}</b><br>
      ${esc(st.place.name)} — ${esc(st.place.street)}, ${csz(st.place)}<br><span style="color:#6b7a89">Reference ${st.ref}</span></div>`;
    const pay = payLines(s, { linehaul: 'Base rate', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop charge', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div class="bn">${esc(d.broker.name)}</div><span class="pill">Carrier Rate Confirmation</span></div>
      <div style="color:#6b7a89">${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div>
      <div class="row"><div class="map">${svg}<div class="cap">${esc(p.place.city)}, ${p.place.st} → ${esc(q.place.city)}, ${q.place.st}<br>Distance ${s.miles()} mi · est. ${hrs} h drive</div></div>
        <div class="grid"><div class="f"><i>Shipment</i><b style="font-size:15px">${d.loadReference}</b></div><div class="f"><i>Tendered</i>${d.issued}</div>
          <div class="f"><i>Carrier</i>${esc(d.carrier.name)}</div><div class="f"><i>MC</i>${d.carrier.mc}</div><div class="f"><i>Mode / equipment</i>FTL · ${esc(d.equipment)}</div>
          <div class="f"><i>Commodity</i>${esc(d.commodity)}</div><div class="f"><i>Weight</i>${d.weight.toLocaleString('en-US')} lb</div><div class="f"><i>Account manager</i>${esc(d.dispatcher)}</div></div></div>
      <h3>Stops</h3>${d.stops.map(stop).join('')}
      <h3>Carrier rate</h3><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'usd')}</td></tr>`).join('')}
        ${s.maybe(0.5) ? `<tr class="tt"><td>Total</td><td class="r">${s.total('usd')}</td></tr>` : ''}</table>
      <h3>Accessorials</h3><div>${s.termRows().map(([k, v]) => `${k}: ${v}`).join(' · ') || 'Pre-approval required for any accessorial.'}</div>
      <p style="font-size:9.5px;color:#6b7a89">${s.boilerplate()}</p></div>`;
  },
};

/** A fillable PDF form: tiny labels above tinted fields typed in monospace, split City / State / ZIP fields, money without dollar signs. */
const acroformBlueFields: Family = {
  name: 'acroform-blue-fields',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'BK#####', fscChance: 0.55, tollsChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:26px 32px}h1{text-align:center;font-size:17px;margin:2px 0 10px}
    .g{display:grid;grid-template-columns:repeat(12,1fr);gap:6px 8px}.fl label{display:block;font-size:8.5px;color:#333;margin-bottom:1px}
    .fl span{display:block;background:#dfe8fb;border:1px solid #8fa7d6;min-height:16px;padding:2px 4px;font-family:'DejaVu Sans Mono';font-size:12px}
    .c2{grid-column:span 2}.c3{grid-column:span 3}.c4{grid-column:span 4}.c5{grid-column:span 5}.c6{grid-column:span 6}.c8{grid-column:span 8}.c12{grid-column:span 12}
    .sh{grid-column:span 12;font-weight:bold;border-bottom:1px solid #000;margin-top:8px}.cb{font-family:'DejaVu Sans Mono'}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const f = (cls: string, label: string, v: string) => `<div class="fl ${cls}"><label>${label}</label><span>${v}</span></div>`;
    const end = (st: Stop, who: string) => `<div class="sh">${who}</div>${f('c6', `${who} Name`, esc(st.place.name))}${f('c6', 'Street Address', esc(st.place.street))}
      ${f('c5', 'City', esc(st.place.city))}${f('c2', 'State', st.place.st)}${f('c2', 'Zip', st.place.zip)}${f('c3', 'Reference #', st.ref)}
      ${f('c3', 'Date', st.date)}${f('c3', 'Time', st.time)}${f('c6', 'Contact / Phone', drawPhone(s, 'paren'))}`;
    const other = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').reduce((a, c) => a + c.amount, 0);
    const box = (on: boolean) => (on ? '☒' : '☐');
    return `<div class="page"><div style="display:flex;justify-content:space-between"><b style="font-size:15px">${esc(d.broker.name)}</b><span>${esc(d.broker.street)} · ${csz(d.broker)} · ${d.broker.phone}</span></div>
      <h1>BROKER / CARRIER LOAD CONFIRMATION</h1><div class="g">
      ${f('c4', 'Confirmation No.', d.loadReference)}${f('c4', 'Date Issued', d.issued)}${f('c4', 'Broker Contact', esc(d.dispatcher))}
      ${f('c6', 'Carrier Name', esc(d.carrier.name))}${f('c3', 'MC Number', d.carrier.mc)}${f('c3', 'USDOT', d.carrier.dot)}
      ${f('c6', 'Driver Name', esc(d.carrier.driver))}${f('c6', 'Driver Cell', drawPhone(s, 'paren'))}
      ${end(p, 'Shipper')}${end(q, 'Consignee')}
      <div class="sh">Freight</div>${f('c6', 'Commodity', esc(d.commodity))}${f('c3', 'Weight (lbs)', String(d.weight))}${f('c3', 'Pieces', String(d.pieces))}
      <div class="c12 cb">${box(/Van|Box/.test(d.equipment))} Van/Box &nbsp; ${box(/Flatbed|Step/.test(d.equipment))} Flatbed/Step &nbsp; ${box(/Hotshot|Gooseneck/.test(d.equipment))} Hotshot/Gooseneck &nbsp; ${box(false)} Reefer &nbsp; ${box(s.maybe(0.3))} Tarps &nbsp; ${box(false)} Hazmat</div>
      <div class="sh">Rate Agreement (USD)</div>${f('c3', 'Loaded Miles', String(d.miles))}${f('c3', 'Line Haul $', s.money(d.rate, 'nocomma'))}
      ${f('c3', 'Fuel Surcharge $', d.fsc !== null ? s.money(d.fsc, 'nocomma') : '')}${f('c3', 'Tolls $', d.tolls !== null ? s.money(d.tolls, 'nocomma') : '')}
      ${f('c3', 'Other $', other > 0 ? other.toFixed(2) : '')}${f('c3', 'Total Due Carrier $', s.total('nocomma'))}${f('c6', 'Accessorials', esc(s.termRows().map(([k, v]) => `${k} ${v}`).join('; ')))}
      <div class="sh">Acceptance</div>${f('c8', 'Carrier Signature', '')}${f('c4', 'Date', '')}</div>
      <p style="font-size:9px">${s.boilerplate()}</p></div>`;
  },
};

/** A charges ledger with code, quantity, unit and rate columns; detention, layover and lumper lines sit at zero until incurred. */
const chargeCodesLedger: Family = {
  name: 'charge-codes-ledger',
  draw: { picks: [1, 2], drops: [1, 2], ref: '######', fscChance: 0.7, tollsChance: 0.4, termsChance: 0.85, lumperAsChargeChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:24px 30px}.hd{display:flex;justify-content:space-between;border-bottom:1px solid #000}
    h1{font-size:16px;margin:0 0 4px}table{border-collapse:collapse;width:100%;margin-top:8px}th{border-bottom:1.5px solid #000;text-align:left;font-size:10.5px;padding:3px 5px}
    td{padding:3px 5px;border-bottom:1px dotted #999;vertical-align:top}.r{text-align:right}.z td{color:#666}.t td{border-top:1.5px solid #000;border-bottom:0;font-weight:bold}
    .two{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:8px}.box{border:1px solid #777;padding:5px 8px}`,
  body(s) {
    const d = s.d;
    const codes: Record<Code, [string, string]> = { linehaul: ['LH', 'Line haul'], fsc: ['FSC', 'Fuel surcharge'], tolls: ['TOL', 'Tolls'], stop: ['STP', 'Stop-off'], lumper: ['LUM', 'Lumper (receipt)'] };
    const paid = d.charges.map((c) => {
      const [code, desc] = codes[c.code];
      const n = Number(/\((\d+)\)/.exec(c.label)?.[1] ?? 1);
      return `<tr><td>${code}</td><td>${desc}</td><td class="r">${n}</td><td>${c.code === 'stop' ? 'STOP' : 'FLAT'}</td><td class="r">${s.money(c.amount / n, 'plain')}</td><td class="r">${s.money(c.amount, 'plain')}</td></tr>`;
    });
    const t = d.terms;
    const zero: string[] = [];
    if (t.detention) { s.printed.terms.add('detention'); zero.push(`<tr class="z"><td>DET</td><td>Detention after ${t.detention.freeHours} hr free</td><td class="r">0</td><td>HR</td><td class="r">$${t.detention.perHour}.00</td><td class="r">0.00</td></tr>`); }
    if (t.layover !== null) { s.printed.terms.add('layover'); zero.push(`<tr class="z"><td>LAY</td><td>Layover</td><td class="r">0</td><td>DAY</td><td class="r">$${t.layover}.00</td><td class="r">0.00</td></tr>`); }
    if (t.lumper !== null && !d.charges.some((c) => c.code === 'lumper')) { s.printed.terms.add('lumper'); zero.push(`<tr class="z"><td>LUM</td><td>Lumper, up to</td><td class="r">0</td><td>EA</td><td class="r">$${t.lumper}.00</td><td class="r">0.00</td></tr>`); }
    if (t.tonu !== null) { s.printed.terms.add('tonu'); zero.push(`<tr class="z"><td>TONU</td><td>Truck ordered not used</td><td class="r">0</td><td>EA</td><td class="r">$${t.tonu}.00</td><td class="r">0.00</td></tr>`); }
    const stops = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Load' : 'Unload'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date}<br>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    return `<div class="page"><div class="hd"><div><h1>${esc(d.broker.name)} — Carrier Load Tender</h1>${s.office(d.broker, ' | ')}</div><div class="r">Tender # <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <div class="two"><div class="box"><b>Carrier</b><br>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver ${esc(d.carrier.driver)}, truck ${d.carrier.truck}</div>
        <div class="box"><b>Shipment</b><br>${esc(d.equipment)} · ${esc(d.commodity)}<br>${d.pieces} pcs / ${d.weight.toLocaleString('en-US')} lbs<br>Miles: ${s.miles()} loaded · BOL ${d.otherNumbers.bol}</div></div>
      <table><tr><th>Seq</th><th>Activity</th><th>Location</th><th>Scheduled</th><th>Ref #</th></tr>${stops}</table>
      <table><tr><th>Code</th><th>Description</th><th class="r">Qty</th><th>Unit</th><th class="r">Rate</th><th class="r">Amount</th></tr>${paid.join('')}${zero.join('')}
        <tr class="t"><td></td><td>Total carrier charges</td><td></td><td></td><td></td><td class="r">${s.total('plain')}</td></tr></table>
      <p style="font-size:10px">Lines at 0.00 are paid only when incurred and documented on the BOL. ${s.boilerplate()}</p></div>`;
  },
};

/** A serif letterhead confirmation whose invoices go to a PO box in another city, labels left with colons. */
const poBoxBillingLetterhead: Family = {
  name: 'po-box-billing-letterhead',
  draw: { picks: [1, 1], drops: [1, 1], ref: '#####', fscChance: 0.65, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px}.page{width:816px;padding:34px 48px}.lh{text-align:center;border-bottom:3px double #333;padding-bottom:8px}
    .lh .n{font-size:24px;letter-spacing:2px;font-variant:small-caps}.lh .a{font-size:11px}h2{text-align:center;font-size:15px;margin:14px 0;text-decoration:underline}
    .kv{display:grid;grid-template-columns:130px 1fr;row-gap:3px;margin:6px 0}.kv b{font-weight:bold}.bill{border:2px solid #333;padding:8px 12px;margin-top:14px;font-family:'DejaVu Sans';font-size:12px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const box = int(s.r, 100, 9999);
    const rateLine = [`Agreed rate: ${s.money(d.rate)} flat linehaul`];
    if (d.fsc !== null) rateLine.push(`Fuel surcharge: ${s.money(d.fsc)}`);
    if (d.tolls !== null) rateLine.push(`Tolls: ${s.money(d.tolls)}`);
    for (const c of d.charges.filter((x) => x.code === 'stop' || x.code === 'lumper')) rateLine.push(`${esc(c.label)}: ${s.money(c.amount)}`);
    return `<div class="page"><div class="lh"><div class="n">${esc(d.broker.name)}</div><div class="a">${esc(d.broker.street)} · ${csz(d.broker)} · Tel ${d.broker.phone} · ${d.otherNumbers.brokerMc}</div></div>
      <div style="display:flex;justify-content:space-between;margin-top:10px"><span>${d.issued}</span><span>Confirmation No. <b>${d.loadReference}</b></span></div>
      <h2>CARRIER RATE AND LOAD CONFIRMATION</h2>
      <div class="kv"><b>Carrier:</b><span>${esc(d.carrier.name)}, ${d.carrier.mc}</span><b>Equipment:</b><span>${esc(d.equipment)}</span>
        <b>Commodity:</b><span>${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lbs</span></div>
      <div class="kv"><b>Shipper:</b><span>${esc(p.place.name)}</span><b></b><span>${esc(p.place.street)}, ${csz(p.place)}</span><b>Ready:</b><span>${p.date} at ${ampm(p.time)} — pickup no. ${p.ref}</span></div>
      <div class="kv"><b>Consignee:</b><span>${esc(q.place.name)}</span><b></b><span>${esc(q.place.street)}, ${csz(q.place)}</span><b>Deliver:</b><span>${q.date} by ${ampm(q.time)} — delivery no. ${q.ref}</span></div>
      <div class="kv"><b>Loaded miles:</b><span>approx. ${s.miles()}</span><b>Compensation:</b><span>${rateLine.join('<br>')}${s.maybe(0.5) ? `<br><b>Total: ${s.total()}</b>` : ''}</span></div>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <div class="bill"><b>BILLING INSTRUCTIONS.</b> Do not mail invoices to the address above. Send the invoice, this signed confirmation and the signed BOL to:<br>
        <b>${esc(d.remitTo.name)}</b><br>P.O. Box ${box}<br>${csz(d.remitTo)}<br>or e-mail carrierpay@${d.broker.name.toLowerCase().replace(/[^a-z]/g, '')}.com. Questions: ${d.remitTo.phone}.</div>
      <p style="font-size:10.5px">${s.boilerplate()}</p><p>Sincerely,<br><br><i style="font-size:17px">${esc(d.dispatcher)}</i><br>${esc(d.dispatcher)}, Carrier Relations</p>
      <p>Accepted by carrier: ______________________________ Date: ____________</p></div>`;
  },
};

/** A hazmat load: placard, UN number, ERG guide and emergency phone beside the rate; labels in table header rows. */
const hazmatShippingDetails: Family = {
  name: 'hazmat-shipping-details',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'HZ######', fscChance: 0.75, tollsChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:24px 30px}.hd{display:flex;justify-content:space-between;align-items:center}
    .dia{width:52px;height:52px;background:#e5352b;transform:rotate(45deg);display:flex;align-items:center;justify-content:center;margin:12px}
    .dia span{transform:rotate(-45deg);color:#fff;font-weight:bold;font-size:20px}table{border-collapse:collapse;width:100%;margin-top:8px}
    th{background:#f0c419;font-size:10px;text-align:left;padding:3px 5px;border:1px solid #333}td{border:1px solid #333;padding:4px 5px;vertical-align:top}.r{text-align:right}
    .warn{border:2px solid #e5352b;padding:6px 10px;margin-top:8px;background:#fff5f4}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const [un, name, cls, guide] = pick(s.r, [['UN1263', 'Paint, 3, PG II', '3', '128'], ['UN1993', 'Flammable liquid, n.o.s., 3, PG III', '3', '128'],
      ['UN1075', 'Petroleum gases, liquefied, 2.1', '2', '115'], ['UN2794', 'Batteries, wet, filled with acid, 8, PG III', '8', '154']] as const);
    const drops = s.drops.map((st) => `<tr><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td><td>${csz(st.place)}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div><div class="dia"><span>${cls}</span></div>
      <div class="r"><b style="font-size:15px">HAZMAT LOAD CONFIRMATION</b><br>Load ${d.loadReference}<br>${d.issued}</div></div>
      <table><tr><th>Carrier</th><th>MC</th><th>Driver (hazmat endorsement required)</th><th>Equipment</th><th>Loaded miles</th></tr>
        <tr><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc}</td><td>${esc(d.carrier.driver)}</td><td>${esc(d.equipment)}</td><td>${s.miles()}</td></tr></table>
      <table><tr><th>Proper shipping name</th><th>UN / NA</th><th>Class</th><th>ERG guide</th><th>Pieces</th><th>Weight</th></tr>
        <tr><td>${name}</td><td>${un}</td><td>${cls}</td><td>${guide}</td><td>${d.pieces}</td><td>${d.weight.toLocaleString('en-US')} lbs</td></tr></table>
      <div class="warn"><b>Emergency response:</b> CHEMTREC 1-800-424-9300, contract CCN${int(s.r, 100000, 999999)}. Placards must be displayed on all four sides. Route must avoid restricted tunnels; no parking within 5 ft of the traveled roadway.</div>
      <table><tr><th>Shipper</th><th>City / State / Zip</th><th>Pick up</th><th>Shipper ref</th></tr>
        <tr><td>${esc(p.place.name)}<br>${esc(p.place.street)}</td><td>${csz(p.place)}</td><td>${p.date} ${p.time}</td><td>${p.ref}</td></tr></table>
      <table><tr><th>Consignee</th><th>City / State / Zip</th><th>Deliver</th><th>Consignee ref</th></tr>${drops}</table>
      <table style="width:55%"><tr><th>Carrier pay</th><th class="r">Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr></table>
      <p>${s.termSentences().map(esc).join(' ')}</p><p style="font-size:9.5px">${s.boilerplate()} Carrier certifies it is registered with PHMSA and holds a current hazmat safety permit where required.</p></div>`;
  },
};

/** An oversize hotshot load: dimensions, permits and escorts, the permitted-route miles; a permit cost that is not carrier pay. */
const oversizePermitLoad: Family = {
  name: 'oversize-permit-load',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'OS-######', miles: [200, 1400], fscChance: 0.45, tollsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12.5px}.page{width:816px;padding:26px 32px}.bar{background:#f5b700;padding:6px 12px;font-weight:bold;font-size:17px;display:flex;justify-content:space-between}
    .cols{display:grid;grid-template-columns:1fr 1fr;gap:14px;margin-top:10px}.p{border:1px solid #444;padding:6px 9px}.p h4{margin:0 0 4px;font-size:12px;text-transform:uppercase;border-bottom:1px solid #aaa}
    .dims{display:grid;grid-template-columns:repeat(4,1fr);border:1px solid #444;margin-top:10px;text-align:center}.dims div{padding:5px;border-right:1px solid #444}.dims div:last-child{border:0}.dims i{display:block;font-size:10px;font-style:normal;color:#555}
    table{width:100%;border-collapse:collapse}td{padding:3px 4px}.r{text-align:right}.t td{border-top:1.5px solid #000;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const states = [p.place.st, q.place.st].filter((x, i, a) => a.indexOf(x) === i).join(', ');
    const permitCost = int(s.r, 60, 480) + 0.5 * int(s.r, 0, 1);
    const width = `${pick(s.r, ['8\'10"', '9\'6"', '10\'0"', '11\'4"', '12\'0"'])}`;
    const pay = payLines(s, { linehaul: 'Carrier rate (linehaul)', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Extra stop', lumper: 'Lumper' });
    const hasTotal = s.maybe(0.6);
    const rig = pick(s.r, ['Hotshot 40ft gooseneck', '3500 dually + 40\' step deck', 'Step Deck 48ft', 'Lowboy 2-axle']);
    return `<div class="page"><div class="bar"><span>OVERSIZE LOAD — RATE CONFIRMATION</span><span>Load ${d.loadReference}</span></div>
      <div style="margin-top:6px">${esc(d.broker.name)} · ${esc(d.broker.street)}, ${csz(d.broker)} · Heavy haul desk ${d.broker.phone} · ${d.issued}</div>
      <div class="dims"><div><i>Length</i>${int(s.r, 30, 48)}'${int(s.r, 0, 11)}"</div><div><i>Width</i>${width}</div><div><i>Height</i>${int(s.r, 8, 11)}'${int(s.r, 0, 11)}"</div><div><i>Weight</i>${d.weight.toLocaleString('en-US')} lbs</div></div>
      <div class="cols"><div class="p"><h4>Load at</h4>${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}<br>${p.date}, ${ampm(p.time)} · ref ${p.ref}<br>Forklift on site; driver secures with 4 chains + binders.</div>
        <div class="p"><h4>Deliver to</h4>${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}<br>${q.date}, daylight hours only · ref ${q.ref}<br>Crane offload, call 2 hrs out.</div></div>
      <div class="cols"><div class="p"><h4>Permits &amp; route</h4>Permits ordered by broker for: ${states}.<br>Permitted route miles: <b>${s.miles()}</b><br>Travel sunrise to sunset, no weekend movement.
        <br>Escort: ${pick(s.r, ['none required', '1 front escort where width exceeds 10\'', 'high pole in ' + q.place.st])}.<br>Permit fees <span style="color:#555">${s.money(permitCost)} — paid direct by broker, not part of carrier pay</span>.<br>Flags, banners and lights supplied by carrier.</div>
        <div class="p"><h4>Carrier pay</h4><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
          ${hasTotal ? `<tr class="t"><td>Total carrier pay</td><td class="r">${s.total()}</td></tr>` : ''}</table>
          <div style="font-size:11px;margin-top:4px">${s.termSentences().map(esc).join(' ')}</div></div></div>
      <div class="p" style="margin-top:10px"><h4>Carrier</h4>${esc(d.carrier.name)} · ${d.carrier.mc} · DOT ${d.carrier.dot} · ${rig} · Driver ${esc(d.carrier.driver)}</div>
      <p style="font-size:10px">${s.boilerplate()} Carrier is responsible for any fines from travel outside permitted hours or route.</p>
      <p>Carrier signature ____________________ &nbsp; Date ________ &nbsp; Broker: ${esc(d.dispatcher)}</p></div>`;
  },
};

/** A small broker's Word template: one bordered two-column table, shaded labels left, City / State / Zip in split cells. */
const wordTwoColTable: Family = {
  name: 'word-two-col-table',
  draw: { picks: [1, 1], drops: [1, 2], ref: '####', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px}.page{width:816px;padding:40px 56px}h1{text-align:center;font-size:18px;text-decoration:underline;margin:4px 0 2px}
    .co{text-align:center;font-size:12px;margin-bottom:12px}table{border-collapse:collapse;width:100%}td{border:1px solid #000;padding:3px 6px}
    td.l{background:#d9d9d9;font-weight:bold;width:190px}td.sec{background:#1f3864;color:#fff;font-weight:bold;text-align:center}`,
  body(s) {
    const d = s.d;
    const row = (l: string, v: string) => `<tr><td class="l">${l}</td><td colspan="5">${v}</td></tr>`;
    const place = (st: Stop, who: string) => `<tr><td class="sec" colspan="6">${who}</td></tr>${row('Name', esc(st.place.name))}${row('Address', esc(st.place.street))}
      <tr><td class="l">City</td><td>${esc(st.place.city)}</td><td class="l" style="width:50px">State</td><td>${st.place.st}</td><td class="l" style="width:40px">Zip</td><td>${st.place.zip}</td></tr>
      ${row('Date / Time', `${st.date} ${ampm(st.time)}`)}${row(st.kind === 'pick' ? 'Pick Up #' : 'Delivery #', st.ref)}`;
    const stops = d.stops.map((st) => place(st, st.kind === 'pick' ? 'PICK UP' : s.drops.length > 1 ? `DELIVERY ${stopNo(s, st)}` : 'DELIVERY')).join('');
    const pay = payLines(s, { linehaul: 'Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Extra Drop', lumper: 'Lumper' });
    return `<div class="page"><h1>RATE CONFIRMATION</h1><div class="co"><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)}<br>Ph ${d.broker.phone}</div>
      <table>${row('Load #', `<b>${d.loadReference}</b>`)}${row('Date', d.issued)}${row('Carrier', esc(d.carrier.name))}${row('MC#', d.carrier.mc)}${row('Driver / Truck #', `${esc(d.carrier.driver)} / ${d.carrier.truck}`)}
        ${stops}<tr><td class="sec" colspan="6">LOAD INFO</td></tr>${row('Commodity', esc(d.commodity))}${row('Weight', `${d.weight.toLocaleString('en-US')} lbs`)}${row('Truck Type', esc(d.equipment))}${row('Miles', s.miles())}
        <tr><td class="sec" colspan="6">PAY</td></tr>${pay.map((l) => row(l.label, s.money(l.amount))).join('')}${s.maybe(0.5) ? row('Total', `<b>${s.total()}</b>`) : ''}
        ${row('Notes', s.termSentences().map(esc).join(' ') || 'Call dispatch with any issues.')}</table>
      <p style="font-size:10.5px">${s.boilerplate()}</p><p>Carrier Signature: ___________________________ &nbsp; Date: ____________</p>
      <p>Please sign and email back to ${esc(d.dispatcher.split(' ')[0]!.toLowerCase())}@${d.broker.name.toLowerCase().replace(/[^a-z]/g, '')}.com</p></div>`;
  },
};

/** A confirmation buried under tracking and paperwork rules with fines; the stops in a short strip; the pay as one sum line. */
const trackingRequirementsHeavy: Family = {
  name: 'tracking-requirements-heavy',
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:22px 30px}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #444;padding-bottom:4px}
    .strip{display:grid;grid-template-columns:repeat(4,1fr);border:1px solid #444;margin-top:8px}.strip div{padding:4px 6px;border-right:1px solid #444}.strip div:last-child{border:0}.strip i{display:block;font-size:9px;color:#555;font-style:normal}
    ol{padding-left:20px;margin:6px 0}li{margin-bottom:3px}h3{font-size:12px;margin:10px 0 2px;background:#e8e8e8;padding:2px 6px}.sum{font-size:13px;border:1.5px solid #000;padding:6px 8px;margin-top:8px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const app = pick(s.r, ['MacroPoint', 'Trucker Tools', 'FourKites', 'Project44']);
    const sum = d.charges.map((c) => `${c.code === 'linehaul' ? 'Linehaul' : esc(c.label)} ${s.money(c.amount)}`).join(' + ');
    const withTotal = s.maybe(0.7);
    const stops = d.stops.map((st) => `<li><b>${st.kind === 'pick' ? 'PICK' : 'DROP'}</b> ${st.date} ${st.time} — ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} (#${st.ref})</li>`).join('');
    return `<div class="page"><div class="hd"><b style="font-size:16px">${esc(d.broker.name)}</b><span>Load Confirmation <b>${d.loadReference}</b> · ${d.issued}</span></div>
      <div class="strip"><div><i>Origin</i>${esc(p.place.city)}, ${p.place.st}</div><div><i>Destination</i>${esc(q.place.city)}, ${q.place.st}</div><div><i>Loaded miles</i>${s.miles()}</div><div><i>Equipment</i>${esc(d.equipment)}</div></div>
      <h3>CARRIER REQUIREMENTS — READ BEFORE DISPATCH</h3><ol>
        <li>Driver must accept ${app} tracking within 30 minutes of dispatch and keep it on until delivery. Loads without tracking are subject to a $150 service failure deduction.</li>
        <li>Check calls: on arrival and departure at every stop, and daily by 9:00 AM local.</li>
        <li>Late arrival without 2 hours' notice: $100 deduction per occurrence.</li>
        <li>Driver must count and inspect freight; note shortages or damage on the BOL before leaving. Clean BOL = carrier liability.</li>
        <li>Submit POD through the carrier portal within 24 hours of delivery. Paperwork received after 15 days is subject to a $50 late fee.</li>
        <li>No co-brokering, double brokering, or re-powering without written consent. Violation forfeits all pay.</li>
        <li>Seals must remain intact. Record seal number on the BOL.</li></ol>
      <h3>STOPS</h3><ol>${stops}</ol>
      <h3>CARRIER / FREIGHT</h3><div>${esc(d.carrier.name)} ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · ${esc(d.commodity)}, ${d.pieces} pcs, ${d.weight.toLocaleString('en-US')} lbs · Customer PO ${d.otherNumbers.po}</div>
      <h3>ACCESSORIALS</h3><div>${s.termSentences().map(esc).join(' ') || 'None unless approved in writing by the broker.'}</div>
      <div class="sum"><b>Carrier rate:</b> ${sum}${withTotal ? ` = <b>${s.total()}</b> total` : ''}</div>
      <p style="font-size:9.5px">${s.boilerplate()}</p></div>`;
  },
};

/** A hotshot partial: deck space in the header cells, pick-up and delivery under dark side tabs, a "partial rate" linehaul. */
const partialDeckSpace: Family = {
  name: 'partial-deck-space',
  width: 760,
  draw: { picks: [1, 1], drops: [1, 1], ref: 'P######', miles: [120, 1100], fscChance: 0.4, tollsChance: 0.3, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:22px 26px}.top{display:flex;justify-content:space-between;align-items:flex-end}
    .cells{display:grid;grid-template-columns:repeat(4,1fr);margin-top:10px;border:1.5px solid #234}.cells div{padding:6px 8px;border-right:1px solid #234}.cells div:last-child{border:0}
    .cells small{display:block;font-size:9.5px;color:#456;text-transform:uppercase}.cells b{font-size:15px}
    .blk{display:grid;grid-template-columns:86px 1fr;margin-top:10px;border:1px solid #234}.blk .tab{background:#234;color:#fff;font-weight:bold;display:flex;align-items:center;justify-content:center;text-align:center}
    .blk .c{padding:6px 10px;line-height:1.45}table{border-collapse:collapse;width:100%}td{padding:3px 6px;border-bottom:1px solid #ddd}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const feet = pick(s.r, [10, 12, 16, 18, 20, 24]);
    const [rig, deck] = pick(s.r, [['Hotshot 40ft gooseneck', 40], ['Flatbed 48ft', 48], ['Step Deck 48ft', 48], ['Dually + 34ft bumper pull', 34]] as const);
    const pay = payLines(s, { linehaul: 'Partial rate (linehaul)', fsc: 'FSC', tolls: 'Tolls', stop: 'Stop', lumper: 'Lumper' });
    return `<div class="page"><div class="top"><div><b style="font-size:17px">${esc(d.broker.name)}</b><br>${esc(d.broker.city)}, ${d.broker.st} · ${d.broker.phone}</div><div style="text-align:right"><b>PARTIAL LOAD CONFIRMATION</b><br>${d.issued}</div></div>
      <div class="cells"><div><small>Load ID</small><b>${d.loadReference}</b></div><div><small>Deck space</small><b>${feet} ft</b> of ${deck}</div><div><small>Loaded miles</small><b>${s.miles()}</b></div><div><small>Weight</small><b>${d.weight.toLocaleString('en-US')}</b> lb</div></div>
      <div style="margin-top:6px">Shared trailer OK — carrier may haul other partials if this freight is not re-handled. ${esc(d.commodity)}, ${d.pieces} pcs, straps only, no tarps.</div>
      <div class="blk"><div class="tab">PICK<br>UP</div><div class="c">${esc(p.place.name)} · ${esc(p.place.street)}<br>${csz(p.place)}<br>${p.date} from ${ampm(p.time)} (2-hr window) · PU# ${p.ref}</div></div>
      <div class="blk"><div class="tab">DELIVER</div><div class="c">${esc(q.place.name)} · ${esc(q.place.street)}<br>${csz(q.place)}<br>${q.date} by ${ampm(q.time)} · PO ${q.ref}</div></div>
      <div class="blk"><div class="tab">PAY</div><div class="c"><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${s.maybe(0.5) ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table></div></div>
      <div class="blk"><div class="tab">CARRIER</div><div class="c">${esc(d.carrier.name)} · ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · ${rig}</div></div>
      <p>${s.termSentences().map(esc).join(' ')}</p><p style="font-size:9.5px;color:#333">${s.boilerplate()}</p></div>`;
  },
};

export const families: Family[] = [
  signatureAcceptanceStandard, revisedRateAmendment, straightTruckRouteSheet, mapThumbnailRoute, acroformBlueFields, chargeCodesLedger,
  poBoxBillingLetterhead, hazmatShippingDetails, oversizePermitLoad, wordTwoColTable, trackingRequirementsHeavy, partialDeckSpace,
];
