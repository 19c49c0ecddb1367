// Twelve layout families by an eighth author, written from what US broker confirmations look like
// for loads with more going on, and blind to the reader (docs/decisions/009-ocr.md, "Layout
// families"): two- and three-stop loads (multi-pick, multi-drop), partials, expedited team runs,
// power-only trailer moves and box-truck final-mile routes, with charges tables that list
// linehaul, fuel, stop-off pay, lumper, detention and tolls on their own lines; miles printed as
// "Trip Miles", "Loaded Miles", "Total Distance" or only inside a route line, often beside the
// deadhead. Fresh families: rendered with `--split fresh`, measured before they join any training
// index.
import type { ChargeLine, Stop } from '../../load';
import { esc, type Family, type Sheet, first, last } from '../../sheet';
import { ampm, csz, drawPhone, hhmm, hoursLater, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

type Code = ChargeLine['code'];
/** The load's pay lines under this layout's names; a stop-off line keeps its count. */
const lines = (s: Sheet, names: Record<Code, string>) => s.d.charges.map((c) => {
  const n = /\((\d+)\)/.exec(c.label)?.[1];
  return { code: c.code, amount: c.amount, label: c.code === 'stop' && n ? `${names.stop} (${n})` : names[c.code], count: Number(n ?? 1) };
});
/** The detention term as a charges-table line with no amount: billed only if incurred. */
const detentionLine = (s: Sheet): string | null => {
  const t = s.d.terms.detention;
  if (!t) return null;
  s.printed.terms.add('detention');
  return `$${t.perHour}.00/hr after ${t.freeHours} hr${t.freeHours > 1 ? 's' : ''}`;
};
const pallets = (s: Sheet) => Math.max(1, Math.min(12, Math.round(s.d.pieces / 2)));

/** A multi-stop tender: stops as rows with a Seq column, Trip Miles beside Deadhead, a six-line charges table and total. */
const multistopTenderGrid: Family = {
  name: 'a8-multistop-tender-grid',
  draw: { picks: [1, 2], drops: [2, 2], ref: 'T######', fscChance: 0.8, tollsChance: 0.5, termsChance: 0.8, lumperAsChargeChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#111}.page{width:816px;padding:22px 30px}
    .hd{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:6px}.hd b{font-size:19px}
    .kv{display:grid;grid-template-columns:repeat(4,1fr);border:1px solid #888;margin-top:10px}.kv div{padding:4px 6px;border-right:1px solid #ccc;border-bottom:1px solid #ccc}
    .kv span{display:block;font-size:8.5px;color:#555}table{width:100%;border-collapse:collapse;margin-top:10px}
    th{background:#333;color:#fff;font-size:10px;text-align:left;padding:3px 5px}td{border:1px solid #aaa;padding:3px 5px;vertical-align:top}
    .r{text-align:right}.t td{font-weight:bold;font-size:12px;border-top:2px solid #000}.fine{font-size:8.5px;color:#444;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? `PU ${stopNo(s, st)}` : `DEL ${stopNo(s, st)}`}</td>
      <td><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date}<br>${st.time} - ${hoursLater(st.time, 3)}</td>
      <td>${st.ref}<br>${int(s.r, 1, 14)} plts / ${(int(s.r, 2, 16) * 500).toLocaleString('en-US')} lb</td></tr>`).join('');
    const pay = lines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop-Off Pay', lumper: 'Lumper' });
    const det = detentionLine(s);
    const order: Code[] = ['linehaul', 'fsc', 'stop', 'lumper'];
    const row = (l: (typeof pay)[number]) => `<tr><td>${l.label}</td><td class="r">${l.count}</td><td class="r">${s.money(l.amount)}</td></tr>`;
    const body = [...order.flatMap((c) => pay.filter((l) => l.code === c).map(row)),
      det ? `<tr><td>Detention (${det})</td><td class="r">0</td><td class="r">if incurred</td></tr>` : '',
      ...pay.filter((l) => l.code === 'tolls').map(row)].join('');
    const others = s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `${k}: ${v}`).join(' · ');
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div>
      <div style="text-align:right"><b style="font-size:15px">MULTI-STOP RATE CONFIRMATION</b><br>${d.otherNumbers.brokerMc} · Issued ${d.issued}</div></div>
      <div class="kv"><div><span>Tender #</span><b style="font-size:13px">${d.loadReference}</b></div><div><span>Customer PO</span>${d.otherNumbers.po}</div>
        <div><span>Trip Miles</span><b>${s.miles()}</b></div><div><span>Deadhead</span>${d.deadhead} mi</div>
        <div><span>Carrier</span>${esc(d.carrier.name)}</div><div><span>MC / DOT</span>${d.carrier.mc} / ${d.carrier.dot}</div>
        <div><span>Equipment</span>${esc(d.equipment)}</div><div><span>Stops</span>${d.stops.length} (${s.picks.length} pick / ${s.drops.length} drop)</div></div>
      <table><tr><th>Seq</th><th>Type</th><th>Facility</th><th>Appt Window</th><th>Ref / Qty</th></tr>${rows}</table>
      <table style="width:60%;margin-left:40%"><tr><th>Charge</th><th class="r">Qty</th><th class="r">Amount</th></tr>${body}
        <tr class="t"><td colspan="2">TOTAL CARRIER PAY</td><td class="r">${s.total()}</td></tr></table>
      <div style="margin-top:8px">${esc(others) || 'Layover and TONU by approval only.'}</div>
      <div class="fine">${s.boilerplate()} Remit to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</div></div>`;
  },
};

/** A partial (LTL-size) load: labels above values, split City / State / Zip cells, linear feet and pallets, Loaded Miles. */
const partialLoadSplitCells: Family = {
  name: 'a8-partial-load-split-cells',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'PTL-#####', fscChance: 0.6, tollsChance: 0.3, miles: [150, 1100] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:816px;padding:26px 34px}
    h1{font-size:17px;margin:0;color:#0d4d3a}.sub{color:#555;font-size:10px}.box{border:1px solid #6a9;margin-top:10px}
    .box h2{margin:0;background:#e3f2ec;font-size:11px;padding:3px 6px;color:#0d4d3a;border-bottom:1px solid #6a9}
    table{width:100%;border-collapse:collapse}th{font-size:8.5px;color:#555;text-align:left;font-weight:normal;padding:3px 6px 0}
    td{padding:0 6px 5px;vertical-align:top}.g td,.g th{border-bottom:1px solid #cde}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const ft = int(s.r, 6, 24);
    const stop = (st: Stop) => `<tr class="g"><th>${st.kind === 'pick' ? 'Shipper' : `Consignee ${s.drops.length > 1 ? stopNo(s, st) : ''}`}</th><th>Street</th><th>City</th><th>State</th><th>Zip</th><th>Date</th><th>Hours</th><th>Ref #</th></tr>
      <tr class="g"><td><b>${esc(st.place.name)}</b></td><td>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td>
      <td>${st.date}</td><td>${hhmm(st.time)}-${hhmm(hoursLater(st.time, 6))}</td><td>${st.ref}</td></tr>`;
    const pay = lines(s, { linehaul: 'Partial Rate', fsc: 'FSC', tolls: 'Toll Reimb.', stop: 'Add\'l Drop', lumper: 'Lumper' });
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><h1>${esc(d.broker.name)}</h1>
      <div class="sub">${esc(d.broker.street)} · ${csz(d.broker)} · ${d.broker.phone} · ${d.otherNumbers.brokerMc}</div></div>
      <div style="text-align:right"><b style="font-size:14px">PARTIAL LOAD CONFIRMATION</b><br>Shipment ID <b>${d.loadReference}</b><br>Date ${d.issued}</div></div>
      <div class="box"><h2>Shipment</h2><table><tr><th>Mode</th><th>Equipment</th><th>Space Used</th><th>Pallets</th><th>Weight</th><th>Loaded Miles</th><th>Empty to PU</th></tr>
        <tr><td>Partial / Shared truck</td><td>${esc(d.equipment)}</td><td>${ft} linear ft</td><td>${pallets(s)}</td><td>${d.weight.toLocaleString('en-US')} lbs</td><td><b>${s.miles()}</b></td><td>${d.deadhead}</td></tr></table></div>
      <div class="box"><h2>Stops</h2><table>${d.stops.map(stop).join('')}</table></div>
      <div style="display:flex;gap:14px"><div class="box" style="flex:1"><h2>Carrier Pay</h2><table>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total('usd')}</b></td></tr>` : ''}</table></div>
        <div class="box" style="flex:1"><h2>Carrier</h2><table><tr><td>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver ${esc(d.carrier.driver)} · Unit ${d.carrier.truck}</td></tr></table></div></div>
      <p style="font-size:10.5px">Shared trailer: do not load over ${ft} ft. ${s.termSentences().map(esc).join(' ')}</p>
      <p style="font-size:9px;color:#555">${s.boilerplate()} Bill to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</p></div>`;
  },
};

/** An expedited team run: hot-load banner, stops as cards, Total Distance and Empty Miles, pay as a definition list. */
const expediteTeamCards: Family = {
  name: 'a8-expedite-team-cards',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'EXP#######', fscChance: 0.7, tollsChance: 0.45, miles: [500, 2200] },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#1c1c1c}.page{width:816px;padding:0 0 20px}
    .ban{background:#b91c1c;color:#fff;padding:10px 26px;display:flex;justify-content:space-between;align-items:center}.ban b{font-size:20px}
    .wrap{padding:12px 26px}.cards{display:flex;gap:10px;margin-top:10px}.card{flex:1;border:2px solid #ddd;border-radius:6px;padding:8px 10px}
    .card h3{margin:0 0 4px;font-size:11px;color:#b91c1c}.big{font-size:15px;font-weight:bold}dl{display:grid;grid-template-columns:1fr auto;margin:0;gap:3px 20px}
    dt{color:#444}dd{margin:0;text-align:right;font-weight:bold}.strip{display:flex;gap:24px;background:#f5f5f5;padding:8px 12px;margin-top:10px}
    .strip span{display:block;font-size:9px;color:#666;text-transform:uppercase}`,
  body(s) {
    const d = s.d;
    const card = (st: Stop) => `<div class="card"><h3>${st.kind === 'pick' ? 'PICK UP' : `DELIVER${s.drops.length > 1 ? ` #${stopNo(s, st)}` : ''}`}</h3>
      <div class="big">${esc(st.place.city)}, ${st.place.st}</div>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}
      <div style="margin-top:4px">${st.kind === 'pick' ? 'Ready' : 'Must deliver by'}: ${st.date} ${ampm(st.time)}<br>Ref: ${st.ref}</div></div>`;
    const pay = lines(s, { linehaul: 'Team Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' });
    const det = detentionLine(s);
    const showTotal = s.maybe(0.5);
    return `<div class="page"><div class="ban"><div><b>EXPEDITED — TEAM REQUIRED</b><br>${esc(d.broker.name)} Expedite Desk · 24/7 ${d.broker.phone}</div>
      <div style="text-align:right">Load ID<br><b>${d.loadReference}</b></div></div><div class="wrap">
      <div class="strip"><div><span>Total Distance</span><b>${s.miles()} mi</b></div><div><span>Empty Miles</span>${d.deadhead}</div>
        <div><span>Drivers</span>${esc(d.carrier.driver)} + co-driver</div><div><span>Truck</span>${esc(d.equipment)} #${d.carrier.truck}</div><div><span>Issued</span>${d.issued}</div></div>
      <div class="cards">${d.stops.map(card).join('')}</div>
      <div style="display:flex;gap:20px;margin-top:12px"><div style="flex:1"><h3 style="margin:0 0 6px">Rate Breakdown</h3><dl>
        ${pay.map((l) => `<dt>${l.label}</dt><dd>${s.money(l.amount)}</dd>`).join('')}
        ${det ? `<dt>Detention</dt><dd style="font-weight:normal">${det}</dd>` : ''}
        ${showTotal ? `<dt style="border-top:1px solid #000">Total Pay</dt><dd style="border-top:1px solid #000">${s.total()}</dd>` : ''}</dl></div>
        <div style="flex:1;font-size:11px"><b>Carrier:</b> ${esc(d.carrier.name)} (${d.carrier.mc})<br><b>Commodity:</b> ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lb<br>
        <b>Service:</b> No stops over 30 min; check call every 4 hrs; both drivers on ELD.<br>${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `<b>${k}:</b> ${v}`).join('<br>')}</div></div>
      <p style="font-size:9px;color:#555">${s.boilerplate()}</p></div></div>`;
  },
};

/** A power-only trailer move: trailer number and drop yard, miles only in the route line, linehaul and fuel in a two-row box. */
const powerOnlyRouteLine: Family = {
  name: 'a8-power-only-route-line',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'PO-######', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Serif';font-size:12px}.page{width:816px;padding:30px 44px}
    .hd{border-bottom:3px double #000;padding-bottom:6px;display:flex;justify-content:space-between}.hd b{font-size:18px}
    .route{font-size:14px;border:1px solid #000;padding:8px 10px;margin:12px 0;background:#fafafa}
    table{border-collapse:collapse;width:100%}td{padding:4px 6px;vertical-align:top;border:1px solid #999}td.k{width:140px;background:#f0f0f0;font-weight:bold}
    .r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const trailer = `${pick(s.r, ['UMXU', 'JBHZ', 'NFIU', 'SWFT'])} ${int(s.r, 100000, 999999)}`;
    const pay = lines(s, { linehaul: 'Linehaul (power only)', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    const style = pick(s.r, ['arrow', 'via', 'dash'] as const);
    const route = style === 'arrow' ? `${s.cs(p.place)} &rarr; ${s.cs(q.place)} &nbsp;|&nbsp; ${s.miles()} loaded mi &nbsp;|&nbsp; ${d.deadhead} mi deadhead`
      : style === 'via' ? `Route: ${s.cs(p.place)} to ${s.cs(q.place)} via practical route, ${d.miles} mi (empty ${d.deadhead} mi to hook)`
        : `${esc(p.place.city.toUpperCase())} ${p.place.st} - ${esc(q.place.city.toUpperCase())} ${q.place.st} / ${d.miles} MI / DH ${d.deadhead}`;
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div><div style="text-align:right">
      <b>POWER ONLY</b><br>Rate Confirmation<br>No. ${d.loadReference}</div></div>
      <div class="route">${route}</div>
      <table><tr><td class="k">Carrier</td><td>${esc(d.carrier.name)} · ${d.carrier.mc} · Tractor ${d.carrier.truck}</td></tr>
        <tr><td class="k">Trailer</td><td>${trailer} (53' dry van, provided by shipper — carrier supplies power only)</td></tr>
        <tr><td class="k">Hook loaded at</td><td>${s.address(p.place)}<br>${p.date} ${ampm(p.time)} · Pickup # ${p.ref}</td></tr>
        <tr><td class="k">Drop trailer at</td><td>${s.address(q.place)}<br>${q.date} ${ampm(q.time)} · Delivery # ${q.ref}</td></tr>
        <tr><td class="k">Commodity</td><td>${esc(d.commodity)} · ${d.weight.toLocaleString('en-US')} lbs · Seal on arrival</td></tr></table>
      <table style="margin-top:12px;width:55%">${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${s.maybe(0.5) ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p>${s.termSentences().map(esc).join(' ')} Trailer interchange: carrier responsible for trailer while in possession; report damage at hook.</p>
      <p style="font-size:9.5px">${s.boilerplate()}</p><p>Dispatcher: ${esc(d.dispatcher)} &nbsp; Accepted: ______________________</p></div>`;
  },
};

/** A box-truck final-mile route sheet: one warehouse pick, numbered residential-style drops, stop pay per drop, Route Miles. */
const finalMileRouteSheet: Family = {
  name: 'a8-final-mile-route-sheet',
  draw: { picks: [1, 1], drops: [2, 3], ref: 'FM######', fscChance: 0.5, tollsChance: 0.3, miles: [60, 420], lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:20px 28px}
    .hd{display:flex;justify-content:space-between;align-items:flex-start}.hd h1{margin:0;font-size:18px}
    table{width:100%;border-collapse:collapse;margin-top:8px}th{border:1px solid #000;background:#ddd;font-size:9.5px;padding:3px}td{border:1px solid #000;padding:3px 4px;vertical-align:top}
    .r{text-align:right}.c{text-align:center}.chk{font-family:'DejaVu Sans Mono'}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td class="c">${i === 0 ? 'W' : i}</td><td>${st.kind === 'pick' ? 'LOAD OUT' : 'DELIVER'}</td>
      <td>${esc(st.place.name)}<br>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td class="c">${st.place.st}</td><td>${st.place.zip}</td>
      <td>${st.time}</td><td>${st.ref}</td><td class="chk">${st.kind === 'drop' ? (s.maybe(0.5) ? '[X] Liftgate' : '[ ] Liftgate') : '—'}</td></tr>`).join('');
    const pay = lines(s, { linehaul: 'Route Rate', fsc: 'Fuel Adj.', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Unload Help' });
    const det = detentionLine(s);
    return `<div class="page"><div class="hd"><div><h1>Final Mile Route Confirmation</h1>${esc(d.broker.name)} · Last Mile Division<br>${s.office(d.broker, ' · ')}</div>
      <div style="border:2px solid #000;padding:6px 10px;text-align:right">Route # <b style="font-size:15px">${d.loadReference}</b><br>Service date ${first(s).date}<br>Vehicle: 26' Box Truck w/ liftgate</div></div>
      <table><tr><th>#</th><th>Task</th><th>Name / Address</th><th>City</th><th>ST</th><th>Zip</th><th>Time</th><th>Order</th><th>Notes</th></tr>${rows}</table>
      <div style="display:flex;gap:16px;margin-top:10px"><div style="flex:1"><table><tr><th>Route Miles</th><th>Miles Out to Warehouse</th><th>Drops</th><th>Pieces</th></tr>
        <tr><td class="c"><b>${s.miles()}</b></td><td class="c">${d.deadhead}</td><td class="c">${s.drops.length}</td><td class="c">${d.pieces}</td></tr></table>
        <p>Contractor: ${esc(d.carrier.name)} (${d.carrier.mc})<br>Driver/helper: ${esc(d.carrier.driver)} + 1 · Truck ${d.carrier.truck}<br>
        POD photos required at every drop. ${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `${k} ${v}.`).join(' ')}</p></div>
        <div style="flex:1"><table><tr><th>Pay Item</th><th>Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${det ? `<tr><td>Wait Time</td><td class="r">${det}</td></tr>` : ''}<tr><td><b>Route Total</b></td><td class="r"><b>${s.total()}</b></td></tr></table></div></div>
      <p style="font-size:9px">${s.boilerplate()}</p></div>`;
  },
};

/** A monospace TMS printout: stop blocks separated by rules, LD MI and MT MI on one line, charge codes with amounts. */
const monoStopBlocks: Family = {
  name: 'a8-mono-stop-blocks',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', fscChance: 0.75, tollsChance: 0.4, lumperAsChargeChance: 0.5 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11.5px}.page{width:816px;padding:24px 34px}pre{margin:0;font-family:inherit;white-space:pre}`,
  body(s) {
    const d = s.d;
    const rule = '-'.repeat(78);
    const blocks = d.stops.map((st, i) => `STOP ${i + 1}  ${st.kind === 'pick' ? 'PICKUP  ' : 'DELIVERY'}   APPT ${st.date} ${hhmm(st.time)}   REF ${st.ref}
        ${esc(st.place.name.toUpperCase())}
        ${esc(st.place.street.toUpperCase())}
        ${esc(st.place.city.toUpperCase())}, ${st.place.st} ${st.place.zip}
${rule}`).join('\n');
    const codes: Record<Code, string> = { linehaul: 'LH   LINE HAUL', fsc: 'FSC  FUEL SURCHARGE', tolls: 'TOL  TOLLS', stop: 'SO   STOP OFF', lumper: 'LUM  LUMPER' };
    const pay = s.d.charges.map((c) => `${codes[c.code].padEnd(34)}${s.money(c.amount, 'plain').padStart(12)}`);
    const det = detentionLine(s);
    if (det) pay.push(`${'DET  DETENTION'.padEnd(34)}${'*'.padStart(12)}   * ${det}`);
    const showTotal = s.maybe(0.7);
    return `<div class="page"><pre>${esc(d.broker.name.toUpperCase())}                         LOAD CONFIRMATION
${esc(d.broker.street.toUpperCase())}, ${csz(d.broker)}     PH ${d.broker.phone}
${rule}
LOAD# ${d.loadReference}     DATE ${d.issued}     DISP ${esc(d.dispatcher.toUpperCase())}
CARRIER ${esc(d.carrier.name.toUpperCase())}  ${d.carrier.mc}  TRK ${d.carrier.truck}
EQUIP ${esc(d.equipment.toUpperCase())}   WT ${d.weight}   PCS ${d.pieces}
LD MI ${String(d.miles).padStart(5)}   MT MI ${String(d.deadhead).padStart(4)}   STOPS ${d.stops.length}
${rule}
${blocks}
CARRIER PAY
${pay.join('\n')}
${showTotal ? `${' '.repeat(34)}${'-'.repeat(12)}\n${'TOTAL'.padEnd(34)}${s.total('plain').padStart(12)}` : ''}
${rule}
${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `${k.toUpperCase()}: ${v}`).join('\n')}
</pre><p style="font-family:'DejaVu Sans Mono';font-size:9.5px;white-space:normal">${s.boilerplate().toUpperCase()}</p></div>`;
  },
};

/** Two columns: shippers on the left, consignees on the right; Loaded Miles and Deadhead Miles boxed under them. */
const shipperConsigneeColumns: Family = {
  name: 'a8-shipper-consignee-columns',
  draw: { picks: [2, 2], drops: [1, 2], ref: '##-#####', fscChance: 0.65, tollsChance: 0.5, termsChance: 0.75 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:26px 32px}
    .hd{text-align:center}.hd b{font-size:18px;letter-spacing:1px}.cols{display:flex;gap:12px;margin-top:12px}.col{flex:1;border:1px solid #444}
    .col h2{margin:0;font-size:12px;background:#444;color:#fff;padding:4px 8px}.st{padding:6px 8px;border-bottom:1px dotted #999}
    .mi{display:flex;gap:12px;margin-top:10px}.mi div{border:1px solid #444;padding:4px 10px}table{border-collapse:collapse;margin-top:10px;width:100%}
    td{padding:3px 8px;border-bottom:1px solid #ddd}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const st = (x: Stop) => `<div class="st"><b>${x.kind === 'pick' ? 'Shipper' : 'Consignee'} ${stopNo(s, x)}:</b> ${esc(x.place.name)}<br>${esc(x.place.street)}<br>${csz(x.place)}
      <br>${x.kind === 'pick' ? 'Pick up' : 'Deliver'} ${x.date} ${ampm(x.time)} · ${x.kind === 'pick' ? 'PU#' : 'PO#'} ${x.ref}</div>`;
    const pay = lines(s, { linehaul: 'Freight Charge', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Extra Pick Pay', lumper: 'Lumper Fee' });
    const det = detentionLine(s);
    const showTotal = s.maybe(0.75);
    return `<div class="page"><div class="hd"><b>${esc(d.broker.name.toUpperCase())}</b><br>${s.office(d.broker, ' | ')} | ${d.otherNumbers.brokerMc}
      <h1 style="font-size:15px;margin:10px 0 0">Load Confirmation &amp; Rate Agreement — Load ${d.loadReference}</h1></div>
      <div style="margin-top:8px">Date: ${d.issued} &nbsp; Carrier: ${esc(d.carrier.name)} &nbsp; ${d.carrier.mc} &nbsp; DOT# ${d.carrier.dot} &nbsp; Contact: ${esc(d.dispatcher)}</div>
      <div class="cols"><div class="col"><h2>SHIPPERS</h2>${s.picks.map(st).join('')}</div><div class="col"><h2>CONSIGNEES</h2>${s.drops.map(st).join('')}</div></div>
      <div class="mi"><div>Loaded Miles: <b>${s.miles()}</b></div><div>Deadhead Miles: ${d.deadhead}</div><div>Equipment: ${esc(d.equipment)}</div><div>Weight: ${d.weight.toLocaleString('en-US')} lbs</div></div>
      <table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${det ? `<tr><td>Detention</td><td class="r">${det}</td></tr>` : ''}
        ${showTotal ? `<tr><td><b>Total Rate</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p>${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `${k}: ${v}`).join('; ')}</p>
      <p style="font-size:9.5px">${s.boilerplate()}</p><p>Remit: ${esc(d.remitTo.name)} · ${s.office(d.remitTo, ', ')}</p></div>`;
  },
};

/** An accounting-style ledger: Code / Description / Qty / Unit / Amount with DET and TOL lines, miles in the header as "(loaded)". */
const accessorialLedger: Family = {
  name: 'a8-accessorial-ledger',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'L#######', fscChance: 0.85, tollsChance: 0.55, lumperAsChargeChance: 0.7, termsChance: 0.8 },
  css: `body{font-family:'DejaVu Serif Condensed','DejaVu Serif';font-size:11.5px}.page{width:816px;padding:28px 36px}
    .hd{display:grid;grid-template-columns:2fr 1fr;border-bottom:1px solid #000;padding-bottom:6px}.hd b{font-size:17px}
    table{width:100%;border-collapse:collapse;margin-top:10px}th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px 5px;font-size:10.5px}
    td{padding:3px 5px;border-bottom:1px solid #eee;vertical-align:top}.r{text-align:right}.tot td{border-top:2px solid #000;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const codes: Record<Code, [string, string]> = { linehaul: ['LH', 'Linehaul - flat'], fsc: ['FSC', 'Fuel surcharge'], tolls: ['TOL', 'Tolls (reimbursable)'], stop: ['SOC', 'Stop-off charge'], lumper: ['LUM', 'Lumper (receipt req.)'] };
    const det = detentionLine(s);
    const ledger = d.charges.map((c) => {
      const n = Number(/\((\d+)\)/.exec(c.label)?.[1] ?? 1);
      const [code, text] = codes[c.code];
      return `<tr><td>${code}</td><td>${text}</td><td class="r">${n}</td><td class="r">${s.money(c.amount / n, 'plain')}</td><td class="r">${s.money(c.amount, 'plain')}</td></tr>`;
    });
    if (det) ledger.push(`<tr><td>DET</td><td>Detention ${det}</td><td class="r">0</td><td class="r">${s.d.terms.detention!.perHour}.00</td><td class="r">0.00</td></tr>`);
    const stops = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Origin' : 'Destination'}${st.kind === 'pick' && s.picks.length > 1 ? ` ${stopNo(s, st)}` : st.kind === 'drop' && s.drops.length > 1 ? ` ${stopNo(s, st)}` : ''}</td>
      <td>${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>Carrier Settlement Confirmation<br>${s.office(d.broker, ' · ')}</div>
      <div class="r">Reference: <b>${d.loadReference}</b><br>Date: ${d.issued}<br>BOL: ${d.otherNumbers.bol}<br>Miles: ${s.miles()} (loaded) / ${d.deadhead} (empty)</div></div>
      <p>Payee: ${esc(d.carrier.name)}, ${d.carrier.mc}. Equipment ${esc(d.equipment)}; ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lb.</p>
      <table><tr><th>#</th><th>Stop</th><th>Location</th><th>Scheduled</th><th>Ref</th></tr>${stops}</table>
      <table><tr><th>Code</th><th>Description</th><th class="r">Qty</th><th class="r">Unit</th><th class="r">Amount</th></tr>${ledger.join('')}
        <tr class="tot"><td></td><td>Total payable to carrier</td><td></td><td></td><td class="r">${s.total('plain')}</td></tr></table>
      <p>${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `${k}: ${v}.`).join(' ')}</p>
      <p style="font-size:9.5px">${s.boilerplate()} Payment from ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p></div>`;
  },
};

/** A load app's narrow summary: route timeline down the left, Trip Miles and Deadhead chips, pay card. */
const appTimelineSummary: Family = {
  name: 'a8-app-timeline-summary',
  width: 440,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#########', fscChance: 0.6, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:13px;color:#222}.page{width:440px;padding:16px 18px;background:#fafafa}
    .top{font-size:11px;color:#666}.id{font-size:20px;font-weight:bold;margin:2px 0 8px}.chips span{display:inline-block;background:#e8eefc;border-radius:12px;padding:3px 10px;margin:0 4px 4px 0;font-size:12px}
    .tl{border-left:3px solid #3b6fd8;margin:10px 0 10px 8px;padding-left:14px}.tl div{margin-bottom:10px;position:relative}
    .tl div:before{content:'';position:absolute;left:-21px;top:3px;width:10px;height:10px;border-radius:50%;background:#3b6fd8}
    .k{font-size:10px;color:#777;text-transform:uppercase}.card{background:#fff;border:1px solid #ddd;border-radius:10px;padding:10px 12px;margin-top:8px}
    .row{display:flex;justify-content:space-between;padding:2px 0}`,
  body(s) {
    const d = s.d;
    const tl = d.stops.map((st) => `<div><span class="k">${st.kind === 'pick' ? 'Pickup' : 'Drop'} ${stopNo(s, st)} · ${st.date} ${ampm(st.time)}</span><br>
      <b>${esc(st.place.city)}, ${st.place.st}</b><br>${esc(st.place.name)} · ${esc(st.place.street)} ${st.place.zip}<br><span class="k">Ref ${st.ref}</span></div>`).join('');
    const pay = lines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    const showTotal = s.maybe(0.7);
    return `<div class="page"><div class="top">${esc(d.broker.name)} · Booked ${d.issued}</div><div class="id">Load #${d.loadReference}</div>
      <div class="chips"><span>Trip Miles ${s.miles()}</span><span>Deadhead ${d.deadhead} mi</span><span>${esc(d.equipment)}</span><span>${d.stops.length} stops</span></div>
      <div class="tl">${tl}</div>
      <div class="card"><div class="k">Pay</div>${pay.map((l) => `<div class="row"><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
        ${showTotal ? `<div class="row" style="border-top:1px solid #ccc;font-weight:bold"><span>Total</span><span>${s.total()}</span></div>` : ''}</div>
      <div class="card"><div class="k">Terms</div>${s.termSentences().map(esc).join('<br>') || 'Standard terms.'}</div>
      <div class="card" style="font-size:11px"><div class="k">Broker</div>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}<br>Carrier ${esc(d.carrier.name)} · ${d.carrier.mc}</div></div>`;
  },
};

/** A small broker's letter to a hotshot driver: the stops told in prose, then an itemised pay list with tolls and detention. */
const hotshotMultiPickLetter: Family = {
  name: 'a8-hotshot-multi-pick-letter',
  draw: { picks: [2, 2], drops: [1, 1], ref: '####', fscChance: 0.45, tollsChance: 0.4, miles: [200, 1200] },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px;line-height:1.45}.page{width:816px;padding:40px 64px}
    .lh{border-bottom:2px solid #6b4f1d;padding-bottom:4px;color:#6b4f1d}.lh b{font-size:21px}ul{margin:4px 0}
    table{border-collapse:collapse;margin-left:20px}td{padding:1px 10px}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const [p1, p2] = s.picks as [Stop, Stop];
    const q = last(s);
    const pay = lines(s, { linehaul: 'Line haul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Second pick', lumper: 'Lumper' });
    const det = detentionLine(s);
    const mileWord = pick(s.r, ['loaded miles', 'miles loaded', 'mi. loaded']);
    return `<div class="page"><div class="lh"><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)} · ${csz(d.broker)} · ${d.broker.phone}</div>
      <p style="text-align:right">${d.issued}</p><p>${esc(d.carrier.name)}<br>Attn: ${esc(d.carrier.driver)} (${d.carrier.mc})</p>
      <p><b>Re: Rate confirmation, load ${d.loadReference}</b></p>
      <p>${esc(d.carrier.driver.split(' ')[0]!)}, thanks for taking this one. You will load first at <b>${esc(p1.place.name)}</b>, ${esc(p1.place.street)}, ${csz(p1.place)} on ${p1.date} at ${ampm(p1.time)} (pickup # ${p1.ref}),
      then top off at <b>${esc(p2.place.name)}</b>, ${esc(p2.place.street)}, ${csz(p2.place)} on ${p2.date} by ${ampm(p2.time)} (pickup # ${p2.ref}).
      Deliver to <b>${esc(q.place.name)}</b>, ${esc(q.place.street)}, ${csz(q.place)} on ${q.date} at ${ampm(q.time)}, delivery # ${q.ref}.</p>
      <p>It runs ${s.miles()} ${mileWord} from the first pick; you are about ${d.deadhead} miles out empty. Load is ${esc(d.commodity.toLowerCase())}, ${d.weight.toLocaleString('en-US')} lbs, on your ${esc(d.equipment)} — bring 4 straps and 2 tarps.</p>
      <p>Pay is as follows:</p><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${det ? `<tr><td>Detention</td><td>${det}</td></tr>` : ''}${s.maybe(0.5) ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p>${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `${k}: ${v}.`).join(' ')}</p>
      <p style="font-size:10px">${s.boilerplate()}</p><p>Regards,<br>${esc(d.dispatcher)}<br>${esc(d.broker.name)} · cell ${drawPhone(s, 'dot')}</p></div>`;
  },
};

/** A carrier portal print: tab strip, stops under City / State / Zip column headers, Total Distance in a summary bar. */
const portalTabsPrint: Family = {
  name: 'a8-portal-tabs-print',
  draw: { picks: [1, 1], drops: [1, 3], ref: 'SHP-########', fscChance: 0.7, tollsChance: 0.4, lumperAsChargeChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#333}.page{width:816px;padding:14px 20px}
    .nav{background:#263238;color:#cfd8dc;padding:6px 12px;font-size:10px}.tabs{display:flex;border-bottom:2px solid #00897b;margin-top:10px}
    .tabs span{padding:5px 14px;color:#777}.tabs .on{background:#00897b;color:#fff}.sum{display:flex;gap:0;border:1px solid #cfd8dc;margin-top:8px}
    .sum div{flex:1;padding:5px 8px;border-right:1px solid #cfd8dc}.sum small{display:block;color:#78909c;font-size:9px}
    table{width:100%;border-collapse:collapse;margin-top:8px}th{background:#eceff1;text-align:left;padding:4px;font-size:9.5px;border-bottom:1px solid #b0bec5}
    td{padding:4px;border-bottom:1px solid #eceff1}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Pickup' : 'Delivery'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}</td><td>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = lines(s, { linehaul: 'Base Linehaul', fsc: 'Fuel Surcharge', tolls: 'Toll Charges', stop: 'Additional Stop', lumper: 'Lumper Service' });
    const det = detentionLine(s);
    return `<div class="page"><div class="nav">carrier.${esc(d.broker.name.toLowerCase().replace(/[^a-z]/g, ''))}.com/shipments/${d.loadReference} &nbsp;·&nbsp; Logged in as ${esc(d.carrier.name)} (${d.carrier.mc}) &nbsp;·&nbsp; Printed ${d.issued}</div>
      <h2 style="margin:10px 0 0;font-size:17px">Shipment ${d.loadReference} <span style="font-size:11px;background:#fff3e0;color:#e65100;padding:2px 6px">TENDERED</span></h2>
      <div class="tabs"><span class="on">Details</span><span>Stops (${d.stops.length})</span><span>Charges</span><span>Documents</span><span>Tracking</span></div>
      <div class="sum"><div><small>Total Distance</small><b>${s.miles()} mi</b></div><div><small>Deadhead (est.)</small>${d.deadhead} mi</div><div><small>Equipment</small>${esc(d.equipment)}</div>
        <div><small>Weight</small>${d.weight.toLocaleString('en-US')} lb</div><div><small>Customer PO</small>${d.otherNumbers.po}</div></div>
      <table><tr><th>#</th><th>Type</th><th>Facility</th><th>Address</th><th>City</th><th>State</th><th>Zip</th><th>Date</th><th>Appt</th><th>Ref</th></tr>${rows}</table>
      <table style="width:50%"><tr><th>Charge</th><th class="r">Carrier Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'usd')}</td></tr>`).join('')}
        ${det ? `<tr><td>Detention</td><td class="r">${det}</td></tr>` : ''}<tr><td><b>Total Carrier Pay</b></td><td class="r"><b>${s.total('usd')}</b></td></tr></table>
      <p>${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `<b>${k}</b> ${v}`).join(' &nbsp; ')}</p>
      <p style="font-size:9px;color:#777">${s.boilerplate()} ${esc(d.broker.name)} · ${s.office(d.broker, ', ')}</p></div>`;
  },
};

/** A three-stop drop sheet: one pick, drops as side-by-side blocks, miles only as per-leg route lines summed to the trip. */
const legRouteBlocks: Family = {
  name: 'a8-leg-route-blocks',
  draw: { picks: [1, 1], drops: [2, 2], ref: 'ML####-A', fscChance: 0.7, tollsChance: 0.4, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:816px;padding:24px 30px}
    .hd{display:flex;justify-content:space-between;border-bottom:4px solid #f59e0b;padding-bottom:6px}.hd b{font-size:19px}
    .blocks{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:10px}.blk{border:1px solid #999;padding:6px 8px}
    .blk h3{margin:0 0 4px;font-size:11px;background:#fef3c7;padding:2px 4px}.route{margin-top:10px;font-size:13px;font-weight:bold}
    table{border-collapse:collapse;margin-top:10px;width:65%}td{border-bottom:1px solid #ccc;padding:3px 6px}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const blk = (st: Stop, i: number) => `<div class="blk"><h3>Stop ${i + 1} — ${st.kind === 'pick' ? 'Pick' : 'Drop'}</h3>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>
      ${st.date} ${ampm(st.time)}<br>Ref ${st.ref}</div>`;
    const leg1 = Math.round(d.miles * (0.4 + s.r() * 0.3));
    const [a, b, c] = d.stops as [Stop, Stop, Stop];
    const pay = lines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    const det = detentionLine(s);
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div><div style="text-align:right">
      Rate Confirmation<br>Load <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <p>Carrier: ${esc(d.carrier.name)} · ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · ${esc(d.equipment)} · ${esc(d.commodity)} ${d.weight.toLocaleString('en-US')} lb</p>
      <div class="blocks">${d.stops.map(blk).join('')}</div>
      <div class="route">Leg 1: ${s.cs(a.place)} → ${s.cs(b.place)} ${leg1} mi<br>Leg 2: ${s.cs(b.place)} → ${s.cs(c.place)} ${d.miles - leg1} mi<br>Trip: ${s.miles()} loaded mi</div>
      <div style="font-size:11px;color:#555">Empty to first pick approx. ${d.deadhead} mi (not paid)</div>
      <table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${det ? `<tr><td>Detention</td><td class="r">${det}</td></tr>` : ''}${s.maybe(0.6) ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p>${s.termRows().filter(([k]) => k !== 'Detention').map(([k, v]) => `${k}: ${v}`).join(' | ')}</p>
      <p style="font-size:9.5px">${s.boilerplate()}</p></div>`;
  },
};

export const families: Family[] = [
  multistopTenderGrid, partialLoadSplitCells, expediteTeamCards, powerOnlyRouteLine, finalMileRouteSheet, monoStopBlocks,
  shipperConsigneeColumns, accessorialLedger, appTimelineSummary, hotshotMultiPickLetter, portalTabsPrint, legRouteBlocks,
];
