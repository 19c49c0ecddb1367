// A third round of training families for kinds the first 52 lacked (docs/decisions/009-ocr.md,
// "A third round of training families"): the load below long legal terms, labels printed after
// their values, colon-less small-caps labels, a Units / UOM / Rate / Amount table, reference
// numbers that look like money or miles, a landscape dispatch sheet in three blocks, a hand-filled
// form with check-boxes, appointment windows beside the miles with states written in full, an
// all-caps tender with ZIP+4, a first stop that finishes a previous load, the distance only as a
// PC*Miler estimate with the FSC as a percentage, and a TMS export whose total sits in a footer box.
import type { Place, Stop } from '../../load';
import { esc, type Family, type Sheet, first, last } from '../../sheet';
import { int, pick } from '../../../../src/domain/seeded-random';


const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama', AR: 'Arkansas', AZ: 'Arizona', CA: 'California', CO: 'Colorado', FL: 'Florida', GA: 'Georgia', IA: 'Iowa',
  ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', MD: 'Maryland', MI: 'Michigan',
  MN: 'Minnesota', MO: 'Missouri', MS: 'Mississippi', MT: 'Montana', NC: 'North Carolina', ND: 'North Dakota', NE: 'Nebraska',
  NM: 'New Mexico', NV: 'Nevada', OH: 'Ohio', OK: 'Oklahoma', PA: 'Pennsylvania', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VA: 'Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};
