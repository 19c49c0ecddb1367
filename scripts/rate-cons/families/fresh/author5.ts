// Twelve layout families by a fifth author, written from what everyday US broker confirmations for
// hotshot, cargo-van and straight-truck owner-operators look like, and blind to the reader
// (docs/decisions/009-ocr.md, "Layout families"): a national broker's long tender with numbered
// terms, a regional broker's one-page serif sheet, a TMS export with a Stop # / Type / Location /
// Appointment grid, a load board's digital confirmation with an e-signature panel, a plain-text
// e-mail reply thread, a dispatcher's confirmation forwarded to a driver, pay split into linehaul
// and fuel with an accessorial schedule, a sheet naming its reference Load #, Order # and PRO # in
// different places, an office address beside a different remit-to, pick-up and delivery rows with
// City / State / Zip columns and the pay as one row of column headers, stops as numbered cards, and
// a cargo-van expedite sheet with an all-in rate. Fresh families: rendered with `--split fresh`,
// measured before they join any training index.
import type { Stop } from '../../load';
import { esc, type Family, first, last, pad2 } from '../../sheet';
import { ampm, companyDomain, csz, drawPhone, hoursLater, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

/** "08:00" → "08:00 - 12:00": an appointment window of a few hours. */
const windowOf = (t: string, hours: number) => `${t} - ${hoursLater(t, hours)}`;

/** A national broker's tender: load-details grid, stops table, pay table, then a long page of numbered terms. */
const nationalBrokerLoadTender: Family = {
  name: 'national-broker-load-tender',
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', fscChance: 0.7, tollsChance: 0.3, termsChance: 0.8 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#222}.page{width:816px;padding:24px 32px}
    .top{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #1b3f73;padding-bottom:6px}
    .logo{font-size:22px;font-weight:bold;color:#1b3f73;letter-spacing:-.5px}.logo small{display:block;font-size:9px;font-weight:normal;color:#555;letter-spacing:0}
    h1{font-size:14px;margin:0;text-align:right;color:#1b3f73}h2{font-size:11.5px;background:#1b3f73;color:#fff;padding:3px 8px;margin:12px 0 0}
    .det{display:grid;grid-template-columns:repeat(3,1fr);border:1px solid #9aa9bd;border-top:0}.det div{padding:4px 8px;border-right:1px solid #d5dbe4;border-bottom:1px solid #d5dbe4}
    .det i{display:block;font-style:normal;font-size:8.5px;color:#5b6b80;text-transform:uppercase}
    table{border-collapse:collapse;width:100%}th{background:#e6ebf2;font-size:9.5px;text-align:left;padding:3px 6px;border:1px solid #9aa9bd}
    td{border:1px solid #c3ccd8;padding:4px 6px;vertical-align:top}.r{text-align:right}.tot td{font-weight:bold;background:#f3f5f8}
    .pg{margin:16px -32px 10px;border-top:1px dashed #888;text-align:center;font-size:9px;color:#777;padding-top:3px}
    .terms{columns:2;column-gap:22px;font-size:8.8px;line-height:1.35;text-align:justify}.terms p{margin:0 0 5px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Pickup' : 'Drop'}</td>
      <td><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date}<br>${windowOf(st.time, 2)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off', lumper: 'Lumper' });
    const clauses = [
      'CONFIRMATION. This Load Tender is issued under and subject to the Broker-Carrier Agreement between the parties. Where the two conflict, the Agreement controls except as to rate.',
      'TRACKING. Carrier shall accept an electronic tracking request before departure and keep tracking active until delivery. Loads without tracking may be subject to a service fee.',
      'PAPERWORK. Carrier shall submit an invoice, a clear signed bill of lading and any receipts for approved charges. Payment terms are 30 days from receipt of complete paperwork.',
      'ACCESSORIALS. Accessorial charges must be reported to the broker while the driver is on site and approved in writing. ' + s.termSentences().join(' '),
      'CARGO. Carrier is liable for the full value of the cargo from pickup until delivery. Seal numbers must be recorded on the BOL and may not be broken except by the receiver.',
      'NO RE-BROKERING. Carrier shall not re-broker, assign or interline this shipment. Doing so voids this tender and the broker may withhold payment.',
      'EQUIPMENT. Carrier shall provide clean, dry, odor-free equipment in good repair with securement suitable for the commodity tendered.',
      'COMMUNICATION. Driver must call the broker on arrival and departure at every stop and report any delay, overage, shortage or damage immediately.',
      s.boilerplate(),
    ];
    return `<div class="page"><div class="top"><div class="logo">${esc(d.broker.name.toUpperCase())}<small>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone} · ${d.otherNumbers.brokerMc}</small></div>
      <div><h1>CARRIER LOAD TENDER<br>AND RATE CONFIRMATION</h1><div style="text-align:right;font-size:10px">Page 1 of 2</div></div></div>
      <h2>Load Details</h2><div class="det">
        <div><i>Load Number</i><b style="font-size:13px">${d.loadReference}</b></div><div><i>Tender Date</i>${d.issued}</div><div><i>Carrier Rep</i>${esc(d.dispatcher)}</div>
        <div><i>Carrier</i>${esc(d.carrier.name)}</div><div><i>MC / DOT</i>${d.carrier.mc} / ${d.carrier.dot}</div><div><i>Equipment</i>${esc(d.equipment)}</div>
        <div><i>Commodity</i>${esc(d.commodity)}</div><div><i>Weight / Pieces</i>${d.weight.toLocaleString('en-US')} lb / ${d.pieces}</div><div><i>Trip Miles</i>${s.miles()}</div></div>
      <h2>Stops</h2><table><tr><th>Seq</th><th>Activity</th><th>Facility</th><th>Scheduled</th><th>Reference</th></tr>${rows}</table>
      <h2>Carrier Rate</h2><table><tr><th>Description</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Amount (USD)</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">1</td><td class="r">${s.money(l.amount, 'plain')}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        <tr class="tot"><td colspan="3">Total Carrier Rate</td><td class="r">${s.total()}</td></tr></table>
      <div class="pg">${esc(d.broker.name)} · Load ${d.loadReference} · Page 1 of 2</div>
      <h2 style="margin-top:0">Terms and Conditions</h2><div class="terms" style="margin-top:6px">${clauses.map((c, i) => `<p>${i + 1}. ${esc(c)}</p>`).join('')}</div>
      <table style="margin-top:12px"><tr><td style="height:34px;width:50%">Carrier signature:</td><td>Date:</td></tr></table>
      <div class="pg" style="margin-bottom:0">Page 2 of 2</div></div>`;
  },
};

/** A regional broker's one-page sheet: serif, centred letterhead, labels left with colons, rate as a short paragraph. */
const regionalOnePageSheet: Family = {
  name: 'regional-one-page-sheet',
  draw: { picks: [1, 1], drops: [1, 1], ref: '#####', fscChance: 0.4, tollsChance: 0.25, miles: [90, 700] },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px}.page{width:816px;padding:40px 60px}
    .lh{text-align:center;border-bottom:1px solid #000;padding-bottom:6px}.lh b{font-size:20px;letter-spacing:2px}
    h1{text-align:center;font-size:16px;text-decoration:underline;margin:16px 0}
    table{border-collapse:collapse}td{padding:3px 6px;vertical-align:top}td.k{width:150px;font-weight:bold}.note{font-size:10.5px;margin-top:16px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const fuel = d.fsc !== null ? `plus fuel surcharge of ${s.money(d.fsc)}` : 'rate includes fuel';
    const tolls = d.tolls !== null ? `<tr><td class="k">Tolls:</td><td>${s.money(d.tolls)} reimbursed with receipts</td></tr>` : '';
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper')
      .map((c) => `<tr><td class="k">${esc(c.label)}:</td><td>${s.money(c.amount)}</td></tr>`).join('');
    return `<div class="page"><div class="lh"><b>${esc(d.broker.name.toUpperCase())}</b><br>${esc(d.broker.street)} · ${csz(d.broker)}<br>Office ${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
      <h1>Rate Confirmation</h1>
      <table><tr><td class="k">Date:</td><td>${d.issued}</td></tr><tr><td class="k">Our Load No.:</td><td>${d.loadReference}</td></tr>
        <tr><td class="k">To Carrier:</td><td>${esc(d.carrier.name)}, ${d.carrier.mc}<br>Attn: ${esc(d.carrier.driver)}</td></tr>
        <tr><td class="k">Loading At:</td><td>${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}<br>${p.date}, ${ampm(p.time)} — ref ${p.ref}</td></tr>
        <tr><td class="k">Unloading At:</td><td>${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}<br>${q.date}, ${ampm(q.time)} — ref ${q.ref}</td></tr>
        <tr><td class="k">Commodity:</td><td>${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lbs, ${esc(d.equipment)}</td></tr>
        <tr><td class="k">Mileage:</td><td>${s.miles()} miles</td></tr>
        <tr><td class="k">Rate:</td><td>${s.money(d.rate)} flat, ${fuel}</td></tr>${tolls}${extra}</table>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p class="note">${s.boilerplate()} Mail or e-mail invoices to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</p>
      <p style="margin-top:26px">Thank you,<br><br><i>${esc(d.dispatcher)}</i><br>${esc(d.broker.name)}</p>
      <p>Accepted by carrier: ____________________________ Date: ____________</p></div>`;
  },
};

/** A broker TMS export: Stop # / Type / Location / Appointment grid, Order # in a grey header bar, empty and loaded miles. */
const tmsStopAppointmentGrid: Family = {
  name: 'tms-stop-appointment-grid',
  draw: { picks: [1, 2], drops: [1, 2], ref: '1######', fscChance: 0.65, tollsChance: 0.4, lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:816px;padding:20px 26px}
    .bar{background:#d9d9d9;display:flex;justify-content:space-between;padding:6px 10px;font-size:13px}.bar b{font-size:15px}
    .meta{display:grid;grid-template-columns:repeat(4,1fr);gap:2px 10px;margin:8px 0}.meta span{color:#666}
    table{border-collapse:collapse;width:100%;margin-top:8px}th{text-align:left;border-bottom:2px solid #000;font-size:10.5px;padding:3px 5px}
    td{border-bottom:1px solid #ccc;padding:4px 5px;vertical-align:top}.r{text-align:right}.sub{font-weight:bold;margin-top:12px;font-size:12px}
    .foot{font-size:9px;color:#555;margin-top:14px;display:flex;justify-content:space-between}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Pick' : 'Drop'}</td>
      <td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td>
      <td>${s.maybe(0.3) ? `${st.date} FCFS ${windowOf(st.time, 4)}` : `${st.date} ${st.time}`}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul - Flat', fsc: 'Fuel Surcharge - Flat', tolls: 'Tolls', stop: 'Stop Charge', lumper: 'Lumper Reimbursement' });
    const showTotal = s.maybe(0.7);
    return `<div class="page"><div class="bar"><span>${esc(d.broker.name)} — Carrier Confirmation</span><span>Order # <b>${d.loadReference}</b></span></div>
      <div class="meta"><div><span>Printed:</span> ${d.issued}</div><div><span>Rep:</span> ${esc(d.dispatcher)}</div><div><span>Phone:</span> ${d.broker.phone}</div><div><span>Mode:</span> TL</div>
        <div><span>Carrier:</span> ${esc(d.carrier.name)}</div><div><span>MC:</span> ${d.carrier.mc}</div><div><span>Truck:</span> ${d.carrier.truck}</div><div><span>Driver:</span> ${esc(d.carrier.driver)}</div>
        <div><span>Equip:</span> ${esc(d.equipment)}</div><div><span>Weight:</span> ${d.weight}</div><div><span>Loaded Mi:</span> ${d.miles}</div><div><span>Empty Mi:</span> ${d.deadhead}</div></div>
      <table><tr><th>Stop #</th><th>Type</th><th>Location</th><th>Appointment</th><th>Reference</th></tr>${rows}</table>
      <div class="sub">Carrier Charges</div><table><tr><th>Charge Type</th><th class="r">Units</th><th class="r">Per</th><th class="r">Amount</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">1.00</td><td class="r">${s.money(l.amount, 'nocomma')}</td><td class="r">${s.money(l.amount, 'nocomma')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td colspan="3"><b>Total Charges</b></td><td class="r"><b>${s.total('nocomma')}</b></td></tr>` : ''}</table>
      <div class="sub">Notes</div><div>${s.termRows().map(([k, v]) => `${k}: ${v}`).join('; ') || 'No accessorials without approval.'}</div>
      <div style="font-size:9.5px;margin-top:8px">${s.boilerplate()}</div>
      <div class="foot"><span>Report: CarrierConfirm_v3</span><span>${d.issued} ${pad2(int(s.r, 7, 18))}:${pad2(int(s.r, 0, 59))}</span><span>Page 1</span></div></div>`;
  },
};

/** A load board's digital rate confirmation: envelope id strip, labels above values in cards, e-signature audit panel. */
const digitalEsignEnvelope: Family = {
  name: 'digital-esign-envelope',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'BK-#######', fscChance: 0.55, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#1f2937}.page{width:816px;padding:0 0 24px}
    .env{background:#f3f4f6;font-size:9.5px;color:#6b7280;padding:5px 28px;border-bottom:1px solid #e5e7eb}
    .hd{padding:16px 28px 8px;display:flex;justify-content:space-between;align-items:flex-end}.hd h1{font-size:20px;margin:0}
    .badge{background:#dcfce7;color:#166534;border-radius:4px;padding:3px 8px;font-weight:bold;font-size:11px}
    .cards{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:8px 28px}.card{border:1px solid #e5e7eb;border-radius:8px;padding:10px 12px}
    .card h3{margin:0 0 6px;font-size:10.5px;color:#6b7280;text-transform:uppercase;letter-spacing:.7px}.lab{font-size:9.5px;color:#6b7280;margin-top:6px}
    .full{grid-column:span 2}.row{display:flex;justify-content:space-between;padding:3px 0;border-bottom:1px solid #f3f4f6}
    .sig{margin:10px 28px;border:1px solid #a5b4fc;background:#eef2ff;border-radius:8px;padding:10px 12px;display:grid;grid-template-columns:1fr 1fr;gap:10px}
    .scr{font-family:'DejaVu Serif';font-style:italic;font-size:20px;color:#1e3a8a}`,
  body(s) {
    const d = s.d;
    const hex = () => Array.from({ length: 4 }, () => int(s.r, 4096, 65535).toString(16).toUpperCase()).join('-');
    const stop = (st: Stop) => `<div class="card"><h3>${st.kind === 'pick' ? 'Pickup' : 'Dropoff'}${s.drops.length > 1 && st.kind === 'drop' ? ` ${stopNo(s, st)}` : ''}</h3>
      <b>${esc(st.place.city)}, ${st.place.st}</b><div>${esc(st.place.name)}<br>${esc(st.place.street)}, ${csz(st.place)}</div>
      <div class="lab">Appointment</div>${st.date} · ${ampm(st.time)}<div class="lab">Pickup / PO number</div>${st.ref}</div>`;
    const pay = payLines(s, { linehaul: 'Base Rate', fsc: 'Fuel Surcharge (FSC)', tolls: 'Tolls', stop: 'Extra Stops', lumper: 'Lumper' });
    const stamp = `${d.issued} ${pad2(int(s.r, 6, 20))}:${pad2(int(s.r, 0, 59))}:${pad2(int(s.r, 0, 59))} CST`;
    return `<div class="page"><div class="env">Envelope ID: ${hex()} · Electronically delivered document · Do not reply to this message</div>
      <div class="hd"><div><div style="color:#6b7280">${esc(d.broker.name)} via LoadLink Digital Rate Con</div><h1>Rate Confirmation</h1></div><span class="badge">SIGNED</span></div>
      <div class="cards"><div class="card"><h3>Booking</h3><div class="lab">Booking ID</div><b style="font-size:15px">${d.loadReference}</b>
          <div class="lab">Booked on</div>${d.issued}<div class="lab">Equipment</div>${esc(d.equipment)}<div class="lab">Load</div>${esc(d.commodity)} · ${d.weight.toLocaleString('en-US')} lbs</div>
        <div class="card"><h3>Payment</h3>${pay.map((l) => `<div class="row"><span>${l.label}</span><b>${s.money(l.amount)}</b></div>`).join('')}
          <div class="row" style="border:0"><span>Total</span><b>${s.total()}</b></div><div class="lab">Distance</div>${s.miles()} mi loaded</div>
        ${d.stops.map(stop).join('')}
        <div class="card full"><h3>Carrier</h3>${esc(d.carrier.name)} · ${d.carrier.mc} · DOT ${d.carrier.dot} · Driver ${esc(d.carrier.driver)}
          <div class="lab">Broker</div>${esc(d.broker.name)} · ${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}
          <div class="lab">Requirements</div>${s.termSentences().map(esc).join(' ') || 'Standard terms apply.'}</div></div>
      <div class="sig"><div><div class="lab">Carrier signature</div><div class="scr">${esc(d.carrier.driver)}</div>Signed ${stamp}<br>IP ${int(s.r, 24, 99)}.${int(s.r, 0, 255)}.${int(s.r, 0, 255)}.${int(s.r, 1, 254)}</div>
        <div><div class="lab">Broker signature</div><div class="scr">${esc(d.dispatcher)}</div>Sent ${d.issued} · Audit trail attached</div></div>
      <div style="font-size:9.5px;color:#6b7280;padding:0 28px">${s.boilerplate()}</div></div>`;
  },
};

/** A plain-text e-mail reply printed from a mail client: headers, short typed lines, and the carrier's earlier ask quoted below. */
const plaintextReplyThread: Family = {
  name: 'plaintext-reply-thread',
  draw: { picks: [1, 2], drops: [1, 1], ref: '#######', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:816px;padding:30px 40px}pre{font-family:inherit;white-space:pre-wrap;margin:0}
    .h{border-bottom:1px solid #000;padding-bottom:6px;margin-bottom:12px}.q{color:#444}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const who = d.dispatcher.split(' ')[0]!;
    const stopLines = d.stops.map((st) => `${st.kind === 'pick' ? `PICKUP${s.picks.length > 1 ? ` ${stopNo(s, st)}` : ''}` : 'DELIVER'}: ${esc(st.place.name)}
  ${esc(st.place.street)}, ${csz(st.place)}
  ${st.date} @ ${st.time}  #${st.ref}`).join('\n\n');
    const money = [`RATE: ${s.money(d.rate)}${d.fsc !== null ? ` + ${s.money(d.fsc)} FSC` : ' ALL IN'}`];
    if (d.tolls !== null) money.push(`TOLLS: ${s.money(d.tolls)}`);
    for (const c of d.charges.filter((x) => x.code === 'stop' || x.code === 'lumper')) money.push(`${esc(c.label.toUpperCase())}: ${s.money(c.amount)}`);
    const asked = Math.round((d.rate * 1.12) / 25) * 25;
    const mail = `dispatch@${companyDomain(d.broker.name)}`;
    return `<div class="page"><pre class="h">From:    ${esc(d.dispatcher)} &lt;${mail}&gt;
To:      ${esc(d.carrier.name.toLowerCase().replace(/[^a-z]/g, ''))}@gmail.com
Date:    ${d.issued} ${ampm(`${pad2(int(s.r, 7, 17))}:${pad2(int(s.r, 0, 59))}`)}
Subject: RE: ${esc(p.place.city)} to ${esc(q.place.city)} - load ${d.loadReference}</pre><pre>Ok we can do ${s.money(d.rate)}. Confirming below, reply YES to accept.

LOAD # ${d.loadReference}
${esc(d.equipment.toUpperCase())} - ${esc(d.commodity)} ${d.weight} LBS

${stopLines}

MILES: ${d.miles}
${money.join('\n')}

${s.termSentences().map(esc).join('\n')}
Send POD + invoice to ${esc(d.billTo.name.toLowerCase().replace(/ /g, ''))}@${companyDomain(d.broker.name)}

Thanks
${esc(d.dispatcher)}
${esc(d.broker.name)} | ${d.broker.phone} | ${d.otherNumbers.brokerMc}
</pre><pre class="q">
On ${d.issued}, ${esc(d.carrier.driver)} wrote:
&gt; ${who}, can you do ${s.money(asked)} on the ${esc(p.place.city)} load?
&gt; truck is empty in ${esc(p.place.city)} now, ${d.deadhead} mi out.
&gt;
&gt; ${esc(d.carrier.name)} ${d.carrier.mc}</pre></div>`;
  },
};

/** A dispatch service forwards the broker's confirmation to its driver: a short note on top, the broker's HTML table below. */
const dispatcherForwardDriver: Family = {
  name: 'dispatcher-forward-driver',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'LD######', fscChance: 0.6, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:12.5px;color:#202124}.page{width:816px;padding:22px 30px}
    .subj{font-size:19px;margin:0 0 10px}.from{color:#5f6368;font-size:11.5px;margin-bottom:12px}.fwd{color:#5f6368;font-size:11.5px;margin-top:14px}
    .orig{border:1px solid #dadce0;margin-top:8px;padding:12px;font-family:'DejaVu Serif';font-size:12px}
    .orig table{border-collapse:collapse;width:100%}.orig td{border:1px solid #999;padding:4px 6px;vertical-align:top}.orig td.k{background:#ececec;font-weight:bold;width:140px}
    .orig h2{font-size:15px;margin:0 0 6px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const ds = pick(s.r, ['Road Ready Dispatch', 'Eagle Eye Dispatching', 'Fast Lane Dispatch Co', 'TruckPro Dispatch Services']);
    const drops = s.drops.map((st) => `<tr><td class="k">Delivery${s.drops.length > 1 ? ` ${stopNo(s, st)}` : ''}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date} ${st.time}<br>Ref ${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Carrier Rate', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    return `<div class="page"><div class="subj">Fwd: Rate Confirmation - Load ${d.loadReference}</div>
      <div class="from"><b>${esc(d.dispatcher)}</b> &lt;${esc(d.dispatcher.toLowerCase().replace(' ', '.'))}@${companyDomain(ds)}&gt; to ${esc(d.carrier.driver)} · ${d.issued}</div>
      <div>Hey ${esc(d.carrier.driver.split(' ')[0]!)},</div><p>You're loaded out of ${esc(p.place.city)} ${p.date}, delivering ${esc(q.place.city)} ${q.date}. Rate con below, already signed. Call the shipper an hour out,
        send me pics of the BOL when loaded and don't forget to start tracking. ${pick(s.r, ['Fuel up before you get there.', 'Chains and straps, they check.', 'Drive safe.'])}</p>
      <div>${esc(d.dispatcher)}<br>${esc(ds)} · ${drawPhone(s, 'dash')}</div>
      <div class="fwd">---------- Forwarded message ---------<br>From: ${esc(d.broker.name)} &lt;loads@${companyDomain(d.broker.name)}&gt;<br>Date: ${d.issued}<br>Subject: Rate Confirmation - Load ${d.loadReference}<br>To: ${esc(d.dispatcher)}</div>
      <div class="orig"><h2>${esc(d.broker.name)} — Rate Confirmation</h2><div style="margin-bottom:8px">${s.office(d.broker, ' · ')}</div><table>
        <tr><td class="k">Load #</td><td colspan="2">${d.loadReference}</td></tr>
        <tr><td class="k">Carrier</td><td colspan="2">${esc(d.carrier.name)} (${d.carrier.mc}) c/o ${esc(ds)}</td></tr>
        <tr><td class="k">Pickup</td><td>${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}</td><td>${p.date} ${p.time}<br>Ref ${p.ref}</td></tr>${drops}
        <tr><td class="k">Equipment</td><td colspan="2">${esc(d.equipment)} · ${esc(d.commodity)} · ${d.weight.toLocaleString('en-US')} lbs</td></tr>
        <tr><td class="k">Miles</td><td colspan="2">${s.miles()}</td></tr>
        ${pay.map((l) => `<tr><td class="k">${l.label}</td><td colspan="2">${s.money(l.amount)}</td></tr>`).join('')}
        ${s.maybe(0.5) ? `<tr><td class="k">Total</td><td colspan="2"><b>${s.total()}</b></td></tr>` : ''}
        <tr><td class="k">Terms</td><td colspan="2">${s.termSentences().map(esc).join(' ') || 'Per carrier agreement.'}</td></tr></table>
        <p style="font-size:10px">${s.boilerplate()}</p></div></div>`;
  },
};

/** Pay split into Linehaul and Fuel with an RPM line, then an accessorial schedule of what may be added if incurred. */
const linehaulFuelAccessorialSplit: Family = {
  name: 'linehaul-fuel-accessorial-split',
  draw: { picks: [1, 1], drops: [1, 2], ref: '######', fscChance: 1, tollsChance: 0.45, termsChance: 0.9 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:26px 34px}
    .hd{display:flex;justify-content:space-between;border-bottom:1px solid #333;padding-bottom:6px}.hd .t{font-size:18px;font-weight:bold}
    .two{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:10px}.blk{border:1px solid #bbb;padding:8px 10px}
    .blk .cap{font-size:9px;text-transform:uppercase;color:#777;letter-spacing:.5px}.blk .v{font-size:12.5px;margin-bottom:5px}
    table{border-collapse:collapse;width:100%}td,th{padding:4px 6px;border-bottom:1px solid #ddd;text-align:left}.r{text-align:right}
    th{font-size:10px;color:#555}h3{font-size:12px;margin:12px 0 4px;border-bottom:2px solid #333}`,
  body(s) {
    const d = s.d;
    const stop = (st: Stop) => `<div class="blk"><div class="cap">${st.kind === 'pick' ? 'Origin' : `Destination${s.drops.length > 1 ? ` ${stopNo(s, st)}` : ''}`}</div>
      <div class="v"><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}</div>
      <div class="cap">Date / Time</div><div class="v">${st.date} ${ampm(st.time)}</div><div class="cap">Number</div><div class="v">${st.ref}</div></div>`;
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Additional Stop', lumper: 'Lumper' });
    const acc = s.termRows();
    return `<div class="page"><div class="hd"><div><div class="t">${esc(d.broker.name)}</div>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right">LOAD CONFIRMATION<br>Load ID: <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <div class="two">${d.stops.map(stop).join('')}</div>
      <div class="two"><div><h3>Shipment</h3><table><tr><td>Carrier</td><td>${esc(d.carrier.name)} ${d.carrier.mc}</td></tr><tr><td>Truck / Driver</td><td>${d.carrier.truck} / ${esc(d.carrier.driver)}</td></tr>
          <tr><td>Equipment</td><td>${esc(d.equipment)}</td></tr><tr><td>Commodity</td><td>${esc(d.commodity)}, ${d.pieces} pcs</td></tr><tr><td>Loaded miles</td><td>${s.miles()}</td></tr></table></div>
        <div><h3>Carrier Pay</h3><table><tr><th>Item</th><th class="r">Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
          <tr><td><b>Total Pay</b></td><td class="r"><b>${s.total()}</b></td></tr><tr><td style="color:#666">Linehaul per mile</td><td class="r" style="color:#666">${s.rpm()}</td></tr></table></div></div>
      <h3>Accessorial Schedule (paid only if incurred and approved)</h3>
      <table><tr><th>Accessorial</th><th>Rate</th></tr>${acc.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}<tr><td>Driver assist</td><td>Quoted on request</td></tr></table>
      <p style="font-size:9.5px;margin-top:12px">${s.boilerplate()}</p><p>Carrier signature ________________________ &nbsp; Date ____________</p></div>`;
  },
};

/** A sheet naming its reference three ways: Load # in the header, Order # for the customer's order, PRO # in the billing box. */
const loadOrderProRefs: Family = {
  name: 'load-order-pro-refs',
  draw: { picks: [1, 1], drops: [1, 1], ref: '3######', fscChance: 0.6, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:816px;padding:28px 36px}
    .hd{display:grid;grid-template-columns:1fr auto;align-items:start}.hd .n{font-size:17px;font-weight:bold}
    .ref{border:2px solid #000;text-align:center;padding:4px 14px}.ref small{display:block;font-size:9px}.ref b{font-size:17px}
    .cols{display:grid;grid-template-columns:1fr 1fr;gap:0;margin-top:12px;border:1px solid #000}.cols>div{padding:8px}.cols>div+div{border-left:1px solid #000}
    .cols h4{margin:0 0 4px;font-size:11px;background:#000;color:#fff;padding:2px 6px;display:inline-block}
    table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #000;padding:4px 6px}th{background:#eee;font-size:10.5px}.r{text-align:right}
    .bill{border:1px dashed #000;padding:8px;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const end = (st: Stop, h: string) => `<div><h4>${h}</h4><br>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>
      ${st.kind === 'pick' ? 'Ready' : 'Deliver by'}: ${st.date} ${st.time}<br>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} No.: ${st.ref}</div>`;
    const pay = payLines(s, { linehaul: 'Freight charge', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop charge', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div><div class="n">${esc(d.broker.name)}</div>${s.office(d.broker)}</div>
      <div class="ref"><small>LOAD #</small><b>${d.loadReference}</b><small>${d.issued}</small></div></div>
      <h2 style="text-align:center;font-size:15px;margin:14px 0 0">CONTRACT CARRIER RATE CONFIRMATION</h2>
      <div class="cols">${end(p, 'SHIP FROM')}${end(q, 'SHIP TO')}</div>
      <table><tr><th>Customer Order #</th><th>BOL #</th><th>Commodity</th><th>Weight</th><th>Equipment</th><th>Miles</th></tr>
        <tr><td>${d.otherNumbers.po}</td><td>${d.otherNumbers.bol}</td><td>${esc(d.commodity)}</td><td>${d.weight.toLocaleString('en-US')}</td><td>${esc(d.equipment)}</td><td>${s.miles()}</td></tr></table>
      <table><tr><th style="text-align:left">Rate Detail</th><th class="r">Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${s.maybe(0.6) ? `<tr><td><b>Total due carrier</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <div class="bill"><b>BILLING:</b> Show PRO # ${d.loadReference} on your invoice. Do not use the customer order number. Send invoice, rate confirmation and signed BOL to
        ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</div>
      <p style="font-size:9.5px">${s.boilerplate()}</p>
      <p>Carrier: ${esc(d.carrier.name)} · ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · Signature ____________________</p></div>`;
  },
};

/** A letterhead with the broker's office address and a separate remit-to box for a factoring company at another address. */
const officeVsRemitAddress: Family = {
  name: 'office-vs-remit-address',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'Q#####', fscChance: 0.7, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:0 0 24px}
    .band{background:#0e4d45;color:#fff;padding:14px 32px;display:flex;justify-content:space-between}.band b{font-size:20px}.band div{font-size:10.5px;text-align:right}
    .body{padding:12px 32px}.ttl{display:flex;justify-content:space-between;align-items:center}.ttl h1{font-size:16px;margin:0;color:#0e4d45}
    .kv{display:grid;grid-template-columns:130px 1fr;row-gap:3px;margin-top:6px}.kv b{color:#0e4d45}
    .remit{float:right;width:250px;border:2px solid #0e4d45;padding:8px;margin:0 0 8px 16px}.remit h4{margin:0 0 4px;color:#0e4d45}
    table{border-collapse:collapse;width:100%}td{padding:3px 6px;border-bottom:1px solid #dde}.r{text-align:right}h3{clear:both;color:#0e4d45;font-size:12px;margin:12px 0 4px}`,
  body(s) {
    const d = s.d;
    const stop = (st: Stop) => `<div class="kv"><b>${st.kind === 'pick' ? `Shipper${s.picks.length > 1 ? ` ${stopNo(s, st)}` : ''}:` : 'Consignee:'}</b><span>${esc(st.place.name)}, ${esc(st.place.street)}</span>
      <b>City/State/Zip:</b><span>${csz(st.place)}</span><b>Date &amp; Time:</b><span>${st.date} ${ampm(st.time)}</span><b>Reference:</b><span>${st.ref}</span></div>`;
    const pay = payLines(s, { linehaul: 'Line haul', fsc: 'FSC', tolls: 'Tolls', stop: 'Extra stop', lumper: 'Lumper' });
    const remitName = d.remitTo.name === d.broker.name ? `${d.broker.name} - Carrier Payables` : d.remitTo.name;
    return `<div class="page"><div class="band"><b>${esc(d.broker.name)}</b><div>Corporate office<br>${esc(d.broker.street)}<br>${csz(d.broker)} · ${d.broker.phone}</div></div>
      <div class="body"><div class="remit"><h4>REMIT TO</h4>${esc(remitName)}<br>${esc(d.remitTo.street)}<br>${csz(d.remitTo)}<br>Payables line ${d.remitTo.phone}<br>
        <span style="font-size:9.5px">Invoices mailed to the office address are not paid.</span></div>
      <div class="ttl"><h1>Load Confirmation #${d.loadReference}</h1></div>
      <div class="kv"><b>Issued:</b><span>${d.issued}</span><b>Carrier:</b><span>${esc(d.carrier.name)}</span><b>MC#:</b><span>${d.carrier.mc}</span><b>Agent:</b><span>${esc(d.dispatcher)}</span></div>
      <h3>Stops</h3>${d.stops.map(stop).join('<div style="height:6px"></div>')}
      <h3>Load</h3><div class="kv"><b>Equipment:</b><span>${esc(d.equipment)}</span><b>Commodity:</b><span>${esc(d.commodity)}</span><b>Total Miles:</b><span>${s.miles()}</span></div>
      <h3>Rate</h3><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr></table>
      <p>${s.termSentences().map(esc).join(' ')}</p><p style="font-size:9.5px">${s.boilerplate()}</p></div></div>`;
  },
};

/** Pick-up and delivery as rows with City / State / Zip columns; the pay as one row under column headers. */
const cszColumnPickupDelivery: Family = {
  name: 'csz-column-pickup-delivery',
  width: 900,
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', fscChance: 0.5, tollsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:900px;padding:24px 28px}
    h1{font-size:17px;margin:0}table{border-collapse:collapse;width:100%;margin-top:10px}th{background:#4a4a4a;color:#fff;font-size:10px;padding:4px 5px;text-align:left;border:1px solid #4a4a4a}
    td{border:1px solid #999;padding:4px 5px}.c{text-align:center}.hd{display:flex;justify-content:space-between}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td class="c">${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}</td><td>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').reduce((a, c) => a + c.amount, 0);
    const na = 'N/A';
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="hd"><div><h1>${esc(d.broker.name)}</h1>${s.office(d.broker, ' | ')}</div>
      <div style="text-align:right"><b style="font-size:14px">RATE CONFIRMATION</b><br>Load: ${d.loadReference}<br>Date: ${d.issued}</div></div>
      <table><tr><th>Carrier</th><th>MC</th><th>DOT</th><th>Driver</th><th>Truck</th><th>Equipment</th></tr>
        <tr><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc}</td><td>${d.carrier.dot}</td><td>${esc(d.carrier.driver)}</td><td>${d.carrier.truck}</td><td>${esc(d.equipment)}</td></tr></table>
      <table><tr><th>Stop</th><th>Name</th><th>Address</th><th>City</th><th>State</th><th>Zip</th><th>Date</th><th>Time</th><th>Ref #</th></tr>${rows}</table>
      <table><tr><th>Commodity</th><th>Weight</th><th>Pieces</th><th>Miles</th><th>Line Haul</th><th>FSC</th><th>Tolls</th><th>Other</th>${showTotal ? '<th>Total Pay</th>' : ''}</tr>
        <tr><td>${esc(d.commodity)}</td><td>${d.weight}</td><td>${d.pieces}</td><td>${d.miles}</td><td>${s.money(d.rate)}</td>
        <td>${d.fsc !== null ? s.money(d.fsc) : na}</td><td>${d.tolls !== null ? s.money(d.tolls) : na}</td><td>${extra ? s.money(extra) : na}</td>${showTotal ? `<td><b>${s.total()}</b></td>` : ''}</tr></table>
      <p>${s.termSentences().map(esc).join(' ')}</p><p style="font-size:9.5px">${s.boilerplate()}</p>
      <p>Accepted: ______________________ (carrier) &nbsp; ${esc(d.dispatcher)} (broker)</p></div>`;
  },
};

/** Stops as numbered cards in a row with arrows between them; a summary strip of trip id, miles and pay above. */
const numberedBadgeStopCards: Family = {
  name: 'numbered-badge-stop-cards',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'T-######', fscChance: 0.6, tollsChance: 0.35, miles: [150, 1100] },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#222}.page{width:816px;padding:24px 30px}
    .hd{display:flex;justify-content:space-between;align-items:center}.hd b{font-size:18px;color:#7a2e8e}
    .strip{display:flex;margin-top:12px;border:1px solid #d9c7df;border-radius:6px;overflow:hidden}.strip div{flex:1;padding:6px 10px;border-right:1px solid #d9c7df}
    .strip small{display:block;font-size:9px;color:#7a6a80;text-transform:uppercase}.strip span{font-size:14px;font-weight:bold}
    .cards{display:flex;align-items:stretch;gap:6px;margin-top:14px}.card{flex:1;border:1px solid #ccc;border-radius:8px;padding:10px;position:relative}
    .num{width:26px;height:26px;border-radius:13px;background:#7a2e8e;color:#fff;font-weight:bold;display:inline-flex;align-items:center;justify-content:center;margin-right:6px}
    .arr{align-self:center;font-size:20px;color:#7a2e8e}.card .k{font-size:9px;color:#777;text-transform:uppercase;margin-top:6px}
    table{border-collapse:collapse;width:60%;margin-top:14px}td{padding:4px 6px;border-bottom:1px solid #eee}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const card = (st: Stop, i: number) => `<div class="card"><span class="num">${i + 1}</span><b>${st.kind === 'pick' ? 'PICK UP' : 'DROP OFF'}</b>
      <div class="k">Location</div>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<div class="k">Appointment</div>${st.date}<br>${ampm(st.time)}
      <div class="k">Ref</div>${st.ref}</div>`;
    const pay = payLines(s, { linehaul: 'Linehaul rate', fsc: 'Fuel surcharge', tolls: 'Toll reimbursement', stop: 'Stop pay', lumper: 'Lumper' });
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="hd"><b>${esc(d.broker.name)}</b><span>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</span></div>
      <div style="font-size:15px;margin-top:8px">Carrier Rate &amp; Load Confirmation</div>
      <div class="strip"><div><small>Trip ID</small><span>${d.loadReference}</span></div><div><small>Miles</small><span>${s.miles()}</span></div>
        <div><small>Stops</small><span>${d.stops.length}</span></div><div><small>Equipment</small><span style="font-size:11.5px">${esc(d.equipment)}</span></div></div>
      <div class="cards">${d.stops.map((st, i) => card(st, i)).join('<div class="arr">&#10140;</div>')}</div>
      <table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>Carrier total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p><b>Carrier:</b> ${esc(d.carrier.name)} (${d.carrier.mc}) · <b>Driver:</b> ${esc(d.carrier.driver)} · <b>Freight:</b> ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lb</p>
      <p>${s.termSentences().map(esc).join('<br>')}</p><p style="font-size:9.5px;color:#555">${s.boilerplate()}</p></div>`;
  },
};

/** A cargo-van expedite sheet: HOT banner, all-in rate with fuel included, tolls reimbursed, loaded and deadhead miles. */
const sprinterAllInExpedite: Family = {
  name: 'sprinter-all-in-expedite',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'EX#####', fscChance: 0, tollsChance: 0.5, miles: [80, 900], termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12.5px}.page{width:816px;padding:22px 30px}
    .hot{background:#c62828;color:#fff;font-weight:bold;padding:5px 12px;display:flex;justify-content:space-between}
    .g{display:grid;grid-template-columns:160px 1fr;border:1px solid #444;margin-top:10px}.g div{padding:4px 8px;border-bottom:1px solid #ccc}
    .g div:nth-child(odd){background:#f1f1f1;font-weight:bold}.big{font-size:16px;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const row = (k: string, v: string) => `<div>${k}</div><div>${v}</div>`;
    const van = pick(s.r, ['Sprinter van (high roof)', 'Cargo van', '26ft straight truck w/ liftgate', 'Small straight truck']);
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => row(esc(c.label), s.money(c.amount))).join('');
    return `<div class="page"><div class="hot"><span>HOT / EXPEDITE — TEAM NOT REQUIRED</span><span>${esc(d.broker.name)} · 24/7 ${d.broker.phone}</span></div>
      <h2 style="margin:10px 0 0">Expedite Confirmation · Shipment # ${d.loadReference}</h2><div>${d.issued} · Coordinator ${esc(d.dispatcher)} · ${esc(d.broker.street)}, ${csz(d.broker)}</div>
      <div class="g">${row('Carrier', `${esc(d.carrier.name)} · ${d.carrier.mc}`)}${row('Driver / Cell', `${esc(d.carrier.driver)} · ${drawPhone(s, 'dash')}`)}${row('Vehicle', van)}
        ${row('Pick up', `${esc(p.place.name)}, ${esc(p.place.street)}, ${csz(p.place)}<br>${p.date} ASAP — ready at ${ampm(p.time)} · PU# ${p.ref}`)}
        ${row('Deliver', `${esc(q.place.name)}, ${esc(q.place.street)}, ${csz(q.place)}<br>${q.date} by ${ampm(q.time)} · DEL# ${q.ref}`)}
        ${row('Freight', `${d.pieces} skids ${esc(d.commodity)}, ${Math.min(d.weight, 3500).toLocaleString('en-US')} lbs`)}
        ${row('Loaded miles', `${s.miles()} (deadhead ${d.deadhead} not paid)`)}
        ${row('All-in rate', `<span class="big">${s.money(d.rate)}</span> (fuel included)`)}
        ${d.tolls !== null ? row('Tolls', `${s.money(d.tolls)} reimbursed on receipts`) : ''}${extra}
        ${row('Accessorials', s.termSentences().map(esc).join(' ') || 'None without approval')}</div>
      <p>Driver must text ETA every 2 hours and photo the freight at pick up and delivery. Direct drive, no stops for other freight.</p>
      <p style="font-size:10px">${s.boilerplate()}</p><p>Accepted by: ____________________ Date/time: ____________</p></div>`;
  },
};

export const families: Family[] = [
  nationalBrokerLoadTender, regionalOnePageSheet, tmsStopAppointmentGrid, digitalEsignEnvelope, plaintextReplyThread, dispatcherForwardDriver,
  linehaulFuelAccessorialSplit, loadOrderProRefs, officeVsRemitAddress, cszColumnPickupDelivery, numberedBadgeStopCards, sprinterAllInExpedite,
];
