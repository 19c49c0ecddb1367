// A fourth round of training families on how brokers print money, stops and references
// (docs/decisions/009-ocr.md, "A fourth round of training families"): the linehaul under other
// names (Freight Charge, Base Rate, Flat Rate, Carrier Rate, Agreed Rate, Transportation) beside
// accessorials and a total under other names (Total Carrier Pay, Amount Due Carrier, Grand Total,
// Total Rate, Net Pay); an all-in flat rate with the fuel included; the FSC as a per-mile figure
// times the miles; a quick-pay discount below the total; Shipper / Ship From / Pickup #1 blocks
// beside Bill To or the broker's office; several picks and drops in one table; and the load
// reference (Order #, PRO #, Confirmation #, Trip ID, Shipment ID) among BOL, PO and pick-up numbers.
import { cents } from '../../load';
import type { Place, Stop } from '../../load';
import { esc, type Family, type Sheet, first, last } from '../../sheet';
import { extraCharge, weightLbs } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

/** Every charge but the linehaul, as [label, amount]. */
const accessorials = (s: Sheet) => s.d.charges.filter((c) => c.code !== 'linehaul').map((c) => [c.label, c.amount] as const);
/** Company, street and "City, ST ZIP" on three lines. */
const block = (s: Sheet, pl: Place) => s.address(pl);