const stateName = (st: string) => STATE_NAMES[st] ?? st;
/** "08:00-14:00": the stop's time and a window of 2 to 8 hours after it. */
const windowOf = (s: Sheet, st: Stop) => {
  const [h, m] = st.time.split(':').map(Number) as [number, number];
  const end = Math.min(23, h + int(s.r, 2, 8));
  return `${st.time}-${String(end).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/** Eight numbered clauses of legal terms fill the first page; the load itself is on the second. */
const legalTermsThenLoad: Family = {
  name: 'legal-terms-then-load',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Serif';font-size:11px;line-height:1.35}.page{width:760px;padding:26px 36px}
    h2{font-size:14px;text-align:center;margin:6px 0}ol{padding-left:18px;margin:6px 0}li{margin-bottom:5px;text-align:justify}
    .pb{border-top:2px dashed #999;margin:18px 0 8px;font-size:10px;color:#555;text-align:right}
    table{border-collapse:collapse;width:100%;font-size:12px}td{border:1px solid #888;padding:4px 6px;vertical-align:top}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const terms = s.termSentences();
    const clauses = [
      `<b>Parties.</b> This Load Confirmation is entered into between ${esc(d.broker.name)} ("Broker"), a licensed property broker (${d.otherNumbers.brokerMc}), and ${esc(d.carrier.name)} ("Carrier", ${d.carrier.mc}). It supplements the Broker-Carrier Agreement on file; where the two differ, this confirmation governs for this shipment only.`,
      `<b>Insurance.</b> Carrier shall maintain auto liability insurance of not less than $1,000,000 per occurrence, cargo insurance of not less than $100,000 per shipment and general liability of $2,000,000 in the aggregate, and shall name Broker as certificate holder.`,
      `<b>Service.</b> Carrier shall provide check calls every 4 hours while loaded and notify Broker within 1 hour of any delay. A late delivery without notice may be charged back at $250.00 per occurrence. Carrier shall not re-broker, co-broker or assign this shipment.`,
      `<b>Accessorials.</b> ${terms.length ? terms.join(' ') : 'No accessorial charges are payable unless approved in writing before they are incurred.'} Any accessorial must be reported before the truck leaves the facility.`,
      `<b>Claims.</b> Carrier is liable for the full actual value of loss or damage to the cargo. Claims shall be filed within 9 months of delivery and paid within 30 days of receipt of documentation. Broker may offset claims against amounts due to Carrier.`,
      `<b>Payment.</b> Carrier shall invoice Broker with a signed bill of lading within 15 days of delivery. Payment terms are 30 days from receipt of complete paperwork; quick pay at 2% within 48 hours is available on request.`,
      `<b>Confidentiality.</b> Carrier shall not solicit Broker's customers for a period of 12 months and shall keep rates and customer information confidential.`,
      `<b>Governing law.</b> This confirmation is governed by federal law and, where not preempted, by the laws of the state of Broker's principal office. Venue lies there.`,
    ];
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:16px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right">Page 1 of 2<br>Issued ${d.issued}</div></div>
      <h2>BROKER-CARRIER LOAD CONFIRMATION AND AGREEMENT</h2>
      <ol>${clauses.map((c) => `<li>${c}</li>`).join('')}</ol>
      <div class="pb">Page 2 of 2</div>
      <b style="font-size:13px">LOAD DETAILS</b> &nbsp; Confirmation No. ${d.loadReference}
      <table><tr><td><b>Shipper</b><br>${s.address(p.place)}<br>Pick-up ${p.date} ${p.time}</td><td><b>Receiver</b><br>${s.address(q.place)}<br>Deliver ${q.date} ${q.time}</td></tr>
      <tr><td>Loaded miles: ${s.miles()}<br>Equipment: ${esc(d.equipment)}<br>Commodity: ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lbs</td>
      <td>Linehaul rate: ${s.money(d.rate)}${d.fsc !== null ? `<br>Fuel surcharge: ${s.money(d.fsc)}` : ''}${d.tolls !== null ? `<br>Tolls: ${s.money(d.tolls)}` : ''}<br><b>Total: ${s.total()}</b></td></tr></table>
      <p>Accepted for Carrier: ______________________ &nbsp; Date: __________</p></div>`;
  },
};

/** Each line prints the value first and its label after it ("1,850.00 Total Carrier Pay"). */
const labelsAfterValues: Family = {
  name: 'labels-after-values',
  draw: { ref: '########', miles: [150, 1400] },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:720px;padding:28px 36px}
    table.s{border-collapse:collapse;margin-top:10px}table.s td{padding:3px 10px 3px 0}table.s td.v{text-align:right;font-weight:bold;min-width:170px}
    table.s td.l{color:#444}.st{margin:8px 0;line-height:1.4}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const row = (v: string, l: string) => `<tr><td class="v">${v}</td><td class="l">${l}</td></tr>`;
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}
      <h3 style="margin:14px 0 4px">Load Summary</h3>
      <table class="s">${row(d.loadReference, 'Load Number')}${row(s.cs(p.place), 'Origin (Shipper)')}${row(s.cs(q.place), 'Destination (Receiver)')}
      ${row(s.miles(), 'Loaded Miles')}${row(String(d.deadhead), 'Empty Miles to Shipper')}${row(s.money(d.rate, 'plain'), 'Linehaul')}
      ${d.fsc !== null ? row(s.money(d.fsc, 'plain'), 'Fuel Surcharge') : ''}${d.tolls !== null ? row(s.money(d.tolls, 'plain'), 'Tolls') : ''}
      ${row(s.total('plain'), 'Total Carrier Pay (USD)')}</table>
      <div class="st">${esc(p.place.name)}, ${esc(p.place.street)}, ${s.cs(p.place)} ${p.place.zip} — picks up ${p.date} ${p.time}</div>
      <div class="st">${esc(q.place.name)}, ${esc(q.place.street)}, ${s.cs(q.place)} ${q.place.zip} — delivers ${q.date} ${q.time}</div>
      <p style="font-size:11px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** Colon-less labels in small caps on the left, values on the same line to the right. */
const smallCapsColonless: Family = {
  name: 'small-caps-colonless',
  draw: { ref: 'T######', picks: [1, 2], drops: [1, 2] },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:700px;padding:30px 44px}
    .r{display:flex;padding:2px 0}.k{font-variant:small-caps;color:#333;width:190px;letter-spacing:.5px}.h{font-variant:small-caps;font-size:15px;font-weight:bold;margin-top:12px;border-bottom:1px solid #000}`,
  body(s) {
    const d = s.d;
    const r = (k: string, v: string) => `<div class="r"><span class="k">${k}</span><span>${v}</span></div>`;
    const stop = (st: Stop, i: number) => `<div class="h">${st.kind === 'pick' ? 'Origin Stop' : 'Destination Stop'} ${i + 1}</div>
      ${r('Facility', esc(st.place.name))}${r('Street', esc(st.place.street))}${r('City State Zip', `${s.cs(st.place)} ${st.place.zip}`)}${r('Appointment', `${st.date} ${st.time}`)}${r('Reference', st.ref)}`;
    return `<div class="page"><div style="text-align:center"><b style="font-size:19px;font-variant:small-caps">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div>
      <div class="h">Tender</div>${r('Tender No', d.loadReference)}${r('Carrier', `${esc(d.carrier.name)} ${d.carrier.mc}`)}${r('Equipment', esc(d.equipment))}
      ${d.stops.map(stop).join('')}
      <div class="h">Settlement</div>${r('Practical Miles', s.miles())}${r('Flat Rate', s.money(d.rate))}${d.fsc !== null ? r('Fuel Adjustment', s.money(d.fsc)) : ''}
      ${d.tolls !== null ? r('Toll Charges', s.money(d.tolls)) : ''}${d.charges.filter((c) => c.code === 'stop').map((c) => r('Stop Charges', s.money(c.amount))).join('')}${r('Gross Pay', s.total())}
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A charges table Code | Description | Units | UOM | Rate | Amount; the linehaul is miles × a per-mile rate. */
const unitsRateAmount: Family = {
  name: 'units-rate-amount',
  draw: { ref: 'RC-######', lumperAsChargeChance: 0.5, picks: [1, 1], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:780px;padding:24px 28px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #999;padding:3px 6px;text-align:left}td.r,th.r{text-align:right}th{background:#e8e8e8}`,
  body(s) {
    const d = s.d;
    const perMile = (n: number) => (n / d.miles).toFixed(4);
    const line = (code: string, desc: string, units: string, uom: string, rate: string, amount: number) =>
      `<tr><td>${code}</td><td>${desc}</td><td class="r">${units}</td><td>${uom}</td><td class="r">${rate}</td><td class="r">${s.money(amount, 'plain')}</td></tr>`;
    const rows = d.charges.map((c) => {
      switch (c.code) {
        case 'linehaul': return line('LH', 'Line Haul', s.miles(), 'MI', perMile(c.amount), c.amount);
        case 'fsc': return line('FSC', 'Fuel Surcharge', s.miles(), 'MI', perMile(c.amount), c.amount);
        case 'tolls': return line('TOL', 'Tolls', '1', 'EA', s.money(c.amount, 'plain'), c.amount);
        case 'stop': { const n = d.stops.length - 2; return line('STP', 'Stop Off', String(n), 'EA', s.money(c.amount / n, 'plain'), c.amount); }
        case 'lumper': return line('LUM', 'Lumper', '1', 'EA', s.money(c.amount, 'plain'), c.amount);
      }
    }).join('');
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right"><b>RATE CONFIRMATION</b><br>Load # ${d.loadReference}<br>${d.issued}</div></div>
      <table><tr><th>Stop</th><th>Name</th><th>Address</th><th>Date / Time</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1} ${st.kind === 'pick' ? 'PU' : 'DEL'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}, ${s.cs(st.place)} ${st.place.zip}</td><td>${st.date} ${st.time}</td></tr>`).join('')}</table>
      <table><tr><th>Code</th><th>Description</th><th class="r">Units</th><th>UOM</th><th class="r">Rate</th><th class="r">Amount</th></tr>${rows}
      <tr><th colspan="5" class="r">Total Due Carrier</th><th class="r">${s.total('plain')}</th></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A reference strip whose numbers look like money or miles: "PO 1850", "Seal 781", "Pallets 24". */
const decoyRefNumbers: Family = {
  name: 'decoy-ref-numbers',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:26px 32px}
    .strip{display:flex;flex-wrap:wrap;gap:6px 22px;border:1px solid #444;padding:6px 10px;margin:10px 0}
    table{border-collapse:collapse;width:100%;margin-top:8px}td{border-bottom:1px solid #ccc;padding:4px 6px;vertical-align:top}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const refs = [['PO', String(int(s.r, 1000, 2999))], ['Seal', String(int(s.r, 300, 999))], ['Trailer', String(int(s.r, 5300, 5399))],
      ['Pallets', String(int(s.r, 8, 26))], ['Temp', `${int(s.r, 33, 38)}°F`], ['Load ID', d.loadReference], ['PU #', p.ref], ['Dock', String(int(s.r, 1, 40))]];
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b> &nbsp; Load Confirmation<br>${s.office(d.broker, ' · ')}
      <div class="strip">${refs.map(([k, v]) => `<span>${k} ${v}</span>`).join('')}</div>
      <table><tr><td style="width:22%">Pick up</td><td>${s.address(p.place, ', ')}<br>${p.date} ${p.time}</td></tr>
      <tr><td>Deliver</td><td>${s.address(q.place, ', ')}<br>${q.date} ${q.time}</td></tr>
      <tr><td>Miles</td><td>${s.miles()}</td></tr><tr><td>Rate</td><td>${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel</td><td>${s.money(d.fsc)}</td></tr>` : ''}${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}
      <tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A landscape dispatch sheet: Shipper, Consignee and Charges side by side in three blocks. */
