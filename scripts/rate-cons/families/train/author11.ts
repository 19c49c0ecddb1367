// Twelve layout families by an eleventh author, written blind to the reader
// (docs/decisions/009-ocr.md, "Layout families"), with the emphasis on how a page is arranged more
// than on what it says: landscape sheets, two- and three-column sheets, a pay box at the top right
// before the stops, stops as a horizontal band across the page, a load whose second half is a long
// carrier agreement, a big branded header over small print, right-aligned labels, labels in a light
// grey column with bold values, and one load number printed in several places under different
// labels. Fresh families: rendered with `--split fresh`, measured before they join any training index.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last } from '../../sheet';
import { ampm, csz, drawPhone, lbs, MONTHS, payLines, stopNo } from '../../family-helpers';
import { pick } from '../../../../src/domain/seeded-random';

/** "04/07/2026" → "Apr 7, 2026" */
const longDate = (d: string) => {
  const [m, day, y] = d.split('/').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${day}, ${y}`;
};
const hours = (s: Sheet) => pick(s.r, ['Mon-Fri 7a-3p', 'FCFS 6:00-14:00', 'By appt only', '24 hrs', 'Mon-Sat 8a-4p']);

/** Landscape: stops down the left two-thirds, a tall pay-and-load column on the right. */
const landscapeTwoPane: Family = {
  name: 'a11-landscape-two-pane',
  width: 1056,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', fscChance: 0.7, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#1a1a1a}.page{width:1056px;padding:22px 28px}
    .hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #333;padding-bottom:6px}
    .hd b{font-size:19px}.hd .t{font-size:15px;font-weight:bold;text-align:right}
    .grid{display:grid;grid-template-columns:2fr 1fr;gap:18px;margin-top:12px}
    .stop{border:1px solid #aaa;margin-bottom:8px;display:grid;grid-template-columns:90px 1fr 1fr}
    .stop .k{background:#333;color:#fff;font-weight:bold;padding:6px;text-align:center}.stop div{padding:5px 8px}
    .side{border:1px solid #333}.side h3{margin:0;background:#eee;padding:4px 8px;font-size:12px;border-bottom:1px solid #333}
    .side table{width:100%;border-collapse:collapse}.side td{padding:3px 8px;border-bottom:1px dotted #bbb}.r{text-align:right}
    .fine{font-size:8.5px;color:#444;margin-top:10px;columns:2;column-gap:20px}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st) => `<div class="stop"><div class="k">${s.stopLabel(st, 'upper')}<br>${stopNo(s, st)}</div>
      <div><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}</div>
      <div>Date: ${st.date}<br>Appt: ${st.time}<br>Ref: ${st.ref}<br>Hours: ${hours(s)}</div></div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Toll Reimb.', stop: 'Extra Stop', lumper: 'Lumper' });
    const showTotal = s.maybe(0.7);
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)} | ${d.broker.phone}</div>
      <div class="t">RATE CONFIRMATION<br><span style="font-size:11px;font-weight:normal">Load ${d.loadReference} · Issued ${d.issued}</span></div></div>
      <div class="grid"><div>${stops}<div class="fine">${esc(s.boilerplate())} ${s.termSentences().map(esc).join(' ')}</div></div>
      <div><div class="side"><h3>Load</h3><table>
        <tr><td>Load #</td><td class="r"><b>${d.loadReference}</b></td></tr><tr><td>Customer PO</td><td class="r">${d.otherNumbers.po}</td></tr>
        <tr><td>Equipment</td><td class="r">${esc(d.equipment)}</td></tr><tr><td>Weight</td><td class="r">${lbs(d.weight)} lbs</td></tr>
        <tr><td>Loaded Miles</td><td class="r">${s.miles()}</td></tr><tr><td>Empty Miles</td><td class="r">${d.deadhead}</td></tr></table></div>
      <div class="side" style="margin-top:10px"><h3>Carrier Pay</h3><table>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table></div>
      <div class="side" style="margin-top:10px"><h3>Carrier</h3><div style="padding:4px 8px">${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver ${esc(d.carrier.driver)} · Truck ${d.carrier.truck}</div></div>
      <div style="margin-top:14px;font-size:10px">Signature ________________________<br>Date _______</div></div></div></div>`;
  },
};

/** Three columns across the top (broker / carrier / load facts), stops and pay as full-width tables below. */
const threeColumnMasthead: Family = {
  name: 'a11-three-column-masthead',
  draw: { picks: [1, 1], drops: [1, 3], ref: 'L######', fscChance: 0.6, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:816px;padding:26px 30px}
    h1{font-size:17px;margin:0 0 8px;letter-spacing:1px}.cols{display:grid;grid-template-columns:1fr 1fr 1fr;border:1px solid #000}
    .cols>div{padding:6px 8px;border-right:1px solid #000;line-height:1.45}.cols>div:last-child{border-right:0}
    .cols h4{margin:0 0 3px;font-size:10px;text-transform:uppercase;border-bottom:1px solid #999}
    table{width:100%;border-collapse:collapse;margin-top:12px}th{border-bottom:2px solid #000;text-align:left;font-size:10.5px;padding:3px}
    td{border-bottom:1px solid #ccc;padding:4px 3px;vertical-align:top}.r{text-align:right}.small{font-size:9px;margin-top:14px;color:#333}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Shipper' : 'Consignee'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date} ${ampm(st.time)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Freight Charge', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Charge', lumper: 'Unloading' });
    const terms = s.termRows();
    return `<div class="page"><h1>LOAD CONFIRMATION — CARRIER COPY</h1><div class="cols">
      <div><h4>Broker</h4><b>${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}</div>
      <div><h4>Carrier</h4><b>${esc(d.carrier.name)}</b><br>${d.carrier.mc}<br>USDOT ${d.carrier.dot}<br>Driver: ${esc(d.carrier.driver)}<br>Unit ${d.carrier.truck}</div>
      <div><h4>Shipment</h4>Confirmation: <b>${d.loadReference}</b><br>Date: ${d.issued}<br>Rep: ${esc(d.dispatcher)}<br>Truck: ${esc(d.equipment)}<br>Miles: ${s.miles()}<br>${esc(d.commodity)} / ${lbs(d.weight)} lb</div></div>
      <table><tr><th>#</th><th>Type</th><th>Facility</th><th>City</th><th>State</th><th>Zip</th><th>Appointment</th><th>Ref</th></tr>${stops}</table>
      <table style="width:55%;margin-left:auto"><tr><th>Charge</th><th class="r">Amount</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        <tr><td><b>Total Due Carrier</b></td><td class="r"><b>${s.total('usd')}</b></td></tr></table>
      ${terms.length ? `<table style="width:55%"><tr><th colspan="2">Accessorials (pre-approval required)</th></tr>${terms.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>` : ''}
      <div class="small">Remit to: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A pay summary box at the top right, beside the reference block, before any stop. */
const payBoxTopRight: Family = {
  name: 'a11-pay-box-top-right',
  draw: { picks: [1, 2], drops: [1, 2], ref: '######', fscChance: 0.75, tollsChance: 0.45 },
  css: `body{font-family:'Liberation Sans','DejaVu Sans';font-size:12px}.page{width:816px;padding:30px 36px}
    .top{display:flex;justify-content:space-between;gap:20px}.brand{font-size:22px;font-weight:bold;color:#0b4d2c}
    .box{border:2px solid #0b4d2c;min-width:260px}.box h3{margin:0;background:#0b4d2c;color:#fff;font-size:12px;padding:4px 8px}
    .box table{width:100%;border-collapse:collapse}.box td{padding:3px 8px}.box .r{text-align:right;font-weight:bold}
    .box tr.t td{border-top:1px solid #0b4d2c;font-size:13px}
    .sec{margin-top:14px;border-top:1px solid #0b4d2c;padding-top:6px}.sec h4{margin:0 0 4px;color:#0b4d2c}
    .st{display:grid;grid-template-columns:120px 1fr 200px;padding:5px 0;border-bottom:1px solid #ddd}.legal{font-size:9px;color:#444}`,
  body(s) {
    const d = s.d;
    const pay = payLines(s, { linehaul: 'Base Rate', fsc: 'FSC', tolls: 'Tolls', stop: 'Addl Stops', lumper: 'Lumper' });
    const total = s.maybe(0.65);
    const stops = d.stops.map((st) => `<div class="st"><div><b>${st.kind === 'pick' ? 'PICK' : 'DROP'} ${stopNo(s, st)}</b><br>${st.date}</div>
      <div>${s.address(st.place)}</div><div>Appointment ${ampm(st.time)}<br>${st.kind === 'pick' ? 'PU#' : 'Delivery #'} ${st.ref}</div></div>`).join('');
    return `<div class="page"><div class="top"><div><div class="brand">${esc(d.broker.name)}</div>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}
        <p style="margin:12px 0 0"><b>Rate Confirmation #${d.loadReference}</b><br>Date issued: ${d.issued}<br>Booked by: ${esc(d.dispatcher)}</p></div>
      <div class="box"><h3>PAY SUMMARY</h3><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${total ? `<tr class="t"><td>Carrier Total</td><td class="r">${s.total()}</td></tr>` : ''}
        <tr><td>Miles</td><td class="r">${s.miles()}</td></tr></table></div></div>
      <div class="sec"><h4>Carrier</h4>${esc(d.carrier.name)} — ${d.carrier.mc} — DOT# ${d.carrier.dot} — Driver ${esc(d.carrier.driver)} ${drawPhone(s, 'paren')}</div>
      <div class="sec"><h4>Stops</h4>${stops}</div>
      <div class="sec"><h4>Freight</h4>${esc(d.commodity)} · ${d.pieces} pcs · ${lbs(d.weight)} lbs · ${esc(d.equipment)} · PO ${d.otherNumbers.po} · BOL ${d.otherNumbers.bol}</div>
      <div class="sec legal">${s.termSentences().map(esc).join(' ')} ${esc(s.boilerplate())}</div></div>`;
  },
};

/** Stops as a horizontal band of boxes across the page joined by arrows; facts and pay under it. */
const horizontalStopBand: Family = {
  name: 'a11-horizontal-stop-band',
  draw: { picks: [1, 2], drops: [1, 2], ref: '##-#####', fscChance: 0.6, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:24px 28px}
    .hd{text-align:center}.hd b{font-size:18px}.hd div{font-size:10px;color:#555}
    .band{display:flex;align-items:stretch;gap:4px;margin:16px 0;background:#f1f1f1;padding:10px 6px}
    .band .s{flex:1;background:#fff;border:1px solid #999;padding:6px;font-size:10.5px}.band .a{align-self:center;font-size:20px;color:#777}
    .band .s h5{margin:0 0 3px;font-size:10px;color:#fff;background:#555;padding:2px 4px}
    .two{display:grid;grid-template-columns:1fr 1fr;gap:20px}.kv td{padding:2px 6px 2px 0}.kv td:first-child{color:#555}
    .pay{border-collapse:collapse;width:100%}.pay td{border:1px solid #bbb;padding:4px 6px}.pay .r{text-align:right}
    .fine{font-size:8.5px;margin-top:14px;color:#333}`,
  body(s) {
    const d = s.d;
    const band = d.stops.map((st) => `<div class="s"><h5>${s.stopLabel(st, 'upper')} · ${st.date}</h5><b>${esc(st.place.city)}, ${st.place.st}</b> ${st.place.zip}<br>
      ${esc(st.place.name)}<br>${esc(st.place.street)}<br>${ampm(st.time)} · #${st.ref}</div>`).join('<div class="a">➜</div>');
    const pay = payLines(s, { linehaul: 'Line Haul Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop-Off', lumper: 'Lumper' });
    const terms = s.termRows();
    return `<div class="page"><div class="hd"><b>${esc(d.broker.name.toUpperCase())}</b><div>${esc(d.broker.street)} · ${csz(d.broker)} · ${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
      <div style="font-size:14px;color:#111;margin-top:6px"><b style="font-size:14px">Carrier Rate Confirmation</b> — Trip ${d.loadReference}</div></div>
      <div class="band">${band}</div>
      <div class="two"><table class="kv"><tr><td>Trip No.</td><td><b>${d.loadReference}</b></td></tr><tr><td>Carrier</td><td>${esc(d.carrier.name)} (${d.carrier.mc})</td></tr>
        <tr><td>Driver</td><td>${esc(d.carrier.driver)}</td></tr><tr><td>Equipment</td><td>${esc(d.equipment)}</td></tr>
        <tr><td>Commodity</td><td>${esc(d.commodity)}, ${lbs(d.weight)} lbs</td></tr><tr><td>Route miles</td><td>${s.miles()}</td></tr>
        ${terms.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>
      <div><table class="pay">${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr></table>
        <p style="font-size:10px">Invoice to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}</p></div></div>
      <div class="fine">${esc(s.boilerplate())}</div></div>`;
  },
};

/** First half the load; second half a long numbered carrier agreement with its own figures (insurance, claims). */
const loadThenAgreement: Family = {
  name: 'a11-load-then-agreement',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#########', fscChance: 0.55, tollsChance: 0.3, termsChance: 0.8 },
  css: `body{font-family:'DejaVu Serif';font-size:11.5px}.page{width:816px;padding:30px 40px}
    h1{font-size:16px;text-align:center;margin:0}.sub{text-align:center;font-size:10px;margin-bottom:10px}
    table.l{width:100%;border-collapse:collapse}table.l td{border:1px solid #666;padding:4px 6px;vertical-align:top}
    table.l td.h{background:#e8e8e8;font-weight:bold;width:22%}
    h2{font-size:13px;text-align:center;margin:18px 0 6px;border-top:2px solid #000;padding-top:8px}
    .ag{font-size:9px;line-height:1.4;text-align:justify;columns:2;column-gap:18px}.ag p{margin:0 0 5px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const stops = d.stops.map((st) => `<tr><td class="h">${st.kind === 'pick' ? 'Origin' : `Destination ${s.drops.length > 1 ? stopNo(s, st) : ''}`}</td>
      <td>${s.address(st.place)}</td><td>${longDate(st.date)}<br>${ampm(st.time)}<br>Ref ${st.ref}</td></tr>`).join('');
    const fuel = d.fsc !== null ? `<tr><td class="h">Fuel Surcharge</td><td colspan="2">${s.money(d.fsc)}</td></tr>` : '';
    const tolls = d.tolls !== null ? `<tr><td class="h">Tolls</td><td colspan="2">${s.money(d.tolls)}</td></tr>` : '';
    const other = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `<tr><td class="h">${esc(c.label)}</td><td colspan="2">${s.money(c.amount)}</td></tr>`).join('');
    const sections = [
      `PARTIES. This Carrier Agreement is made between ${esc(d.broker.name)}, a licensed property broker (${d.otherNumbers.brokerMc}), and the motor carrier named above. It governs the shipment under Order ${d.loadReference} and every later shipment tendered by Broker and accepted by Carrier.`,
      'AUTHORITY. Carrier warrants that it holds operating authority from FMCSA, is not rated Unsatisfactory, and will comply with all federal and state laws, including hours of service and drug and alcohol testing.',
      'INSURANCE. Carrier shall keep auto liability of not less than $1,000,000 per occurrence, cargo insurance of not less than $100,000 per shipment, and statutory workers compensation, and name Broker as certificate holder.',
      'CARGO LIABILITY. Carrier is liable as a motor carrier under 49 U.S.C. 14706 for loss, damage or delay to the cargo from the time it is tendered until delivery. Claims shall be filed within 9 months of delivery.',
      'PAYMENT. Broker will pay Carrier the rate shown above within 30 days of receiving a signed bill of lading and invoice. Quick pay is available at a 2% discount. Carrier shall not bill the shipper or consignee directly.',
      'ACCESSORIALS. ' + (s.termSentences().map(esc).join(' ') || 'No accessorial charges apply unless approved in writing before they are incurred.'),
      'NON-SOLICITATION. For one year after the last load, Carrier shall not solicit freight directly from any shipper or consignee first known to it through Broker.',
      'INDEMNITY. Carrier shall defend, indemnify and hold Broker harmless from claims arising from Carrier\'s performance, negligence or breach of this Agreement.',
      'DOUBLE BROKERING. Carrier shall transport the freight on its own equipment with its own drivers. Re-brokering or assigning the load voids the rate and Carrier forfeits payment.',
      'GOVERNING LAW. This Agreement is governed by the laws of the state of the Broker\'s office. Signature by facsimile or e-mail is binding.',
    ];
    return `<div class="page"><h1>${esc(d.broker.name)}</h1><div class="sub">${esc(d.broker.street)}, ${csz(d.broker)} — ${d.broker.phone}</div>
      <h1 style="font-size:14px">RATE CONFIRMATION AND CARRIER AGREEMENT</h1><div class="sub">Order ${d.loadReference} · ${longDate(d.issued)}</div>
      <table class="l"><tr><td class="h">Order Number</td><td colspan="2">${d.loadReference}</td></tr>
        <tr><td class="h">Carrier</td><td colspan="2">${esc(d.carrier.name)} · ${d.carrier.mc} · DOT ${d.carrier.dot}</td></tr>${stops}
        <tr><td class="h">Load</td><td colspan="2">${esc(d.commodity)}, ${d.pieces} pieces, ${lbs(d.weight)} lbs, ${esc(d.equipment)}</td></tr>
        <tr><td class="h">Miles</td><td colspan="2">${s.miles()} loaded (pickup at ${esc(p.place.city)})</td></tr>
        <tr><td class="h">Rate</td><td colspan="2">${s.money(d.rate)} ${d.fsc === null ? 'all in' : 'linehaul'}</td></tr>${fuel}${tolls}${other}</table>
      <h2>CARRIER AGREEMENT</h2><div class="ag">${sections.map((t, i) => `<p><b>${i + 1}.</b> ${t}</p>`).join('')}</div>
      <p style="font-size:10px;margin-top:14px">For Carrier: ______________________ Title: __________ Date: ________ &nbsp;&nbsp; For Broker: ${esc(d.dispatcher)}</p></div>`;
  },
};

/** A big branded header band (logo, slogan, contacts) over a body set in small print. */
const bigBrandHeader: Family = {
  name: 'a11-big-brand-header',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'AA####', fscChance: 0.5, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:9.5px;color:#222}.page{width:816px;padding:0 0 20px}
    .brand{background:linear-gradient(90deg,#7a1010,#c23a1a);color:#fff;padding:22px 30px;display:flex;justify-content:space-between;align-items:center}
    .brand .n{font-size:34px;font-weight:bold;letter-spacing:-1px}.brand .n small{display:block;font-size:12px;font-weight:normal;letter-spacing:1px;opacity:.9}
    .brand .c{text-align:right;font-size:11px;line-height:1.5}.body{padding:12px 30px}
    .row{display:flex;gap:16px;margin-bottom:8px}.row>div{flex:1;border:1px solid #ccc;padding:6px}
    .row h6{margin:0 0 3px;font-size:9px;color:#7a1010;text-transform:uppercase}
    .fine{font-size:7.8px;line-height:1.3;color:#444;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const showRpm = s.maybe(0.5);
    const lines = payLines(s, { linehaul: 'Rate', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' });
    return `<div class="page"><div class="brand"><div class="n">${esc(d.broker.name)}<small>${pick(s.r, ['MOVING AMERICA FORWARD', 'YOUR FREIGHT, OUR PROMISE', 'ASSET-LIGHT · CARRIER-FIRST', 'SINCE 2009'])}</small></div>
      <div class="c">${esc(d.broker.street)}<br>${csz(d.broker)}<br>Main ${d.broker.phone}<br>${d.otherNumbers.brokerMc}</div></div>
      <div class="body"><div style="font-size:13px;margin-bottom:8px"><b>Rate Agreement</b> &nbsp; Shipment ${d.loadReference} &nbsp; <span style="color:#666">${d.issued}</span></div>
      <div class="row"><div><h6>Shipper</h6>${s.address(p.place)}<br>${p.date} ${p.time} · ${p.ref}</div><div><h6>Receiver</h6>${s.address(q.place)}<br>${q.date} ${q.time} · ${q.ref}</div></div>
      <div class="row"><div><h6>Carrier</h6>${esc(d.carrier.name)}<br>${d.carrier.mc} / DOT ${d.carrier.dot}<br>Drv ${esc(d.carrier.driver)}</div>
        <div><h6>Freight</h6>${esc(d.commodity)}<br>${lbs(d.weight)} lbs · ${esc(d.equipment)}<br>${s.miles()} mi</div>
        <div><h6>Pay</h6>${lines.map((l) => `${l.label}: ${s.money(l.amount)}`).join('<br>')}<br><b>Total ${s.total()}</b>${showRpm ? `<br>RPM ${s.rpm()}` : ''}</div></div>
      <div class="fine">${s.termSentences().map(esc).join(' ')} ${esc(s.boilerplate())} Questions about payment: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.
      Carrier must send the signed BOL with the shipment number on every page. Late paperwork delays payment. Claims for shortage or damage must be noted on the delivery receipt.</div></div></div>`;
  },
};

/** A label column set right-aligned with colons, values flush left beside it; stops as stacked blocks. */
const rightAlignedLabels: Family = {
  name: 'a11-right-aligned-labels',
  draw: { picks: [1, 2], drops: [1, 1], ref: '#####-A', fscChance: 0.7, tollsChance: 0.4 },
  css: `body{font-family:'Liberation Serif','DejaVu Serif';font-size:13px}.page{width:816px;padding:36px 50px}
    .hd{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:4px}.hd b{font-size:18px}
    table{border-collapse:collapse;margin-top:8px}td{padding:2px 6px;vertical-align:top}td.k{text-align:right;width:170px;color:#333}
    h3{font-size:13px;margin:14px 0 0;text-transform:uppercase;letter-spacing:1px}.sm{font-size:10px;margin-top:16px}`,
  body(s) {
    const d = s.d;
    const rows = (list: Array<[string, string]>) => `<table>${list.map(([k, v]) => `<tr><td class="k">${k}:</td><td>${v}</td></tr>`).join('')}</table>`;
    const stops = d.stops.map((st) => `<h3>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} ${stopNo(s, st)}</h3>${rows([
      ['Name', esc(st.place.name)], ['Address', esc(st.place.street)], ['City/State/Zip', csz(st.place)], ['Date', st.date], ['Time', ampm(st.time)], ['Number', st.ref]])}`).join('');
    const pay: Array<[string, string]> = payLines(s, { linehaul: 'Linehaul Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off', lumper: 'Lumper' })
      .map((l) => [l.label, s.money(l.amount)]);
    if (s.maybe(0.6)) pay.push(['Total Carrier Pay', `<b>${s.total()}</b>`]);
    return `<div class="page"><div class="hd"><b>${esc(d.broker.name)}</b><span>${d.broker.phone} · ${d.otherNumbers.brokerMc}</span></div>
      <div style="text-align:center;font-size:16px;margin:10px 0"><b>CONFIRMATION OF RATE</b></div>
      ${rows([['Load ID', `<b>${d.loadReference}</b>`], ['Date', d.issued], ['Carrier', esc(d.carrier.name)], ['MC #', d.carrier.mc], ['Dispatcher', esc(d.dispatcher)], ['Equipment', esc(d.equipment)], ['Commodity', esc(d.commodity)], ['Weight', `${lbs(d.weight)} lbs`], ['Loaded Miles', s.miles()], ['Deadhead', `${d.deadhead} mi`]])}
      ${stops}<h3>Rate</h3>${rows(pay)}${(() => { const t = s.termRows(); return t.length ? `<h3>Accessorials</h3>${rows(t)}` : ''; })()}
      <div class="sm">${esc(s.boilerplate())} Bill to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</div></div>`;
  },
};

/** Labels in a light grey column, values in bold on white: a two-column form, stops side by side. */
const greyLabelColumn: Family = {
  name: 'a11-grey-label-column',
  draw: { picks: [1, 1], drops: [1, 2], ref: '7######', fscChance: 0.65, tollsChance: 0.35, lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:24px 30px}
    .t{font-size:18px;font-weight:bold;margin-bottom:2px}.g{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:10px}
    table{width:100%;border-collapse:collapse}td{border:1px solid #d4d4d4;padding:4px 6px;vertical-align:top}
    td.l{background:#efefef;color:#6a6a6a;width:38%;font-size:10px}td.v{font-weight:bold}
    .cap{font-size:10px;font-weight:bold;color:#444;margin:12px 0 3px;text-transform:uppercase}.fine{font-size:8.5px;color:#555;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const tab = (rows: Array<[string, string]>) => `<table>${rows.map(([k, v]) => `<tr><td class="l">${k}</td><td class="v">${v}</td></tr>`).join('')}</table>`;
    const stopTab = (st: Stop) => `<div><div class="cap">${st.kind === 'pick' ? 'Pick up' : 'Drop'} ${stopNo(s, st)}</div>${tab([
      ['Facility', esc(st.place.name)], ['Street', esc(st.place.street)], ['City', esc(st.place.city)], ['State', st.place.st], ['Zip', st.place.zip],
      ['Date', st.date], ['Time', st.time], [st.kind === 'pick' ? 'Pickup #' : 'Appt #', st.ref]])}</div>`;
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off', lumper: 'Lumper' });
    const total = s.maybe(0.6);
    return `<div class="page"><div class="t">${esc(d.broker.name)}</div><div style="color:#666">${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div>
      <div style="font-size:14px;margin-top:8px">Carrier Confirmation</div>
      <div class="g"><div>${tab([['Load Number', d.loadReference], ['Tendered', d.issued], ['Carrier', esc(d.carrier.name)], ['MC / DOT', `${d.carrier.mc} / ${d.carrier.dot}`], ['Driver', esc(d.carrier.driver)]])}</div>
        <div>${tab([['Trailer', esc(d.equipment)], ['Commodity', esc(d.commodity)], ['Weight', `${lbs(d.weight)} lbs`], ['Miles', s.miles()], ['Customer PO', d.otherNumbers.po]])}</div></div>
      <div class="g">${d.stops.map(stopTab).join('')}</div>
      <div class="g"><div><div class="cap">Carrier Pay</div>${tab([...pay.map((l): [string, string] => [l.label, s.money(l.amount)]), ...(total ? [['Total', s.total()] as [string, string]] : [])])}</div>
        <div><div class="cap">Accessorial Terms</div>${tab(s.termRows().length ? s.termRows() : [['Accessorials', 'Pre-approval required']])}</div></div>
      <div class="fine">${esc(s.boilerplate())}</div></div>`;
  },
};

/** One load number printed in several places under different labels: header, barcode strip, stop refs, invoice line, footer. */
const loadNumberEverywhere: Family = {
  name: 'a11-load-number-everywhere',
  draw: { picks: [1, 2], drops: [1, 2], ref: '3########', fscChance: 0.7, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11px}.page{width:816px;padding:22px 30px}
    .top{display:flex;justify-content:space-between}.bc{font-family:'DejaVu Sans';font-size:28px;letter-spacing:-2px;line-height:1}
    .top .id{text-align:right}.top .id b{font-size:16px}
    table{width:100%;border-collapse:collapse;margin-top:10px}th,td{border:1px solid #777;padding:3px 5px;text-align:left;vertical-align:top}th{background:#ddd}
    .r{text-align:right}.ft{border-top:1px solid #000;margin-top:14px;padding-top:4px;display:flex;justify-content:space-between;font-size:9.5px}`,
  body(s) {
    const d = s.d;
    const ref = d.loadReference;
    const stops = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'LOAD' : 'UNLOAD'}</td><td>${s.address(st.place)}</td><td>${st.date}<br>${st.time}</td><td>${st.ref}<br>Shipment ${ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'LINEHAUL', fsc: 'FUEL SURCHG', tolls: 'TOLLS', stop: 'STOP OFF', lumper: 'LUMPER' });
    return `<div class="page"><div class="top"><div><b style="font-size:15px">${esc(d.broker.name.toUpperCase())}</b><br>${s.office(d.broker)}</div>
      <div class="id">RATE CONFIRMATION<br>Load No: <b>${ref}</b><div class="bc">|‖|||‖||‖|‖|||‖|</div><span style="font-size:9px">*${ref}*</span></div></div>
      <table><tr><th>Pro #</th><th>Customer Ref</th><th>PO</th><th>BOL</th><th>Booked</th></tr>
        <tr><td>${ref}</td><td>${ref}</td><td>${d.otherNumbers.po}</td><td>${d.otherNumbers.bol}</td><td>${d.issued}</td></tr></table>
      <table><tr><th>Carrier</th><th>MC</th><th>DOT</th><th>Equip</th><th>Miles</th><th>Weight</th></tr>
        <tr><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc}</td><td>${d.carrier.dot}</td><td>${esc(d.equipment)}</td><td>${s.miles()}</td><td>${lbs(d.weight)}</td></tr></table>
      <table><tr><th>#</th><th>Type</th><th>Location</th><th>Date/Time</th><th>Refs</th></tr>${stops}</table>
      <table style="width:50%;margin-left:auto"><tr><th>Code</th><th class="r">Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'nocomma')}</td></tr>`).join('')}
        <tr><td><b>TOTAL</b></td><td class="r"><b>${s.total('nocomma')}</b></td></tr></table>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p style="font-size:10px">INVOICING: put Trip # ${ref} on your invoice and send with the signed BOL to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p>
      <p style="font-size:9px">${esc(s.boilerplate())}</p>
      <div class="ft"><span>Ref ${ref}</span><span>${esc(d.dispatcher)} ${drawPhone(s, 'paren')}</span><span>Page 1 of 1</span></div></div>`;
  },
};

/** Landscape in three columns: origin, destination and money side by side, a thin strip of facts under them. */
const landscapeThreeColumn: Family = {
  name: 'a11-landscape-three-column',
  width: 1056,
  draw: { picks: [1, 1], drops: [1, 1], ref: 'Q#######', fscChance: 0.6, tollsChance: 0.4, miles: [150, 1100] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:1056px;padding:24px 30px}
    .hd{display:flex;justify-content:space-between;align-items:center;margin-bottom:12px}.hd b{font-size:22px}
    .cols{display:grid;grid-template-columns:1fr 1fr 1fr;gap:14px}.c{border:1px solid #444;border-top:5px solid #444;padding:8px 10px;min-height:150px}
    .c h3{margin:0 0 6px;font-size:13px;text-transform:uppercase}.c table{width:100%}.c .r{text-align:right}
    .strip{display:flex;margin-top:12px;border:1px solid #444}.strip div{flex:1;padding:5px 8px;border-right:1px solid #444}.strip i{display:block;font-size:9px;color:#666;font-style:normal}
    .fine{font-size:8.5px;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const pay = payLines(s, { linehaul: 'Flat Rate', fsc: 'Fuel Adj.', tolls: 'Tolls', stop: 'Extra Stop', lumper: 'Lumper' });
    const total = s.maybe(0.5);
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div>
      <div style="text-align:right;font-size:15px"><b>Load Confirmation</b><br>Reference ${d.loadReference}</div></div>
      <div class="cols"><div class="c"><h3>Origin</h3>${s.address(p.place)}<br><br>Ready: ${longDate(p.date)} ${ampm(p.time)}<br>PU #: ${p.ref}<br>Hours: ${hours(s)}</div>
        <div class="c"><h3>Destination</h3>${s.address(q.place)}<br><br>Deliver: ${longDate(q.date)} ${ampm(q.time)}<br>Appt #: ${q.ref}<br>Hours: ${hours(s)}</div>
        <div class="c"><h3>Compensation</h3><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
          ${total ? `<tr><td><b>All charges</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
          <div style="font-size:10px;margin-top:6px">${s.termRows().map(([k, v]) => `${k}: ${v}`).join('<br>')}</div></div></div>
      <div class="strip"><div><i>Carrier</i>${esc(d.carrier.name)}</div><div><i>MC</i>${d.carrier.mc}</div><div><i>Equipment</i>${esc(d.equipment)}</div>
        <div><i>Loaded Miles</i>${s.miles()}</div><div><i>Weight</i>${lbs(d.weight)} lb</div><div><i>Commodity</i>${esc(d.commodity)}</div><div style="border:0"><i>Issued</i>${d.issued}</div></div>
      <div class="fine">${esc(s.boilerplate())} Remit: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}</div></div>`;
  },
};

/** A dark left sidebar holding the summary (number, miles, pay) and a main column of stops and terms. */
const darkSidebarSummary: Family = {
  name: 'a11-dark-sidebar-summary',
  draw: { picks: [1, 2], drops: [1, 2], ref: '####A##', fscChance: 0.7, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;display:grid;grid-template-columns:230px 1fr}
    .sb{background:#263238;color:#eceff1;padding:22px 16px}.sb .n{font-size:17px;font-weight:bold;margin-bottom:16px}
    .sb dl{margin:0}.sb dt{font-size:9px;color:#90a4ae;text-transform:uppercase;margin-top:8px}.sb dd{margin:0;font-size:12.5px;font-weight:bold}
    .mn{padding:22px 24px}.mn h2{margin:0 0 8px;font-size:18px}.card{border-left:4px solid #263238;background:#f5f5f5;padding:6px 10px;margin:8px 0}
    .fine{font-size:8.5px;color:#444;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    const showRpm = s.maybe(0.4);
    const stops = d.stops.map((st) => `<div class="card"><b>${s.stopLabel(st)} ${stopNo(s, st)}</b> — ${st.date} ${ampm(st.time)}<br>${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}<br>Ref ${st.ref}</div>`).join('');
    return `<div class="page"><div class="sb"><div class="n">${esc(d.broker.name)}</div><dl>
      <dt>Load</dt><dd>${d.loadReference}</dd><dt>Date</dt><dd>${d.issued}</dd><dt>Distance</dt><dd>${s.miles()} mi</dd>
      ${pay.map((l) => `<dt>${l.label}</dt><dd>${s.money(l.amount)}</dd>`).join('')}<dt>Carrier Total</dt><dd>${s.total()}</dd>
      ${showRpm ? `<dt>Rate / Mile</dt><dd>${s.rpm()}</dd>` : ''}</dl>
      <div style="font-size:9px;margin-top:24px;color:#b0bec5">${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}</div></div>
      <div class="mn"><h2>Rate Confirmation</h2>Carrier: <b>${esc(d.carrier.name)}</b> (${d.carrier.mc}, DOT ${d.carrier.dot})<br>Driver ${esc(d.carrier.driver)}, truck ${d.carrier.truck} · ${esc(d.equipment)}
      ${stops}<p>${esc(d.commodity)}, ${d.pieces} pcs, ${lbs(d.weight)} lbs. PO ${d.otherNumbers.po}.</p>
      <p>${s.termSentences().map(esc).join('<br>')}</p><div class="fine">${esc(s.boilerplate())}</div>
      <p style="margin-top:20px">Accepted: ___________________ Date: _______</p></div></div>`;
  },
};

/** Pay as a row of boxes across the bottom (column headers over amounts), stops as a City / State / Zip table above. */
const payStripBottom: Family = {
  name: 'a11-pay-strip-bottom',
  draw: { picks: [1, 1], drops: [1, 3], ref: '######', fscChance: 0.7, tollsChance: 0.45 },
  css: `body{font-family:'Liberation Sans','DejaVu Sans';font-size:11.5px}.page{width:816px;padding:26px 32px}
    .hd{border:2px solid #000;padding:8px 10px;display:flex;justify-content:space-between}.hd b{font-size:17px}
    table{width:100%;border-collapse:collapse;margin-top:10px}th{background:#000;color:#fff;font-size:10px;padding:3px 5px;text-align:left}
    td{border:1px solid #999;padding:4px 5px}.strip{display:flex;margin-top:14px;border:2px solid #000}
    .strip div{flex:1;text-align:center;border-right:1px solid #000;padding:4px}.strip div:last-child{border-right:0}
    .strip i{display:block;font-style:normal;font-size:9px;border-bottom:1px solid #000;margin-bottom:3px;text-transform:uppercase}.strip b{font-size:13px}
    .fine{font-size:8.8px;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${s.stopLabel(st, 'short')}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}</td><td>${st.time}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stops', lumper: 'Lumper' });
    const total = s.maybe(0.6);
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)} ${csz(d.broker)}<br>${d.broker.phone}</div>
      <div style="text-align:right"><b>RATE CON</b><br>Load #${d.loadReference}<br>${d.issued}</div></div>
      <table><tr><th>Carrier</th><th>MC#</th><th>Driver</th><th>Truck</th><th>Equipment</th><th>Total Mi</th></tr>
        <tr><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc}</td><td>${esc(d.carrier.driver)}</td><td>${d.carrier.truck}</td><td>${esc(d.equipment)}</td><td>${s.miles()}</td></tr></table>
      <table><tr><th>#</th><th>Type</th><th>Name</th><th>Address</th><th>City</th><th>State</th><th>Zip</th><th>Date</th><th>Time</th></tr>${stops}</table>
      <table><tr><th>Stop Refs</th><th>Commodity</th><th>Weight</th><th>Pieces</th><th>BOL</th></tr>
        <tr><td>${d.stops.map((st) => st.ref).join(', ')}</td><td>${esc(d.commodity)}</td><td>${lbs(d.weight)}</td><td>${d.pieces}</td><td>${d.otherNumbers.bol}</td></tr></table>
      <div class="strip">${pay.map((l) => `<div><i>${l.label}</i><b>${s.money(l.amount)}</b></div>`).join('')}${total ? `<div><i>Total Pay</i><b>${s.total()}</b></div>` : ''}</div>
      <div class="fine">${s.termSentences().map(esc).join(' ')} ${esc(s.boilerplate())}</div></div>`;
  },
};

export const families: Family[] = [
  landscapeTwoPane, threeColumnMasthead, payBoxTopRight, horizontalStopBand, loadThenAgreement, bigBrandHeader,
  rightAlignedLabels, greyLabelColumn, loadNumberEverywhere, landscapeThreeColumn, darkSidebarSummary, payStripBottom,
];
