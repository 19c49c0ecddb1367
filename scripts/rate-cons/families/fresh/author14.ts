// Twelve layout families by a fourteenth author, written blind to the reader (docs/decisions/009-ocr.md,
// "Layout families"), after the dense multi-section confirmations of the largest US brokerages and
// their carrier portals: a small-type confirmation with a reference-number header and boxed sections,
// a carrier-portal "load details" page printed to PDF from a browser, stops as blocks with split
// City / State / Zip cells, the pay as one strip of column headers, shipper and consignee boxes side
// by side, a portal summary with tiles and a receipt-style pay list, a contract schedule with
// numbered sections, a form of numbered boxes, a landscape grid, a narrow portal print with
// accordion sections, an electronic tender with a reference strip, and a two-page confirmation whose
// second page holds the stop instructions. Fresh families: rendered with `--split fresh`.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2 } from '../../sheet';
import { ampm, csz, drawDigits, hoursLater, lbs, payLines } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

/** A long facility name as big shippers' docks are called. */
const facility = (s: Sheet, st: Stop) => `${esc(st.place.name)} ${pick(s.r, ['- Distribution Center #', '- Plant ', '- Cross Dock Bldg ', '- Receiving Dept. Door ', '- Yard ', '- Mfg Facility '])}${int(s.r, 2, 88)}`;
const instruction = (s: Sheet, st: Stop) => pick(s.r, st.kind === 'pick' ? [
  'Check in at guard shack with pickup number. Driver must have PPE (hard hat, vest, steel toes). Load is driver assist.',
  'Shipper loads; driver to count pieces and note on BOL. No loads released without seal number recorded.',
  'Enter off the north gate. Tarps and 8 straps required. Call 30 min out. Facility hours 06:00-14:00.',
  'FCFS window. Bring 2 load locks. Do not leave until BOL signed by shipping clerk. No overnight parking.',
] : [
  'Appointment required; late arrivals may be reworked next day. Receiver unloads; lumper paid by carrier, keep receipt.',
  'Deliver to dock 14-22. Driver must call receiving 1 hr prior. Pallet exchange NOT required.',
  'Residential-style access, no 53s. Liftgate not required. POD with printed name and time out mandatory.',
  'Check in at window 3 with PO number. Unload by appointment only. No driver in warehouse.',
]);
const fscOr = (s: Sheet, f: (v: number) => string, none: string) => (s.d.fsc !== null ? f(s.d.fsc) : none);
const legal = (s: Sheet) => [
  `Carrier certifies it is not on an out-of-service order and holds the authority and insurance listed in the carrier packet. ${s.boilerplate()}`,
  'Rates herein are all the compensation due unless an accessorial is approved in writing by broker before it is incurred. Unapproved charges will not be paid.',
  'Carrier shall be liable for loss of or damage to the cargo under 49 U.S.C. 14706 (Carmack). Shortages and damages must be noted on the delivery receipt.',
  'Invoices must reference the load number; paperwork received more than 90 days after delivery may be refused. Fines and penalties from late delivery may be charged back.',
  'Broker may contact the driver directly for tracking updates. Failure to keep tracking active may result in a deduction stated in the carrier agreement.',
];