const dispatchThreeBlocks: Family = {
  name: 'dispatch-three-blocks',
  draw: { ref: 'D######' },
  width: 1056,
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:1000px;padding:20px 28px}
    .blocks{display:flex;gap:14px;margin-top:10px}.blocks>div{flex:1;border:1px solid #333}.blocks h4{margin:0;background:#333;color:#fff;padding:4px 8px;font-size:12px}
    .blocks .in{padding:6px 8px;line-height:1.45}.m{display:flex;justify-content:space-between}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const m = (k: string, v: string) => `<div class="m"><span>${k}</span><span>${v}</span></div>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between;align-items:flex-end"><div><b style="font-size:20px">DISPATCH SHEET</b><br>${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right">Load ${d.loadReference}<br>Driver ${esc(d.carrier.driver)} · Truck ${d.carrier.truck}</div></div>
      <div class="blocks"><div><h4>SHIPPER</h4><div class="in">${s.address(p.place)}<br>Date ${p.date}<br>Time ${p.time}<br>PU# ${p.ref}</div></div>
      <div><h4>CONSIGNEE</h4><div class="in">${s.address(q.place)}<br>Date ${q.date}<br>Time ${q.time}<br>DEL# ${q.ref}</div></div>
      <div><h4>CHARGES</h4><div class="in">${m('Line Haul', s.money(d.rate))}${d.fsc !== null ? m('Fuel Surcharge', s.money(d.fsc)) : ''}${d.tolls !== null ? m('Tolls', s.money(d.tolls)) : ''}
      ${m('<b>Total</b>', `<b>${s.total()}</b>`)}<hr>${m('Loaded Miles', s.miles())}${m('Empty Miles', String(d.deadhead))}</div></div></div>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A printed blank form filled in by hand: check-boxes, values in a slanted blue "handwriting". */
const handFilledCheckboxes: Family = {
  name: 'hand-filled-checkboxes',
  draw: { ref: '#####' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:740px;padding:26px 34px}
    .f{display:flex;align-items:baseline;gap:8px;margin:9px 0}.u{flex:1;border-bottom:1px solid #000;min-height:18px}
    .hw{font-family:'DejaVu Serif';font-style:italic;color:#1b3a9c;font-size:16px;display:inline-block;transform:rotate(-1.2deg);letter-spacing:.6px}
    .cb{display:inline-block;width:11px;height:11px;border:1px solid #000;margin:0 4px 0 12px;text-align:center;line-height:11px;font-size:12px;color:#1b3a9c;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const hw = (v: string) => `<span class="hw">${v}</span>`;
    const f = (label: string, v: string) => `<div class="f"><span>${label}</span><span class="u">${hw(v)}</span></div>`;
    const box = (on: boolean, label: string) => `<span class="cb">${on ? 'X' : ''}</span>${label}`;
    const eq = d.equipment.split(' ')[0]!;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="border:2px solid #000;padding:6px 10px;font-weight:bold">LOAD CONFIRMATION FORM</div></div>
      ${f('Load No.', d.loadReference)}${f('Carrier', esc(d.carrier.name))}
      <div class="f">Equipment ${['Flatbed', 'Step', 'Hotshot', 'Dry', 'Cargo'].map((e) => box(e === eq, e === 'Step' ? 'Step Deck' : e === 'Dry' ? 'Van' : e)).join('')}</div>
      ${f('Pick up at', `${esc(p.place.name)}, ${esc(p.place.city)}, ${p.place.st}`)}${f('Pick up date', `${p.date} ${p.time}`)}
      ${f('Deliver to', `${esc(q.place.name)}, ${esc(q.place.city)}, ${q.place.st}`)}${f('Delivery date', q.date)}
      ${f('Miles', s.miles())}
      <div class="f">Rate type ${box(true, 'Flat')}${box(false, 'Per mile')} &nbsp; Fuel ${box(d.fsc === null, 'Included')}${box(d.fsc !== null, 'Separate')}</div>
      ${f('Rate $', s.money(d.rate, 'plain'))}${d.fsc !== null ? f('Fuel surcharge $', s.money(d.fsc, 'plain')) : ''}${d.tolls !== null ? f('Tolls $', s.money(d.tolls, 'plain')) : ''}
      ${f('Total $', s.total('plain'))}
      <div class="f">Tarps ${box(eq === 'Flatbed', 'Yes')}${box(eq !== 'Flatbed', 'No')} &nbsp; Team ${box(false, 'Yes')}${box(true, 'No')}</div>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p>
      <div class="f">Dispatcher signature <span class="u">${hw(d.dispatcher)}</span></div></div>`;
  },
};

