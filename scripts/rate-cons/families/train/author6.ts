// Twelve layout families by a sixth author, written from the everyday PDFs that mid-size and large US
// freight brokers' TMS software prints for hotshot, cargo-van, straight-truck and box-truck
// owner-operators, and blind to the reader (docs/decisions/009-ocr.md, "Layout families"): "Load
// Confirmation", "Carrier Rate Agreement" and "Rate and Load Confirmation" titles; a header with the
// load number, dates and the broker rep's contact; stops as table rows, cards or blocks with
// appointment windows and reference numbers; a carrier pay section (linehaul, fuel, accessorials,
// total or not); and a block of terms. Each family arranges and words them as a different broker's
// software does. Fresh families: rendered with `--split fresh`, measured before any training index.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2 } from '../../sheet';
import { ampm, companyDomain, csz, DAYS, drawPhone, hoursLater, lbs, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

/** "05/14/2026" → "Thu 05/14/26" style short date (weekday from the real calendar). */
const shortDate = (d: string) => {
  const [m, day, y] = d.split('/').map(Number) as [number, number, number];
  const wd = DAYS[new Date(Date.UTC(y, m - 1, day)).getUTCDay()]!;
  return `${wd} ${pad2(m)}/${pad2(day)}/${String(y).slice(2)}`;
};
const ext = (s: Sheet) => `ext ${int(s.r, 100, 499)}`;
const mailOf = (person: string, company: string) =>
  `${person.toLowerCase().replace(/ .*/, '')}.${person.toLowerCase().replace(/.* /, '')}@${companyDomain(company)}`;
const sealOrTrailer = (s: Sheet) => `${pick(s.r, ['Seal', 'Trailer', 'Container'])} ${int(s.r, 100000, 999999)}`;

/** A large broker's TMS "Load Confirmation": header box of load facts at right, stops as rows with split City / ST / Zip cells. */
const tmsLoadConfirmation: Family = {
  name: 'a6-tms-load-confirmation',
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', fscChance: 0.75, tollsChance: 0.35, termsChance: 0.8 },
  css: `body{font-family:'DejaVu Sans';font-size:10.5px;color:#111}.page{width:816px;padding:26px 30px}
    .top{display:grid;grid-template-columns:1.2fr 1fr;gap:14px}.brand{font-size:19px;font-weight:bold}.brand small{display:block;font-size:9.5px;font-weight:normal;line-height:1.4}
    .hb{border:1.5px solid #000}.hb div{display:flex;border-bottom:1px solid #999;padding:2px 6px}.hb div:last-child{border:0}.hb span{width:110px;font-weight:bold}
    h1{font-size:17px;text-align:center;margin:12px 0 6px;letter-spacing:1px}
    table{width:100%;border-collapse:collapse;margin-top:6px}th{background:#000;color:#fff;font-size:9.5px;padding:3px 4px;text-align:left}
    td{border:1px solid #888;padding:3px 4px;vertical-align:top}.r{text-align:right}.sec{font-weight:bold;font-size:11.5px;margin-top:12px;border-bottom:2px solid #000}
    .terms{font-size:8.6px;line-height:1.35;margin-top:6px}.terms li{margin-bottom:2px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'PU' : 'SO'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}-${hoursLater(st.time, 2)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off', lumper: 'Lumper' });
    const terms = [...s.termSentences(), 'Carrier must check in with the broker on arrival and departure at every stop.', s.boilerplate()];
    return `<div class="page"><div class="top"><div class="brand">${esc(d.broker.name)}<small>${esc(d.broker.street)}<br>${csz(d.broker)}<br>Main ${d.broker.phone} · ${d.otherNumbers.brokerMc}</small></div>
      <div class="hb"><div><span>Load #</span><b>${d.loadReference}</b></div><div><span>Date Issued</span>${d.issued}</div><div><span>Pickup Date</span>${first(s).date}</div>
        <div><span>Delivery Date</span>${last(s).date}</div><div><span>Broker Rep</span>${esc(d.dispatcher)}</div><div><span>Rep Phone</span>${d.broker.phone} ${ext(s)}</div>
        <div><span>Rep Email</span>${mailOf(d.dispatcher, d.broker.name)}</div></div></div>
      <h1>LOAD CONFIRMATION</h1>
      <table><tr><th>Carrier</th><th>MC #</th><th>DOT #</th><th>Driver</th><th>Truck</th><th>Equipment</th></tr>
        <tr><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc}</td><td>${d.carrier.dot}</td><td>${esc(d.carrier.driver)}</td><td>${d.carrier.truck}</td><td>${esc(d.equipment)}</td></tr></table>
      <div class="sec">Stops</div><table><tr><th>#</th><th>Type</th><th>Facility</th><th>City</th><th>ST</th><th>Zip</th><th>Appointment</th><th>Ref #</th></tr>${rows}</table>
      <table><tr><th>Commodity</th><th>Weight</th><th>Pieces</th><th>Customer PO</th><th>Loaded Miles</th></tr>
        <tr><td>${esc(d.commodity)}</td><td>${lbs(d.weight)} lbs</td><td>${d.pieces}</td><td>${d.otherNumbers.po}</td><td>${s.miles()}</td></tr></table>
      <div class="sec">Carrier Pay</div><table style="width:55%;margin-left:auto"><tr><th>Description</th><th class="r">Amount</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td><b>Total Carrier Pay</b></td><td class="r"><b>${s.total()}</b></td></tr></table>
      <div class="sec">Terms</div><ol class="terms">${terms.map((t) => `<li>${esc(t)}</li>`).join('')}</ol>
      <div style="margin-top:14px">Accepted: ______________________ &nbsp; Date: __________ &nbsp; Send signed copy to ${mailOf(d.dispatcher, d.broker.name)}</div></div>`;
  },
};

/** A "Carrier Rate Agreement": serif contract style, broker and carrier side by side, shipper / consignee blocks with labels left, numbered terms. */
const carrierRateAgreement: Family = {
  name: 'a6-carrier-rate-agreement',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'CR-######', fscChance: 0.6, tollsChance: 0.3, termsChance: 0.85 },
  css: `body{font-family:'DejaVu Serif';font-size:11px}.page{width:816px;padding:34px 48px}
    h1{text-align:center;font-size:18px;margin:0}.sub{text-align:center;font-size:10px;margin-bottom:10px}
    .par{display:grid;grid-template-columns:1fr 1fr;border:1px solid #000}.par>div{padding:6px 8px}.par>div+div{border-left:1px solid #000}
    .par h4{margin:0 0 3px;font-size:10px;text-transform:uppercase}
    .blk{border:1px solid #000;margin-top:8px}.blk h3{margin:0;background:#e8e8e8;font-size:11px;padding:3px 8px;border-bottom:1px solid #000}
    .kv{display:grid;grid-template-columns:130px 1fr 110px 1fr;padding:4px 8px;gap:2px 6px}.kv b{font-weight:bold}
    .money{width:60%;margin:8px 0 0 auto;border-collapse:collapse}.money td{padding:3px 6px;border-bottom:1px dotted #555}.money td+td{text-align:right}
    .terms{font-size:9px;line-height:1.4;margin-top:10px;text-align:justify}`,
  body(s) {
    const d = s.d;
    const blk = (st: Stop) => `<div class="blk"><h3>${st.kind === 'pick' ? 'SHIPPER' : 'CONSIGNEE'} ${stopNo(s, st)}</h3><div class="kv">
      <b>Name:</b><span>${esc(st.place.name)}</span><b>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} Date:</b><span>${st.date}</span>
      <b>Address:</b><span>${esc(st.place.street)}</span><b>Appt. Window:</b><span>${ampm(st.time)} – ${ampm(hoursLater(st.time, 3))}</span>
      <b>City/State/Zip:</b><span>${csz(st.place)}</span><b>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} #:</b><span>${st.ref}</span></div></div>`;
    const pay = payLines(s, { linehaul: 'Line Haul Rate', fsc: 'Fuel Surcharge', tolls: 'Toll Reimbursement', stop: 'Additional Stop', lumper: 'Lumper (approved)' });
    const showTotal = s.maybe(0.75);
    const terms = [
      `This Agreement is made between ${esc(d.broker.name)} ("Broker") and ${esc(d.carrier.name)} ("Carrier") and supplements the Broker-Carrier Agreement on file.`,
      'Carrier shall transport the shipment described herein with reasonable dispatch and shall not re-broker, co-broker or subcontract it.',
      ...s.termSentences().map(esc),
      'Rates shown are the only charges payable; no accessorial is payable unless approved in writing by Broker before it is incurred.',
      esc(s.boilerplate()),
    ];
    return `<div class="page"><h1>CARRIER RATE AGREEMENT</h1><div class="sub">Agreement No. <b>${d.loadReference}</b> &nbsp;·&nbsp; Dated ${d.issued}</div>
      <div class="par"><div><h4>Broker</h4>${esc(d.broker.name)}<br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}<br>Contact: ${esc(d.dispatcher)}</div>
        <div><h4>Carrier</h4>${esc(d.carrier.name)}<br>${d.carrier.mc} · USDOT ${d.carrier.dot}<br>Driver: ${esc(d.carrier.driver)}<br>Unit #${d.carrier.truck} · ${esc(d.equipment)}</div></div>
      ${d.stops.map(blk).join('')}
      <div class="blk"><h3>SHIPMENT</h3><div class="kv"><b>Commodity:</b><span>${esc(d.commodity)}</span><b>Weight:</b><span>${lbs(d.weight)} lbs</span>
        <b>Pieces:</b><span>${d.pieces}</span><b>Miles:</b><span>${s.miles()}</span><b>BOL:</b><span>${d.otherNumbers.bol}</span><b>Cust. PO:</b><span>${d.otherNumbers.po}</span></div></div>
      <table class="money">${pay.map((l) => `<tr><td>${l.label}</td><td>${s.money(l.amount)}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>TOTAL AGREED RATE</b></td><td><b>${s.total()}</b></td></tr>` : ''}</table>
      <div class="terms">${terms.map((t, i) => `<p>${i + 1}. ${t}</p>`).join('')}</div>
      <table style="width:100%;margin-top:16px"><tr><td>For Broker: <i>${esc(d.dispatcher)}</i></td><td>For Carrier: ______________________</td></tr></table></div>`;
  },
};