/** A national brokerage's dense confirmation: tiny type, a reference-number table top right, boxed sections and three columns of legal text. */
const denseReferenceHeader: Family = {
  name: 'a14-dense-reference-header',
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', fscChance: 0.75, tollsChance: 0.35, termsChance: 0.85, lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:9.5px;color:#111}.page{width:816px;padding:18px 22px}
    .hd{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:4px}.brand{font-size:18px;font-weight:bold}
    .refs{border-collapse:collapse;font-size:9px}.refs td{border:1px solid #777;padding:1px 5px}.refs td:first-child{background:#eee;font-weight:bold}
    .box{border:1px solid #555;margin-top:6px}.box h4{margin:0;background:#333;color:#fff;font-size:9px;padding:2px 5px;letter-spacing:.5px}
    .g{display:grid;grid-template-columns:repeat(4,1fr)}.g div{padding:2px 5px;border-right:1px solid #ccc;border-top:1px solid #ccc}.g i{display:block;font-style:normal;font-size:7.5px;color:#555}
    table.t{border-collapse:collapse;width:100%}.t th{font-size:8px;background:#ddd;text-align:left;padding:2px 4px;border:1px solid #aaa}.t td{border:1px solid #ccc;padding:2px 4px;vertical-align:top}
    .r{text-align:right}.leg{columns:3;column-gap:12px;font-size:7.4px;line-height:1.25;text-align:justify;padding:4px 5px}.leg p{margin:0 0 3px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'PICK' : 'DROP'}</td><td><b>${facility(s, st)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}<br>${d.broker.phone.slice(0, 6)} ${drawDigits(s, 3)}-${drawDigits(s, 4)}</td>
      <td>${st.date}<br>${st.time}-${hoursLater(st.time, 2)}</td><td>${st.kind === 'pick' ? 'PU#' : 'DEL#'} ${st.ref}</td><td style="width:34%">${instruction(s, st)}</td></tr>`).join('');
    const lines = payLines(s, { linehaul: 'Line Haul', fsc: 'Fuel Surcharge', tolls: 'Toll Reimbursement', stop: 'Additional Stop', lumper: 'Lumper Fee' });
    return `<div class="page"><div class="hd"><div><div class="brand">${esc(d.broker.name.toUpperCase())}</div>${esc(d.broker.street)}, ${csz(d.broker)}<br>Carrier Sales ${d.broker.phone} · ${d.otherNumbers.brokerMc}<br><b style="font-size:12px">CARRIER RATE AND LOAD CONFIRMATION</b></div>
      <table class="refs"><tr><td>Load #</td><td><b>${d.loadReference}</b></td></tr><tr><td>Customer Ref #</td><td>${drawDigits(s, 7)}</td></tr><tr><td>PO #</td><td>${d.otherNumbers.po}</td></tr>
        <tr><td>BOL #</td><td>${d.otherNumbers.bol}</td></tr><tr><td>Pickup #</td><td>${first(s).ref}</td></tr><tr><td>Date Tendered</td><td>${d.issued}</td></tr></table></div>
      <div class="box"><h4>CARRIER / EQUIPMENT</h4><div class="g"><div><i>Carrier</i>${esc(d.carrier.name)}</div><div><i>MC# / DOT#</i>${d.carrier.mc} / ${d.carrier.dot}</div><div><i>Driver</i>${esc(d.carrier.driver)}</div><div><i>Truck / Trailer</i>${d.carrier.truck} / T${drawDigits(s, 3)}</div>
        <div><i>Equipment</i>${esc(d.equipment)}</div><div><i>Commodity</i>${esc(d.commodity)}</div><div><i>Weight</i>${lbs(d.weight)} LBS</div><div><i>Loaded Miles</i>${s.miles()}</div></div></div>
      <div class="box"><h4>STOPS</h4><table class="t"><tr><th>#</th><th>Type</th><th>Facility / Address</th><th>Appt</th><th>Ref</th><th>Instructions</th></tr>${rows}</table></div>
      <div class="box"><h4>CARRIER PAY</h4><table class="t"><tr><th>Code</th><th>Description</th><th class="r">Qty</th><th class="r">Amount</th></tr>
        ${lines.map((l) => `<tr><td>${l.code.toUpperCase().slice(0, 3)}</td><td>${l.label}</td><td class="r">1</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td></td><td><b>Total Carrier Pay (USD)</b></td><td></td><td class="r"><b>${s.total()}</b></td></tr></table>
        <div style="padding:2px 5px">${s.termRows().map(([k, v]) => `<b>${k}:</b> ${v}`).join(' &nbsp;|&nbsp; ')}</div></div>
      <div class="box"><h4>TERMS AND CONDITIONS</h4><div class="leg">${legal(s).map((p, i) => `<p>${i + 1}. ${esc(p)}</p>`).join('')}</div></div>
      <div style="display:flex;justify-content:space-between;margin-top:8px;font-size:8px"><span>Remit: ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}</span><span>Signature ______________________</span></div></div>`;
  },
};

/** A carrier portal's "Load Details" page printed from a browser: print header and URL footer, tabs, label/value cards, stops timeline. */
const portalLoadDetailsPrint: Family = {
  name: 'a14-portal-load-details-print',
  draw: { picks: [1, 1], drops: [1, 3], ref: '#########', fscChance: 0.7, tollsChance: 0.3, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#202124}.page{width:816px;padding:10px 22px}
    .ph{display:flex;justify-content:space-between;font-size:8.5px;color:#444}.nav{background:#0b2545;color:#fff;padding:8px 12px;margin-top:6px;display:flex;gap:18px;font-size:11px}
    .nav b{font-size:13px;margin-right:auto}.crumb{color:#5f6368;font-size:10px;margin:8px 0 2px}h1{font-size:18px;margin:0 0 6px}
    .tabs{display:flex;gap:2px;border-bottom:2px solid #0b2545;margin-bottom:8px}.tabs span{padding:4px 10px;background:#e8eaed;font-size:10px}.tabs .on{background:#0b2545;color:#fff}
    .cols{display:grid;grid-template-columns:1fr 1fr;gap:10px}.card{border:1px solid #dadce0;border-radius:4px;padding:8px 10px}.card h3{margin:0 0 5px;font-size:11px;color:#0b2545}
    .kv{display:grid;grid-template-columns:130px 1fr;gap:2px 8px}.kv span{color:#5f6368}
    .tl{border-left:3px solid #0b2545;margin:6px 0 0 6px;padding-left:12px}.tl div{margin-bottom:8px}.pf{display:flex;justify-content:space-between;font-size:8.5px;color:#444;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const host = `carriers.${d.broker.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`;
    const lines = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' });
    const showTotal = s.maybe(0.6);
    const stamp = `${d.issued.slice(0, 5)}/26, ${int(s.r, 1, 12)}:${pad2(int(s.r, 0, 59))} ${pick(s.r, ['AM', 'PM'])}`;
    return `<div class="page"><div class="ph"><span>${stamp}</span><span>Load ${d.loadReference} | Carrier Portal</span></div>
      <div class="nav"><b>${esc(d.broker.name)} Carrier</b><span>Find Loads</span><span>My Loads</span><span>Payments</span><span>Documents</span></div>
      <div class="crumb">My Loads › Booked › ${d.loadReference}</div><h1>Load ${d.loadReference} <span style="font-size:11px;color:#188038">● Booked</span></h1>
      <div class="tabs"><span class="on">Details</span><span>Stops</span><span>Tracking</span><span>Documents</span><span>Payment</span></div>
      <div class="cols"><div class="card"><h3>Shipment</h3><div class="kv"><span>Load Number</span><b>${d.loadReference}</b><span>Customer PO</span>${d.otherNumbers.po}<span>BOL Number</span>${d.otherNumbers.bol}
          <span>Equipment</span>${esc(d.equipment)}<span>Commodity</span>${esc(d.commodity)}<span>Weight</span>${lbs(d.weight)} lb<span>Distance</span>${s.miles()} mi (loaded)<span>Deadhead</span>${d.deadhead} mi</div></div>
        <div class="card"><h3>Payment</h3><div class="kv">${lines.map((l) => `<span>${l.label}</span>${s.money(l.amount)}`).join('')}
          ${d.fsc === null ? '<span>Fuel</span>Included' : ''}${showTotal ? `<span><b>Total</b></span><b>${s.total()}</b>` : ''}</div>
          <div style="margin-top:6px;font-size:9.5px;color:#5f6368">Payment terms: Net 30 · QuickPay 2% · Remit to ${esc(d.remitTo.name)}</div></div></div>
      <div class="card" style="margin-top:10px"><h3>Stops (${d.stops.length})</h3><div class="tl">${d.stops.map((st, i) => `<div><b>${i + 1}. ${st.kind === 'pick' ? 'Pick Up' : 'Drop Off'} — ${esc(st.place.city)}, ${st.place.st}</b><br>
        ${facility(s, st)} · ${esc(st.place.street)}, ${csz(st.place)}<br>Appointment ${st.date} ${ampm(st.time)} · Ref ${st.ref}<br><span style="color:#5f6368">${instruction(s, st)}</span></div>`).join('')}</div></div>
      <div class="card" style="margin-top:10px"><h3>Accessorial Policy</h3>${s.termSentences().map(esc).join(' ') || 'Accessorials require approval through the portal.'}</div>
      <div class="pf"><span>https://${host}/loads/${d.loadReference}/details</span><span>1/1</span></div></div>`;
  },
};

/** Stops as stacked blocks with City / State / Zip in their own cells, labels left; pay as a plain right-aligned ledger. */
const splitCszStopBlocks: Family = {
  name: 'a14-split-csz-stop-blocks',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'LD######', fscChance: 0.6, tollsChance: 0.45 },
  css: `body{font-family:'Liberation Sans','DejaVu Sans';font-size:10px}.page{width:816px;padding:22px 28px}
    .top{display:grid;grid-template-columns:2fr 1fr 1fr;border:1.5px solid #000}.top>div{padding:5px 7px;border-right:1px solid #000}.top>div:last-child{border:0}
    .blk{border:1px solid #000;margin-top:7px}.blk .cap{background:#c8c8c8;font-weight:bold;padding:2px 6px;border-bottom:1px solid #000}
    .blk table{border-collapse:collapse;width:100%}.blk td{border:1px solid #999;padding:2px 5px}.blk td.l{background:#f1f1f1;width:90px;font-size:8.5px;font-weight:bold}
    .led{width:330px;margin-left:auto;border-collapse:collapse;margin-top:8px}.led td{padding:2px 6px;border-bottom:1px dotted #888}.led td:last-child{text-align:right}.small{font-size:7.8px;margin-top:8px;text-align:justify}`,
  body(s) {
    const d = s.d;
    const block = (st: Stop, i: number) => `<div class="blk"><div class="cap">STOP ${i + 1} — ${st.kind === 'pick' ? 'SHIPPER (LOAD)' : 'CONSIGNEE (UNLOAD)'}</div><table>
      <tr><td class="l">Name</td><td colspan="5">${facility(s, st)}</td></tr><tr><td class="l">Address</td><td colspan="5">${esc(st.place.street)}</td></tr>
      <tr><td class="l">City</td><td>${esc(st.place.city)}</td><td class="l">State</td><td>${st.place.st}</td><td class="l">Zip</td><td>${st.place.zip}</td></tr>
      <tr><td class="l">Date</td><td>${st.date}</td><td class="l">Time</td><td>${st.time}</td><td class="l">${st.kind === 'pick' ? 'Pickup #' : 'Delivery #'}</td><td>${st.ref}</td></tr>
      <tr><td class="l">Notes</td><td colspan="5">${instruction(s, st)}</td></tr></table></div>`;
    const lines = payLines(s, { linehaul: 'Freight Charge', fsc: 'FSC', tolls: 'Tolls', stop: 'Stop-Off', lumper: 'Unloading' });
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="top"><div><b style="font-size:15px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}<br>${d.otherNumbers.brokerMc}</div>
      <div><b>LOAD CONFIRMATION</b><br>Load ID: <b>${d.loadReference}</b><br>Issued: ${d.issued}</div><div>Cust. Ref: ${drawDigits(s, 6)}<br>PO: ${d.otherNumbers.po}<br>BOL: ${d.otherNumbers.bol}</div></div>
      <div class="blk"><div class="cap">CARRIER</div><table><tr><td class="l">Carrier</td><td>${esc(d.carrier.name)}</td><td class="l">MC</td><td>${d.carrier.mc}</td><td class="l">DOT</td><td>${d.carrier.dot}</td></tr>
        <tr><td class="l">Equipment</td><td>${esc(d.equipment)}</td><td class="l">Weight</td><td>${lbs(d.weight)}</td><td class="l">Miles</td><td>${d.miles}</td></tr></table></div>
      ${d.stops.map(block).join('')}
      <table class="led">${lines.map((l) => `<tr><td>${l.label}</td><td>${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>TOTAL DUE CARRIER</b></td><td><b>${s.total('plain')}</b></td></tr>` : ''}</table>
      <div class="small">${s.termSentences().map(esc).join(' ')} ${legal(s).slice(0, 3).map(esc).join(' ')}</div></div>`;
  },
};

/** The pay as one strip of column headers (Line Haul | Fuel | Tolls | Other | Total) under a band of reference boxes. */
const payHeaderStrip: Family = {
  name: 'a14-pay-header-strip',
  draw: { picks: [1, 1], drops: [1, 2], ref: '3#######', fscChance: 0.8, tollsChance: 0.5, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:10px}.page{width:816px;padding:20px 24px}
    .band{display:grid;grid-template-columns:repeat(6,1fr);border:1px solid #234;margin-top:6px}.band div{border-right:1px solid #234;padding:3px 5px}.band i{display:block;font-style:normal;font-size:7.5px;color:#345;text-transform:uppercase}
    table{border-collapse:collapse;width:100%;margin-top:7px}th{background:#234;color:#fff;font-size:8.5px;padding:3px 4px;text-align:left}td{border:1px solid #9ab;padding:3px 4px;vertical-align:top}
    .c{text-align:center}.fine{font-size:7.6px;color:#333;margin-top:8px;line-height:1.3}`,
  body(s) {
    const d = s.d;
    const other = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').reduce((a, c) => a + c.amount, 0);
    const showTotal = s.maybe(0.75);
    return `<div class="page"><div style="display:flex;justify-content:space-between;align-items:flex-end"><div><b style="font-size:17px;color:#234">${esc(d.broker.name)}</b><br>${esc(d.broker.street)} | ${csz(d.broker)} | ${d.broker.phone}</div>
      <div style="text-align:right"><b style="font-size:13px">RATE CONFIRMATION / CARRIER AGREEMENT</b><br>Shipment ${d.loadReference}</div></div>
      <div class="band"><div><i>Shipment #</i><b>${d.loadReference}</b></div><div><i>Cust Order #</i>${drawDigits(s, 8)}</div><div><i>PO #</i>${d.otherNumbers.po}</div><div><i>BOL #</i>${d.otherNumbers.bol}</div><div><i>PU #</i>${first(s).ref}</div><div><i>Tender Dt</i>${d.issued}</div></div>
      <table><tr><th>Carrier</th><th>MC</th><th>DOT</th><th>Driver / Cell</th><th>Equipment</th><th>Trip Miles</th></tr>
        <tr><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc}</td><td>${d.carrier.dot}</td><td>${esc(d.carrier.driver)} ${d.remitTo.phone}</td><td>${esc(d.equipment)}</td><td>${s.miles()}</td></tr></table>
      <table><tr><th>Seq</th><th>Stop Type</th><th>Facility</th><th>City, ST Zip</th><th>Appointment</th><th>Ref #</th></tr>
        ${d.stops.map((st, i) => `<tr><td class="c">${i + 1}</td><td>${st.kind === 'pick' ? 'Origin / Load' : i === d.stops.length - 1 ? 'Final / Unload' : 'Stop / Unload'}</td><td>${facility(s, st)}<br><span style="font-size:8.5px">${esc(st.place.street)} — ${instruction(s, st)}</span></td><td>${csz(st.place)}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('')}</table>
      <table><tr><th>Line Haul</th><th>Fuel Surcharge</th><th>Tolls</th><th>Other Accessorials</th>${showTotal ? '<th>Total Carrier Cost</th>' : ''}<th>Payment Terms</th></tr>
        <tr><td>${s.money(d.rate)}</td><td>${fscOr(s, (v) => s.money(v), 'Incl. in line haul')}</td><td>${d.tolls !== null ? s.money(d.tolls) : '—'}</td><td>${other ? s.money(other) : '—'}</td>${showTotal ? `<td><b>${s.total()}</b></td>` : ''}<td>Net 30 / QP 3%</td></tr></table>
      <table><tr><th>Commodity</th><th>Weight</th><th>Pieces</th><th>Temp</th><th>Hazmat</th><th>Value</th></tr><tr><td>${esc(d.commodity)}</td><td>${lbs(d.weight)} lbs</td><td>${d.pieces}</td><td>N/A</td><td>No</td><td>$${lbs(int(s.r, 20, 180) * 1000)}</td></tr></table>
      <div class="fine"><b>Accessorials:</b> ${s.termSentences().map(esc).join(' ')}<br>${legal(s).map(esc).join(' ')}</div>
      <div class="fine">Bill To: ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')} — Dispatcher: ${esc(d.dispatcher)}</div></div>`;
  },
};

/** Shipper and consignee in boxes side by side (extra stops listed beneath), references stacked top right, rate box bottom left. */
const shipperConsigneeSideBySide: Family = {
  name: 'a14-shipper-consignee-side-by-side',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'A######', fscChance: 0.55, tollsChance: 0.3, termsChance: 0.75 },
  css: `body{font-family:'DejaVu Serif';font-size:10.5px}.page{width:816px;padding:24px 30px}
    .hd{display:grid;grid-template-columns:1fr 230px;gap:10px}.rf{border:1px solid #000}.rf div{display:flex;justify-content:space-between;padding:2px 6px;border-bottom:1px solid #bbb}
    .two{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:8px}.bx{border:1px solid #000;padding:5px 7px;min-height:92px}.bx .t{font-family:'DejaVu Sans';font-size:8.5px;font-weight:bold;border-bottom:1px solid #000;margin:-5px -7px 4px;padding:2px 7px;background:#eee}
    .rate td{padding:1px 8px 1px 0}.leg{font-size:8px;margin-top:8px;text-align:justify;font-family:'DejaVu Sans'}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const mids = d.stops.filter((st) => st !== p && st !== q);
    const stopBox = (st: Stop, title: string) => `<div class="bx"><div class="t">${title}</div><b>${facility(s, st)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}<br>
      ${st.kind === 'pick' ? 'Ready' : 'Deliver by'}: ${st.date} @ ${ampm(st.time)}<br>Ref: ${st.ref}<br><i>${instruction(s, st)}</i></div>`;
    const lines = payLines(s, { linehaul: 'Flat Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Extra Stop', lumper: 'Lumper' });
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="hd"><div><b style="font-size:19px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}<br><br><b style="font-size:14px">LOAD CONFIRMATION &amp; RATE AGREEMENT</b></div>
      <div class="rf"><div><span>Confirmation #</span><b>${d.loadReference}</b></div><div><span>Customer #</span>${drawDigits(s, 5)}</div><div><span>P.O. #</span>${d.otherNumbers.po}</div><div><span>B/L #</span>${d.otherNumbers.bol}</div>
        <div><span>Pickup #</span>${p.ref}</div><div><span>Date</span>${d.issued}</div><div><span>Agent</span>${esc(d.dispatcher)}</div></div></div>
      <div class="two">${stopBox(p, 'SHIPPER')}${stopBox(q, 'CONSIGNEE')}</div>
      ${mids.length ? `<div class="bx" style="margin-top:8px;min-height:0"><div class="t">ADDITIONAL STOPS</div>${mids.map((st) => `${st.kind === 'pick' ? 'Pick' : 'Drop'}: ${facility(s, st)}, ${esc(st.place.street)}, ${csz(st.place)} — ${st.date} ${st.time} — ${st.ref}`).join('<br>')}</div>` : ''}
      <div class="two"><div class="bx"><div class="t">CARRIER RATE</div><table class="rate">${lines.map((l) => `<tr><td>${l.label}</td><td>${s.money(l.amount)}</td></tr>`).join('')}
          ${showTotal ? `<tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr>` : ''}</table>${d.fsc === null ? 'Rate is all-inclusive of fuel.' : ''}</div>
        <div class="bx"><div class="t">EQUIPMENT &amp; LOAD</div>${esc(d.equipment)} · ${esc(d.commodity)}<br>${lbs(d.weight)} lbs · ${d.pieces} pcs<br>Miles: ${s.miles()}<br>Carrier: ${esc(d.carrier.name)} ${d.carrier.mc}<br>Driver: ${esc(d.carrier.driver)} · Truck ${d.carrier.truck}</div></div>
      <div class="leg"><b>Special terms.</b> ${s.termSentences().map(esc).join(' ')} ${legal(s).map(esc).join(' ')}</div>
      <div class="leg">Send invoice and POD to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. Carrier signature: ______________________ Date: __________</div></div>`;
  },
};

/** A carrier portal's summary printed to PDF: route tiles, a receipt-style pay list, references as chips and a print footer. */
const portalTilesReceipt: Family = {
  name: 'a14-portal-tiles-receipt',
  draw: { picks: [1, 1], drops: [1, 2], ref: '2#######', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:10.5px;color:#1a1a1a}.page{width:816px;padding:8px 20px}
    .pr{font-size:8px;color:#555;display:flex;justify-content:space-between}.top{background:#f5f7fa;border-bottom:1px solid #ccd;padding:8px 12px;margin-top:4px;display:flex;justify-content:space-between}
    .tiles{display:grid;grid-template-columns:2fr 1fr 1fr 1fr;gap:8px;margin-top:10px}.tile{border:1px solid #ccd;border-radius:6px;padding:7px 9px}.tile i{display:block;font-style:normal;font-size:8.5px;color:#667;text-transform:uppercase}
    .tile b{font-size:13px}.chips span{display:inline-block;border:1px solid #99a;border-radius:10px;padding:1px 7px;margin:6px 4px 0 0;font-size:9px}
    .main{display:grid;grid-template-columns:1.6fr 1fr;gap:10px;margin-top:10px}.sec{border:1px solid #ccd;border-radius:6px;padding:8px 10px}.sec h3{margin:0 0 6px;font-size:11px}
    .rc div{display:flex;justify-content:space-between;border-bottom:1px dashed #ccd;padding:2px 0}.st{border-left:3px solid #6a7;padding-left:8px;margin-bottom:8px}`,
  body(s) {
    const d = s.d;
    const lines = payLines(s, { linehaul: 'Base linehaul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Extra stops', lumper: 'Lumper' });
    const showRpm = s.maybe(0.4);
    return `<div class="page"><div class="pr"><span>${d.issued}</span><span>Load Summary - ${esc(d.broker.name)} Carrier Hub</span></div>
      <div class="top"><div><b style="font-size:15px">${esc(d.broker.name)} Carrier Hub</b><br><span style="color:#667">Signed in as ${esc(d.carrier.name)} (${d.carrier.mc})</span></div><div style="text-align:right">Load <b style="font-size:15px">#${d.loadReference}</b><br>Status: Dispatched</div></div>
      <div class="tiles"><div class="tile"><i>Route</i><b>${s.cs(first(s).place)} → ${s.cs(last(s).place)}</b></div><div class="tile"><i>Loaded miles</i><b>${s.miles()}</b></div>
        <div class="tile"><i>Equipment</i><b>${esc(d.equipment)}</b></div><div class="tile"><i>${showRpm ? 'Linehaul RPM' : 'Weight'}</i><b>${showRpm ? s.rpm() : `${lbs(d.weight)} lb`}</b></div></div>
      <div class="chips"><span>PO ${d.otherNumbers.po}</span><span>BOL ${d.otherNumbers.bol}</span><span>Pickup ${first(s).ref}</span><span>Broker ${d.otherNumbers.brokerMc}</span><span>Rep ${esc(d.dispatcher)} ${d.broker.phone}</span></div>
      <div class="main"><div class="sec"><h3>Stops</h3>${d.stops.map((st, i) => `<div class="st"><b>Stop ${i + 1} · ${st.kind === 'pick' ? 'Pickup' : 'Delivery'}</b> — ${st.date}, ${ampm(st.time)} to ${ampm(hoursLater(st.time, 3))}<br>
          ${facility(s, st)}<br>${esc(st.place.street)}, ${csz(st.place)}<br>Reference ${st.ref} · <span style="color:#667">${instruction(s, st)}</span></div>`).join('')}</div>
        <div class="sec"><h3>Your pay</h3><div class="rc">${lines.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
          ${d.fsc === null ? '<div><span>Fuel surcharge</span><span>incl.</span></div>' : ''}<div><b>Total pay</b><b>${s.total()}</b></div></div>
          <p style="font-size:9px;color:#667">Paid to ${esc(d.remitTo.name)}. ${s.termSentences().map(esc).join(' ')}</p></div></div>
      <p style="font-size:7.8px;color:#555">${legal(s).slice(1).map(esc).join(' ')}</p>
      <div class="pr"><span>https://hub.${d.broker.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 12)}.com/carrier/loads/${d.loadReference}</span><span>Page 1 of 1</span></div></div>`;
  },
};

/** A contract schedule: "Schedule A" with numbered sections 1.0 to 6.0, compensation in section 3. */
const contractScheduleSections: Family = {
  name: 'a14-contract-schedule-sections',
  draw: { picks: [1, 1], drops: [1, 1], ref: '#######', fscChance: 0.65, tollsChance: 0.25, termsChance: 0.9 },
  css: `body{font-family:'Liberation Serif','DejaVu Serif';font-size:11px}.page{width:816px;padding:30px 48px}
    h1{font-size:15px;text-align:center;margin:4px 0}h2{font-size:11.5px;margin:10px 0 3px;border-bottom:1px solid #000}
    table{border-collapse:collapse;width:100%}td{border:1px solid #666;padding:2px 5px;vertical-align:top}td.k{width:150px;background:#f2f2f2}p{margin:3px 0;text-align:justify}.sm{font-size:8.5px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const sec = (n: number, t: string) => `<h2>${n}.0 ${t}</h2>`;
    const terms = s.termRows();
    return `<div class="page"><div style="text-align:center">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')} · ${d.otherNumbers.brokerMc}</div>
      <h1>SCHEDULE A — LOAD CONFIRMATION</h1><div style="text-align:center" class="sm">to the Broker-Carrier Transportation Agreement dated ${pick(s.r, ['01/15/2025', '06/02/2024', '03/11/2025'])}</div>
      ${sec(1, 'Shipment Identification')}<table><tr><td class="k">Broker Load Number</td><td><b>${d.loadReference}</b></td><td class="k">Schedule Date</td><td>${d.issued}</td></tr>
        <tr><td class="k">Shipper Reference</td><td>${drawDigits(s, 6)}</td><td class="k">Purchase Order</td><td>${d.otherNumbers.po}</td></tr><tr><td class="k">Bill of Lading</td><td>${d.otherNumbers.bol}</td><td class="k">Pickup Number</td><td>${p.ref}</td></tr></table>
      ${sec(2, 'Origin and Destination')}<table><tr><td class="k">Origin Facility</td><td>${facility(s, p)}, ${esc(p.place.street)}, ${csz(p.place)}<br>Pickup ${p.date} between ${p.time} and ${hoursLater(p.time, 4)}. ${instruction(s, p)}</td></tr>
        <tr><td class="k">Destination Facility</td><td>${facility(s, q)}, ${esc(q.place.street)}, ${csz(q.place)}<br>Deliver ${q.date} by ${q.time}. Ref ${q.ref}. ${instruction(s, q)}</td></tr>
        <tr><td class="k">Loaded Miles</td><td>${s.miles()} (PC*Miler practical)</td></tr></table>
      ${sec(3, 'Compensation')}<p>Broker shall pay Carrier a line haul rate of <b>${s.money(d.rate)}</b>${fscOr(s, (v) => `, plus a fuel surcharge of <b>${s.money(v)}</b>`, ', which includes all fuel')}${d.tolls !== null ? `, plus tolls of <b>${s.money(d.tolls)}</b>` : ''}${d.charges.filter((c) => c.code === 'stop').map((c) => `, plus ${esc(c.label.toLowerCase())} of ${s.money(c.amount)}`).join('')}. ${s.maybe(0.5) ? `Total compensation: <b>${s.total()}</b>.` : ''}</p>
      ${terms.length ? `<table>${terms.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>` : ''}
      ${sec(4, 'Equipment and Cargo')}<p>${esc(d.equipment)}; ${esc(d.commodity)}; ${lbs(d.weight)} lbs; ${d.pieces} pieces. Carrier: ${esc(d.carrier.name)}, ${d.carrier.mc}, USDOT ${d.carrier.dot}; driver ${esc(d.carrier.driver)}.</p>
      ${sec(5, 'Invoicing')}<p>Invoice ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')} with signed POD. Remit to ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}.</p>
      ${sec(6, 'Additional Terms')}<div class="sm">${legal(s).map((t, i) => `<p>6.${i + 1} ${esc(t)}</p>`).join('')}</div>
      <table style="margin-top:12px"><tr><td style="height:30px">BROKER: ${esc(d.dispatcher)}</td><td>CARRIER: ____________________</td></tr></table></div>`;
  },
};

/** A form of numbered boxes (like a bill of lading): each cell with a tiny numbered caption in its corner. */
const numberedBoxForm: Family = {
  name: 'a14-numbered-box-form',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#####-##', fscChance: 0.7, tollsChance: 0.4, lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:10px}.page{width:816px;padding:20px 24px}
    .f{display:grid;grid-template-columns:repeat(6,1fr);border-left:1px solid #000;border-top:1px solid #000}
    .f div{border-right:1px solid #000;border-bottom:1px solid #000;padding:11px 4px 3px;position:relative;min-height:18px}.f div i{position:absolute;top:1px;left:3px;font-size:7px;font-style:normal;font-family:'DejaVu Sans';color:#333}
    .s2{grid-column:span 2}.s3{grid-column:span 3}.s6{grid-column:span 6}.r{text-align:right}.hd{display:flex;justify-content:space-between;margin-bottom:6px;font-family:'DejaVu Sans'}`,
  body(s) {
    const d = s.d;
    let n = 0;
    const cell = (label: string, v: string, cls = '') => { n += 1; return `<div class="${cls}"><i>${n}. ${label}</i>${v}</div>`; };
    const lines = payLines(s, { linehaul: 'LINE HAUL', fsc: 'FUEL SURCHG', tolls: 'TOLLS', stop: 'STOP OFF', lumper: 'LUMPER' });
    const showTotal = s.maybe(0.65);
    const stops = d.stops.map((st, i) => cell(`${st.kind === 'pick' ? 'ORIGIN / PICK' : 'DEST / DROP'} ${i + 1}`, `${facility(s, st)}<br>${esc(st.place.street)}<br>${csz(st.place)}`, 's3')
      + cell('DATE / TIME', `${st.date}<br>${st.time}`) + cell('REF', st.ref) + cell('INSTR', `<span style="font-size:8px">${instruction(s, st).slice(0, 60)}</span>`)).join('');
    return `<div class="page"><div class="hd"><div><b style="font-size:16px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' | ')}</div><div style="text-align:right"><b>FORM RC-7 CARRIER CONFIRMATION</b><br>${d.otherNumbers.brokerMc}</div></div>
      <div class="f">${cell('LOAD NO.', `<b style="font-size:13px">${d.loadReference}</b>`, 's2')}${cell('CUST. REF', drawDigits(s, 7))}${cell('P.O. NO.', d.otherNumbers.po)}${cell('B/L NO.', d.otherNumbers.bol)}${cell('ISSUE DATE', d.issued)}
        ${cell('CARRIER', esc(d.carrier.name), 's2')}${cell('MC NO.', d.carrier.mc)}${cell('DOT NO.', d.carrier.dot)}${cell('TRUCK', d.carrier.truck)}${cell('DRIVER', esc(d.carrier.driver))}
        ${stops}
        ${cell('EQUIPMENT', esc(d.equipment), 's2')}${cell('COMMODITY', esc(d.commodity))}${cell('WEIGHT LBS', lbs(d.weight))}${cell('PCS', String(d.pieces))}${cell('LOADED MI', s.miles())}
        ${lines.map((l) => cell(l.label, `<div class="r">${s.money(l.amount, 'nocomma')}</div>`)).join('')}${d.fsc === null ? cell('FUEL SURCHG', 'INCL') : ''}${showTotal ? cell('TOTAL PAY', `<div class="r"><b>${s.total('nocomma')}</b></div>`) : ''}
        ${cell('ACCESSORIAL TERMS', s.termRows().map(([k, v]) => `${k} ${v}`).join('; ') || 'NONE WITHOUT APPROVAL', 's6')}
        ${cell('CONDITIONS', `<span style="font-size:7.5px;font-family:'DejaVu Sans'">${legal(s).map(esc).join(' ')}</span>`, 's6')}
        ${cell('REMIT TO', `${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}`, 's3')}${cell('CARRIER SIGNATURE', '&nbsp;', 's3')}</div></div>`;
  },
};

/** A landscape TMS grid: each stop one wide row with City | ST | Zip columns, appointment from/to, and the pay beside the references. */
const landscapeWideGrid: Family = {
  name: 'a14-landscape-wide-grid',
  width: 1056,
  draw: { picks: [1, 2], drops: [1, 3], ref: 'T########', fscChance: 0.7, tollsChance: 0.4, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:9.5px}.page{width:1056px;padding:16px 22px}
    .top{display:grid;grid-template-columns:1.4fr 1fr 1fr 1fr;gap:8px}.top>div{border:1px solid #555;padding:4px 6px}.top h5{margin:0 0 2px;font-size:8px;color:#444;text-transform:uppercase}
    table{border-collapse:collapse;width:100%;margin-top:8px}th{background:#e3e3e3;border:1px solid #555;font-size:8.5px;padding:2px 3px;text-align:left}td{border:1px solid #999;padding:2px 3px;vertical-align:top}
    .r{text-align:right}.foot{font-size:7.5px;margin-top:6px;columns:2;column-gap:18px}`,
  body(s) {
    const d = s.d;
    const lines = payLines(s, { linehaul: 'Linehaul Flat', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off Pay', lumper: 'Lumper Reimb' });
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div style="display:flex;justify-content:space-between"><b style="font-size:16px">${esc(d.broker.name)} · Carrier Load Confirmation</b><span>Printed ${d.issued} · User ${esc(d.dispatcher)}</span></div>
      <div class="top"><div><h5>Broker</h5>${esc(d.broker.name)}<br>${esc(d.broker.street)}, ${csz(d.broker)}<br>${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
        <div><h5>References</h5>Trip #: <b>${d.loadReference}</b><br>Order: ${drawDigits(s, 7)} · PO: ${d.otherNumbers.po}<br>BOL: ${d.otherNumbers.bol}</div>
        <div><h5>Carrier</h5>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Unit ${d.carrier.truck} · ${esc(d.equipment)}</div>
        <div><h5>Carrier Pay</h5>${lines.map((l) => `${l.label}: ${s.money(l.amount)}`).join('<br>')}${showTotal ? `<br><b>Total: ${s.total()}</b>` : ''}</div></div>
      <table><tr><th>#</th><th>Type</th><th>Facility Name</th><th>Street</th><th>City</th><th>ST</th><th>Zip</th><th>Appt From</th><th>Appt To</th><th>Ref</th><th>Dock Hours</th><th>Instructions</th></tr>
        ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'LOAD' : 'UNLOAD'}</td><td>${facility(s, st)}</td><td>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td>
          <td>${st.date} ${st.time}</td><td>${st.date} ${hoursLater(st.time, 2)}</td><td>${st.ref}</td><td>M-F 0600-1500</td><td style="width:220px">${instruction(s, st)}</td></tr>`).join('')}</table>
      <table><tr><th>Commodity</th><th>Pieces</th><th>Weight</th><th>Loaded Miles</th><th>Empty Miles</th><th>Temp</th><th>Seal</th><th>Detention / Layover / TONU</th></tr>
        <tr><td>${esc(d.commodity)}</td><td>${d.pieces}</td><td>${lbs(d.weight)}</td><td>${d.miles}</td><td>${d.deadhead}</td><td>—</td><td>${drawDigits(s, 6)}</td><td>${s.termRows().map(([k, v]) => `${k}: ${v}`).join('; ') || 'Per agreement'}</td></tr></table>
      <div class="foot">${legal(s).map((t, i) => `<p style="margin:0 0 3px">(${String.fromCharCode(97 + i)}) ${esc(t)}</p>`).join('')}</div></div>`;
  },
};

/** A narrow carrier-portal page printed to PDF: accordion sections, labels left and values right-justified. */
const portalNarrowAccordion: Family = {
  name: 'a14-portal-narrow-accordion',
  width: 640,
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', fscChance: 0.6, tollsChance: 0.4, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#222}.page{width:640px;padding:8px 16px}
    .pr{font-size:8px;color:#666;display:flex;justify-content:space-between}.app{background:#143d2e;color:#fff;padding:10px 12px;margin-top:4px}
    .acc{border:1px solid #ccc;margin-top:8px}.acc h3{margin:0;padding:5px 9px;background:#eef3f0;font-size:11.5px;display:flex;justify-content:space-between}
    .row{display:flex;justify-content:space-between;padding:3px 9px;border-top:1px solid #eee}.row span:first-child{color:#666}.txt{padding:4px 9px;font-size:9.5px}`,
  body(s) {
    const d = s.d;
    const row = (k: string, v: string) => `<div class="row"><span>${k}</span><span>${v}</span></div>`;
    const lines = payLines(s, { linehaul: 'Line haul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="pr"><span>${d.issued} ${int(s.r, 6, 11)}:${pad2(int(s.r, 0, 59))} AM</span><span>Load Details</span></div>
      <div class="app"><div style="font-size:10px;opacity:.8">${esc(d.broker.name)} · Carrier App</div><div style="font-size:17px;font-weight:bold">Load ${d.loadReference}</div>
        <div>${s.cs(first(s).place)} ▸ ${s.cs(last(s).place)}</div></div>
      <div class="acc"><h3><span>Overview</span><span>▾</span></h3>${row('Load #', `<b>${d.loadReference}</b>`)}${row('Customer PO', d.otherNumbers.po)}${row('BOL', d.otherNumbers.bol)}
        ${row('Loaded distance', `${s.miles()} mi`)}${row('Empty to pickup', `${d.deadhead} mi`)}${row('Trailer', esc(d.equipment))}${row('Commodity', esc(d.commodity))}${row('Weight', `${lbs(d.weight)} lbs`)}</div>
      ${d.stops.map((st, i) => `<div class="acc"><h3><span>${i + 1} · ${st.kind === 'pick' ? 'Pick up' : 'Drop off'}</span><span>▾</span></h3>${row('Facility', facility(s, st))}${row('Address', esc(st.place.street))}
        ${row('City / State / Zip', csz(st.place))}${row('Appointment', `${st.date} ${ampm(st.time)}`)}${row(st.kind === 'pick' ? 'Pickup #' : 'Delivery #', st.ref)}<div class="txt">${instruction(s, st)}</div></div>`).join('')}
      <div class="acc"><h3><span>Rate</span><span>▾</span></h3>${lines.map((l) => row(l.label, s.money(l.amount))).join('')}${d.fsc === null ? row('Fuel surcharge', 'Included in line haul') : ''}
        ${showTotal ? row('<b>Total</b>', `<b>${s.total()}</b>`) : ''}<div class="txt">${s.termSentences().map(esc).join(' ')}</div></div>
      <div class="acc"><h3><span>Contacts</span><span>▾</span></h3>${row('Carrier rep', `${esc(d.dispatcher)} ${d.broker.phone}`)}${row('After hours', d.billTo.phone)}${row('Broker MC', d.otherNumbers.brokerMc)}</div>
      <div class="txt" style="color:#666;font-size:8px">${legal(s).slice(0, 3).map(esc).join(' ')}</div>
      <div class="pr"><span>app.${d.broker.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 10)}.com/loads/${d.loadReference}</span><span>1/1</span></div></div>`;
  },
};

/** An electronic tender: a horizontal strip of reference boxes, stops as cards side by side, pay with qty and unit columns. */
const etenderReferenceStrip: Family = {
  name: 'a14-etender-reference-strip',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'ET-#######', fscChance: 0.75, tollsChance: 0.3, termsChance: 0.65 },
  css: `body{font-family:'Liberation Sans','DejaVu Sans';font-size:10.5px}.page{width:816px;padding:18px 26px}
    .strip{display:flex;margin-top:8px}.strip div{flex:1;border:1px solid #4a5a6a;margin-right:-1px;padding:3px 6px;text-align:center}.strip i{display:block;font-style:normal;font-size:8px;color:#4a5a6a}
    .cards{display:flex;gap:8px;margin-top:8px}.card{flex:1;border:1.5px solid #4a5a6a;padding:6px 8px}.card h4{margin:0 0 3px;font-size:10px;color:#fff;background:#4a5a6a;margin:-6px -8px 5px;padding:3px 8px}
    table{border-collapse:collapse;width:100%;margin-top:8px}th{border-bottom:1.5px solid #000;text-align:left;font-size:9px;padding:2px 4px}td{padding:2px 4px;border-bottom:1px solid #ddd}.r{text-align:right}.fine{font-size:7.8px;margin-top:8px;text-align:justify;color:#333}`,
  body(s) {
    const d = s.d;
    const lines = payLines(s, { linehaul: 'LINEHAUL', fsc: 'FUEL SURCHARGE', tolls: 'TOLL CHARGES', stop: 'STOP CHARGE', lumper: 'LUMPER' });
    const showTotal = s.maybe(0.7);
    const card = (st: Stop) => `<div class="card"><h4>${st.kind === 'pick' ? 'ORIGIN — PICK UP' : 'DESTINATION — DELIVER'}</h4><b>${facility(s, st)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}<br>
      Contact: ${esc(pick(s.r, ['Shipping Office', 'Receiving', 'Dock Supervisor']))} ${d.remitTo.phone.slice(0, 6)} ${drawDigits(s, 3)}-${drawDigits(s, 4)}<br>Appt: ${st.date} ${st.time}<br>Ref: ${st.ref}<br><span style="font-size:9px">${instruction(s, st)}</span></div>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:16px">${esc(d.broker.name)}</b> · Electronic Load Tender<br>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right">Tender status: <b>ACCEPTED</b><br>Accepted: ${d.issued} by ${esc(d.carrier.driver)}</div></div>
      <div class="strip"><div><i>TENDER / LOAD</i><b>${d.loadReference}</b></div><div><i>SHIPPER REF</i>${drawDigits(s, 8)}</div><div><i>PO</i>${d.otherNumbers.po}</div><div><i>BOL</i>${d.otherNumbers.bol}</div><div><i>PICKUP NO.</i>${first(s).ref}</div><div><i>MILES</i>${s.miles()}</div></div>
      <div class="cards">${card(first(s))}${card(last(s))}</div>
      <table><tr><th>Charge</th><th class="r">Qty</th><th>Unit</th><th class="r">Rate</th><th class="r">Extended</th></tr>
        ${lines.map((l) => `<tr><td>${l.label}</td><td class="r">1</td><td>FLAT</td><td class="r">${s.money(l.amount, 'plain')}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td colspan="4"><b>TENDER TOTAL</b></td><td class="r"><b>${s.total('plain')}</b></td></tr>` : ''}</table>
      <table><tr><th>Carrier</th><th>MC / DOT</th><th>Equipment</th><th>Commodity</th><th>Weight</th><th>Pcs</th></tr><tr><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc} / ${d.carrier.dot}</td><td>${esc(d.equipment)}</td><td>${esc(d.commodity)}</td><td>${lbs(d.weight)}</td><td>${d.pieces}</td></tr></table>
      <div class="fine"><b>ACCESSORIAL SCHEDULE:</b> ${s.termRows().map(([k, v]) => `${k.toUpperCase()} ${v}`).join(' · ') || 'NONE'}</div>
      <div class="fine">${legal(s).map(esc).join(' ')} Remit: ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}.</div></div>`;
  },
};

/** Two pages: a summary page with the pay and references, then a stop-detail page with long instructions and a driver checklist. */
const twoPageStopDetail: Family = {
  name: 'a14-two-page-stop-detail',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.8, lumperAsChargeChance: 0.25 },
  css: `body{font-family:'DejaVu Sans';font-size:10px;color:#1c1c1c}.page{width:816px;padding:20px 28px}
    .hb{border:2px solid #7a1f1f;padding:6px 10px;display:flex;justify-content:space-between}.hb b.n{font-size:16px;color:#7a1f1f}
    h3{font-size:10.5px;color:#7a1f1f;border-bottom:1px solid #7a1f1f;margin:10px 0 4px;text-transform:uppercase}
    .kv{display:grid;grid-template-columns:repeat(3,auto 1fr);gap:2px 8px}.kv span{font-weight:bold;font-size:9px}
    table{border-collapse:collapse;width:100%}td,th{border:1px solid #bbb;padding:2px 5px;text-align:left;vertical-align:top}th{background:#f4e9e9;font-size:9px}.r{text-align:right}
    .brk{border-top:2px dashed #999;margin:14px -28px 6px;text-align:center;font-size:8.5px;color:#777}.sd{border:1px solid #bbb;padding:5px 8px;margin-bottom:6px}.leg{font-size:7.6px;text-align:justify}`,
  body(s) {
    const d = s.d;
    const lines = payLines(s, { linehaul: 'Carrier Freight Pay', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop-Off Pay', lumper: 'Lumper (Reimbursable)' });
    const showTotal = s.maybe(0.55);
    return `<div class="page"><div class="hb"><div><b style="font-size:15px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')} · ${d.otherNumbers.brokerMc}</div>
        <div style="text-align:right">CARRIER CONFIRMATION<br>Reference # <b class="n">${d.loadReference}</b><br>Page 1 of 2</div></div>
      <h3>References</h3><div class="kv"><span>Pro #</span>${drawDigits(s, 9)}<span>Customer #</span>${drawDigits(s, 6)}<span>PO #</span>${d.otherNumbers.po}<span>BOL #</span>${d.otherNumbers.bol}<span>PU #</span>${first(s).ref}<span>Ordered</span>${d.issued}</div>
      <h3>Route Summary</h3><table><tr><th>Stop</th><th>Type</th><th>City, State</th><th>Date</th></tr>${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Shipper' : 'Receiver'}</td><td>${s.cs(st.place)}</td><td>${st.date}</td></tr>`).join('')}</table>
      <div style="margin-top:4px">Total loaded miles: <b>${s.miles()}</b> · Equipment: ${esc(d.equipment)} · ${esc(d.commodity)}, ${lbs(d.weight)} lbs</div>
      <h3>Carrier Payment</h3><table><tr><th>Item</th><th class="r">Amount</th></tr>${lines.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${d.fsc === null ? '<tr><td>Fuel Surcharge</td><td class="r">Included</td></tr>' : ''}${showTotal ? `<tr><th>Total Carrier Payment</th><th class="r">${s.total()}</th></tr>` : ''}</table>
      <div style="margin-top:4px">${s.termSentences().map(esc).join(' ')}</div>
      <h3>Carrier</h3>${esc(d.carrier.name)} · ${d.carrier.mc} · DOT ${d.carrier.dot} · Driver ${esc(d.carrier.driver)} · Truck ${d.carrier.truck}
      <div class="brk">${esc(d.broker.name)} · ${d.loadReference} · Page 2 of 2</div>
      <h3>Stop Details</h3>${d.stops.map((st, i) => `<div class="sd"><b>Stop ${i + 1}: ${st.kind === 'pick' ? 'PICK UP' : 'DELIVERY'} — ${facility(s, st)}</b><br>${esc(st.place.street)}, ${csz(st.place)}<br>
        Appointment: ${st.date} ${st.time} – ${hoursLater(st.time, 2)} · Number: ${st.ref} · Hours: 07:00–15:30<br><i>${instruction(s, st)} ${instruction(s, st)}</i></div>`).join('')}
      <h3>Driver Checklist</h3><div class="leg">☐ Tracking link accepted ☐ Check call at each stop ☐ BOL signed with in/out times ☐ Photos of load secured ☐ POD uploaded within 24 hours</div>
      <h3>Terms</h3><div class="leg">${legal(s).map(esc).join(' ')}</div>
      <div class="leg" style="margin-top:6px">Remit to: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}</div></div>`;
  },
};

export const families: Family[] = [
  denseReferenceHeader, portalLoadDetailsPrint, splitCszStopBlocks, payHeaderStrip, shipperConsigneeSideBySide, portalTilesReceipt,
  contractScheduleSections, numberedBoxForm, landscapeWideGrid, portalNarrowAccordion, etenderReferenceStrip, twoPageStopDetail,
];