/** Appointment windows ("08:00-14:00") printed next to the miles; states written in full. */
const windowsFullStates: Family = {
  name: 'windows-full-states',
  draw: { ref: '######', picks: [1, 2], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:24px 32px}.st{border-left:4px solid #666;padding:4px 10px;margin:8px 0;line-height:1.45}
    .route{display:flex;gap:30px;background:#f2f2f2;padding:6px 10px;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const full = (pl: Place) => `${esc(pl.city)}, ${stateName(pl.st)} ${pl.zip}`;
    const pw = windowOf(s, p);
    const qw = windowOf(s, q);
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${esc(d.broker.city)}, ${stateName(d.broker.st)} ${d.broker.zip} · ${d.broker.phone}
      <h3 style="margin:12px 0 4px">Shipment Confirmation ${d.loadReference}</h3>
      <div class="route"><span>${s.miles()} mi</span><span>PU ${pw}</span><span>DEL ${qw}</span><span>${d.stops.length} stops</span></div>
      ${d.stops.map((st) => `<div class="st"><b>${st.kind === 'pick' ? 'Pickup' : 'Delivery'}</b> · ${st.date} · window ${st === p ? pw : st === q ? qw : windowOf(s, st)}<br>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${full(st.place)}</div>`).join('')}
      <p>Linehaul ${s.money(d.rate)}${d.fsc !== null ? ` · Fuel surcharge ${s.money(d.fsc)}` : ''}${d.tolls !== null ? ` · Tolls ${s.money(d.tolls)}` : ''} · Total ${s.total()}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** An all-caps tender printout with ZIP+4 and EDI-style stop codes (LD load, UL unload). */
const capsZip4Tender: Family = {
  name: 'caps-zip4-tender',
  draw: { ref: '##########', picks: [1, 2], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px;text-transform:uppercase}.page{width:760px;padding:22px 28px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #666;padding:3px 5px;text-align:left}th{font-size:10px}td.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const zip4 = (pl: Place) => `${pl.zip}-${String(int(s.r, 1000, 9999))}`;
    const fuel = d.fsc !== null ? `<tr><td>FUE</td><td>FUEL SURCHARGE</td><td class="r">${s.money(d.fsc, 'nocomma')}</td></tr>` : '';
    const tolls = d.tolls !== null ? `<tr><td>TOL</td><td>TOLL CHARGES</td><td class="r">${s.money(d.tolls, 'nocomma')}</td></tr>` : '';
    return `<div class="page"><b style="font-size:16px">${esc(d.broker.name.toUpperCase())}</b> — LOAD TENDER (EDI 204)<br>${esc(d.broker.street.toUpperCase())}, ${esc(d.broker.city.toUpperCase())}, ${d.broker.st} ${zip4(d.broker)}
      <table><tr><th>SHIPMENT ID</th><th>SCAC</th><th>PURPOSE</th><th>TENDERED</th></tr><tr><td>${d.loadReference}</td><td>${pick(s.r, ['JRHS', 'MXPI', 'DDTK', 'LHLL'])}</td><td>ORIGINAL</td><td>${d.issued}</td></tr></table>
      <table><tr><th>STOP</th><th>CODE</th><th>NAME</th><th>ADDRESS</th><th>CITY ST ZIP</th><th>DATE</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${String(i + 1).padStart(2, '0')}</td><td>${st.kind === 'pick' ? 'LD' : 'UL'}</td><td>${esc(st.place.name.toUpperCase())}</td><td>${esc(st.place.street.toUpperCase())}</td><td>${esc(st.place.city.toUpperCase())}, ${st.place.st} ${zip4(st.place)}</td><td>${st.date}</td></tr>`).join('')}</table>
      <table style="width:60%"><tr><th>CODE</th><th>CHARGE</th><th>AMOUNT</th></tr><tr><td>400</td><td>LINE HAUL</td><td class="r">${s.money(d.rate, 'nocomma')}</td></tr>${fuel}${tolls}
      <tr><td></td><td>TOTAL</td><td class="r">${s.total('nocomma')}</td></tr></table>
      <p>TOTAL MILES ${d.miles} &nbsp; WEIGHT ${d.weight} LB &nbsp; PIECES ${d.pieces}</p>
      <p style="font-size:10px">${s.termSentences().join(' ').toUpperCase()}</p></div>`;
  },
};

/** A relay: the first stop drops the trailer of a previous load; origin is still the first pick-up. */
const priorLoadDropFirst: Family = {
  name: 'prior-load-drop-first',
  draw: { ref: '#######', picks: [1, 2], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:780px;padding:22px 28px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #999;padding:3px 6px;text-align:left;vertical-align:top}th{background:#eee}`,
  body(s) {
    const d = s.d;
    const prior = d.billTo;
    const priorLoad = String(Number(d.loadReference) - int(s.r, 3, 90));
    const p = first(s);
    const row = (n: number, type: string, name: string, pl: Place, date: string, note: string) =>
      `<tr><td>${n}</td><td>${type}</td><td>${esc(name)}<br>${esc(pl.street)}<br>${s.cs(pl)} ${pl.zip}</td><td>${date}</td><td>${note}</td></tr>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right"><b>Power Only Confirmation</b><br>Load # ${d.loadReference}<br>Driver ${esc(d.carrier.driver)}</div></div>
      <table><tr><th>#</th><th>Type</th><th>Location</th><th>Date</th><th>Notes</th></tr>
      ${row(1, 'Drop', 'Drop yard', prior, p.date, `Drop loaded trailer of previous load ${priorLoad}; not paid on this load`)}
      ${d.stops.map((st, i) => row(i + 2, st.kind === 'pick' ? 'Pick' : 'Drop', st.place.name, st.place, `${st.date} ${st.time}`, st.ref)).join('')}</table>
      <p>Loaded miles (first pick to last drop): ${s.miles()} &nbsp; Bobtail ${d.deadhead}</p>
      <table style="width:55%">${d.charges.map((c) => `<tr><td>${esc(c.label)}</td><td style="text-align:right">${s.money(c.amount)}</td></tr>`).join('')}
      <tr><th>Total</th><th style="text-align:right">${s.total()}</th></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** Miles only as "Est. Distance: 781 mi (PC*Miler)"; the FSC a percentage of the linehaul with its amount. */
const pcmilerFscPercent: Family = {
  name: 'pcmiler-fsc-percent',
  draw: { ref: 'Q#######', fscChance: 0.9 },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:26px 34px}
    .two{display:flex;gap:20px}.two>div{flex:1;border:1px solid #bbb;padding:6px 10px}table{border-collapse:collapse;margin-top:10px}td{padding:3px 12px 3px 0}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const pct = d.fsc !== null ? ((d.fsc / d.rate) * 100).toFixed(1) : '';
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}
      <p>Quote / Confirmation ${d.loadReference} &nbsp;·&nbsp; ${esc(d.equipment)} &nbsp;·&nbsp; ${d.weight.toLocaleString('en-US')} lbs</p>
      <div class="two"><div><b>Origin</b><br>${s.address(p.place)}<br>${p.date} ${p.time}</div><div><b>Destination</b><br>${s.address(q.place)}<br>${q.date} ${q.time}</div></div>
      <p>Est. Distance: ${s.miles()} mi (PC*Miler, practical route)</p>
      <table><tr><td>Linehaul</td><td>${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel Surcharge (${pct}% of linehaul)</td><td>${s.money(d.fsc)}</td></tr>` : ''}
      ${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}<tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A TMS export: accessorial lines (lumper larger than the FSC) and the total alone in a footer box. */
const tmsFooterTotal: Family = {
  name: 'tms-footer-total',
  draw: { ref: '#########', termsChance: 1, lumperAsChargeChance: 1, miles: [120, 450], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:780px;padding:20px 26px}
    .hd{background:#d9e2ec;padding:6px 10px;display:flex;justify-content:space-between}table{border-collapse:collapse;width:100%;margin-top:8px}
    td,th{border:1px solid #b0b8c0;padding:3px 6px;text-align:left}td.r{text-align:right}.notes{margin-top:14px;font-size:10px;line-height:1.5}
    .foot{display:flex;justify-content:space-between;align-items:flex-end;margin-top:26px;border-top:1px solid #333;padding-top:6px}
    .box{border:2px solid #000;padding:6px 14px;text-align:right}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><div class="hd"><b>${esc(d.broker.name)} — TMS Carrier Confirmation</b><span>Load ${d.loadReference}</span></div>
      <div style="font-size:11px;margin-top:4px">${s.office(d.broker, ' | ')} | Rep ${d.dispatcher}</div>
      <table><tr><th>Seq</th><th>Event</th><th>Facility</th><th>City</th><th>St</th><th>Appt</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Load' : 'Unload'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.date} ${st.time}</td></tr>`).join('')}</table>
      <table style="width:60%"><tr><th>Accessorial / Charge</th><th>Amount</th></tr>
      ${d.charges.map((c) => `<tr><td>${esc(c.label)}</td><td class="r">${s.money(c.amount, 'plain')}</td></tr>`).join('')}</table>
      <p>Miles: ${s.miles()} loaded &nbsp; ${d.deadhead} empty</p>
      <div class="notes">${s.termSentences().join('<br>')}<br>${s.boilerplate()}</div>
      <div class="foot"><div style="font-size:10px">Printed ${d.issued} · Page 1 of 1</div><div class="box">TOTAL CARRIER PAY<br><b style="font-size:16px">${s.total()}</b></div></div></div>`;
  },
};

export const families: Family[] = [legalTermsThenLoad, labelsAfterValues, smallCapsColonless, unitsRateAmount, decoyRefNumbers,
  dispatchThreeBlocks, handFilledCheckboxes, windowsFullStates, capsZip4Tender, priorLoadDropFirst, pcmilerFscPercent, tmsFooterTotal];
