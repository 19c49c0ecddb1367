// Twelve layout families by a sixteenth author, written from what US confirmations for cargo-van,
// sprinter and box-truck owner-operators look like, and blind to the reader
// (docs/decisions/009-ocr.md, "Layout families"): a courier network's route tender, a small 3PL's
// load tender pasted into an e-mail as a table with split City / ST / Zip cells, a hot-shot expedite
// confirmation with Miles and Pay in big tiles, a dedicated lane's weekly confirmation for one run,
// a "spot quote accepted" sheet, a box-truck order with shipper and consignee dock hours and
// contacts, a last-mile linehaul manifest with stops as cards, a faxed typewriter tender, a narrow
// phone-app "offer accepted" receipt, a numbered-box form like a bill of lading, a spreadsheet
// printed with its column letters, and a contractor's route-rate addendum written as prose.
// Fresh families: rendered with `--split fresh`, measured before they join any training index.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2 } from '../../sheet';
import { ampm, companySlug, csz, drawPhone, hoursLater, lbs, payLines } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

const CONTACTS = ['Rosa Delgado', 'Tom Becker', 'Keisha Grant', 'Luis Ortega', 'Mark Haines', 'Priya Shah', 'Dwayne Fields',
  'Carla Jensen', 'Omar Haddad', 'Sue Lindqvist', 'Rick Vance', 'Tanya Brooks'];
const contact = (s: Sheet) => pick(s.r, CONTACTS);
const dockHours = (s: Sheet) => pick(s.r, ['Mon-Fri 07:00-15:30', 'M-F 6a-2p', 'Mon-Sat 08:00-17:00', '24 hrs / 7 days',
  'Mon-Fri 05:00-13:00', 'M-F 8:00 AM - 4:00 PM', 'Tue-Sat 06:00-14:00']);
const VAN_FREIGHT = ['Medical supplies', 'Auto parts (expedite)', 'Printed material', 'Electronics - high value', 'Pharma totes',
  'Retail fixtures', 'Aircraft parts AOG', 'E-commerce parcels', 'Lab samples (ambient)', 'HVAC components', 'Furniture (blanket wrap)'];
const freight = (s: Sheet) => pick(s.r, VAN_FREIGHT);
/** Cargo-van and sprinter weights: a few hundred to about three thousand pounds. */
const vanLbs = (s: Sheet) => Math.round(s.d.weight / 150) * 10;
/** Box-truck weights: a third of the drawn load, to the hundred. */
const boxLbs = (s: Sheet) => Math.round(s.d.weight / 300) * 100;