/** "Rate and Load Confirmation": grey title bar, Load # beside an Order # decoy, stop blocks "Stop 1 - Pickup" with a reference list, pay at the foot. */
const rateAndLoadConfirmation: Family = {
  name: 'a6-rate-and-load-confirmation',
  draw: { picks: [1, 2], drops: [1, 1], ref: '######', fscChance: 0.7, tollsChance: 0.4, lumperAsChargeChance: 0.35 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:816px;padding:22px 28px}
    .bar{background:#c8c8c8;padding:6px 10px;display:flex;justify-content:space-between;font-size:16px;font-weight:bold}
    .hdr{display:grid;grid-template-columns:repeat(3,1fr);gap:3px 16px;margin:8px 0;font-size:11px}.hdr span{color:#444}
    .stop{border-top:2px solid #444;margin-top:8px;padding-top:3px;display:grid;grid-template-columns:1.3fr 1fr 1fr;gap:10px}
    .stop h4{grid-column:span 3;margin:0;font-size:12px}.lbl{font-size:9.5px;color:#555;text-transform:uppercase}
    .pay{margin-top:14px;display:grid;grid-template-columns:1fr 1fr;gap:20px}.pay table{border-collapse:collapse;width:100%}.pay td{padding:2px 4px}
    .pay td+td{text-align:right}.pay tr.t td{border-top:1px solid #000;font-weight:bold}.small{font-size:9px;line-height:1.35;color:#222}`,
  body(s) {
    const d = s.d;
    const stop = (st: Stop, i: number) => `<div class="stop"><h4>Stop ${i + 1} - ${st.kind === 'pick' ? 'Pickup' : 'Delivery'}</h4>
      <div>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>Ph: ${drawPhone(s, 'dash')}</div>
      <div><div class="lbl">Appointment</div>${shortDate(st.date)}<br>${st.time} - ${hoursLater(st.time, s.maybe(0.5) ? 2 : 4)}${s.maybe(0.3) ? ' (FCFS)' : ''}</div>
      <div><div class="lbl">References</div>${st.kind === 'pick' ? 'PU#' : 'DEL#'}: ${st.ref}<br>${st.kind === 'pick' ? `BOL#: ${d.otherNumbers.bol}` : `PO#: ${d.otherNumbers.po}`}<br>${sealOrTrailer(s)}</div></div>`;
    const pay = payLines(s, { linehaul: 'Flat Rate', fsc: 'FSC', tolls: 'Tolls', stop: 'Extra Stop', lumper: 'Lumper' });
    return `<div class="page"><div class="bar"><span>Rate and Load Confirmation</span><span>Load # ${d.loadReference}</span></div>
      <div class="hdr"><div><span>Order #:</span> ${int(s.r, 300000, 999999)}</div><div><span>Ship Date:</span> ${first(s).date}</div><div><span>Booked By:</span> ${esc(d.dispatcher)}</div>
        <div><span>Carrier:</span> ${esc(d.carrier.name)}</div><div><span>Deliver By:</span> ${last(s).date}</div><div><span>Phone:</span> ${d.broker.phone}</div>
        <div><span>MC:</span> ${d.carrier.mc}</div><div><span>Trip Miles:</span> ${d.miles}</div><div><span>Fax:</span> ${drawPhone(s, 'dash')}</div>
        <div><span>Equipment:</span> ${esc(d.equipment)}</div><div><span>Weight:</span> ${lbs(d.weight)}</div><div><span>Commodity:</span> ${esc(d.commodity)}</div></div>
      ${d.stops.map(stop).join('')}
      <div class="pay"><div><b>Carrier Pay</b><table>${pay.map((l) => `<tr><td>${l.label}</td><td>${s.money(l.amount, 'plain')}</td></tr>`).join('')}
          <tr class="t"><td>Total Pay (USD)</td><td>${s.total('plain')}</td></tr></table></div>
        <div><b>Remit Invoices To</b><br>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}<br><br><b>Accessorials</b><br>${s.termRows().map(([k, v]) => `${k}: ${v}`).join('<br>') || 'Must be approved in writing.'}</div></div>
      <p class="small">${s.boilerplate()} ${esc(d.broker.name)} · ${esc(d.broker.street)}, ${csz(d.broker)} · ${d.otherNumbers.brokerMc}</p></div>`;
  },
};

/** A one-line strip of column headers (Load # | Pickup | Delivery | Miles | ...) over side-by-side Origin / Destination panels; abbreviated pay codes. */
const columnStripSummary: Family = {
  name: 'a6-column-strip-summary',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'L#######', fscChance: 0.65, tollsChance: 0.45 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:24px 28px}
    .hd{display:flex;justify-content:space-between;align-items:flex-start}.hd h1{font-size:22px;margin:0;color:#0b4f6c}.hd .c{text-align:right;font-size:10px;line-height:1.45}
    table.strip{width:100%;border-collapse:collapse;margin:12px 0}table.strip th{font-size:9px;color:#0b4f6c;text-align:left;border-bottom:1px solid #0b4f6c;padding:2px 4px}
    table.strip td{font-size:12.5px;padding:4px;font-weight:bold}
    .od{display:grid;grid-template-columns:1fr 1fr;gap:14px}.od>div{border:1px solid #9cc3d5;border-radius:4px;padding:8px 10px}
    .od h3{margin:0 0 4px;font-size:10px;color:#0b4f6c;letter-spacing:1px}.big{font-size:15px;font-weight:bold}
    .pay{margin-top:14px;border-collapse:collapse;float:right;width:45%}.pay td{padding:3px 6px;border-bottom:1px solid #ddd}.pay td+td{text-align:right;font-family:'DejaVu Sans Mono'}
    .tc{clear:both;padding-top:14px;font-size:9px;line-height:1.35}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const panel = (st: Stop, h: string) => `<div><h3>${h}</h3><div class="big">${esc(st.place.city).toUpperCase()}, ${st.place.st}</div>
      ${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br><br>Appt: ${st.date} ${ampm(st.time)}<br>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} No: ${st.ref}</div>`;
    const pay = payLines(s, { linehaul: 'LH', fsc: 'FUEL', tolls: 'TOLL', stop: 'STOP', lumper: 'LUMP' });
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="hd"><div><h1>Load Confirmation</h1>${esc(d.broker.name)} · ${d.otherNumbers.brokerMc}</div>
        <div class="c">${esc(d.broker.street)}<br>${csz(d.broker)}<br>Your rep: ${esc(d.dispatcher)} ${d.broker.phone}<br>${mailOf(d.dispatcher, d.broker.name)}</div></div>
      <table class="strip"><tr><th>LOAD #</th><th>PICKUP</th><th>DELIVERY</th><th>MILES</th><th>EQUIP</th><th>WEIGHT</th><th>CARRIER</th></tr>
        <tr><td>${d.loadReference}</td><td>${p.date}</td><td>${q.date}</td><td>${d.miles}</td><td>${esc(d.equipment)}</td><td>${lbs(d.weight)}#</td><td>${esc(d.carrier.name)}</td></tr></table>
      <div class="od">${panel(p, 'ORIGIN')}${panel(q, 'DESTINATION')}</div>
      <table class="pay"><tr><td colspan="2"><b>CARRIER RATE</b></td></tr>${pay.map((l) => `<tr><td>${l.label}</td><td>${s.money(l.amount, 'nocomma')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>TOTAL</b></td><td><b>${s.total('nocomma')}</b></td></tr>` : ''}</table>
      <div style="width:50%;font-size:10px;margin-top:14px">Commodity: ${esc(d.commodity)} (${d.pieces} pcs)<br>Carrier MC: ${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver: ${esc(d.carrier.driver)} · Truck ${d.carrier.truck}<br>BOL ${d.otherNumbers.bol}</div>
      <div class="tc"><b>Terms:</b> ${s.termSentences().map(esc).join(' ')} ${s.boilerplate()}</div></div>`;
  },
};

/** A broker that folds fuel into the linehaul, with an accessorial schedule table and no printed total. */
const fuelInclusiveAccessorialSchedule: Family = {
  name: 'a6-fuel-inclusive-schedule',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', fscChance: 0, tollsChance: 0.3, termsChance: 0.9 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:28px 34px}
    .hd{border-bottom:4px double #333;padding-bottom:6px;display:flex;justify-content:space-between}.hd h1{margin:0;font-size:18px}
    .grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;margin-top:10px}.f{border:1px solid #bbb;padding:4px 6px}.f i{display:block;font-style:normal;font-size:8.5px;color:#666;text-transform:uppercase}
    table{width:100%;border-collapse:collapse;margin-top:10px}th{border:1px solid #333;background:#f0f0f0;font-size:9.5px;padding:3px}td{border:1px solid #999;padding:3px 5px;vertical-align:top}
    .two{display:grid;grid-template-columns:1fr 1fr;gap:16px}.tc{font-size:9px;margin-top:10px;line-height:1.4}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'Pick' : 'Drop'} ${stopNo(s, st)}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td>
      <td>${st.date}</td><td>${st.time} – ${hoursLater(st.time, 2)}</td><td>${st.ref}</td></tr>`).join('');
    const lines = d.charges.map((c) => {
      const label = c.code === 'linehaul' ? 'Linehaul (all-in, includes fuel)' : c.code === 'tolls' ? 'Tolls (pre-approved)' : c.code === 'stop' ? c.label : 'Lumper';
      return `<tr><td>${label}</td><td style="text-align:right">${s.money(c.amount)}</td></tr>`;
    }).join('');
    const sched = s.termRows();
    return `<div class="page"><div class="hd"><div><h1>Carrier Confirmation</h1>${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div><div style="text-align:right">Load ID<br><b style="font-size:16px">${d.loadReference}</b></div></div>
      <div class="grid"><div class="f"><i>Confirmation Date</i>${d.issued}</div><div class="f"><i>Carrier Sales Rep</i>${esc(d.dispatcher)}</div><div class="f"><i>Rep Direct Line</i>${d.broker.phone}</div>
        <div class="f"><i>Carrier</i>${esc(d.carrier.name)} (${d.carrier.mc})</div><div class="f"><i>Equipment</i>${esc(d.equipment)}</div><div class="f"><i>Total Miles</i>${s.miles()}</div></div>
      <table><tr><th>Stop</th><th>Location</th><th>Date</th><th>Appt Window</th><th>Reference</th></tr>${rows}</table>
      <div class="two"><div><table><tr><th colspan="2">Rate Detail</th></tr>${lines}</table>
          <p style="font-size:9.5px">Fuel surcharge is included in the linehaul; no separate FSC is payable on this load.</p></div>
        <div><table><tr><th>Accessorial</th><th>Schedule</th></tr>${sched.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('') || '<tr><td colspan="2">None authorized</td></tr>'}</table>
          <p style="font-size:9.5px">Bill to: ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}</p></div></div>
      <div class="tc">${s.boilerplate()} Weight ${lbs(d.weight)} lbs, ${d.pieces} pieces of ${esc(d.commodity)}. Customer PO ${d.otherNumbers.po}.</div></div>`;
  },
};

/** A modern TMS PDF: dark section bands, labels above values, pickup and delivery cards side by side, key-value pay list. */
const darkBandCards: Family = {
  name: 'a6-dark-band-cards',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#########', fscChance: 0.8, tollsChance: 0.3, lumperAsChargeChance: 0.25 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#222}.page{width:816px;padding:0 0 20px}
    .top{background:#1f2a36;color:#fff;padding:14px 26px;display:flex;justify-content:space-between;align-items:center}.top h1{margin:0;font-size:20px;font-weight:normal}
    .top .n{font-size:11px;text-align:right}.top .n b{font-size:18px}
    .band{background:#3a4a5c;color:#fff;font-size:10px;letter-spacing:1.5px;padding:3px 26px;margin-top:10px}
    .row{display:flex;gap:24px;padding:6px 26px;flex-wrap:wrap}.kv label{display:block;font-size:8.5px;color:#7a8796;text-transform:uppercase}
    .cards{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:8px 26px}.card{border-left:4px solid #3a4a5c;background:#f4f6f8;padding:6px 10px}
    .card h4{margin:0 0 3px;font-size:11px}.pay{padding:6px 26px;width:50%}.pay div{display:flex;justify-content:space-between;border-bottom:1px solid #e3e7eb;padding:2px 0}
    .fine{padding:4px 26px;font-size:9px;line-height:1.4}`,
  body(s) {
    const d = s.d;
    const card = (st: Stop) => `<div class="card"><h4>${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'} ${stopNo(s, st)} · ${shortDate(st.date)}</h4>
      ${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>Window ${ampm(st.time)} to ${ampm(hoursLater(st.time, 3))}<br>Ref ${st.ref}</div>`;
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' });
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div class="top"><h1>${esc(d.broker.name)}<br><span style="font-size:13px">Rate Confirmation</span></h1>
        <div class="n">LOAD<br><b>${d.loadReference}</b><br>Created ${d.issued}</div></div>
      <div class="band">CONTACT</div><div class="row"><div class="kv"><label>Broker Rep</label>${esc(d.dispatcher)}</div><div class="kv"><label>Phone</label>${d.broker.phone}</div>
        <div class="kv"><label>Email</label>${mailOf(d.dispatcher, d.broker.name)}</div><div class="kv"><label>After Hours</label>${drawPhone(s, 'dash')}</div></div>
      <div class="band">CARRIER</div><div class="row"><div class="kv"><label>Name</label>${esc(d.carrier.name)}</div><div class="kv"><label>MC</label>${d.carrier.mc}</div>
        <div class="kv"><label>Driver</label>${esc(d.carrier.driver)}</div><div class="kv"><label>Equipment</label>${esc(d.equipment)}</div><div class="kv"><label>Distance</label>${s.miles()} mi</div></div>
      <div class="band">STOPS</div><div class="cards">${d.stops.map(card).join('')}</div>
      <div class="band">FREIGHT</div><div class="row"><div class="kv"><label>Commodity</label>${esc(d.commodity)}</div><div class="kv"><label>Weight</label>${lbs(d.weight)} lb</div>
        <div class="kv"><label>Handling Units</label>${d.pieces}</div><div class="kv"><label>PO</label>${d.otherNumbers.po}</div></div>
      <div class="band">PAYMENT</div><div class="pay">${pay.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
        ${showTotal ? `<div style="font-weight:bold"><span>Total Carrier Pay</span><span>${s.total()}</span></div>` : ''}</div>
      <div class="band">TERMS</div><div class="fine">${s.termSentences().map(esc).join(' ')} ${s.boilerplate()}</div></div>`;
  },
};

/** A boxed, all-borders legacy TMS form: every field in a labelled cell, charges as one horizontal row of cells. */
const boxedLegacyForm: Family = {
  name: 'a6-boxed-legacy-form',
  draw: { picks: [1, 1], drops: [1, 1], ref: '#####', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{width:816px;padding:20px 24px}
    table{width:100%;border-collapse:collapse}td{border:1px solid #000;padding:2px 4px;vertical-align:top}td small{display:block;font-size:8px;font-weight:bold}
    h1{font-size:15px;margin:0 0 4px}.hd td{border:0}.g{background:#ddd;font-weight:bold;text-align:center}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const cell = (l: string, v: string, span = 1) => `<td colspan="${span}"><small>${l}</small>${v}</td>`;
    const charges = d.charges.map((c) => cell(c.code === 'linehaul' ? 'RATE' : c.code === 'fsc' ? 'FUEL' : c.code === 'tolls' ? 'TOLLS' : c.code === 'stop' ? 'STOP CHG' : 'LUMPER', s.money(c.amount, 'plain'))).join('');
    return `<div class="page"><table class="hd"><tr><td><h1>RATE CONFIRMATION</h1>${esc(d.broker.name)}<br>${s.office(d.broker)}</td>
        <td style="text-align:right">Load Confirmation #<br><b style="font-size:18px">${d.loadReference}</b><br>${d.otherNumbers.brokerMc}</td></tr></table>
      <table><tr>${cell('DATE', d.issued)}${cell('DISPATCHER', esc(d.dispatcher))}${cell('PHONE', d.broker.phone)}${cell('FAX', `${drawPhone(s, 'dash')}`)}</tr>
        <tr>${cell('CARRIER', esc(d.carrier.name), 2)}${cell('MC#', d.carrier.mc)}${cell('DOT#', d.carrier.dot)}</tr>
        <tr><td colspan="4" class="g">SHIPPER</td></tr>
        <tr>${cell('NAME', esc(p.place.name), 2)}${cell('PICKUP DATE', p.date)}${cell('PICKUP TIME', p.time)}</tr>
        <tr>${cell('ADDRESS', esc(p.place.street), 2)}${cell('CITY', esc(p.place.city))}${cell('ST / ZIP', `${p.place.st} ${p.place.zip}`)}</tr>
        <tr>${cell('PICKUP #', p.ref, 2)}${cell('BOL #', d.otherNumbers.bol, 2)}</tr>
        <tr><td colspan="4" class="g">CONSIGNEE</td></tr>
        <tr>${cell('NAME', esc(q.place.name), 2)}${cell('DELIVERY DATE', q.date)}${cell('DELIVERY TIME', q.time)}</tr>
        <tr>${cell('ADDRESS', esc(q.place.street), 2)}${cell('CITY', esc(q.place.city))}${cell('ST / ZIP', `${q.place.st} ${q.place.zip}`)}</tr>
        <tr>${cell('DELIVERY #', q.ref, 2)}${cell('PO #', d.otherNumbers.po, 2)}</tr>
        <tr><td colspan="4" class="g">LOAD INFO</td></tr>
        <tr>${cell('COMMODITY', esc(d.commodity))}${cell('WEIGHT', `${lbs(d.weight)} LBS`)}${cell('TRAILER', esc(d.equipment))}${cell('MILES', String(d.miles))}</tr></table>
      <table style="margin-top:6px"><tr><td colspan="${d.charges.length + 1}" class="g">CHARGES</td></tr><tr>${charges}${cell('TOTAL', s.total('plain'))}</tr></table>
      <table style="margin-top:6px"><tr>${cell('SPECIAL INSTRUCTIONS', `${s.termSentences().map(esc).join(' ')} Call dispatch for any delays.`)}</tr></table>
      <p style="font-size:8.5px">${s.boilerplate()}</p><p>Carrier Signature: __________________________ &nbsp; Date: __________</p></div>`;
  },
};

/** A contract-heavy tender: Pickup 1 / Pickup 2 / Drop 1 sections, a Qty / Unit / Rate / Amount charges table with a per-mile fuel rate. */
const perMileFuelTender: Family = {
  name: 'a6-per-mile-fuel-tender',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'T-########', fscChance: 0.85, tollsChance: 0.35, miles: [200, 1400] },
  css: `body{font-family:'DejaVu Serif';font-size:11px}.page{width:816px;padding:26px 36px}
    .hd{display:flex;justify-content:space-between;border-bottom:2px solid #5a1a1a}.hd h1{color:#5a1a1a;margin:0;font-size:20px}
    .sec{margin-top:10px}.sec h3{font-size:11.5px;margin:0;color:#5a1a1a;border-bottom:1px solid #5a1a1a}
    .sec p{margin:3px 0 0 12px}table{border-collapse:collapse;width:100%;margin-top:4px}th,td{padding:2px 6px;border-bottom:1px solid #ccc;text-align:right}th:first-child,td:first-child{text-align:left}
    .tc{font-size:8.6px;column-count:2;column-gap:18px;margin-top:10px;text-align:justify}`,
  body(s) {
    const d = s.d;
    const sec = (st: Stop) => `<div class="sec"><h3>${st.kind === 'pick' ? 'Pickup' : 'Drop'} ${stopNo(s, st)}</h3><p>${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}<br>
      Scheduled: ${shortDate(st.date)} between ${st.time} and ${hoursLater(st.time, 2)} · Confirmation #${st.ref}</p></div>`;
    const rows = d.charges.map((c) => {
      if (c.code === 'fsc') return `<tr><td>Fuel Surcharge</td><td>${s.miles()}</td><td>Mile</td><td>${(c.amount / d.miles).toFixed(3)}</td><td>${s.money(c.amount, 'plain')}</td></tr>`;
      const label = c.code === 'linehaul' ? 'Line Haul' : c.code === 'tolls' ? 'Tolls' : c.code === 'stop' ? c.label : 'Lumper';
      return `<tr><td>${label}</td><td>1</td><td>Flat</td><td>${s.money(c.amount, 'plain')}</td><td>${s.money(c.amount, 'plain')}</td></tr>`;
    }).join('');
    const showTotal = s.maybe(0.65);
    return `<div class="page"><div class="hd"><div><h1>${esc(d.broker.name)}</h1>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div>
        <div style="text-align:right"><b>LOAD TENDER / RATE CONFIRMATION</b><br>Tender ${d.loadReference}<br>Issued ${d.issued}</div></div>
      <p>Carrier: <b>${esc(d.carrier.name)}</b> (${d.carrier.mc}) &nbsp; Driver: ${esc(d.carrier.driver)} &nbsp; Equipment: ${esc(d.equipment)}<br>
        Carrier Manager: ${esc(d.dispatcher)}, ${d.broker.phone} ${ext(s)} · ${mailOf(d.dispatcher, d.broker.name)}</p>
      ${d.stops.map(sec).join('')}
      <div class="sec"><h3>Freight</h3><p>${esc(d.commodity)} · ${d.pieces} pcs · ${lbs(d.weight)} lbs · Loaded miles ${s.miles()} · Deadhead ${d.deadhead}</p></div>
      <div class="sec"><h3>Charges</h3><table><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Rate</th><th>Amount</th></tr>${rows}
        ${showTotal ? `<tr><td colspan="4"><b>Total</b></td><td><b>${s.total('plain')}</b></td></tr>` : ''}</table></div>
      <div class="tc"><p>${s.termSentences().map(esc).join(' ')}</p><p>${s.boilerplate()}</p><p>Remit to: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p></div></div>`;
  },
};

/** A vertical stop timeline with dots, a pay summary card that also prints the rate per mile. */
const timelineRpmSummary: Family = {
  name: 'a6-timeline-rpm-summary',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', fscChance: 0.6, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#1a1a1a}.page{width:816px;padding:26px 32px}
    .hd{display:flex;justify-content:space-between;border-bottom:1px solid #999;padding-bottom:8px}.hd h1{margin:0;font-size:19px}
    .main{display:grid;grid-template-columns:1.5fr 1fr;gap:22px;margin-top:12px}
    .tl{border-left:2px solid #2d6a4f;margin-left:8px;padding-left:16px}.tl .s{position:relative;margin-bottom:14px}
    .tl .s:before{content:'';position:absolute;left:-23px;top:3px;width:10px;height:10px;border-radius:50%;background:#2d6a4f}
    .tl h4{margin:0;font-size:12px;color:#2d6a4f}.box{border:1px solid #2d6a4f;border-radius:6px;padding:10px}
    .box div{display:flex;justify-content:space-between;padding:2px 0}.fine{font-size:9px;margin-top:14px;line-height:1.4}`,
  body(s) {
    const d = s.d;
    const st = (x: Stop) => `<div class="s"><h4>${x.kind === 'pick' ? 'Pick Up' : 'Deliver'} — ${esc(x.place.city)}, ${x.place.st}</h4>
      ${esc(x.place.name)} · ${esc(x.place.street)}, ${csz(x.place)}<br>${x.date} · appt ${ampm(x.time)}–${ampm(hoursLater(x.time, 2))} · #${x.ref}</div>`;
    const pay = payLines(s, { linehaul: 'Line haul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Additional stop', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div><h1>Load Confirmation</h1>Load <b>${d.loadReference}</b> · Sent ${d.issued}</div>
        <div style="text-align:right">${esc(d.broker.name)}<br>${d.otherNumbers.brokerMc}<br>${esc(d.dispatcher)} · ${d.broker.phone}</div></div>
      <div class="main"><div class="tl">${d.stops.map(st).join('')}</div>
        <div><div class="box"><b>Carrier Pay</b>${pay.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
          <div style="border-top:1px solid #999;font-weight:bold"><span>Total</span><span>${s.total()}</span></div>
          <div><span>Loaded miles</span><span>${s.miles()}</span></div><div><span>Linehaul per mile</span><span>${s.rpm()}</span></div></div>
          <p>Carrier: ${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>${esc(d.equipment)} · ${lbs(d.weight)} lbs ${esc(d.commodity)}</p></div></div>
      <div class="fine"><b>Terms &amp; conditions.</b> ${s.termSentences().map(esc).join(' ')} ${s.boilerplate()}</div></div>`;
  },
};

/** A left sidebar of broker contact, remit-to, bill-to and quick-pay, beside the main load content. */
const sidebarContactTender: Family = {
  name: 'a6-sidebar-contact-tender',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'AA######', fscChance: 0.7, tollsChance: 0.4, termsChance: 0.75 },
  css: `body{font-family:'DejaVu Sans';font-size:10.5px}.page{width:816px;display:grid;grid-template-columns:200px 1fr}
    .side{background:#eef1f4;padding:20px 14px;font-size:9.5px;line-height:1.45;overflow-wrap:anywhere}.side h4{margin:12px 0 2px;font-size:9.5px;text-transform:uppercase;color:#44546a}
    .main{padding:20px 24px}.main h1{margin:0;font-size:18px}.ids{display:flex;gap:22px;margin:6px 0 10px}.ids div span{display:block;font-size:8.5px;color:#666}
    table{width:100%;border-collapse:collapse;margin-top:6px}th{text-align:left;font-size:9px;color:#44546a;border-bottom:1.5px solid #44546a;padding:2px 3px}
    td{padding:3px;border-bottom:1px solid #ddd;vertical-align:top}.r{text-align:right}.fine{font-size:8.5px;line-height:1.35;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st) => `<tr><td>${s.stopLabel(st, 'short')}${stopNo(s, st)}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td><td>${esc(st.place.city)}, ${st.place.st}<br>${st.place.zip}</td>
      <td>${st.date}<br>${st.time}–${hoursLater(st.time, 4)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop-Off', lumper: 'Lumper' });
    const showTotal = s.maybe(0.7);
    return `<div class="page"><div class="side"><b style="font-size:13px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}
        <h4>Your Contact</h4>${esc(d.dispatcher)}<br>${d.broker.phone} ${ext(s)}<br>${mailOf(d.dispatcher, d.broker.name)}
        <h4>Remit To</h4>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}
        <h4>Bill To</h4>${esc(d.billTo.name)}<br>${s.office(d.billTo)}
        <h4>Quick Pay</h4>2-day quick pay at ${pick(s.r, ['2', '3', '4'])}% fee. Standard terms net ${pick(s.r, ['21', '30', '45'])}.</div>
      <div class="main"><h1>Load Tender &amp; Rate Confirmation</h1>
        <div class="ids"><div><span>Load #</span><b style="font-size:14px">${d.loadReference}</b></div><div><span>Tender Date</span>${d.issued}</div><div><span>Ship Date</span>${first(s).date}</div><div><span>Customer PO</span>${d.otherNumbers.po}</div></div>
        <div>Carrier <b>${esc(d.carrier.name)}</b> · ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · Tractor ${d.carrier.truck}</div>
        <table><tr><th>Stop</th><th>Location</th><th>City / Zip</th><th>Appointment</th><th>Ref</th></tr>${rows}</table>
        <table><tr><th>Equipment</th><th>Commodity</th><th>Weight</th><th>Loaded Miles</th><th>Empty Miles</th></tr>
          <tr><td>${esc(d.equipment)}</td><td>${esc(d.commodity)}</td><td>${lbs(d.weight)}</td><td>${d.miles}</td><td>${d.deadhead}</td></tr></table>
        <table style="width:60%"><tr><th>Carrier Rate</th><th class="r">USD</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
          ${showTotal ? `<tr><td><b>Total Rate</b></td><td class="r"><b>${s.total('plain')}</b></td></tr>` : ''}</table>
        <div class="fine">${s.termSentences().map(esc).join(' ')} ${s.boilerplate()}</div></div></div>`;
  },
};

/** "Load Confirmation &amp; Dispatch Instructions": a stops table with Date / Time / Type / Company / City / ST / Zip / Ref columns and numbered driver instructions. */
const dispatchInstructions: Family = {
  name: 'a6-dispatch-instructions',
  draw: { picks: [1, 1], drops: [1, 2], ref: '3#######', fscChance: 0.75, tollsChance: 0.45, lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{width:816px;padding:24px 28px}
    .hd{display:grid;grid-template-columns:1fr auto;border:2px solid #000;padding:6px 10px}.hd h1{margin:0;font-size:15px}
    table{width:100%;border-collapse:collapse;margin-top:8px}th{border-top:1px solid #000;border-bottom:1px solid #000;font-size:9.5px;text-align:left;padding:2px 4px}
    td{padding:3px 4px;border-bottom:1px dotted #888}.r{text-align:right}.box{border:2px solid #000;padding:6px 10px;margin-top:10px;display:grid;grid-template-columns:1fr 1fr;gap:16px}
    ol{font-size:9.5px;margin:6px 0;padding-left:18px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st) => `<tr><td>${st.date}</td><td>${st.time}</td><td>${s.stopLabel(st, 'upper')}</td><td>${esc(st.place.name)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line haul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop charge', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div><h1>LOAD CONFIRMATION &amp; DISPATCH INSTRUCTIONS</h1>${esc(d.broker.name)} · ${esc(d.broker.street)}, ${csz(d.broker)}</div>
        <div style="text-align:right">Load No. <b style="font-size:15px">${d.loadReference}</b><br>${d.issued}</div></div>
      <p>Dispatched by ${esc(d.dispatcher)} (${d.broker.phone}) to ${esc(d.carrier.name)}, ${d.carrier.mc}, driver ${esc(d.carrier.driver)}, truck ${d.carrier.truck}.</p>
      <table><tr><th>Date</th><th>Time</th><th>Type</th><th>Company</th><th>City</th><th>ST</th><th>Zip</th><th>Ref</th></tr>${rows}</table>
      <p style="font-size:10px">Street addresses: ${d.stops.map((st) => `${esc(st.place.name)} — ${esc(st.place.street)}`).join('; ')}.</p>
      <div class="box"><div><b>CARRIER RATE</b><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
          <tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr></table></div>
        <div><b>LOAD DETAIL</b><br>Miles: ${s.miles()}<br>Equipment: ${esc(d.equipment)}<br>Weight: ${lbs(d.weight)} lbs / ${d.pieces} pcs<br>Commodity: ${esc(d.commodity)}<br>BOL: ${d.otherNumbers.bol}</div></div>
      <b>Driver Instructions</b><ol><li>Call ${d.broker.phone} on arrival and when empty at every stop.</li><li>Accept the tracking link before departure; pings every 30 minutes.</li>
        <li>Count and sign for pieces; note any damage on the BOL.</li>${s.termSentences().map((t) => `<li>${esc(t)}</li>`).join('')}<li>Send BOL and POD photos within 24 hours of delivery.</li></ol>
      <p style="font-size:8.5px">${s.boilerplate()}</p></div>`;
  },
};

/** A partial / LTL-style tender for box trucks and cargo vans: pallets, dimensions, liftgate; "Freight Charge" for the linehaul. */
const boxTruckPartial: Family = {
  name: 'a6-box-truck-partial',
  draw: { picks: [1, 1], drops: [1, 3], ref: 'P######', fscChance: 0.55, tollsChance: 0.3, miles: [60, 900], termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:24px 30px}
    .hd{display:flex;justify-content:space-between;align-items:center;background:#f6efe0;border:1px solid #c9a55c;padding:8px 12px}.hd h1{margin:0;font-size:17px;color:#7a5412}
    .info{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;margin:10px 0}.info div{border-bottom:1px solid #c9a55c}.info span{display:block;font-size:8.5px;color:#7a5412}
    .stop{border:1px solid #c9a55c;margin-bottom:6px;display:grid;grid-template-columns:90px 1fr 1fr}.stop>div{padding:5px 8px}.stop .k{background:#f6efe0;font-weight:bold}
    table{border-collapse:collapse}td{padding:2px 8px}.fine{font-size:8.8px;line-height:1.35;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const pallets = Math.max(1, Math.min(12, Math.round(d.pieces / 2)));
    const stop = (st: Stop, i: number) => `<div class="stop"><div class="k">STOP ${i + 1}<br>${st.kind === 'pick' ? 'LOAD' : 'UNLOAD'}</div>
      <div>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</div>
      <div>Appt: ${st.date} ${ampm(st.time)}${s.maybe(0.4) ? ` – ${ampm(hoursLater(st.time, 2))}` : ''}<br>Ref #: ${st.ref}<br>${st.kind === 'pick' ? `${pallets} pallets` : s.maybe(0.5) ? 'Liftgate required' : 'Dock high'}</div></div>`;
    const pay = payLines(s, { linehaul: 'Freight Charge', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    const showTotal = s.maybe(0.55);
    return `<div class="page"><div class="hd"><div><h1>Load Confirmation — Partial / Expedite</h1>${esc(d.broker.name)} · ${d.otherNumbers.brokerMc} · ${d.broker.phone}</div>
        <div style="text-align:right">Shipment #<br><b style="font-size:16px">${d.loadReference}</b></div></div>
      <div class="info"><div><span>Date</span>${d.issued}</div><div><span>Broker Rep</span>${esc(d.dispatcher)}</div><div><span>Rep Email</span>${mailOf(d.dispatcher, d.broker.name)}</div><div><span>Vehicle</span>${esc(d.equipment)}</div>
        <div><span>Carrier</span>${esc(d.carrier.name)}</div><div><span>MC / DOT</span>${d.carrier.mc} / ${d.carrier.dot}</div><div><span>Pallets / Dims</span>${pallets} @ 48x40x${int(s.r, 36, 72)} in</div><div><span>Weight</span>${lbs(Math.min(d.weight, 9800))} lbs</div></div>
      ${d.stops.map(stop).join('')}
      <div style="display:flex;justify-content:space-between;margin-top:8px"><div>Total loaded miles: <b>${s.miles()}</b><br>Commodity: ${esc(d.commodity)}<br>Customer ref: ${d.otherNumbers.po}</div>
        <table><tr><td colspan="2"><b>Carrier Payment</b></td></tr>${pay.map((l) => `<tr><td>${l.label}</td><td style="text-align:right">${s.money(l.amount)}</td></tr>`).join('')}
          ${showTotal ? `<tr><td><b>Amount Due Carrier</b></td><td style="text-align:right"><b>${s.total()}</b></td></tr>` : ''}</table></div>
      <div class="fine"><b>Terms:</b> ${s.termSentences().map(esc).join(' ')} No team, no co-load without written approval. ${s.boilerplate()}</div></div>`;
  },
};

export const families: Family[] = [
  tmsLoadConfirmation, carrierRateAgreement, rateAndLoadConfirmation, columnStripSummary, fuelInclusiveAccessorialSchedule, darkBandCards,
  boxedLegacyForm, perMileFuelTender, timelineRpmSummary, sidebarContactTender, dispatchInstructions, boxTruckPartial,
];
