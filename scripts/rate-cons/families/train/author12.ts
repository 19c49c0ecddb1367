// Twelve layout families by a twelfth author, written blind to the reader from what regional and
// niche brokers send small owner-operators (docs/decisions/009-ocr.md, "Layout families"): a
// produce broker's reefer confirmation with set-point and pulp temperatures and the lumper paid by
// the carrier, a reefer box-truck tender with a pay rail, a car hauler's dispatch sheet with a
// vehicle list, contacts and COD/COP terms, a hotshot car-trailer load with vehicle cards, an
// expedite network's offer with column headers, a sprinter-van bid award in plain text, a local
// container drayage order with numbered boxes, two border-area brokers with English/Spanish labels,
// two freight-agent offices working under a host broker, and a produce consolidation with the
// stops as columns. Fresh families: rendered with `--split fresh`, measured before training.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2 } from '../../sheet';
import { ampm, csz, drawDigits, drawPhone, hoursLater, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

const FIRST = ['Luis', 'Maria', 'Tom', 'Kayla', 'Jorge', 'Dee', 'Ray', 'Tina', 'Omar', 'Beth', 'Carlos', 'Wes'];
const LASTN = ['Garza', 'Hughes', 'Olson', 'Reyes', 'Banks', 'Pruitt', 'Salinas', 'Kemp', 'Ortiz', 'Ward'];
const person = (s: Sheet) => `${pick(s.r, FIRST)} ${pick(s.r, LASTN)}`;
const PRODUCE = ['Strawberries', 'Romaine hearts', 'Table grapes', 'Avocados', 'Tomatoes (vine ripe)', 'Bell peppers', 'Cantaloupes', 'Broccoli crowns', 'Limes', 'Blueberries'];
const PACK = ['cs', 'ctn', 'flats', 'bins'];
/** A reefer set-point in °F with the pulp range the shipper must not load outside. */
const temps = (s: Sheet) => {
  const set = pick(s.r, [33, 34, 34, 36, 38, 40, 45, 55]);
  return { set, pulpLo: set - 2, pulpHi: set + 3, mode: pick(s.r, ['Continuous', 'Continuous', 'Cycle-Sentry']) };
};
const VEHICLES = [['Toyota', 'Camry', 'Sedan'], ['Ford', 'F-150', 'Pickup'], ['Honda', 'CR-V', 'SUV'], ['Chevrolet', 'Silverado 1500', 'Pickup'],
  ['Jeep', 'Wrangler', 'SUV'], ['Tesla', 'Model 3', 'Sedan'], ['Nissan', 'Altima', 'Sedan'], ['Ram', '2500', 'Pickup'],
  ['Subaru', 'Outback', 'Wagon'], ['Kia', 'Telluride', 'SUV'], ['Hyundai', 'Elantra', 'Sedan'], ['GMC', 'Yukon', 'SUV']] as const;
const VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = (s: Sheet) => Array.from({ length: 17 }, () => VIN_CH[int(s.r, 0, VIN_CH.length - 1)]).join('');
const vehicles = (s: Sheet, n: number) => Array.from({ length: n }, () => {
  const [make, model, type] = pick(s.r, VEHICLES);
  return { year: int(s.r, 2009, 2025), make, model, type, vin: vin(s), runs: s.maybe(0.85), color: pick(s.r, ['White', 'Black', 'Silver', 'Gray', 'Red', 'Blue']) };
});
/** Terms printed the family's own way: detention and TONU with their dollar figure, marked printed. */
const termList = (s: Sheet, words: { det: (h: number, f: number) => string; lay: (n: number) => string; tonu: (n: number) => string; lump: (n: number) => string }) => {
  const t = s.d.terms;
  const out: string[] = [];
  if (t.detention) { s.printed.terms.add('detention'); out.push(words.det(t.detention.perHour, t.detention.freeHours)); }
  if (t.layover !== null) { s.printed.terms.add('layover'); out.push(words.lay(t.layover)); }
  if (t.tonu !== null) { s.printed.terms.add('tonu'); out.push(words.tonu(t.tonu)); }
  if (t.lumper !== null) { s.printed.terms.add('lumper'); out.push(words.lump(t.lumper)); }
  return out;
};

/** A produce broker's reefer confirmation: labels left, temperature panel, stops with City / State / Zip cells, lumper paid by carrier. */
const produceReeferConfirmation: Family = {
  name: 'a12-produce-reefer-confirmation',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'P######', fscChance: 0.35, tollsChance: 0.2, termsChance: 0.85, miles: [250, 1900] },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#1a1a1a}.page{width:816px;padding:26px 34px}
    .hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid #3f7d20;padding-bottom:6px}
    .nm{font-size:21px;font-weight:bold;color:#3f7d20}.nm small{display:block;font-size:9.5px;color:#444;font-weight:normal}
    .ttl{text-align:right;font-size:15px;font-weight:bold}.ttl div{font-size:11px;font-weight:normal}
    table{border-collapse:collapse;width:100%}.kv td{padding:3px 6px;vertical-align:top}.kv td.k{width:120px;color:#3f7d20;font-weight:bold}
    .two{display:grid;grid-template-columns:1.3fr 1fr;gap:14px;margin-top:10px}
    .tmp{border:2px solid #1f5fa8;padding:6px 10px;background:#eef4fb}.tmp b{font-size:15px;color:#1f5fa8}
    .st th{background:#3f7d20;color:#fff;font-size:10px;text-align:left;padding:3px 5px}.st td{border:1px solid #b9cdb0;padding:4px 5px;vertical-align:top}
    h4{margin:12px 0 4px;font-size:12px;color:#3f7d20;text-transform:uppercase}.fine{font-size:9px;color:#444;margin-top:10px;line-height:1.35}`,
  body(s) {
    const d = s.d;
    const t = temps(s);
    const crop = pick(s.r, PRODUCE);
    const cases = int(s.r, 8, 26) * 100;
    const rows = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? `Shipper ${stopNo(s, st)}` : `Receiver ${stopNo(s, st)}`}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.kind === 'pick' ? `${st.time}-${hoursLater(st.time, 3)}` : `Appt ${st.time}`}</td><td>${st.ref}</td></tr>`).join('');
    const terms = termList(s, {
      det: (h, f) => `Detention $${h}/hr after ${f} hrs, only with in/out times on the BOL and reported while on site.`,
      lay: (n) => `Layover $${n}/day if receiver reschedules.`,
      tonu: (n) => `TONU $${n} if load cancels after dispatch.`,
      lump: (n) => `LUMPER IS PAID BY CARRIER at receiver; we reimburse up to $${n} with the original lumper receipt.`,
    });
    const fuel = d.fsc !== null ? `<tr><td class="k">Fuel Surcharge</td><td>${s.money(d.fsc)}</td></tr>` : `<tr><td class="k">Fuel</td><td>Included in rate</td></tr>`;
    return `<div class="page"><div class="hd"><div class="nm">${esc(d.broker.name)} Produce Desk<small>${esc(d.broker.street)} · ${csz(d.broker)} · ${d.broker.phone} · ${d.otherNumbers.brokerMc} · PACA Lic. ${drawDigits(s, 8)}</small></div>
      <div class="ttl">Reefer Load Confirmation<div>Trip # <b>${d.loadReference}</b></div><div>Issued ${d.issued}</div></div></div>
      <div class="two"><table class="kv"><tr><td class="k">Carrier</td><td>${esc(d.carrier.name)} · ${d.carrier.mc}</td></tr>
        <tr><td class="k">Driver / Cell</td><td>${esc(d.carrier.driver)} · ${drawPhone(s, 'paren')}</td></tr>
        <tr><td class="k">Equipment</td><td>${pick(s.r, ['Reefer 26ft box truck', 'Reefer 48ft', 'Reefer Sprinter', 'Reefer 53ft'])}, pre-cooled</td></tr>
        <tr><td class="k">Product</td><td>${crop}, ${cases.toLocaleString('en-US')} ${pick(s.r, PACK)}, ${d.weight.toLocaleString('en-US')} lbs</td></tr>
        <tr><td class="k">Loaded Miles</td><td>${s.miles()}</td></tr>
        <tr><td class="k">Linehaul</td><td><b>${s.money(d.rate)}</b></td></tr>${fuel}
        ${d.tolls !== null ? `<tr><td class="k">Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}
        ${d.charges.filter((c) => c.code === 'stop').map((c) => `<tr><td class="k">Extra Pick/Drop</td><td>${s.money(c.amount)}</td></tr>`).join('')}
        ${s.maybe(0.6) ? `<tr><td class="k">Total Pay</td><td><b>${s.total()}</b></td></tr>` : ''}</table>
        <div><div class="tmp">Set Point: <b>${t.set}°F</b> ${t.mode}<br>Pulp temp range: ${t.pulpLo}°F – ${t.pulpHi}°F<br>Download required on claims.</div>
          <p style="font-size:10.5px">Driver must pulp at least 3 pallets at shipper and write temps on the BOL. Do NOT load product outside range — call us first. Reefer must run ${t.mode.toLowerCase()} with ${pick(s.r, ['full', '3/4'])} fuel at pickup.</p></div></div>
      <h4>Stops</h4><table class="st"><tr><th>Type</th><th>Name / Address</th><th>City</th><th>State</th><th>Zip</th><th>Date / Time</th><th>Pick-up #</th></tr>${rows}</table>
      <h4>Accessorials</h4><div>${terms.map(esc).join('<br>') || 'None authorized without written approval.'}</div>
      <div class="fine">Bill to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')} with signed BOL, pulp readings and lumper receipts. Customer PO ${d.otherNumbers.po}. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A reefer box-truck tender: stops as blocks on the left, a dark pay rail on the right with set temp and loaded miles. */
const reeferPayRailTender: Family = {
  name: 'a12-reefer-pay-rail-tender',
  draw: { picks: [1, 1], drops: [1, 3], ref: 'RF-#####', fscChance: 0.7, tollsChance: 0.3, termsChance: 0.7, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:816px;display:grid;grid-template-columns:1fr 220px}
    .main{padding:22px 22px 22px 28px}.rail{background:#123047;color:#e8f0f7;padding:22px 16px}
    .rail .l{font-size:9.5px;text-transform:uppercase;letter-spacing:.8px;color:#9fc0da;margin-top:10px}.rail .v{font-size:14px}
    .rail .big{font-size:20px;font-weight:bold}h1{margin:0;font-size:22px}.sub{color:#555;margin-bottom:10px}
    .blk{border-left:4px solid #4aa3df;padding:4px 10px;margin:8px 0;background:#f5f9fc}.blk .h{font-weight:bold;font-size:11px;color:#123047;text-transform:uppercase}
    .grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:4px 12px;margin:8px 0;font-size:11px}.grid span{color:#666}
    .fine{font-size:9px;color:#555;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const t = temps(s);
    const blocks = d.stops.map((st, i) => `<div class="blk"><div class="h">Stop ${i + 1} — ${st.kind === 'pick' ? 'Load' : 'Unload'}</div>
      ${esc(st.place.name)} · ${esc(st.place.street)}<br><b>${csz(st.place)}</b><br>${st.date} ${ampm(st.time)} · ${st.kind === 'pick' ? 'Pickup' : 'Delivery'} # ${st.ref}</div>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'FSC', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper (adv.)' });
    const terms = termList(s, {
      det: (h, f) => `Det. $${h}/hr after ${f}h`, lay: (n) => `Layover $${n}`, tonu: (n) => `TONU $${n}`, lump: (n) => `Lumper by carrier, reimb. to $${n}`,
    });
    return `<div class="page"><div class="main"><h1>Load Tender — Temperature Controlled</h1>
      <div class="sub">${esc(d.broker.name)} · ${esc(d.broker.city)}, ${d.broker.st} · Dispatch ${d.broker.phone}</div>
      <div class="grid"><div><span>Tender #</span> ${d.loadReference}</div><div><span>Date</span> ${d.issued}</div><div><span>Rep</span> ${esc(d.dispatcher)}</div>
        <div><span>Carrier</span> ${esc(d.carrier.name)}</div><div><span>MC</span> ${d.carrier.mc}</div><div><span>Unit</span> ${d.carrier.truck}</div>
        <div><span>Commodity</span> ${pick(s.r, ['Dairy', 'Frozen poultry', 'Deli meats', 'Floral', 'Produce mixed'])}</div><div><span>Pallets</span> ${int(s.r, 2, 14)}</div><div><span>Wt</span> ${d.weight.toLocaleString('en-US')}</div></div>
      ${blocks}
      <div style="margin-top:8px"><b>Temp instructions:</b> Pre-cool to ${t.set}°F before arrival. Run ${t.mode}. Product pulp ${t.pulpLo}–${t.pulpHi}°F. Seal # on BOL; do not break seal.</div>
      <div style="margin-top:6px"><b>Accessorials:</b> ${terms.map(esc).join(' · ') || 'None without approval'}</div>
      <div class="fine">${esc(s.boilerplate())} Remit: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</div></div>
      <div class="rail"><div class="l">Tender #</div><div class="v">${d.loadReference}</div>
        <div class="l">Set Temp</div><div class="big">${t.set}°F</div>
        <div class="l">Loaded Miles</div><div class="v">${s.miles()}</div><div class="l">Deadhead</div><div class="v">${d.deadhead} mi</div>
        ${pay.map((l) => `<div class="l">${l.label}</div><div class="v">${s.money(l.amount)}</div>`).join('')}
        ${s.maybe(0.75) ? `<div class="l">Carrier Total</div><div class="big">${s.total()}</div>` : ''}
        <div class="l">Pay Terms</div><div class="v" style="font-size:11px">Net 30 / QuickPay 2%</div></div></div>`;
  },
};

/** A car hauler's dispatch sheet: two contact columns, a vehicle list table, and a payment box with COD / COP terms. */
const carHaulerDispatchSheet: Family = {
  name: 'a12-car-hauler-dispatch-sheet',
  draw: { picks: [1, 1], drops: [1, 1], ref: '########', fscChance: 0.1, tollsChance: 0.15, termsChance: 0.3, miles: [150, 2200] },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#000}.page{width:816px;padding:22px 28px}
    .top{display:flex;justify-content:space-between;border:1px solid #000;padding:6px 8px}.top .t{font-size:17px;font-weight:bold}
    .cols{display:grid;grid-template-columns:1fr 1fr;border:1px solid #000;border-top:0}.cols>div{padding:6px 8px}.cols>div+div{border-left:1px solid #000}
    .h{background:#000;color:#fff;font-weight:bold;padding:2px 6px;margin:-6px -8px 6px}
    table{border-collapse:collapse;width:100%}th,td{border:1px solid #000;padding:3px 5px;text-align:left}th{background:#ddd;font-size:10px}
    .pay{border:2px solid #000;margin-top:8px;padding:6px 8px;display:grid;grid-template-columns:1fr 1fr;gap:3px 14px}
    .sm{font-size:9px;margin-top:8px;line-height:1.3}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const vs = vehicles(s, int(s.r, 1, 4));
    const mode = pick(s.r, ['COD', 'COP', 'QUICKPAY']);
    const method = mode === 'QUICKPAY' ? 'Broker pays carrier by ACH within 2 business days of receiving signed BOL'
      : `${mode === 'COD' ? 'Cash on Delivery' : 'Cash on Pickup'} — cash, certified funds or money order only`;
    const contact = (st: Stop, word: string) => `<div><div class="h">${word} Information</div><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}
      <br>Contact: ${person(s)}<br>Phone: ${drawPhone(s, 'paren')}${s.maybe(0.5) ? ` / Cell: ${drawPhone(s, 'paren')}` : ''}<br>${word === 'Pickup' ? 'Available' : 'Est. Delivery'}: ${st.date}<br>Ref: ${st.ref}</div>`;
    if (d.terms.tonu !== null) s.printed.terms.add('tonu');
    const extra = [d.fsc !== null ? `<div>Fuel Surcharge:</div><div>${s.money(d.fsc)}</div>` : '', d.tolls !== null ? `<div>Tolls (reimbursed):</div><div>${s.money(d.tolls)}</div>` : ''].join('');
    return `<div class="page"><div class="top"><div><div class="t">DISPATCH SHEET</div>${esc(d.broker.name)} Auto Transport · ${d.otherNumbers.brokerMc}<br>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right">Order ID: <b style="font-size:14px">${d.loadReference}</b><br>Dispatch Date: ${d.issued}<br>Dispatcher: ${esc(d.dispatcher)}</div></div>
      <div class="cols"><div><div class="h">Carrier Information</div>${esc(d.carrier.name)}<br>${d.carrier.mc} · USDOT ${d.carrier.dot}<br>Driver: ${esc(d.carrier.driver)}<br>Trailer: ${pick(s.r, ['Open 3-car wedge', '7-car open', 'Enclosed 2-car', 'Open 2-car dually'])}</div>
        <div><div class="h">Shipper / Customer</div>${person(s)}<br>Phone: ${drawPhone(s, 'paren')}<br>Ship via: ${pick(s.r, ['Open', 'Open', 'Enclosed'])}<br>Est. Miles: ${s.miles()}</div></div>
      <div class="cols">${contact(p, 'Pickup')}${contact(q, 'Delivery')}</div>
      <table style="margin-top:8px"><tr><th>#</th><th>Year</th><th>Make</th><th>Model</th><th>Type</th><th>Color</th><th>VIN</th><th>Condition</th></tr>
        ${vs.map((v, i) => `<tr><td>${i + 1}</td><td>${v.year}</td><td>${v.make}</td><td>${v.model}</td><td>${v.type}</td><td>${v.color}</td><td style="font-family:'DejaVu Sans Mono';font-size:10px">${v.vin}</td><td>${v.runs ? 'Operable' : 'INOP - winch'}</td></tr>`).join('')}</table>
      <div class="pay"><div><b>Total Price to Carrier:</b></div><div><b>${s.money(d.rate)}</b></div>${extra}
        <div>Payment Terms:</div><div>${mode}</div>${mode !== 'QUICKPAY' ? `<div>Amount to collect (${mode}):</div><div>${s.total()}</div>` : ''}
        <div style="grid-column:span 2;font-size:10px">${method}. Broker fee is paid by the customer and is not deducted from carrier pay.</div></div>
      ${d.terms.tonu !== null ? `<div style="margin-top:6px">Dry run (TONU): $${d.terms.tonu} if vehicle not released at pickup.</div>` : ''}
      <div class="sm">Carrier must inspect every vehicle with the customer at pickup and delivery and note all damage on the BOL. Keys stay with the vehicle. Do not deliver after dark without customer consent.
        Damage claims not noted on the delivery BOL will not be honored. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A hotshot with a car trailer: letter-style order, vehicles as numbered cards, contacts under each stop, pay as a sentence. */
const hotshotCarTrailerOrder: Family = {
  name: 'a12-hotshot-car-trailer-order',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'VT-#####', fscChance: 0.3, tollsChance: 0.3, termsChance: 0.5, miles: [90, 1300] },
  css: `body{font-family:'DejaVu Serif';font-size:12px}.page{width:816px;padding:32px 44px}
    .lh{display:flex;justify-content:space-between;border-bottom:2px double #000;padding-bottom:6px}.lh b{font-size:18px}
    .veh{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:8px 0}.veh div{border:1px solid #777;border-radius:4px;padding:5px 7px;font-size:11px}
    .stop{margin:8px 0;padding-left:10px;border-left:3px solid #999}.lab{font-family:'DejaVu Sans';font-size:9.5px;color:#555;text-transform:uppercase}
    h3{font-family:'DejaVu Sans';font-size:12px;margin:14px 0 4px}`,
  body(s) {
    const d = s.d;
    const vs = vehicles(s, int(s.r, 1, 3));
    const stops = d.stops.map((st) => `<div class="stop"><div class="lab">${st.kind === 'pick' ? `Pick up vehicle(s) — stop ${stopNo(s, st)}` : `Drop vehicle(s) — stop ${stopNo(s, st)}`}</div>
      ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}<br>${st.date} after ${ampm(st.time)} · Release/Gate pass ${st.ref}<br>On-site contact: ${person(s)} ${drawPhone(s, 'paren')}</div>`).join('');
    const parts = [`${s.money(d.rate)} linehaul`];
    if (d.fsc !== null) parts.push(`${s.money(d.fsc)} fuel surcharge`);
    if (d.tolls !== null) parts.push(`${s.money(d.tolls)} tolls`);
    for (const c of d.charges.filter((x) => x.code === 'stop')) parts.push(`${s.money(c.amount)} extra stop pay`);
    const terms = s.termSentences();
    return `<div class="page"><div class="lh"><div><b>${esc(d.broker.name)}</b><br>Vehicle Logistics Division<br>${s.office(d.broker)}</div>
      <div style="text-align:right">${d.issued}<br>Load <b>${d.loadReference}</b><br>${d.otherNumbers.brokerMc}</div></div>
      <p>To: ${esc(d.carrier.name)} (${d.carrier.mc}), driver ${esc(d.carrier.driver)} — ${pick(s.r, ['F-450 w/ 40ft 3-car wedge', 'Ram 5500 w/ 2-car tilt deck', 'F-350 dually w/ 3-car gooseneck'])}</p>
      <p>This confirms the hotshot car haul below for ${s.miles()} loaded miles. Carrier pay is ${parts.join(' plus ')}${s.maybe(0.5) ? `, total ${s.total()}` : ''},
        paid ${pick(s.r, ['COP by dealer check at pickup', 'on receipt of clean BOL, net 15', 'COD at delivery, certified funds'])}.</p>
      <h3>Vehicles (${vs.length})</h3><div class="veh">${vs.map((v, i) => `<div><b>${i + 1}. ${v.year} ${v.make} ${v.model}</b><br>VIN ${v.vin}<br>${v.color} · ${v.runs ? 'Runs & drives' : 'Inop, needs winch'}</div>`).join('')}</div>
      <h3>Route</h3>${stops}
      ${terms.length ? `<h3>Accessorials</h3><p>${terms.map(esc).join(' ')}</p>` : ''}
      <p style="font-size:10px">Straps over tires only, no chains on frames. Photos of all four sides at pickup and drop through the app. ${esc(s.boilerplate())}</p>
      <p>${esc(d.dispatcher)}<br>${esc(d.broker.name)}</p></div>`;
  },
};

/** An expedite network's load offer: everything as column-header tables; van specs checklist; loaded and empty miles side by side. */
const expediteNetworkOffer: Family = {
  name: 'a12-expedite-network-offer',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'EXP######', fscChance: 0.25, tollsChance: 0.35, termsChance: 0.6, miles: [80, 1100] },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:20px 26px}
    .hd{background:#e4572e;color:#fff;padding:8px 12px;display:flex;justify-content:space-between;align-items:center}.hd b{font-size:19px}
    table{border-collapse:collapse;width:100%;margin-top:10px}th{background:#333;color:#fff;font-size:10px;text-align:left;padding:4px 6px}td{border-bottom:1px solid #ccc;padding:5px 6px;vertical-align:top}
    .chk{display:grid;grid-template-columns:repeat(3,1fr);margin-top:10px;font-size:11px;gap:2px}.n{font-size:9.5px;color:#444;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const van = pick(s.r, ['Sprinter Van (high roof)', 'Cargo Van', 'Small Straight 18ft', 'Large Straight 24ft']);
    const pay = payLines(s, { linehaul: 'All-In Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Add Stop', lumper: 'Lumper' });
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="hd"><div><b>HOT LOAD — OFFER ACCEPTED</b><br>${esc(d.broker.name)} Expedite Network</div><div style="text-align:right">Shipment ${d.loadReference}<br>${d.issued}</div></div>
      <table><tr><th>Driver</th><th>Carrier / MC</th><th>Vehicle</th><th>Service</th><th>Pieces / Wt</th></tr>
        <tr><td>${esc(d.carrier.driver)}</td><td>${esc(d.carrier.name)}<br>${d.carrier.mc}</td><td>${van} #${d.carrier.truck}</td><td>${pick(s.r, ['Solo, direct', 'Team, non-stop', 'Solo, exclusive use'])}</td><td>${d.pieces} pcs / ${d.weight > 9000 ? 3200 : d.weight.toLocaleString('en-US')} lb</td></tr></table>
      <table><tr><th>Seq</th><th>Action</th><th>Company</th><th>Address</th><th>City, ST Zip</th><th>Ready / Due</th><th>Ref</th></tr>
        ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'P/U' : 'DLV'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td><td>${csz(st.place)}</td><td>${st.date}<br>${st.kind === 'pick' ? 'Ready' : 'Due by'} ${st.time}</td><td>${st.ref}</td></tr>`).join('')}</table>
      <table><tr><th>Loaded Miles</th><th>Empty Miles</th>${pay.map((l) => `<th>${l.label}</th>`).join('')}${showTotal ? '<th>Total Pay</th>' : ''}</tr>
        <tr><td>${s.miles()}</td><td>${d.deadhead}</td>${pay.map((l) => `<td>${s.money(l.amount)}</td>`).join('')}${showTotal ? `<td><b>${s.total()}</b></td>` : ''}</tr></table>
      <div class="chk"><div>☑ 2 load bars</div><div>☑ E-track / straps</div><div>☑ Blankets</div><div>☐ Liftgate</div><div>☑ Pallet jack</div><div>☑ Tracking app on</div></div>
      <div class="n"><b>Wait time:</b> ${s.termSentences().map(esc).join(' ') || 'Per network agreement.'}</div>
      <div class="n">Check call every 3 hours and on arrival. Late or missed pickup must be reported to the network desk (${d.broker.phone}) immediately. Settlement every Friday for loads with POD uploaded by Wednesday. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A sprinter-van bid award printed from a plain-text notice: pipe-separated lines, key=value, ALL CAPS. */
const sprinterBidAward: Family = {
  name: 'a12-sprinter-bid-award-text',
  draw: { picks: [1, 2], drops: [1, 1], ref: '#######', fscChance: 0.2, tollsChance: 0.25, termsChance: 0.5, miles: [60, 900] },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11.5px}.page{width:816px;padding:26px 34px}pre{margin:0;white-space:pre-wrap;font-family:inherit}`,
  body(s) {
    const d = s.d;
    const up = (x: string) => esc(x.toUpperCase());
    const stops = d.stops.map((st, i) => `${String(i + 1).padStart(2, '0')} | ${st.kind === 'pick' ? 'PICKUP ' : 'DELIVER'} | ${up(st.place.name)} | ${up(st.place.street)} | ${up(st.place.city)} ${st.place.st} ${st.place.zip}
   | ${st.date} ${st.time} | REF ${st.ref}`).join('\n');
    const lines = [`LINEHAUL........ ${s.money(d.rate, 'nocomma')}`];
    if (d.fsc !== null) lines.push(`FUEL SURCHARGE.. ${s.money(d.fsc, 'nocomma')}`);
    else lines.push('FUEL SURCHARGE.. INCL');
    if (d.tolls !== null) lines.push(`TOLLS........... ${s.money(d.tolls, 'nocomma')}`);
    for (const c of d.charges.filter((x) => x.code === 'stop')) lines.push(`EXTRA STOP...... ${s.money(c.amount, 'nocomma')}`);
    if (s.maybe(0.5)) lines.push(`TOTAL........... ${s.total('nocomma')}`);
    const terms = s.termRows().map(([k, v]) => `${k.toUpperCase()}: ${up(v)}`);
    return `<div class="page"><pre>=====================================================================
 ${up(d.broker.name)} - EXPEDITE BID BOARD        AWARD NOTICE
 ${up(d.broker.street)} ${up(d.broker.city)} ${d.broker.st} ${d.broker.zip}   ${d.broker.phone}
=====================================================================
AWARDED TO   = ${up(d.carrier.name)} (${d.carrier.mc})
DRIVER       = ${up(d.carrier.driver)}   UNIT ${d.carrier.truck}
EQUIPMENT    = ${pick(s.r, ['SPRINTER', 'CARGO VAN', 'SPRINTER W/ LIFTGATE', 'STRAIGHT TRUCK 16FT'])}
BID ID       = ${int(s.r, 300000, 899999)}    LOAD NO = ${d.loadReference}
AWARDED AT   = ${d.issued} ${pad2(int(s.r, 5, 22))}:${pad2(int(s.r, 0, 59))}
PCS/WT       = ${d.pieces} / ${Math.min(d.weight, 3500)} LBS    DIMS ${int(s.r, 40, 96)}X${int(s.r, 40, 48)}X${int(s.r, 30, 60)}
LOADED MILES = ${d.miles}     MILES TO PU = ${d.deadhead}
---------------------------------------------------------------------
${stops}
---------------------------------------------------------------------
${lines.join('\n')}
---------------------------------------------------------------------
${terms.join('\n') || 'NO ACCESSORIALS WITHOUT APPROVAL'}
REPLY "ACCEPT ${d.loadReference}" WITHIN 10 MIN OR AWARD GOES TO NEXT BID.
POD PHOTO IN APP REQUIRED. PAY: ${pick(s.r, ['WEEKLY SETTLEMENT', 'NET 21', 'QUICKPAY 3%'])}.
=====================================================================</pre></div>`;
  },
};

/** A local container drayage order: numbered boxes (1-18), container and chassis numbers, last free day, empty return; short miles. */
const drayageLocalMoveOrder: Family = {
  name: 'a12-drayage-local-move-order',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'DR#####', fscChance: 0.8, tollsChance: 0.35, termsChance: 0.7, miles: [14, 160] },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:22px 26px}
    h1{margin:0 0 6px;font-size:16px;display:flex;justify-content:space-between}
    .g{display:grid;grid-template-columns:repeat(6,1fr);border-left:1px solid #000;border-top:1px solid #000}
    .g div{border-right:1px solid #000;border-bottom:1px solid #000;padding:3px 5px;min-height:30px}
    .g i{display:block;font-style:normal;font-size:8.5px}.s2{grid-column:span 2}.s3{grid-column:span 3}.s6{grid-column:span 6}.n{font-size:9px;margin-top:8px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const cont = `${pick(s.r, ['MSCU', 'TGHU', 'CMAU', 'HLXU', 'TCLU'])}${drawDigits(s, 7)}`;
    let n = 0;
    const box = (cls: string, name: string, v: string) => `<div class="${cls}"><i>${(n += 1)}. ${name}</i>${v}</div>`;
    const t = d.terms;
    if (t.detention) s.printed.terms.add('detention');
    if (t.tonu !== null) s.printed.terms.add('tonu');
    return `<div class="page"><h1><span>${esc(d.broker.name.toUpperCase())} — DRAY / LOCAL MOVE ORDER</span><span>${d.otherNumbers.brokerMc}</span></h1>
      <div class="g">${box('s2', 'Move Order #', `<b style="font-size:14px">${d.loadReference}</b>`)}${box('s2', 'Order Date', d.issued)}${box('s2', 'Dispatcher', `${esc(d.dispatcher)} ${d.broker.phone}`)}
        ${box('s3', 'Carrier / MC', `${esc(d.carrier.name)} ${d.carrier.mc}`)}${box('s3', 'Driver / Truck', `${esc(d.carrier.driver)} / ${d.carrier.truck}`)}
        ${box('s2', 'Container #', cont)}${box('', 'Size', pick(s.r, ['20 ST', '40 HC', '40 ST', '53 DOM']))}${box('', 'Seal', drawDigits(s, 7))}${box('s2', 'Chassis', pick(s.r, ['Carrier-provided', 'Pool (DCLI)', 'TRAC pool']))}
        ${box('s3', 'Pick Up At (Ramp / Terminal)', `${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}`)}${box('s3', 'Deliver To', `${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}`)}
        ${box('s2', 'Available / Pick Date', `${p.date} ${p.time}`)}${box('', 'Last Free Day', q.date)}${box('', 'Pick #', p.ref)}${box('s2', 'Delivery Appt', `${q.date} ${q.time} · ${q.ref}`)}
        ${box('s3', 'Return Empty To', `Same ramp (${esc(p.place.city)}) — driver to confirm with dispatch`)}${box('s3', 'Commodity / Weight', `${esc(d.commodity)} · ${d.weight.toLocaleString('en-US')} lb`)}
        ${box('s2', 'Loaded Miles', s.miles())}${box('s2', 'Flat Drayage Rate', s.money(d.rate))}${box('s2', 'Fuel Surcharge', d.fsc !== null ? s.money(d.fsc) : 'Included')}
        ${box('s2', 'Tolls / Bridge', d.tolls !== null ? s.money(d.tolls) : 'None')}${box('s2', 'Chassis Split', 'Not authorized')}${box('s2', 'Total', s.maybe(0.55) ? s.total() : 'See lines above')}
        ${box('s6', 'Live Unload / Drop', `${pick(s.r, ['Live unload', 'Drop & hook'])}. ${t.detention ? `Free time ${t.detention.freeHours} hrs, then $${t.detention.perHour}/hr.` : ''} ${t.tonu !== null ? `Dry run $${t.tonu}.` : ''} Per diem and demurrage are the customer's unless carrier misses the LFD.`)}</div>
      <div class="n">Carrier must check the container for damage and record the interchange (TIR) at the ramp out-gate and in-gate. ${esc(s.boilerplate())} Invoice to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</div></div>`;
  },
};

/** A border-area broker's bilingual confirmation: Spanish over English labels, above their values in a grid; crossing and customs decoys. */
const bilingualBorderLabelsAbove: Family = {
  name: 'a12-bilingual-border-labels-above',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'LRD-######', fscChance: 0.6, tollsChance: 0.5, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:24px 30px}
    .hd{display:flex;justify-content:space-between;border-bottom:3px solid #b22;padding-bottom:6px}.hd b{font-size:19px}
    .g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px 12px;margin-top:10px}.f{border-bottom:1px solid #bbb;padding-bottom:3px}
    .l{font-size:8.5px;color:#666}.l em{display:block;font-style:normal;color:#b22}.w2{grid-column:span 2}.w4{grid-column:span 4}
    h3{font-size:12px;margin:12px 0 0;color:#b22}.fine{font-size:9px;color:#444;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const f = (es: string, en: string, v: string, cls = '') => `<div class="f ${cls}"><div class="l"><em>${es}</em>${en}</div>${v}</div>`;
    const stops = d.stops.map((st) => f(st.kind === 'pick' ? `Carga ${stopNo(s, st)}` : 'Descarga', st.kind === 'pick' ? `Pickup ${stopNo(s, st)}` : 'Delivery',
      `<b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}<br>${st.date} ${st.time} · Ref ${st.ref}`, 'w2')).join('');
    const terms = termList(s, {
      det: (h, f2) => `Demora / Detention: $${h} USD por hora después de ${f2} hrs libres / per hour after ${f2} free hrs.`,
      lay: (n) => `Pernocta / Layover: $${n} USD.`, tonu: (n) => `Cancelación / TONU: $${n} USD.`, lump: (n) => `Maniobras / Lumper: hasta $${n} con recibo.`,
    });
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>Logística Transfronteriza · Cross-Border Logistics<br>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right"><b>CONFIRMACIÓN DE TARIFA</b><br>Rate Confirmation<br>${d.otherNumbers.brokerMc} · CAAT ${pick(s.r, ['A', 'B', 'C'])}${drawDigits(s, 3)}</div></div>
      <div class="g">${f('Número de carga', 'Load number', `<b style="font-size:14px">${d.loadReference}</b>`)}${f('Fecha', 'Date', d.issued)}${f('Despachador', 'Dispatcher', esc(d.dispatcher))}${f('Teléfono', 'Phone', d.broker.phone)}
        ${f('Transportista', 'Carrier', `${esc(d.carrier.name)} · ${d.carrier.mc}`, 'w2')}${f('Operador', 'Driver', esc(d.carrier.driver))}${f('Unidad', 'Truck', d.carrier.truck)}
        ${f('Equipo', 'Equipment', esc(d.equipment))}${f('Mercancía', 'Commodity', esc(d.commodity))}${f('Peso', 'Weight', `${d.weight.toLocaleString('en-US')} lbs`)}${f('Cruce', 'Crossing', pick(s.r, ['World Trade Bridge', 'Colombia Bridge', 'Ysleta-Zaragoza', 'Pharr-Reynosa', 'Domestic - no crossing']))}</div>
      <h3>Paradas / Stops</h3><div class="g">${stops}</div>
      <h3>Tarifa / Rate</h3><div class="g">${f('Millas cargadas', 'Loaded miles', s.miles())}${f('Flete', 'Linehaul', `<b>${s.money(d.rate)}</b>`)}
        ${f('Recargo de combustible', 'Fuel surcharge', d.fsc !== null ? s.money(d.fsc) : 'Incluido / Included')}${f('Casetas', 'Tolls', d.tolls !== null ? s.money(d.tolls) : '—')}
        ${d.charges.filter((c) => c.code === 'stop').map((c) => f('Parada extra', 'Stop-off', s.money(c.amount))).join('')}
        ${s.maybe(0.6) ? f('Total a pagar', 'Total pay', `<b>${s.total()}</b>`) : ''}</div>
      <h3>Condiciones / Terms</h3><div>${terms.map(esc).join('<br>') || 'Sin cargos adicionales sin autorización / No accessorials without approval.'}</div>
      <div class="fine">Agente aduanal / Customs broker: ${pick(s.r, ['Agencia Garza', 'Aduanas del Norte', 'Border Customs Svc'])} · Pedimento ${drawDigits(s, 7)} · PO ${d.otherNumbers.po}. Factura a / Invoice to: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A second border broker: bilingual column headers over a stops table with Ciudad / Edo / C.P. cells, pay in a ruled two-column list. */
const bilingualStopColumns: Family = {
  name: 'a12-bilingual-stop-columns',
  draw: { picks: [1, 1], drops: [1, 3], ref: '#####-MX', fscChance: 0.5, tollsChance: 0.45, termsChance: 0.6 },
  width: 900,
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:900px;padding:20px 26px}
    .hd{text-align:center}.hd b{font-size:20px;letter-spacing:1px}.no{float:right;border:2px solid #000;padding:4px 10px;font-size:13px;margin-top:-40px}
    table{border-collapse:collapse;width:100%;margin-top:10px}th{border:1px solid #000;background:#f0e6c8;font-size:9.5px;padding:3px}th small{display:block;font-weight:normal;font-style:italic}
    td{border:1px solid #000;padding:4px}.pay{width:50%;margin-top:10px}.pay td:first-child{background:#f7f3e6}.r{text-align:right}.fine{font-size:9px;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Carga / Load' : 'Entrega / Unload'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Flete / Freight', fsc: 'Combustible / Fuel', tolls: 'Cuotas / Tolls', stop: 'Paradas / Stops', lumper: 'Maniobras / Lumper' });
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="hd"><b>${esc(d.broker.name.toUpperCase())}</b><br>${s.office(d.broker, ' — ')}<br>ORDEN DE EMBARQUE · LOAD CONFIRMATION</div>
      <div class="no">Carga No. / Load No.<br><b>${d.loadReference}</b></div>
      <table><tr><th>Fecha<small>Date</small></th><th>Transportista<small>Carrier</small></th><th>MC / DOT</th><th>Operador<small>Driver</small></th><th>Tractor / Caja<small>Truck / Trailer</small></th><th>Millas<small>Miles</small></th></tr>
        <tr><td>${d.issued}</td><td>${esc(d.carrier.name)}</td><td>${d.carrier.mc} / ${d.carrier.dot}</td><td>${esc(d.carrier.driver)}</td><td>${d.carrier.truck} / ${esc(d.equipment)}</td><td>${s.miles()}</td></tr></table>
      <table><tr><th>#</th><th>Tipo<small>Type</small></th><th>Empresa<small>Company</small></th><th>Ciudad<small>City</small></th><th>Edo<small>ST</small></th><th>C.P.<small>Zip</small></th><th>Cita<small>Appt</small></th><th>Referencia<small>Ref</small></th></tr>${rows}</table>
      <table class="pay">${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'usd')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total('usd')}</b></td></tr>` : ''}</table>
      <div style="margin-top:8px">${s.termRows().map(([k, v]) => `<b>${k}:</b> ${v}`).join(' &nbsp; ') || 'Cargos extra sólo con autorización por escrito.'}</div>
      <div class="fine">Pago en dólares (USD) · Payment in US dollars, ${pick(s.r, ['30 días / 30 days', '15 días / 15 days', 'pronto pago 3% / quick pay 3%'])}. Favor de enviar BOL firmado y factura a / Please send signed BOL and invoice to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A freight-agent office under a host broker: agent letterhead, host authority box, stop blocks and pay in a right-hand summary. */
const agentOfficeHostAuthority: Family = {
  name: 'a12-agent-office-host-authority',
  draw: { picks: [1, 2], drops: [1, 2], ref: '######', fscChance: 0.65, tollsChance: 0.35, termsChance: 0.75 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#222}.page{width:816px;padding:24px 30px}
    .lh{display:flex;justify-content:space-between;align-items:center}.lh b{font-size:18px;color:#5a2d82}
    .host{border:1px dashed #5a2d82;padding:6px 10px;margin:8px 0;font-size:10.5px;background:#faf6fd}
    .wrap{display:grid;grid-template-columns:1fr 230px;gap:16px}.st{border:1px solid #ccc;margin-bottom:8px}.st .h{background:#eee;padding:3px 8px;font-weight:bold;font-size:11px}.st .b{padding:5px 8px}
    .sum{border:1px solid #5a2d82}.sum div{display:flex;justify-content:space-between;padding:4px 8px;border-bottom:1px solid #e6dcef}.sum .h{background:#5a2d82;color:#fff;font-weight:bold}
    .fine{font-size:9px;color:#555;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const agent = pick(s.r, ['Brazos Valley Freight', 'Tri-State Transport Services', 'Cedar Creek Logistics', 'Gulf Front Freight Agency', 'High Plains Shipping']);
    const pay = payLines(s, { linehaul: 'Carrier Line Haul', fsc: 'Fuel Surcharge', tolls: 'Toll Reimb.', stop: 'Stop-Off', lumper: 'Lumper' });
    const stops = d.stops.map((st) => `<div class="st"><div class="h">${st.kind === 'pick' ? `PICK ${stopNo(s, st)}` : `DROP ${stopNo(s, st)}`} · ${st.date} ${ampm(st.time)}</div>
      <div class="b">${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>${st.kind === 'pick' ? 'PU#' : 'Delivery #'} ${st.ref}</div></div>`).join('');
    return `<div class="page"><div class="lh"><div><b>${agent}</b><br>Freight agent office · ${esc(d.dispatcher)} · ${drawPhone(s, 'paren')}<br>Agent Code ${pick(s.r, ['TX', 'OK', 'GA', 'MO'])}-${drawDigits(s, 3)}</div>
      <div style="text-align:right;font-size:15px"><b style="font-size:15px;color:#222">Carrier Confirmation</b><br>Load # ${d.loadReference}<br><span style="font-size:11px">${d.issued}</span></div></div>
      <div class="host">Booked under the authority of <b>${esc(d.broker.name)}</b> (host broker) · ${d.otherNumbers.brokerMc} · ${s.office(d.broker, ', ')}. All billing, payment and claims go through the host broker, not the agent.
        Remit to: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</div>
      <div class="wrap"><div>${stops}<div><b>Carrier:</b> ${esc(d.carrier.name)} ${d.carrier.mc} · DOT ${d.carrier.dot} · Driver ${esc(d.carrier.driver)}</div>
          <div><b>Load:</b> ${esc(d.commodity)}, ${d.pieces} pcs, ${d.weight.toLocaleString('en-US')} lbs on ${esc(d.equipment)} · BOL ${d.otherNumbers.bol}</div>
          <div style="margin-top:6px"><b>Accessorials (host broker policy):</b> ${s.termSentences().map(esc).join(' ') || 'None.'}</div></div>
        <div class="sum"><div class="h">Settlement Summary</div><div><span>Miles (loaded)</span><span>${s.miles()}</span></div>
          ${pay.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
          ${s.maybe(0.7) ? `<div><b>Total Carrier Pay</b><b>${s.total()}</b></div>` : ''}<div style="font-size:9.5px;display:block">Paid by ${esc(d.broker.name)} 30 days from POD.</div></div></div>
      <div class="fine">${esc(s.boilerplate())}</div></div>`;
  },
};

/** A freight agent's branch printout, landscape: host broker footer, one-line header strip of numbers, stops as rows with a miles-by-leg decoy. */
const agentBranchLandscape: Family = {
  name: 'a12-agent-branch-landscape',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'A##-#####', fscChance: 0.7, tollsChance: 0.3, termsChance: 0.6 },
  width: 1056,
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:1056px;padding:18px 26px}
    .strip{display:flex;border:1px solid #444}.strip div{flex:1;padding:4px 8px;border-right:1px solid #444}.strip div:last-child{border-right:0}.strip span{display:block;font-size:9px;color:#555}
    table{border-collapse:collapse;width:100%;margin-top:8px}th{border-bottom:2px solid #444;text-align:left;font-size:10px;padding:3px 5px}td{border-bottom:1px dotted #888;padding:4px 5px;vertical-align:top}
    .r{text-align:right}.row{display:grid;grid-template-columns:2fr 1fr;gap:18px}.ft{margin-top:12px;border-top:2px solid #444;padding-top:4px;font-size:9.5px;color:#333}`,
  body(s) {
    const d = s.d;
    const branch = pick(s.r, ['Rio Grande Branch', 'Panhandle Branch', 'Delta Branch', 'Piedmont Branch']);
    const legs = d.stops.map((_, i) => (i === 0 ? 0 : int(s.r, 20, 400)));
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'FSC', tolls: 'Tolls', stop: 'Extra Stop', lumper: 'Lumper' });
    return `<div class="page"><div style="display:flex;justify-content:space-between;align-items:baseline"><div style="font-size:18px;font-weight:bold">${esc(d.broker.name)} — ${branch}</div>
      <div>Independent agent · ${esc(d.dispatcher)} · ${drawPhone(s, 'paren')}</div></div>
      <div class="strip"><div><span>Load</span><b>${d.loadReference}</b></div><div><span>Customer PO</span>${d.otherNumbers.po}</div><div><span>BOL</span>${d.otherNumbers.bol}</div>
        <div><span>Ship Date</span>${first(s).date}</div><div><span>Equip</span>${esc(d.equipment)}</div><div><span>Carrier MC</span>${d.carrier.mc}</div></div>
      <table><tr><th>Stop</th><th>Type</th><th>Facility</th><th>Street</th><th>City, State Zip</th><th>Appointment</th><th>Ref</th><th class="r">Leg mi (est)</th></tr>
        ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Shipper' : 'Consignee'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td><td>${csz(st.place)}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td><td class="r">${legs[i] ? legs[i] : '—'}</td></tr>`).join('')}</table>
      <div class="row"><div><table><tr><th>Carrier</th><th>Driver</th><th>Truck</th><th>Weight</th><th>Commodity</th></tr>
          <tr><td>${esc(d.carrier.name)}</td><td>${esc(d.carrier.driver)}</td><td>${d.carrier.truck}</td><td>${d.weight.toLocaleString('en-US')}</td><td>${esc(d.commodity)}</td></tr></table>
          <div style="margin-top:8px">${s.termRows().map(([k, v]) => `${k} — ${v}`).join(' | ') || 'No accessorials unless approved by the host broker in writing.'}</div></div>
        <table><tr><th>Pay Item</th><th class="r">USD</th></tr><tr><td>Total loaded miles</td><td class="r">${s.miles()}</td></tr>
          ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
          ${s.maybe(0.5) ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total('plain')}</b></td></tr>` : ''}</table></div>
      <div class="ft">This load is brokered by ${esc(d.broker.name)}, ${d.otherNumbers.brokerMc}, ${s.office(d.broker, ', ')}. ${branch} is an independent agent of ${esc(d.broker.name)}. Send invoices to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A produce consolidation: several shed pick-ups, the stops as columns of one transposed table, temperature and pallet counts per stop. */
const produceConsolidationColumns: Family = {
  name: 'a12-produce-consolidation-columns',
  draw: { picks: [2, 3], drops: [1, 1], ref: '####', fscChance: 0.4, tollsChance: 0.2, termsChance: 0.8, miles: [400, 2100] },
  css: `body{font-family:'DejaVu Serif';font-size:11.5px}.page{width:816px;padding:26px 32px}
    .hd{border:2px solid #333;padding:6px 10px;display:flex;justify-content:space-between}.hd b{font-size:17px}
    table{border-collapse:collapse;width:100%;margin-top:10px}th,td{border:1px solid #555;padding:4px 6px;vertical-align:top;text-align:left}
    th{background:#e8efe0;width:110px;font-family:'DejaVu Sans';font-size:10px}.pay td{width:50%}.fine{font-size:9px;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const t = temps(s);
    const cols = d.stops;
    const row = (h: string, f: (st: Stop) => string) => `<tr><th>${h}</th>${cols.map((st) => `<td>${f(st)}</td>`).join('')}</tr>`;
    const lump = d.terms.lumper;
    if (lump !== null) s.printed.terms.add('lumper');
    const terms = s.termRows().filter(([k]) => k !== 'Lumper');
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b> · Fresh Produce Transportation<br>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right">LOAD CONFIRMATION<br>Load: <b style="font-size:16px">${d.loadReference}</b><br>${d.issued}</div></div>
      <p>Carrier: ${esc(d.carrier.name)} (${d.carrier.mc}) · Driver ${esc(d.carrier.driver)} · Reefer set <b>${t.set}°F</b> ${t.mode} · Pulp ${t.pulpLo}-${t.pulpHi}°F · Total ${int(s.r, 10, 26)} pallets</p>
      <table>${row('Stop', (st) => `<b>${st.kind === 'pick' ? `Pick ${stopNo(s, st)}` : 'Final Delivery'}</b>`)}
        ${row('Shed / Receiver', (st) => esc(st.place.name))}${row('Address', (st) => esc(st.place.street))}${row('City / ST / Zip', (st) => csz(st.place))}
        ${row('Date / Time', (st) => `${st.date}<br>${st.time}`)}${row('Confirmation #', (st) => st.ref)}
        ${row('Product', (st) => (st.kind === 'pick' ? `${int(s.r, 3, 10)} plts ${pick(s.r, PRODUCE)}` : 'All product'))}
        ${row('Pulp at load', (st) => (st.kind === 'pick' ? '____ °F' : 'Record on arrival'))}</table>
      <table class="pay"><tr><th>Loaded miles</th><td>${s.miles()}</td></tr><tr><th>Freight rate</th><td>${s.money(d.rate)}</td></tr>
        ${d.fsc !== null ? `<tr><th>Fuel</th><td>${s.money(d.fsc)}</td></tr>` : ''}${d.tolls !== null ? `<tr><th>Tolls</th><td>${s.money(d.tolls)}</td></tr>` : ''}
        ${d.charges.filter((c) => c.code === 'stop').map((c) => `<tr><th>Extra picks</th><td>${s.money(c.amount)}</td></tr>`).join('')}
        ${s.maybe(0.5) ? `<tr><th>Total</th><td><b>${s.total()}</b></td></tr>` : ''}
        <tr><th>Unloading</th><td>${lump !== null ? `Carrier pays lumper at receiver; reimbursed up to $${lump} with receipt` : 'Receiver unloads'}</td></tr>
        ${terms.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
      <div class="fine">USDA inspection at receiver if product is rejected; carrier must not leave the receiver before rejection is documented. Keep temp recorder download for 30 days. ${esc(s.boilerplate())}</div></div>`;
  },
};

export const families: Family[] = [
  produceReeferConfirmation, reeferPayRailTender, carHaulerDispatchSheet, hotshotCarTrailerOrder, expediteNetworkOffer, sprinterBidAward,
  drayageLocalMoveOrder, bilingualBorderLabelsAbove, bilingualStopColumns, agentOfficeHostAuthority, agentBranchLandscape, produceConsolidationColumns,
];