/** A courier network's route tender: route header strip, stops as numbered rows with dock hours and contacts, route pay beneath. */
const courierRouteTender: Family = {
  name: 'a16-courier-route-tender',
  draw: { picks: [1, 1], drops: [1, 3], ref: 'RT-#####', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.6, miles: [60, 420] },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#1a1a1a}.page{width:816px;padding:22px 28px}
    .strip{display:flex;background:#0f5132;color:#fff;align-items:center}.strip .lg{font-weight:bold;font-size:17px;padding:8px 14px;background:#0a3622}
    .strip .tt{flex:1;padding:0 14px;font-size:13px;letter-spacing:1px}.strip .id{padding:0 14px;font-size:12px}
    .kv{display:grid;grid-template-columns:repeat(5,1fr);border:1px solid #9bb5a8;margin-top:8px}.kv div{padding:4px 7px;border-right:1px solid #cfdcd5}
    .kv u{display:block;text-decoration:none;font-size:8.5px;color:#4c6b5c;text-transform:uppercase}
    table{border-collapse:collapse;width:100%;margin-top:10px}th{background:#e3eee8;font-size:9.5px;text-align:left;padding:4px 5px;border:1px solid #9bb5a8}
    td{border:1px solid #cfdcd5;padding:4px 5px;vertical-align:top}.r{text-align:right}.sm{font-size:9px;color:#555}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Load (origin hub)' : 'Deliver'}</td>
      <td><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}</td>
      <td>${dockHours(s)}</td><td>${contact(s)}<br><span class="sm">${drawPhone(s, 'dash')}</span></td><td>${st.date}<br>ETA ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Route Rate', fsc: 'Fuel Adj.', tolls: 'Tolls (pre-approved)', stop: 'Add\'l Stop', lumper: 'Unload Fee' });
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div class="strip"><div class="lg">${esc(d.broker.name.split(' ')[0]!.toUpperCase())} COURIER NETWORK</div>
      <div class="tt">ROUTE TENDER — INDEPENDENT CONTRACTOR</div><div class="id">Route ID<br><b style="font-size:15px">${d.loadReference}</b></div></div>
      <div class="kv"><div><u>Tendered</u>${d.issued}</div><div><u>Vehicle</u>${pick(s.r, ['Sprinter 170 high roof', 'Cargo van', 'Sprinter 144', 'Transit 250 van'])}</div>
        <div><u>Route miles (loaded)</u><b>${s.miles()}</b></div><div><u>Pieces / Wt</u>${d.pieces} / ${lbs(vanLbs(s))} lb</div><div><u>Dispatcher</u>${esc(d.dispatcher)}</div></div>
      <div class="kv" style="border-top:0;margin-top:0"><div><u>Contractor</u>${esc(d.carrier.name)}</div><div><u>MC / USDOT</u>${d.carrier.mc} / ${d.carrier.dot}</div>
        <div><u>Driver</u>${esc(d.carrier.driver)}</div><div><u>Network Hub</u>${esc(d.broker.city)}, ${d.broker.st}</div><div><u>Hub Phone</u>${d.broker.phone}</div></div>
      <table><tr><th>#</th><th>Action</th><th>Location</th><th>Dock Hours</th><th>Contact</th><th>Date / ETA</th><th>Ref</th></tr>${rows}</table>
      <table style="width:55%;margin-left:auto"><tr><th>Route Pay</th><th class="r">USD</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>Route Total</b></td><td class="r"><b>${s.total('plain')}</b></td></tr>` : ''}</table>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p class="sm">Scan every piece at each stop in the driver app. Photos of POD required. ${esc(s.boilerplate())}</p>
      <p class="sm">Settlements: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')} · Broker ${d.otherNumbers.brokerMc}</p></div>`;
  },
};

/** A small 3PL's load tender pasted into an e-mail as a table: one row per load, City / ST / Zip in their own cells. */
const smallThreePlEmailTable: Family = {
  name: 'a16-3pl-email-table-tender',
  width: 880,
  draw: { picks: [1, 1], drops: [1, 1], ref: '#####', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.5, miles: [90, 900] },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#222}.page{width:880px;padding:20px 24px}
    .mh{font-size:11px;color:#444;border-bottom:1px solid #ccc;padding-bottom:8px;margin-bottom:10px}.mh b{color:#000}
    table{border-collapse:collapse;margin:10px 0}th{background:#4472c4;color:#fff;font-size:10.5px;padding:4px 6px;border:1px solid #2f528f;font-weight:bold}
    td{border:1px solid #8eaadb;padding:4px 6px;font-size:11px}tr.alt td{background:#d9e2f3}.sig{color:#1f3864;font-size:11px;margin-top:14px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const cols: Array<[string, string]> = [['Load #', d.loadReference], ['PU Date', p.date], ['PU City', esc(p.place.city)], ['PU ST', p.place.st], ['PU Zip', p.place.zip],
      ['DEL Date', q.date], ['DEL City', esc(q.place.city)], ['DEL ST', q.place.st], ['DEL Zip', q.place.zip], ['Miles', String(d.miles)], ['Equip', pick(s.r, ['26\' Box LG', '24\' Box', 'Sprinter', 'Cargo Van'])],
      ['Rate', s.money(d.rate)]];
    if (d.fsc !== null) cols.push(['FSC', s.money(d.fsc)]);
    if (d.tolls !== null) cols.push(['Tolls', s.money(d.tolls)]);
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `${esc(c.label)} ${s.money(c.amount)}`).join(', ');
    const site = (st: Stop, role: string) => `<tr><td><b>${role}</b></td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td><td>${dockHours(s)}</td><td>${contact(s)} ${drawPhone(s, 'dash')}</td><td>${st.time}</td><td>${st.ref}</td></tr>`;
    return `<div class="page"><div class="mh"><b>From:</b> ${esc(d.dispatcher)} &lt;${companySlug(d.dispatcher)}@${companySlug(d.broker.name)}.com&gt;<br><b>Sent:</b> ${d.issued} ${ampm(`${pad2(int(s.r, 7, 16))}:${pad2(int(s.r, 0, 59))}`)}<br>
      <b>To:</b> ${companySlug(d.carrier.name)}@yahoo.com<br><b>Subject:</b> Load Tender ${d.loadReference} ${esc(p.place.city)} ${p.place.st} &gt; ${esc(q.place.city)} ${q.place.st}</div>
      <div>Good ${pick(s.r, ['morning', 'afternoon'])},</div><p>Please see the load below and reply with signed acceptance. ${d.fsc === null ? 'Rate is all-in, no fuel surcharge.' : ''}</p>
      <table><tr>${cols.map(([k]) => `<th>${k}</th>`).join('')}</tr><tr>${cols.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>
      ${extra ? `<p>Also paying: ${extra}.</p>` : ''}
      <table><tr><th></th><th>Facility</th><th>Address</th><th>Dock Hours</th><th>Contact</th><th>Appt</th><th>PO / Ref</th></tr>${site(p, 'Shipper')}<tr class="alt">${site(q, 'Consignee').slice(4)}</table>
      <p>Commodity: ${freight(s)}, ${d.pieces} skids, ${lbs(boxLbs(s))} lbs. BOL ${d.otherNumbers.bol}. Customer PO ${d.otherNumbers.po}.</p>
      <p>${s.termSentences().map(esc).join('<br>') || 'No accessorials paid unless approved by our office.'}</p>
      <div class="sig">Thank you,<br><b>${esc(d.dispatcher)}</b> | Carrier Sales<br>${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}<br>${d.otherNumbers.brokerMc}</div></div>`;
  },
};

/** A hot-shot expedite confirmation: Miles and Pay in big tiles across the top, then pickup and drop blocks. */
const hotshotExpediteTiles: Family = {
  name: 'a16-hotshot-expedite-tiles',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'EXP######', fscChance: 0.45, tollsChance: 0.4, termsChance: 0.6, miles: [150, 1100] },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#111}.page{width:816px;padding:24px 30px}
    .hd{display:flex;justify-content:space-between;align-items:center}.hd h1{margin:0;font-size:22px;color:#b91c1c}
    .tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin:14px 0}.tile{border:2px solid #111;border-radius:6px;padding:8px 10px;text-align:center}
    .tile .k{font-size:11px;letter-spacing:2px;color:#444}.tile .v{font-size:26px;font-weight:bold;margin-top:2px}.tile.hot{background:#fee2e2;border-color:#b91c1c}
    .blocks{display:grid;grid-template-columns:1fr 1fr;gap:14px}.blk{border-top:4px solid #111;padding-top:6px}.blk h3{margin:0 0 4px;font-size:13px}
    .ln{color:#555;font-size:10.5px}.fine{font-size:9.5px;color:#444;margin-top:14px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const tiles: Array<[string, string, boolean]> = [['MILES', s.miles(), false], ['PAY', s.money(d.rate), true]];
    tiles.push(d.fsc !== null ? ['FUEL', s.money(d.fsc), false] : ['FUEL', 'INCL.', false]);
    tiles.push(d.tolls !== null ? ['TOLLS', s.money(d.tolls), false] : ['DEADHEAD', `${d.deadhead} mi`, false]);
    const blk = (st: Stop, t: string) => `<div class="blk"><h3>${t}</h3><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}
      <div class="ln">Ready / Appt</div>${st.date} ${ampm(st.time)}${st.kind === 'pick' ? ' — load immediately' : ' — hot, direct'}
      <div class="ln">Dock hours</div>${dockHours(s)}<div class="ln">On-site contact</div>${contact(s)}, ${drawPhone(s, 'dash')}<div class="ln">Ref</div>${st.ref}</div>`;
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper');
    return `<div class="page"><div class="hd"><div><h1>HOT SHOT EXPEDITE — CONFIRMED</h1>${esc(d.broker.name)} · ${d.otherNumbers.brokerMc} · 24/7 Expedite Desk ${d.broker.phone}</div>
      <div style="text-align:right">Expedite #<br><b style="font-size:16px">${d.loadReference}</b><br>${d.issued}</div></div>
      <div class="tiles">${tiles.map(([k, v, hot]) => `<div class="tile${hot ? ' hot' : ''}"><div class="k">${k}</div><div class="v">${v}</div></div>`).join('')}</div>
      ${extra.length ? `<div>Plus ${extra.map((c) => `${esc(c.label)} ${s.money(c.amount)}`).join(', ')}.</div>` : ''}
      ${s.maybe(0.5) ? `<div style="margin:4px 0 10px">Total payable to carrier: <b>${s.total()}</b> (${s.rpm()}/mi linehaul)</div>` : ''}
      <div class="blocks">${blk(p, 'PICK UP')}${blk(q, 'DELIVER TO')}</div>
      <div style="margin-top:12px"><b>Truck:</b> ${pick(s.r, ['Dually + 32\' gooseneck', '1-ton w/ 24\' box', 'Sprinter 170 HR', 'Cargo van'])} · <b>Freight:</b> ${freight(s)}, ${d.pieces} pcs, ${lbs(vanLbs(s))} lbs
        · <b>Driver:</b> ${esc(d.carrier.driver)} (${esc(d.carrier.name)}, ${d.carrier.mc})</div>
      <div style="margin-top:8px">${s.termRows().map(([k, v]) => `<b>${k}:</b> ${v}`).join(' &nbsp;|&nbsp; ')}</div>
      <div class="fine">Driver must text ETA updates every 2 hours to the expedite desk. No stops for anything other than fuel and required rest. ${esc(s.boilerplate())}
        Remit: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</div></div>`;
  },
};

/** A dedicated lane's weekly confirmation for one run: lane header, a week grid where one day is tendered, then that run's detail. */
const dedicatedLaneWeekly: Family = {
  name: 'a16-dedicated-lane-weekly-run',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'DL####-##', fscChance: 0.7, tollsChance: 0.5, termsChance: 0.5, miles: [80, 520] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:816px;padding:26px 34px}
    h1{font-size:18px;margin:0}h2{font-size:12px;margin:14px 0 4px;text-transform:uppercase;color:#374151;border-bottom:1px solid #374151}
    .week{display:grid;grid-template-columns:repeat(7,1fr);border:1px solid #6b7280;margin-top:6px}.week div{padding:5px;border-right:1px solid #d1d5db;min-height:42px;font-size:10.5px;color:#9ca3af}
    .week div.on{background:#fef3c7;color:#111;font-weight:bold}.week b{display:block;color:#374151}
    table{border-collapse:collapse;width:100%}td{padding:3px 6px;vertical-align:top}td.k{color:#4b5563;width:140px}.r{text-align:right}
    .two{display:grid;grid-template-columns:1fr 1fr;gap:18px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const on = int(s.r, 0, 4);
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const laneCode = `${p.place.st}${q.place.st}-${int(s.r, 10, 99)}`;
    const site = (st: Stop, t: string) => `<h2>${t}</h2><table><tr><td class="k">Facility</td><td>${esc(st.place.name)}</td></tr>
      <tr><td class="k">Street</td><td>${esc(st.place.street)}</td></tr><tr><td class="k">City</td><td>${esc(st.place.city)}</td></tr>
      <tr><td class="k">State / Zip</td><td>${st.place.st} ${st.place.zip}</td></tr><tr><td class="k">Dock hours</td><td>${dockHours(s)}</td></tr>
      <tr><td class="k">Contact</td><td>${contact(s)} · ${drawPhone(s, 'dash')}</td></tr><tr><td class="k">${st.kind === 'pick' ? 'Load by' : 'Deliver by'}</td><td>${st.date} ${st.time}</td></tr><tr><td class="k">Ref</td><td>${st.ref}</td></tr></table>`;
    const pay = payLines(s, { linehaul: 'Per-run rate', fsc: 'Fuel surcharge (weekly index)', tolls: 'Tolls (lane standard)', stop: 'Extra stop', lumper: 'Unload' });
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><h1>Dedicated Lane — Weekly Run Confirmation</h1>${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div>
      <div class="r">Lane ${laneCode}<br>Week of ${p.date}<br>Contract ${d.otherNumbers.po}</div></div>
      <h2>This week on lane ${laneCode} (${esc(p.place.city)} → ${esc(q.place.city)})</h2>
      <div class="week">${days.map((dy, i) => (i === on ? `<div class="on"><b>${dy}</b>Run ${d.loadReference}<br>CONFIRMED</div>` : `<div><b>${dy}</b>${i > 4 ? 'no service' : 'not tendered'}</div>`)).join('')}</div>
      <p>This confirms <b>one run</b> only. Each run on a dedicated lane is confirmed separately; runs not shown as confirmed are not awarded.</p>
      <table style="width:60%"><tr><td class="k">Run number</td><td><b>${d.loadReference}</b></td></tr><tr><td class="k">Contractor</td><td>${esc(d.carrier.name)} (${d.carrier.mc})</td></tr>
        <tr><td class="k">Unit / Driver</td><td>${d.carrier.truck} / ${esc(d.carrier.driver)}</td></tr><tr><td class="k">Equipment</td><td>${pick(s.r, ['26 ft box truck w/ liftgate', '24 ft straight truck', '16 ft box truck', 'Sprinter van'])}</td></tr>
        <tr><td class="k">Lane miles (loaded)</td><td>${s.miles()}</td></tr></table>
      <div class="two"><div>${site(p, 'Origin — shipper')}</div><div>${site(q, 'Destination — consignee')}</div></div>
      <h2>Run pay</h2><table style="width:60%">${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}</table>
      <h2>Lane terms</h2><div>${s.termSentences().map(esc).join(' ') || 'Lane rate covers all standard handling.'} A missed run is charged back per the dedicated capacity agreement.</div>
      <p style="font-size:9.5px;color:#555">${esc(s.boilerplate())}</p></div>`;
  },
};

/** A "spot quote accepted" sheet: the quote number and expiry are decoys, the load number is assigned on acceptance. */
const spotQuoteAccepted: Family = {
  name: 'a16-spot-quote-accepted',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'L#######', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.7, miles: [100, 1300] },
  css: `body{font-family:'DejaVu Serif';font-size:12px}.page{width:816px;padding:30px 44px}
    .stamp{border:3px double #166534;color:#166534;display:inline-block;padding:4px 12px;font-family:'DejaVu Sans';font-weight:bold;font-size:16px;transform:rotate(-3deg)}
    .grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:0;border:1px solid #555;margin-top:14px}.grid div{border:1px solid #bbb;padding:5px 7px}
    .grid small{display:block;font-family:'DejaVu Sans';font-size:8.5px;color:#666;text-transform:uppercase}
    table{border-collapse:collapse;width:100%;margin-top:12px}th{font-family:'DejaVu Sans';font-size:9.5px;text-align:left;border-bottom:1.5px solid #000;padding:3px 5px}
    td{padding:4px 5px;border-bottom:1px dotted #999;vertical-align:top}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const qn = `Q-${int(s.r, 100000, 999999)}`;
    const quoted = s.maybe(0.5);
    const rows = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'Shipper' : 'Consignee'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}, ${csz(st.place)}</td>
      <td>${dockHours(s)}<br>Ask for ${contact(s)}</td><td>${st.date}<br>${ampm(st.time)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Accepted linehaul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    return `<div class="page"><div style="display:flex;justify-content:space-between;align-items:flex-start"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}</div>
      <div style="text-align:right"><div class="stamp">SPOT QUOTE ACCEPTED</div><br><br>Quote ${qn} · valid 2 hrs from ${d.issued}</div></div>
      <div class="grid"><div><small>Load number (assigned)</small><b style="font-size:15px">${d.loadReference}</b></div><div><small>Quote requested by</small>${esc(d.carrier.name)}</div><div><small>Carrier MC</small>${d.carrier.mc}</div>
        <div><small>Accepted</small>${d.issued}</div><div><small>Van type</small>${pick(s.r, ['Cargo van', 'Sprinter / high-roof', 'Small straight (16-20 ft)', 'Box truck 26 ft'])}</div><div><small>Loaded miles</small>${s.miles()}</div>
        <div><small>Pieces</small>${d.pieces}</div><div><small>Weight</small>${lbs(vanLbs(s))} lb</div><div><small>Quoted by</small>${esc(d.dispatcher)}</div></div>
      <table><tr><th>Role</th><th>Location</th><th>Hours / Contact</th><th>When</th><th>Number</th></tr>${rows}</table>
      <table style="width:58%;margin-left:auto"><tr><th>Quote line</th><th class="r">Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${quoted ? `<tr><td><b>Accepted total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      ${d.fsc === null ? '<p>Quoted all-in: the linehaul includes fuel.</p>' : ''}
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p style="font-size:10px">Spot quotes are one-time rates and create no obligation on future freight. ${esc(s.boilerplate())}</p>
      <p>Accepted for carrier: ______________________ &nbsp; Date: __________</p></div>`;
  },
};

/** A box-truck order: labels left with dotted leaders, shipper and consignee side by side with receiving hours, liftgate and pallet-jack notes. */
const boxTruckLiftgateOrder: Family = {
  name: 'a16-box-truck-liftgate-order',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'BT-####', fscChance: 0.65, tollsChance: 0.3, termsChance: 0.7, lumperAsChargeChance: 0.4, miles: [60, 700] },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#222}.page{width:816px;padding:26px 36px}
    .t{font-size:20px;font-weight:300;font-family:'DejaVu Sans Light';border-bottom:1px solid #999;padding-bottom:4px}
    .ld{display:flex;margin:3px 0}.ld span:first-child{width:150px;color:#555}.ld span:nth-child(2){flex:1;border-bottom:1px dotted #aaa;margin:0 6px 3px}
    .cols{display:grid;grid-template-columns:1fr 1fr;gap:22px;margin-top:10px}.box{background:#f6f6f6;padding:8px 10px;border-left:4px solid #777}
    .box h4{margin:0 0 4px;font-size:11px;letter-spacing:1px}`,
  body(s) {
    const d = s.d;
    const ld = (k: string, v: string) => `<div class="ld"><span>${k}</span><span></span><span>${v}</span></div>`;
    const site = (st: Stop, t: string) => `<div class="box"><h4>${t}</h4><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}
      ${ld('Receiving hours', dockHours(s))}${ld('Contact', `${contact(s)}`)}${ld('Phone', drawPhone(s, 'dash'))}${ld('Appointment', `${st.date} ${st.time}-${hoursLater(st.time, 2)}`)}${ld('Ref #', st.ref)}
      ${ld('Dock', pick(s.r, ['No dock - liftgate required', 'Dock high, door 4', 'Ground level, pallet jack', 'Rear alley, call ahead']))}</div>`;
    const pay = payLines(s, { linehaul: 'Base rate', fsc: 'FSC', tolls: 'Tolls', stop: 'Stop charge', lumper: 'Lumper (pass-through)' });
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div class="t">Box Truck Load Order</div><div style="text-align:right">${esc(d.broker.name)}<br>${d.broker.phone}</div></div>
      <div class="cols"><div>${ld('Order', `<b>${d.loadReference}</b>`)}${ld('Ordered', d.issued)}${ld('Truck', '26\' box, liftgate, pallet jack')}${ld('Commodity', freight(s))}
        ${ld('Pallets / weight', `${d.pieces} / ${lbs(boxLbs(s))} lbs`)}${ld('BOL', d.otherNumbers.bol)}</div>
        <div>${ld('Carrier', esc(d.carrier.name))}${ld('MC#', d.carrier.mc)}${ld('DOT#', d.carrier.dot)}${ld('Driver cell', drawPhone(s, 'dash'))}${ld('Miles', s.miles())}${ld('Deadhead', `${d.deadhead}`)}</div></div>
      <div class="cols">${d.stops.map((st) => site(st, st.kind === 'pick' ? 'SHIPPER' : `CONSIGNEE${s.drops.length > 1 ? ` ${s.drops.indexOf(st) + 1}` : ''}`)).join('')}</div>
      <div class="cols"><div><h4 style="margin:10px 0 4px">PAY</h4>${pay.map((l) => ld(l.label, s.money(l.amount))).join('')}${s.maybe(0.5) ? ld('<b>Total</b>', `<b>${s.total()}</b>`) : ''}</div>
        <div><h4 style="margin:10px 0 4px">ACCESSORIALS</h4>${s.termRows().map(([k, v]) => ld(k, v)).join('') || 'None without written approval.'}</div></div>
      <p style="font-size:9.5px;color:#555;margin-top:14px">Bill to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. ${esc(s.boilerplate())}</p></div>`;
  },
};

/** A last-mile network's linehaul manifest: DC to delivery stations, stops as cards in a row, pay as a footer strip. */
const lastMileManifest: Family = {
  name: 'a16-last-mile-station-manifest',
  draw: { picks: [1, 1], drops: [1, 3], ref: 'LM########', fscChance: 0.5, tollsChance: 0.45, termsChance: 0.4, miles: [40, 280] },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#222}.page{width:816px;padding:20px 26px;background:#fff}
    .top{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #f59e0b;padding-bottom:6px}.top h1{font-size:17px;margin:0}
    .cards{display:flex;gap:8px;margin-top:12px}.card{flex:1;border:1px solid #d4d4d4;border-radius:5px;padding:8px}.card .n{background:#f59e0b;color:#fff;border-radius:50%;width:20px;height:20px;display:inline-block;text-align:center;font-weight:bold;line-height:20px;margin-right:4px}
    .card .city{font-size:14px;font-weight:bold;margin:4px 0}.card .m{color:#666;font-size:9.5px;margin-top:4px}
    .foot{display:flex;margin-top:14px;border:1px solid #d4d4d4}.foot div{flex:1;padding:6px 8px;border-right:1px solid #e5e5e5}.foot i{display:block;font-style:normal;font-size:9px;color:#777}
    .foot b{font-size:14px}`,
  body(s) {
    const d = s.d;
    const card = (st: Stop, i: number) => `<div class="card"><span class="n">${i + 1}</span>${st.kind === 'pick' ? 'DEPART DC' : 'STATION DROP'}
      <div class="city">${esc(st.place.city)}, ${st.place.st}</div>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${st.place.zip}
      <div class="m">Window</div>${st.date} ${st.time}-${hoursLater(st.time, 1)}<div class="m">Dock hrs</div>${dockHours(s)}<div class="m">Lead</div>${contact(s)}<div class="m">Seal / Ref</div>${st.ref}</div>`;
    const foot: Array<[string, string]> = [['Loaded miles', s.miles()], ['Linehaul', s.money(d.rate)]];
    if (d.fsc !== null) foot.push(['Fuel', s.money(d.fsc)]);
    if (d.tolls !== null) foot.push(['Tolls', s.money(d.tolls)]);
    for (const c of d.charges.filter((x) => x.code === 'stop' || x.code === 'lumper')) foot.push([esc(c.label), s.money(c.amount)]);
    if (s.maybe(0.5)) foot.push(['Manifest pay', s.total()]);
    return `<div class="page"><div class="top"><div><h1>Linehaul Manifest — Last Mile</h1>${esc(d.broker.name)} Delivery Network · ${d.broker.phone}</div>
      <div style="text-align:right">Manifest<br><b style="font-size:15px">${d.loadReference}</b><br>Built ${d.issued}</div></div>
      <div style="margin-top:8px">Contractor <b>${esc(d.carrier.name)}</b> · ${d.carrier.mc} · Van ${d.carrier.truck} · Driver ${esc(d.carrier.driver)} · ${d.pieces} cages / ${int(s.r, 80, 420)} parcels · ${lbs(vanLbs(s))} lb</div>
      <div class="cards">${d.stops.map(card).join('')}</div>
      <div class="foot">${foot.map(([k, v]) => `<div><i>${k}</i><b>${v}</b></div>`).join('')}</div>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p style="font-size:9.5px;color:#666">Scan out at DC, scan in at every station. Cages are the network's property and must be returned. Settlements weekly through ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p></div>`;
  },
};

/** A small 3PL's faxed tender: monospaced, boxed with +---+ rules, a fax header line on top and page count. */
const faxedTypewriterTender: Family = {
  name: 'a16-faxed-typewriter-tender',
  draw: { picks: [1, 2], drops: [1, 2], ref: '######', fscChance: 0.55, tollsChance: 0.3, termsChance: 0.6, miles: [100, 1200] },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px;color:#222}.page{width:816px;padding:16px 34px}pre{font-family:inherit;margin:0;white-space:pre}
    .fx{font-size:10px;border-bottom:1px solid #444;padding-bottom:3px;margin-bottom:10px;color:#333}`,
  body(s) {
    const d = s.d;
    const L = (t: string) => `| ${t.padEnd(74)}|`;
    const rule = `+${'-'.repeat(75)}+`;
    const lines: string[] = [rule, L(`${d.broker.name.toUpperCase()}  -  LOAD TENDER / RATE AGREEMENT`), L(`${d.broker.street}, ${d.broker.city}, ${d.broker.st} ${d.broker.zip}   ${d.broker.phone}`), rule,
      L(`TENDER NO: ${d.loadReference}        DATE: ${d.issued}        ${d.otherNumbers.brokerMc}`), L(`CARRIER:   ${d.carrier.name} ${d.carrier.mc}   DRIVER: ${d.carrier.driver}`),
      L(`EQUIP:     ${pick(s.r, ['SPRINTER VAN', 'CARGO VAN', '24FT BOX', '26FT BOX W/LG'])}   WT: ${vanLbs(s)} LBS   PCS: ${d.pieces}`), rule];
    d.stops.forEach((st, i) => {
      lines.push(L(`STOP ${i + 1}  ${st.kind === 'pick' ? 'SHIPPER  ' : 'CONSIGNEE'}  ${st.date} ${st.time}   REF ${st.ref}`), L(`        ${st.place.name}`), L(`        ${st.place.street}`),
        L(`        ${st.place.city}, ${st.place.st} ${st.place.zip}`), L(`        HRS ${dockHours(s)}  CONTACT ${contact(s)} ${drawPhone(s, 'dash')}`), L(''));
    });
    lines.push(rule, L(`LOADED MILES ........ ${String(d.miles).padStart(10)}`));
    const pay = payLines(s, { linehaul: 'LINEHAUL', fsc: 'FUEL SURCHARGE', tolls: 'TOLLS', stop: 'STOP OFF', lumper: 'LUMPER' });
    for (const l of pay) lines.push(L(`${`${l.label} `.padEnd(21, '.')} ${s.money(l.amount, 'plain').padStart(10)}`));
    if (d.fsc === null) lines.push(L('RATE IS ALL INCLUSIVE OF FUEL'));
    if (s.maybe(0.5)) lines.push(L(`${'TOTAL '.padEnd(21, '.')} ${s.total('plain').padStart(10)}`));
    lines.push(rule);
    for (const t of s.termSentences()) lines.push(L(t.length > 73 ? `${t.slice(0, 73)}` : t), ...(t.length > 73 ? [L(`  ${t.slice(73)}`)] : []));
    lines.push(rule, L('SIGN AND FAX BACK TO CONFIRM.  CARRIER SIGNATURE: ______________________'), rule);
    const fax = `${d.issued} ${pad2(int(s.r, 6, 18))}:${pad2(int(s.r, 0, 59))}  FROM: ${esc(d.broker.name.toUpperCase())}  ${d.broker.phone}  TO: ${drawPhone(s, 'dash')}  P.001/001`;
    return `<div class="page"><div class="fx">${fax}</div><pre>${esc(lines.join('\n'))}</pre>
      <p style="font-size:9.5px">${esc(s.boilerplate())}</p></div>`;
  },
};

/** A narrow phone-app receipt for an accepted cargo-van offer: status pill, big route line, rows of label and value. */
const vanAppOfferReceipt: Family = {
  name: 'a16-van-app-offer-receipt',
  width: 440,
  draw: { picks: [1, 1], drops: [1, 2], ref: '#########', fscChance: 0.35, tollsChance: 0.4, termsChance: 0.4, miles: [50, 650] },
  css: `body{font-family:'DejaVu Sans';font-size:13px;color:#111827;background:#f3f4f6}.page{width:440px;padding:14px 16px;background:#f9fafb}
    .pill{display:inline-block;background:#10b981;color:#fff;border-radius:12px;padding:2px 10px;font-size:11px;font-weight:bold}
    .route{font-size:19px;font-weight:bold;margin:8px 0 2px}.sec{background:#fff;border-radius:10px;padding:10px 12px;margin-top:10px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
    .row{display:flex;justify-content:space-between;padding:4px 0;border-bottom:1px solid #f1f1f1}.row span:first-child{color:#6b7280}
    .big{display:flex;gap:8px;margin-top:10px}.big div{flex:1;background:#111827;color:#fff;border-radius:10px;padding:8px;text-align:center}.big i{display:block;font-style:normal;font-size:10px;color:#9ca3af}
    .big b{font-size:20px}h5{margin:0 0 4px;font-size:11px;color:#6b7280;text-transform:uppercase}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const row = (k: string, v: string) => `<div class="row"><span>${k}</span><span>${v}</span></div>`;
    const stop = (st: Stop) => `<div class="sec"><h5>${st.kind === 'pick' ? 'Pickup' : 'Drop-off'}</h5><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}
      ${row('When', `${st.date} ${ampm(st.time)}`)}${row('Hours', dockHours(s))}${row('Contact', contact(s))}${row('Ref', st.ref)}</div>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between;font-size:11px;color:#6b7280"><span>${pad2(int(s.r, 6, 11))}:${pad2(int(s.r, 0, 59))}</span><span>LTE 87%</span></div>
      <span class="pill">OFFER ACCEPTED</span><div class="route">${esc(p.place.city)}, ${p.place.st} → ${esc(q.place.city)}, ${q.place.st}</div>
      <div style="color:#6b7280">Shipment #${d.loadReference} · ${esc(d.broker.name)}</div>
      <div class="big"><div><i>Miles</i><b>${s.miles()}</b></div><div><i>Pay</i><b>${s.money(d.rate)}</b></div></div>
      <div class="sec"><h5>Pay breakdown</h5>${row('Base pay', s.money(d.rate))}${d.fsc !== null ? row('Fuel bonus', s.money(d.fsc)) : row('Fuel', 'included')}${d.tolls !== null ? row('Tolls', s.money(d.tolls)) : ''}
        ${d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => row(esc(c.label), s.money(c.amount))).join('')}${s.maybe(0.6) ? row('<b>You earn</b>', `<b>${s.total()}</b>`) : ''}</div>
      ${d.stops.map(stop).join('')}
      <div class="sec"><h5>Vehicle</h5>${row('Type', pick(s.r, ['Cargo van', 'Sprinter high roof', 'Small box truck']))}${row('Load', `${d.pieces} pcs · ${lbs(vanLbs(s))} lb`)}${row('Carrier', esc(d.carrier.name))}${row('MC', d.carrier.mc)}</div>
      ${s.termRows().length ? `<div class="sec"><h5>Extras</h5>${s.termRows().map(([k, v]) => row(k, v)).join('')}</div>` : ''}
      <div style="font-size:10px;color:#6b7280;margin-top:10px">Support ${d.broker.phone}. By accepting you agree to the carrier terms in the app.</div></div>`;
  },
};

/** A confirmation laid out like a bill-of-lading form: numbered boxes with small captions above each value. */
const numberedBoxForm: Family = {
  name: 'a16-numbered-box-form',
  draw: { picks: [1, 1], drops: [1, 1], ref: '2######', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.8, miles: [90, 1000] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:816px;padding:20px 26px}
    .f{display:grid;grid-template-columns:repeat(6,1fr);border-left:1.5px solid #000;border-top:1.5px solid #000}
    .f div{border-right:1.5px solid #000;border-bottom:1.5px solid #000;padding:2px 5px 5px;min-height:30px}.f small{display:block;font-size:8px;font-weight:bold}
    .s2{grid-column:span 2}.s3{grid-column:span 3}.s6{grid-column:span 6}.title{font-size:16px;font-weight:bold;text-align:center;letter-spacing:3px;margin-bottom:6px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    let n = 0;
    const b = (cls: string, cap: string, v: string) => { n += 1; return `<div class="${cls}"><small>${n}. ${cap}</small>${v}</div>`; };
    const money = (v: number | null, none: string) => (v === null ? none : s.money(v));
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `${esc(c.label)} ${s.money(c.amount)}`).join('; ') || 'NONE';
    return `<div class="page"><div class="title">CARRIER RATE CONFIRMATION FORM</div><div class="f">
      ${b('s3', 'BROKER (NAME, ADDRESS, PHONE)', `${esc(d.broker.name)}<br>${s.office(d.broker, ', ')}`)}${b('', 'BROKER MC', d.otherNumbers.brokerMc)}${b('', 'DATE', d.issued)}${b('', 'LOAD NO.', `<b>${d.loadReference}</b>`)}
      ${b('s3', 'CARRIER', `${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}`)}${b('', 'DRIVER', esc(d.carrier.driver))}${b('', 'UNIT', d.carrier.truck)}${b('', 'EQUIPMENT', pick(s.r, ['Straight truck 24\'', 'Box truck 26\'', 'Sprinter']))}
      ${b('s3', 'SHIPPER', `${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}`)}${b('s3', 'CONSIGNEE', `${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}`)}
      ${b('', 'SHIP DATE', p.date)}${b('', 'READY TIME', p.time)}${b('', 'SHIPPER HOURS', dockHours(s))}${b('', 'DELIVERY DATE', q.date)}${b('', 'APPT', q.time)}${b('', 'RECEIVING HOURS', dockHours(s))}
      ${b('s2', 'SHIPPER CONTACT', `${contact(s)} ${drawPhone(s, 'dash')}`)}${b('', 'PU #', p.ref)}${b('s2', 'CONSIGNEE CONTACT', `${contact(s)} ${drawPhone(s, 'dash')}`)}${b('', 'DEL #', q.ref)}
      ${b('s2', 'COMMODITY', freight(s))}${b('', 'PCS', String(d.pieces))}${b('', 'WEIGHT (LB)', lbs(boxLbs(s)))}${b('', 'BOL NO.', d.otherNumbers.bol)}${b('', 'LOADED MILES', s.miles())}
      ${b('', 'LINEHAUL RATE', s.money(d.rate))}${b('', 'FUEL SURCHARGE', money(d.fsc, 'INCL. IN RATE'))}${b('', 'TOLLS', money(d.tolls, 'N/A'))}${b('s2', 'OTHER CHARGES', extra)}${b('', 'TOTAL DUE CARRIER', s.maybe(0.6) ? `<b>${s.total()}</b>` : 'SEE INVOICE')}
      ${b('s6', 'ACCESSORIALS / SPECIAL INSTRUCTIONS', `${s.termSentences().map(esc).join(' ')} Liftgate delivery. Call consignee 1 hr before arrival.`)}
      ${b('s3', 'REMIT TO', `${esc(d.remitTo.name)}<br>${s.office(d.remitTo, ', ')}`)}${b('s3', 'CARRIER SIGNATURE / DATE', '<br><br>')}</div>
      <p style="font-size:9px">${esc(s.boilerplate())}</p></div>`;
  },
};

/** A small 3PL's tender kept in a spreadsheet and printed with its grid: column letters, row numbers, labels in column A. */
const spreadsheetPrintout: Family = {
  name: 'a16-spreadsheet-grid-printout',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#####-A', fscChance: 0.55, tollsChance: 0.4, termsChance: 0.5, miles: [80, 900] },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:18px 22px}
    table{border-collapse:collapse;table-layout:fixed;width:100%}td{border:1px solid #c8c8c8;padding:2px 4px;height:17px;overflow:hidden;white-space:nowrap}
    td.h{background:#e8e8e8;color:#555;text-align:center;font-size:10px}td.rn{background:#e8e8e8;color:#555;text-align:center;width:26px;font-size:10px}
    .bd{font-weight:bold}.y{background:#fff2cc}.tab{font-size:10px;color:#444;margin-top:4px}`,
  body(s) {
    const d = s.d;
    const rows: string[][] = [];
    const add = (...c: string[]) => rows.push(c);
    add(`<span class="bd">${esc(d.broker.name.toUpperCase())} - LOAD TENDER</span>`, '', '', '', `Printed ${d.issued}`);
    add('');
    add('Load #', `<span class="bd">${d.loadReference}</span>`, '', 'Carrier', esc(d.carrier.name));
    add('Our MC', d.otherNumbers.brokerMc, '', 'Carrier MC', d.carrier.mc);
    add('Truck', pick(s.r, ['Box 26 w/ LG', 'Sprinter', 'Cargo Van', 'Box 20']), '', 'Driver', esc(d.carrier.driver));
    add('');
    add('<span class="bd">Stop</span>', '<span class="bd">Company</span>', '<span class="bd">City</span>', '<span class="bd">ST</span>', '<span class="bd">Zip</span>', '<span class="bd">Date</span>', '<span class="bd">Time</span>', '<span class="bd">Ref</span>');
    for (const st of d.stops) add(st.kind === 'pick' ? 'PU' : 'DEL', esc(st.place.name), esc(st.place.city), st.place.st, st.place.zip, st.date, st.time, st.ref);
    add('');
    for (const st of d.stops) add(`${st.kind === 'pick' ? 'PU' : 'DEL'} hours`, dockHours(s), '', `${st.kind === 'pick' ? 'PU' : 'DEL'} contact`, contact(s), drawPhone(s, 'dash'));
    add('');
    add('Miles', String(d.miles));
    const pay = payLines(s, { linehaul: 'Rate', fsc: 'FSC', tolls: 'Tolls', stop: 'Stops', lumper: 'Lumper' });
    for (const l of pay) add(l.label, s.money(l.amount, 'nocomma'));
    if (s.maybe(0.6)) add('<span class="bd">TOTAL</span>', `<span class="bd">${s.total('nocomma')}</span>`);
    add('');
    for (const [k, v] of s.termRows()) add(k, v);
    add('Weight', `${lbs(boxLbs(s))} lbs`, '', 'PO', d.otherNumbers.po);
    const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const grid = rows.map((r, i) => `<tr><td class="rn">${i + 1}</td>${letters.map((_, j) => `<td${j === 1 && r[0] === 'Rate' ? ' class="y"' : ''}>${r[j] ?? ''}</td>`).join('')}</tr>`).join('');
    return `<div class="page"><table><tr><td class="rn"></td>${letters.map((l) => `<td class="h">${l}</td>`).join('')}</tr>${grid}</table>
      <div class="tab">[ Tender ] [ Lanes ] [ Carriers ]  —  ${companySlug(d.broker.name)}_tenders_2026.xlsx — Page 1</div></div>`;
  },
};

/** A courier network's route-rate addendum written as numbered prose paragraphs, with two signature lines. */
const routeRateAddendum: Family = {
  name: 'a16-route-rate-addendum-prose',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'SCH-A-####', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.8, miles: [70, 600] },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px;line-height:1.5}.page{width:816px;padding:44px 64px}
    h1{font-size:15px;text-align:center;margin:0}h2{font-size:12.5px;text-align:center;font-weight:normal;margin:2px 0 18px}
    p{margin:0 0 9px;text-align:justify}.sg{display:grid;grid-template-columns:1fr 1fr;gap:40px;margin-top:26px}.sg div{border-top:1px solid #000;padding-top:3px;font-size:11px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const drops = s.drops.map((st) => `${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} (receiving ${dockHours(s)}; contact ${contact(s)}, ${drawPhone(s, 'dash')}; reference ${st.ref}) by ${st.date} at ${st.time}`);
    const fuel = d.fsc !== null ? `, plus a fuel adjustment of ${s.money(d.fsc)} for this run` : ', which amount includes all fuel costs';
    const tolls = d.tolls !== null ? ` Tolls of ${s.money(d.tolls)} on the agreed route will be reimbursed.` : ' No tolls are payable on this route.';
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `${esc(c.label)} of ${s.money(c.amount)}`).join(' and ');
    return `<div class="page"><h1>SCHEDULE A — ROUTE RATE ADDENDUM</h1><h2>to the Independent Contractor Agreement between ${esc(d.broker.name)} and ${esc(d.carrier.name)}</h2>
      <p style="text-align:right">Addendum No. <b>${d.loadReference}</b><br>Effective ${d.issued}</p>
      <p>1. <b>Route.</b> Contractor shall collect the freight at ${esc(p.place.name)}, ${esc(p.place.street)}, ${csz(p.place)} (dock open ${dockHours(s)}; ask for ${contact(s)}, ${drawPhone(s, 'dash')}; pick-up reference ${p.ref}) on ${p.date} at ${p.time}, and deliver it to ${drops.join('; then to ')}.</p>
      <p>2. <b>Distance.</b> The loaded distance of the route is agreed at ${s.miles()} miles. Out-of-route miles are not compensated.</p>
      <p>3. <b>Compensation.</b> Company shall pay Contractor a route rate of ${s.money(d.rate)}${fuel}.${tolls}${extra ? ` Company shall also pay ${extra}.` : ''}${s.maybe(0.4) ? ` Total compensation for the run is ${s.total()}.` : ''}</p>
      <p>4. <b>Vehicle.</b> Contractor shall supply a ${pick(s.r, ['cargo van', 'high-roof sprinter van', 'box truck of at least 16 feet'])} in clean condition, with blankets and straps, for ${d.pieces} pieces weighing about ${lbs(vanLbs(s))} lbs.</p>
      <p>5. <b>Additional time.</b> ${s.termSentences().map(esc).join(' ') || 'No accessorial pay applies to this route.'}</p>
      <p>6. <b>Invoicing.</b> Contractor shall invoice ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}, quoting the addendum number. ${esc(s.boilerplate())}</p>
      <div class="sg"><div>For ${esc(d.broker.name)} — ${esc(d.dispatcher)}, Route Planning<br>${d.otherNumbers.brokerMc}</div><div>For ${esc(d.carrier.name)} — ${esc(d.carrier.driver)}<br>${d.carrier.mc} / USDOT ${d.carrier.dot}</div></div></div>`;
  },
};

export const families: Family[] = [
  courierRouteTender, smallThreePlEmailTable, hotshotExpediteTiles, dedicatedLaneWeekly, spotQuoteAccepted, boxTruckLiftgateOrder,
  lastMileManifest, faxedTypewriterTender, vanAppOfferReceipt, numberedBoxForm, spreadsheetPrintout, routeRateAddendum,
];