/** "Freight Charge" and accessorials above "Total Carrier Pay"; Order # beside the customer PO and BOL. */
const freightChargeTotalPay: Family = {
  name: 'freight-charge-total-pay',
  draw: { ref: '#######', termsChance: 0.8, drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:26px 34px}
    .refs{display:flex;gap:28px;margin:10px 0;padding:6px 0;border-top:1px solid #000;border-bottom:1px solid #000}
    .two{display:flex;gap:24px}.two>div{flex:1}.h{font-weight:bold;background:#eee;padding:2px 6px;margin:10px 0 4px}
    table{border-collapse:collapse}td{padding:2px 18px 2px 0}td.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    if (s.maybe(0.6)) extraCharge(s, 'Detention (pre-approved)', pick(s.r, [50, 75, 100, 150]));
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right"><b style="font-size:16px">CARRIER RATE CONFIRMATION</b><br>Date ${d.issued}</div></div>
      <div class="refs"><span>Order # ${d.loadReference}</span><span>Customer PO # ${d.otherNumbers.po}</span><span>BOL # ${d.otherNumbers.bol}</span><span>Pickup # ${p.ref}</span></div>
      <div class="two"><div><div class="h">Shipper</div>${block(s, p.place)}<br>Ready ${p.date} ${p.time}</div>
      <div><div class="h">Consignee</div>${block(s, q.place)}<br>Deliver by ${q.date} ${q.time}</div></div>
      <div class="h">Charges</div><table><tr><td>Freight Charge</td><td class="r">${s.money(d.rate)}</td></tr>
      ${accessorials(s).map(([l, a]) => `<tr><td>${esc(l)}</td><td class="r">${s.money(a)}</td></tr>`).join('')}
      <tr><td><b>Total Carrier Pay</b></td><td class="r"><b>${s.total()}</b></td></tr></table>
      <p>Miles: ${s.miles()} &nbsp; Equipment: ${esc(d.equipment)} &nbsp; ${weightLbs(s)}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** An all-in flat rate with the fuel "included"; Bill To printed above Ship From in the same shape. */
const flatRateFuelIncluded: Family = {
  name: 'flat-rate-fuel-included',
  draw: { ref: 'T-#######', fscChance: 0, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:720px;padding:28px 40px}
    .box{border:1px solid #555;padding:6px 10px;margin:8px 0;line-height:1.4}.k{font-weight:bold;font-size:11px;letter-spacing:1px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const bill = `${esc(d.billTo.name)}<br>${esc(d.broker.name)}<br>${esc(d.billTo.street)}<br>${esc(d.billTo.city)}, ${d.billTo.st} ${d.billTo.zip}`;
    return `<div class="page"><div style="text-align:center"><b style="font-size:19px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div>
      <p style="text-align:center;font-weight:bold">LOAD CONFIRMATION &nbsp; Trip ID: ${d.loadReference}</p>
      <div class="box"><div class="k">BILL TO (send invoices)</div>${bill}</div>
      <div class="box"><div class="k">SHIP FROM</div>${block(s, p.place)}<br>${p.date} at ${p.time} &nbsp; Ref ${p.ref}</div>
      <div class="box"><div class="k">SHIP TO</div>${block(s, q.place)}<br>${q.date} at ${q.time}</div>
      <div class="box"><div class="k">RATE</div>Flat Rate: ${s.money(d.rate)} (all-in)<br>Fuel Surcharge: Included in flat rate
      ${d.tolls !== null ? `<br>Tolls (reimbursed): ${s.money(d.tolls)}` : ''}<br>Total: ${s.total()}<br>Trip miles: ${s.miles()}</div>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** "Base Rate" and the FSC as a per-mile figure times the miles; "Grand Total"; PRO # reference. */
const fscPerMileTimesMiles: Family = {
  name: 'fsc-per-mile-times-miles',
  draw: { ref: '########', fscChance: 1, picks: [1, 2] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:13px}.page{width:760px;padding:24px 32px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #999;padding:4px 6px;text-align:left;vertical-align:top}th{background:#f0f0f0}td.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const perMile = d.fsc !== null ? (d.fsc / d.miles).toFixed(4) : '';
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right"><b>PRO # ${d.loadReference}</b><br>BOL ${d.otherNumbers.bol}<br>${d.issued}</div></div>
      <table><tr><th>Stop</th><th>Location</th><th>Appointment</th></tr>
      ${d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'Shipper' : 'Receiver'}</td><td>${block(s, st.place)}</td><td>${st.date} ${st.time}<br>${st.ref}</td></tr>`).join('')}</table>
      <table style="width:70%"><tr><th>Charge</th><th>Calculation</th><th>Amount</th></tr>
      <tr><td>Base Rate</td><td>flat</td><td class="r">${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel Surcharge</td><td>$${perMile}/mi x ${s.miles()} mi</td><td class="r">${s.money(d.fsc)}</td></tr>` : ''}
      ${accessorials(s).filter(([l]) => l !== 'Fuel Surcharge').map(([l, a]) => `<tr><td>${esc(l)}</td><td></td><td class="r">${s.money(a)}</td></tr>`).join('')}
      <tr><th>Grand Total</th><th></th><th style="text-align:right">${s.total()}</th></tr></table>
      <p>Total trip miles ${s.miles()} · ${esc(d.equipment)} · ${esc(d.commodity)}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** "Carrier Rate" and "Total Rate", then a negative quick-pay discount and the "Net Pay" below it. */
const quickPayNet: Family = {
  name: 'quick-pay-net',
  draw: { ref: '######', miles: [200, 1300] },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:26px 34px}
    .row{display:flex;justify-content:space-between;width:380px;padding:2px 0}.st{margin:6px 0 10px;line-height:1.4}
    .sep{border-top:1px solid #000;width:380px;margin:3px 0}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const pct = pick(s.r, [2, 3, 5]);
    const fee = cents(d.total * pct / 100);
    const row = (k: string, v: string) => `<div class="row"><span>${k}</span><span>${v}</span></div>`;
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}
      <h3 style="margin:14px 0 6px">Rate Confirmation — Confirmation # ${d.loadReference}</h3>
      <b>Pickup</b><div class="st">${block(s, p.place)}<br>${p.date} ${p.time} · PU# ${p.ref}</div>
      <b>Delivery</b><div class="st">${block(s, q.place)}<br>${q.date} ${q.time} · DEL# ${q.ref}</div>
      ${row('Loaded Miles', s.miles())}${row('Carrier Rate', s.money(d.rate))}
      ${accessorials(s).map(([l, a]) => row(esc(l), s.money(a))).join('')}<div class="sep"></div>
      ${row('<b>Total Rate</b>', `<b>${s.total()}</b>`)}${row(`Quick Pay Discount (${pct}%)`, `-${s.money(fee)}`)}
      ${row('Net Pay (quick pay)', s.money(cents(d.total - fee)))}
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** Several picks and drops in one table with their company, street and pick-up numbers; "Transportation". */
const manyStopsShipmentId: Family = {
  name: 'many-stops-shipment-id',
  draw: { ref: 'S########', picks: [2, 3], drops: [1, 3] },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:800px;padding:22px 26px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #888;padding:3px 5px;text-align:left;vertical-align:top}th{background:#e6e6e6}td.r{text-align:right}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right">Shipment ID<br><b style="font-size:16px">${d.loadReference}</b><br>Customer PO ${d.otherNumbers.po}</div></div>
      <table><tr><th>#</th><th>Type</th><th>Company</th><th>Address</th><th>City</th><th>State</th><th>Date</th><th>Pickup / Delivery #</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Pickup' : 'Drop'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('')}</table>
      <table style="width:55%"><tr><th>Description</th><th>Amount</th></tr><tr><td>Transportation</td><td class="r">${s.money(d.rate)}</td></tr>
      ${accessorials(s).map(([l, a]) => `<tr><td>${esc(l)}</td><td class="r">${s.money(a)}</td></tr>`).join('')}
      <tr><th>Amount Due Carrier</th><th style="text-align:right">${s.total()}</th></tr></table>
      <p>Miles ${s.miles()} · Deadhead ${d.deadhead} · ${esc(d.equipment)}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** "Agreed Rate" with a tarp fee line; Load No. in a header box beside the broker's MC and the pick-up number. */
const agreedRateTarp: Family = {
  name: 'agreed-rate-tarp',
  draw: { ref: '#######', termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:24px 32px}
    .hb{display:flex;gap:10px;margin:8px 0}.hb>div{border:2px solid #222;padding:4px 10px;text-align:center}.hb small{display:block;font-size:10px}
    .sec{margin-top:10px}.sec b{display:block;border-bottom:1px solid #777;margin-bottom:3px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const tarp = d.equipment.startsWith('Flatbed') || d.equipment === 'Step Deck' || s.maybe(0.5);
    if (tarp) extraCharge(s, 'Tarp Fee', pick(s.r, [75, 100, 125]));
    const box = (k: string, v: string) => `<div><small>${k}</small>${v}</div>`;
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b> · ${d.otherNumbers.brokerMc}<br>${s.office(d.broker, ' · ')}
      <div class="hb">${box('LOAD NO.', `<b>${d.loadReference}</b>`)}${box('BROKER MC', d.otherNumbers.brokerMc.replace('MC-', ''))}${box('PICKUP NO.', p.ref)}${box('WEIGHT', weightLbs(s))}</div>
      <div class="sec"><b>Origin</b>${block(s, p.place)} — ${p.date} ${p.time}</div>
      <div class="sec"><b>Destination</b>${block(s, q.place)} — ${q.date} ${q.time}</div>
      <div class="sec"><b>Pay</b>Agreed Rate ${s.money(d.rate)}<br>
      ${accessorials(s).map(([l, a]) => `${esc(l)} ${s.money(a)}<br>`).join('')}
      <b style="border:0">Total ${s.total()}</b></div>
      <p>Distance ${s.miles()} miles · ${esc(d.equipment)}${tarp ? ' · tarped' : ''}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** Bill To beside the Shipper, both a company over a street over a city; Remit To under them. */
const billToBesideShipper: Family = {
  name: 'bill-to-beside-shipper',
  draw: { ref: '#########', drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:780px;padding:22px 28px}
    .grid{display:grid;grid-template-columns:1fr 1fr;gap:8px 18px;margin-top:10px}.grid>div{border:1px solid #999;padding:5px 8px;line-height:1.4}
    .t{font-weight:bold;text-transform:uppercase;font-size:11px;color:#333}table{border-collapse:collapse;margin-top:10px}td{padding:2px 16px 2px 0}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const addr = (o: Place) => `${esc(o.name)}<br>${esc(o.street)}<br>${esc(o.city)}, ${o.st} ${o.zip}`;
    const shipper = `<div><div class="t">Shipper</div>${addr(p.place)}<br>${p.date} ${p.time}</div>`;
    const bill = `<div><div class="t">Bill To</div>${addr(d.billTo)}</div>`;
    const cons = `<div><div class="t">Consignee</div>${addr(q.place)}<br>${q.date} ${q.time}</div>`;
    const remit = `<div><div class="t">Remit To</div>${addr(d.remitTo)}</div>`;
    const billFirst = s.maybe(0.5);
    return `<div class="page"><div style="display:flex;justify-content:space-between"><b style="font-size:18px">${esc(d.broker.name)}</b><span>Load # ${d.loadReference}</span></div>
      <div class="grid">${billFirst ? bill + shipper : shipper + bill}${billFirst ? remit + cons : cons + remit}</div>
      <table><tr><td>Line Haul</td><td>${s.money(d.rate)}</td></tr>${accessorials(s).map(([l, a]) => `<tr><td>${esc(l)}</td><td>${s.money(a)}</td></tr>`).join('')}
      <tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr><tr><td>Miles</td><td>${s.miles()}</td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A charges table listing the accessorials before the linehaul ("Line Haul Rate" is not the first amount). */
const accessorialsBeforeLinehaul: Family = {
  name: 'accessorials-before-linehaul',
  draw: { ref: 'L######', termsChance: 1, lumperAsChargeChance: 0.7, drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:760px;padding:24px 30px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #aaa;padding:3px 6px;text-align:left}td.r{text-align:right}th{background:#ddd}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    if (d.terms.detention && s.maybe(0.6)) extraCharge(s, `Detention ${d.terms.detention.freeHours + 2} hrs`, d.terms.detention.perHour * 2);
    const lines = [...accessorials(s).reverse(), ['Line Haul Rate', d.rate] as const];
    return `<div class="page"><b style="font-size:17px">${esc(d.broker.name)}</b> — Load Confirmation ${d.loadReference}<br>${s.office(d.broker, ' · ')}
      <table><tr><th style="width:50%">Pick Up</th><th>Deliver</th></tr><tr><td>${block(s, p.place)}<br>${p.date} ${p.time}</td><td>${block(s, q.place)}<br>${q.date} ${q.time}</td></tr></table>
      <table style="width:60%"><tr><th>Charge</th><th>Amount</th></tr>${lines.map(([l, a]) => `<tr><td>${esc(l)}</td><td class="r">${s.money(a, 'plain')}</td></tr>`).join('')}
      <tr><th>Total Carrier Pay</th><th style="text-align:right">${s.total('plain')}</th></tr></table>
      <p>Loaded miles ${s.miles()} · Rate per mile (linehaul) ${s.rpm()}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A header row of labelled boxes, label above value: BOL, PO, Pickup #, Delivery #, Order #. */
const refBoxesOrderAmongPo: Family = {
  name: 'ref-boxes-order-among-po',
  draw: { ref: '#########' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:780px;padding:22px 28px}
    .boxes{display:flex;margin:10px 0}.boxes>div{flex:1;border:1px solid #333;padding:3px 6px}.boxes small{display:block;font-size:9px;color:#444;text-transform:uppercase}
    .two{display:flex;gap:16px}.two>div{flex:1;border:1px solid #999;padding:5px 8px;line-height:1.4}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const boxes: Array<[string, string]> = [['BOL #', d.otherNumbers.bol.replace('BOL', '')], ['PO #', d.otherNumbers.po], ['Pickup #', p.ref], ['Order #', d.loadReference], ['Delivery #', q.ref]];
    const start = int(s.r, 0, boxes.length - 1);
    const ordered = [...boxes.slice(start), ...boxes.slice(0, start)];
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b> &nbsp; Carrier Confirmation<br>${s.office(d.broker, ' · ')}
      <div class="boxes">${ordered.map(([k, v]) => `<div><small>${k}</small>${v}</div>`).join('')}</div>
      <div class="two"><div><b>Ship From</b><br>${block(s, p.place)}<br>${p.date} ${p.time}</div><div><b>Ship To</b><br>${block(s, q.place)}<br>${q.date} ${q.time}</div></div>
      <p>Carrier Rate ${s.money(d.rate)}${d.fsc !== null ? ` &nbsp; Fuel ${s.money(d.fsc)}` : ''}${d.tolls !== null ? ` &nbsp; Tolls ${s.money(d.tolls)}` : ''} &nbsp; <b>Total ${s.total()}</b> &nbsp; Miles ${s.miles()}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** "Pickup #1", "Pickup #2", "Delivery #1" blocks, each with its own pick-up number line. */
const numberedPickupBlocks: Family = {
  name: 'numbered-pickup-blocks',
  draw: { ref: '#######', picks: [1, 3], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:22px 30px}
    .st{border:1px solid #777;margin:6px 0;display:flex}.st .n{background:#444;color:#fff;padding:6px;width:110px;font-weight:bold}.st .b{padding:4px 8px;line-height:1.35}`,
  body(s) {
    const d = s.d;
    const np = { pick: 0, drop: 0 };
    const stop = (st: Stop) => {
      np[st.kind] += 1;
      const h = st.kind === 'pick' ? `Pickup #${np.pick}` : `Delivery #${np.drop}`;
      return `<div class="st"><div class="n">${h}</div><div class="b">${block(s, st.place)}<br>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} # ${st.ref} · ${st.date} ${st.time}</div></div>`;
    };
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right"><b>Load # ${d.loadReference}</b><br>Dispatcher ${esc(d.dispatcher)}</div></div>
      ${d.stops.map(stop).join('')}
      <p>Transportation ${s.money(d.rate)}${accessorials(s).map(([l, a]) => ` · ${esc(l)} ${s.money(a)}`).join('')} · <b>Total ${s.total()}</b></p>
      <p>Miles ${s.miles()} · ${esc(d.equipment)} · ${weightLbs(s)}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** The pay box beside the rate breakdown: "TOTAL RATE" in large type on the linehaul's line. */
const totalBoxBesideBreakdown: Family = {
  name: 'total-box-beside-breakdown',
  draw: { ref: 'P#######', drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:24px 32px}
    .pay{display:flex;gap:20px;margin-top:12px;align-items:flex-start}.bd td{padding:2px 14px 2px 0}.tb{border:3px solid #000;padding:8px 16px;text-align:center}
    .stops{display:flex;gap:20px}.stops>div{flex:1;line-height:1.4}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}
      <p><b>Rate Confirmation</b> · Load # ${d.loadReference} · BOL ${d.otherNumbers.bol}</p>
      <div class="stops"><div><b>Pickup #1</b><br>${block(s, p.place)}<br>${p.date} ${p.time}</div><div><b>Final Drop</b><br>${block(s, q.place)}<br>${q.date} ${q.time}</div></div>
      <div class="pay"><table class="bd"><tr><td>Line Haul</td><td>${s.money(d.rate)}</td></tr>${accessorials(s).map(([l, a]) => `<tr><td>${esc(l)}</td><td>${s.money(a)}</td></tr>`).join('')}
      <tr><td>Miles</td><td>${s.miles()}</td></tr></table>
      <div class="tb">TOTAL RATE<br><b style="font-size:22px">${s.total()}</b><br><small>USD, all charges</small></div></div>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** The money summary first, each stop in one line ("Company · street · City, ST ZIP"), Net Pay after fees. */
const summaryFirstNetPay: Family = {
  name: 'summary-first-net-pay',
  draw: { ref: '##-#####', picks: [1, 2] },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11px}.page{width:800px;padding:22px 26px}.l{white-space:pre-wrap}`,
  body(s) {
    const d = s.d;
    const fee = pick(s.r, [15, 25, 35]);
    const pad = (k: string, v: string) => `${k.padEnd(26, ' ')}${v.padStart(14, ' ')}`;
    const stopLine = (st: Stop, i: number) => `${String(i + 1).padStart(2, '0')} ${st.kind === 'pick' ? 'PICK' : 'DROP'} ${esc(st.place.name)} · ${esc(st.place.street)} · ${s.cs(st.place)} ${st.place.zip} · ${st.date} ${st.time}`;
    const lines = [
      `${esc(d.broker.name.toUpperCase())}   ${esc(d.broker.city)}, ${d.broker.st}   ${d.broker.phone}`,
      `CARRIER LOAD CONFIRMATION        ORDER # ${d.loadReference}`,
      `PO ${d.otherNumbers.po}   ${d.otherNumbers.bol}`,
      '',
      'PAY SUMMARY',
      pad('LINE HAUL', s.money(d.rate, 'plain')),
      ...accessorials(s).map(([l, a]) => pad(l.toUpperCase(), s.money(a, 'plain'))),
      pad('TOTAL CARRIER PAY', s.total('plain')),
      pad('LESS: COMCHECK FEE', `-${s.money(fee, 'plain')}`),
      pad('NET PAY', s.money(cents(d.total - fee), 'plain')),
      '',
      `LOADED MILES ${d.miles}   EMPTY MILES ${d.deadhead}`,
      '',
      'STOPS',
      ...d.stops.map(stopLine),
    ];
    return `<div class="page"><div class="l">${lines.join('\n')}</div>
      <p style="font-size:10px;font-family:'DejaVu Sans'">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

export const families: Family[] = [freightChargeTotalPay, flatRateFuelIncluded, fscPerMileTimesMiles, quickPayNet, manyStopsShipmentId,
  agreedRateTarp, billToBesideShipper, accessorialsBeforeLinehaul, refBoxesOrderAmongPo, numberedPickupBlocks, totalBoxBesideBreakdown,
  summaryFirstNetPay];
