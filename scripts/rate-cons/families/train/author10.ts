// Twelve layout families by a tenth author, written from what US broker confirmations for open-deck
// freight (flatbed, step deck, hotshot gooseneck) look like, and blind to the reader
// (docs/decisions/009-ocr.md, "Layout families"): securement and equipment requirements (tarps,
// straps, chains, edge protection), permits and escorts for over-dimension loads, load-details
// tables with commodity, weight, dimensions and pieces, pick-up and delivery blocks with dock hours
// and contacts, and carrier pay split into linehaul, fuel, tolls, tarp pay or permit reimbursement.
// Tarp pay and permit fees are printed either as notes or as their own pay lines; a sheet that
// prints them as pay lines prints no grand total, so the truth's total stays the sum of the load's
// charges. Fresh families: rendered with `--split fresh`, measured before they join any training index.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2 } from '../../sheet';
import { ampm, csz, drawPhone, lbs, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

/** Dock hours around the appointment: "07:00 - 15:00". */
const dockHours = (t: string) => {
  const h = Number(t.slice(0, 2));
  const open = Math.max(5, h - 2);
  return `${pad2(open)}:00 - ${pad2(Math.min(22, open + 8))}:00`;
};
const CONTACTS = ['Ray (shipping)', 'Tonya - dock', 'Mike B.', 'Yard office', 'Luis, receiving', 'Shawna', 'Gate guard', 'Dwayne - forklift'];
const contact = (s: Sheet) => `${pick(s.r, CONTACTS)} ${drawPhone(s, 'dash')}`;
/** The open-deck trailer this sheet asks for; the load's own equipment may be a van, so we choose here. */
const deck = (s: Sheet) => pick(s.r, ['Flatbed 48\'', 'Step Deck 48\'', 'Hotshot 40\' Gooseneck', 'Flatbed 53\'', 'Step Deck 53\'', 'Hotshot 32\' GN', 'Conestoga 48\'']);
/** Length x width x height in feet and inches. */
const dims = (s: Sheet) => `${int(s.r, 8, 46)}' L x ${pick(s.r, ['8\'', '8\'6"', '7\'10"', '10\'', '11\'4"'])} W x ${pick(s.r, ['4\'', '5\'6"', '6\'', '8\'2"', '9\'10"'])} H`;
const tarpKind = (s: Sheet) => pick(s.r, ['4\' smoke tarps', '6\' steel tarps', '8\' lumber tarps', 'machinery tarps', 'coil tarps']);

/** A flatbed broker's tender: securement box beside load details, stops as bordered blocks with hours and contacts, pay table with total. */
const flatbedSecurementTender: Family = {
  name: 'a10-flatbed-securement-tender',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'FB######', fscChance: 0.8, tollsChance: 0.3, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#1a1a1a}.page{width:816px;padding:26px 34px}
    .hd{display:flex;justify-content:space-between;border-bottom:4px solid #b5121b;padding-bottom:8px}
    .brand{font-size:21px;font-weight:bold;color:#b5121b}.brand small{display:block;font-size:9.5px;color:#444;font-weight:normal}
    .ttl{text-align:right}.ttl b{font-size:15px;display:block}.ttl span{font-size:12px}
    .two{display:grid;grid-template-columns:1.3fr 1fr;gap:12px;margin-top:12px}
    fieldset{border:1px solid #777;padding:6px 10px;margin:0}legend{font-weight:bold;font-size:11px;padding:0 4px;color:#b5121b}
    table{border-collapse:collapse;width:100%}td,th{padding:3px 5px;text-align:left;vertical-align:top}
    .ld th{font-size:9px;color:#555;text-transform:uppercase;border-bottom:1px solid #999}.ld td{border-bottom:1px solid #ddd}
    ul{margin:2px 0;padding-left:16px}li{margin:1px 0}
    .stop{border:1px solid #999;margin-top:8px}.stop .sh{background:#eee;padding:3px 8px;font-weight:bold;display:flex;justify-content:space-between}
    .stop .sb{display:grid;grid-template-columns:1.4fr 1fr 1fr;gap:6px;padding:5px 8px}.stop i{font-style:normal;color:#666;font-size:9px;display:block}
    .pay td{border-bottom:1px solid #ddd}.pay .r{text-align:right}.pay .t td{border-top:2px solid #000;font-weight:bold;font-size:12px}
    .fine{font-size:8.6px;color:#444;margin-top:10px;line-height:1.35}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st) => `<div class="stop"><div class="sh"><span>${st.kind === 'pick' ? 'SHIPPER' : 'CONSIGNEE'} ${stopNo(s, st)}</span><span>${st.kind === 'pick' ? 'PU' : 'DEL'} # ${st.ref}</span></div>
      <div class="sb"><div><i>Location</i><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}</div>
      <div><i>Date / Appt</i>${st.date}<br>${s.maybe(0.5) ? `Appt ${st.time}` : `FCFS, dock ${dockHours(st.time)}`}</div>
      <div><i>Contact</i>${contact(s)}</div></div></div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls (reimbursable)', stop: 'Additional Stop', lumper: 'Unloading' });
    const tarp = tarpKind(s);
    return `<div class="page"><div class="hd"><div class="brand">${esc(d.broker.name)}<small>Open Deck Division · ${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone} · ${d.otherNumbers.brokerMc}</small></div>
      <div class="ttl"><b>FLATBED RATE CONFIRMATION</b><span>Load # ${d.loadReference}</span><br><span style="font-size:10px">Issued ${d.issued} by ${esc(d.dispatcher)}</span></div></div>
      <div class="two"><fieldset><legend>Load Details</legend><table class="ld"><tr><th>Commodity</th><th>Weight</th><th>Pieces</th><th>Dimensions</th></tr>
        <tr><td>${esc(d.commodity)}</td><td>${lbs(d.weight)} lbs</td><td>${d.pieces}</td><td>${dims(s)}</td></tr></table>
        <table style="margin-top:6px"><tr><td><b>Equipment:</b> ${deck(s)}</td><td><b>Loaded miles:</b> ${s.miles()}</td></tr>
        <tr><td><b>Carrier:</b> ${esc(d.carrier.name)}</td><td><b>MC:</b> ${d.carrier.mc} · DOT ${d.carrier.dot}</td></tr></table></fieldset>
      <fieldset><legend>Securement Required</legend><ul><li>Tarps: ${tarp}, driver to tarp at shipper</li><li>${int(s.r, 8, 16)} x 4" straps with edge protectors</li>
        <li>${int(s.r, 2, 6)} chains (3/8" G70) and binders</li><li>Dunnage: 4x4s, ${int(s.r, 6, 14)} pcs</li><li>Secure per FMCSA 393.100-136</li></ul></fieldset></div>
      ${stops}
      <div class="two"><fieldset><legend>Carrier Pay</legend><table class="pay">${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr class="t"><td>Total Carrier Pay</td><td class="r">${s.total()}</td></tr></table><div style="font-size:9px;margin-top:4px">Tarp pay included in linehaul.</div></fieldset>
      <fieldset><legend>Accessorials</legend>${s.termRows().map(([k, v]) => `<div><b>${k}:</b> ${v}</div>`).join('') || 'Must be approved by dispatch in writing.'}
        <div style="margin-top:6px"><b>Remit to:</b><br>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div></fieldset></div>
      <div class="fine">Driver must send photos of the secured, tarped load before departure. Any load shifted or damaged due to improper securement is the carrier's liability. ${s.boilerplate()}</div></div>`;
  },
};

/** A step-deck over-dimension sheet: labels above values in boxes, split City / State / Zip cells, permit and escort block. */
const stepdeckPermitOversize: Family = {
  name: 'a10-stepdeck-permit-oversize',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'SD-#####', fscChance: 0.6, tollsChance: 0.5, termsChance: 0.6, miles: [200, 1400] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:816px;padding:22px 28px}
    h1{font-size:18px;margin:0;letter-spacing:1px}.sub{color:#555;font-size:10px}
    .g{display:grid;border-left:1px solid #000;border-top:1px solid #000;margin-top:10px}
    .g>div{border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 5px;min-height:28px}
    .g label{display:block;font-size:8.5px;font-weight:bold;text-transform:uppercase;color:#333}
    .sec{background:#000;color:#fff;font-weight:bold;padding:2px 6px;margin-top:10px;font-size:11px}
    .sec+.g{margin-top:0}.warn{border:2px solid #000;padding:5px 8px;margin-top:8px;font-weight:bold}
    .fine{font-size:8.5px;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const states = [p.place.st, q.place.st].join(', ');
    const width = pick(s.r, ['10\'0"', '11\'6"', '12\'0"', '13\'4"', '9\'2"']);
    const escort = pick(s.r, ['None required', '1 front escort in ' + q.place.st, 'Front and rear escorts, provided by broker', 'Pole car required, carrier arranges']);
    const stopGrid = (st: Stop, label: string) => `<div class="sec">${label}</div><div class="g" style="grid-template-columns:2fr 1.2fr .5fr .8fr">
      <div><label>Facility</label>${esc(st.place.name)}</div><div><label>Street</label>${esc(st.place.street)}</div><div><label>State</label>${st.place.st}</div><div><label>Zip</label>${st.place.zip}</div>
      <div><label>City</label>${esc(st.place.city)}</div><div><label>Date</label>${st.date}</div><div><label>Time</label>${ampm(st.time)}</div><div><label>Ref #</label>${st.ref}</div>
      <div style="grid-column:span 2"><label>Hours</label>Mon-Fri ${dockHours(st.time)}</div><div style="grid-column:span 2"><label>Contact</label>${contact(s)}</div></div>`;
    const fsc = d.fsc !== null ? `<div><label>Fuel Surcharge</label>${s.money(d.fsc)}</div>` : '<div><label>Fuel Surcharge</label>Included</div>';
    const tolls = d.tolls !== null ? `<div><label>Tolls</label>${s.money(d.tolls)}</div>` : '<div><label>Tolls</label>—</div>';
    const extras = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper');
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div style="display:flex;justify-content:space-between;align-items:flex-end"><div><h1>${esc(d.broker.name.toUpperCase())}</h1>
      <div class="sub">Heavy Haul &amp; Specialized · ${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div></div>
      <div style="text-align:right"><b style="font-size:13px">STEP DECK CONFIRMATION</b><br>Shipment ID: <b>${d.loadReference}</b></div></div>
      <div class="g" style="grid-template-columns:repeat(4,1fr)"><div><label>Date Issued</label>${d.issued}</div><div><label>Broker MC</label>${d.otherNumbers.brokerMc}</div>
        <div><label>Carrier</label>${esc(d.carrier.name)}</div><div><label>Carrier MC / DOT</label>${d.carrier.mc} / ${d.carrier.dot}</div>
        <div><label>Trailer</label>${pick(s.r, ['Step Deck 48\'', 'Step Deck 53\'', 'RGN / Step Deck'])}</div><div><label>Commodity</label>${esc(d.commodity)}</div>
        <div><label>Weight (lbs)</label>${lbs(d.weight)}</div><div><label>Pieces</label>${d.pieces}</div></div>
      ${stopGrid(p, 'ORIGIN')}${stopGrid(q, 'DESTINATION')}
      <div class="sec">OVERSIZE / PERMITS</div><div class="g" style="grid-template-columns:repeat(4,1fr)"><div><label>Overall Width</label>${width}</div>
        <div><label>Overall Height</label>${pick(s.r, ['10\'2"', '11\'8"', '12\'6"', '13\'0"'])}</div><div><label>Permit States</label>${states}</div><div><label>Escorts</label>${escort}</div>
        <div style="grid-column:span 4"><label>Permits</label>Carrier to purchase state OS/OW permits; permit cost reimbursed at cost with receipts on invoice. Daylight travel only, no weekend movement.</div></div>
      <div class="sec">RATE</div><div class="g" style="grid-template-columns:repeat(4,1fr)"><div><label>Line Haul</label>${s.money(d.rate)}</div>${fsc}${tolls}
        <div><label>Miles</label>${s.miles()}</div>${extras.map((c) => `<div><label>${esc(c.label)}</label>${s.money(c.amount)}</div>`).join('')}
        ${showTotal ? `<div><label>Total (excl. permits)</label><b>${s.total()}</b></div>` : ''}</div>
      <div class="warn">Carrier must have ${pick(s.r, ['8', '10', '12'])} straps, ${pick(s.r, ['4', '6'])} chains, OS banners, flags and amber lights. ${s.termSentences().join(' ')}</div>
      <div class="fine">${s.boilerplate()} Invoice to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</div></div>`;
  },
};

/** A hotshot gooseneck quick sheet: pick-up and deliver-to side by side, all-in rate (fuel folded in), half-page. */
const hotshotGooseneckQuickSheet: Family = {
  name: 'a10-hotshot-gooseneck-quick',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'HS####', fscChance: 0, tollsChance: 0.35, termsChance: 0.5, miles: [80, 900] },
  width: 720,
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:720px;padding:20px 24px}
    .top{display:flex;justify-content:space-between;border:2px solid #222;padding:6px 10px;background:#f4f1e8}
    .top b{font-size:16px}.cols{display:grid;grid-template-columns:1fr 1fr;gap:0;margin-top:10px;border:1px solid #222}
    .cols>div{padding:6px 10px}.cols>div+div{border-left:1px solid #222}.cols h3{margin:0 0 4px;font-size:12px;background:#222;color:#fff;padding:2px 6px;display:inline-block}
    .kv{display:grid;grid-template-columns:130px 1fr;gap:3px 6px;margin-top:10px}.kv span{color:#555}
    .big{font-size:18px;font-weight:bold}.fine{font-size:9px;color:#333;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const block = (st: Stop, title: string) => `<div><h3>${title}</h3><br><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}
      <br>${st.date} @ ${ampm(st.time)}<br>Hours: ${dockHours(st.time)}<br>Contact: ${contact(s)}<br>Ref: ${st.ref}</div>`;
    const tolls = d.tolls !== null ? `<span>Tolls</span><div>${s.money(d.tolls)} (paid on receipts)</div>` : '';
    const extras = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `<span>${esc(c.label)}</span><div>${s.money(c.amount)}</div>`).join('');
    const showTotal = d.charges.length > 1 && s.maybe(0.5);
    return `<div class="page"><div class="top"><div><b>${esc(d.broker.name)}</b><br>${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
      <div style="text-align:right">HOTSHOT LOAD CONFIRMATION<br>Load: <b>${d.loadReference}</b></div></div>
      <div class="cols">${block(p, 'PICK UP')}${block(q, 'DELIVER TO')}</div>
      <div class="kv"><span>Truck / Trailer</span><div>${pick(s.r, ['1-ton dually w/ 40\' gooseneck', '3500 HD + 32\' GN', 'Hotshot 40\' gooseneck, ramps req.', 'Dually + 36\' gooseneck w/ dovetail'])}</div>
        <span>Freight</span><div>${esc(d.commodity)} · ${d.pieces} pcs · ${lbs(d.weight > 16000 ? 14000 : d.weight)} lbs · ${dims(s)}</div>
        <span>Straps</span><div>${int(s.r, 6, 12)} straps + ${int(s.r, 2, 4)} chains. No tarp.</div>
        <span>Loaded Miles</span><div>${s.miles()} mi (deadhead ${d.deadhead})</div>
        <span>All-in Rate</span><div class="big">${s.money(d.rate)}</div>${tolls}${extras}
        ${showTotal ? `<span>Pay Total</span><div><b>${s.total()}</b></div>` : ''}
        <span>Carrier</span><div>${esc(d.carrier.name)} ${d.carrier.mc}, driver ${esc(d.carrier.driver)}</div></div>
      <div class="fine">Rate is all-in, fuel included. ${s.termSentences().join(' ')} ${s.boilerplate()}</div></div>`;
  },
};

/** An open-deck specialist's confirmation letter: serif, pay stated in sentences, securement in a paragraph. */
const openDeckLetter: Family = {
  name: 'a10-open-deck-letter',
  draw: { picks: [1, 1], drops: [1, 2], ref: '######', fscChance: 0.7, tollsChance: 0.3, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px;line-height:1.45}.page{width:816px;padding:44px 64px}
    .lh{display:flex;justify-content:space-between;border-bottom:2px double #000;padding-bottom:8px}.lh b{font-size:19px;font-variant:small-caps}
    h2{font-size:13px;margin:16px 0 4px;text-transform:uppercase;letter-spacing:1px}p{margin:4px 0}.ind{margin-left:24px}.sm{font-size:10px}`,
  body(s) {
    const d = s.d;
    const fuel = d.fsc !== null ? ` and a fuel surcharge of ${s.money(d.fsc)}` : ', fuel included';
    const tolls = d.tolls !== null ? ` Tolls of ${s.money(d.tolls)} will be reimbursed on receipt.` : '';
    const extras = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => ` ${esc(c.label)}: ${s.money(c.amount)}.`).join('');
    const total = s.maybe(0.5) ? ` Total due to carrier: ${s.total()}.` : '';
    const stops = d.stops.map((st) => `<p class="ind"><b>${st.kind === 'pick' ? 'Load at' : 'Deliver to'}:</b> ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} — ${st.date}, ${ampm(st.time)}. Receiving hours ${dockHours(st.time)}. Ask for ${contact(s)}. Ref ${st.ref}.</p>`).join('');
    return `<div class="page"><div class="lh"><div><b>${esc(d.broker.name)}</b><br><span class="sm">Flatbed · Step Deck · Hotshot Specialists</span></div>
      <div class="sm" style="text-align:right">${esc(d.broker.street)}<br>${csz(d.broker)}<br>${d.broker.phone} · ${d.otherNumbers.brokerMc}</div></div>
      <p style="margin-top:16px">${d.issued}</p><p>${esc(d.carrier.name)} (${d.carrier.mc}, USDOT ${d.carrier.dot})<br>Attention: ${esc(d.carrier.driver)}, truck ${d.carrier.truck}</p>
      <p style="margin-top:10px"><b>Re: Confirmation of load ${d.loadReference}</b></p>
      <p>This letter confirms that your company will haul ${d.pieces} pieces of ${esc(d.commodity.toLowerCase())}, ${lbs(d.weight)} lbs, on a ${deck(s).toLowerCase()}, a distance of ${s.miles()} loaded miles, as follows:</p>
      ${stops}
      <h2>Equipment and Securement</h2><p>Trailer must carry ${tarpKind(s)}, ${int(s.r, 10, 20)} straps, ${int(s.r, 2, 8)} chains with binders, corner protectors and coil racks if required. Driver must tarp before leaving the shipper and keep the load tarped to the consignee. Overall size ${dims(s)}; no permits needed.</p>
      <h2>Compensation</h2><p>We will pay a linehaul of ${s.money(d.rate)}${fuel}.${tolls}${extras}${total}</p><p>${s.termSentences().join(' ')}</p>
      <h2>Payment</h2><p class="sm">Send invoice with signed BOL and tarp photos to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}. ${s.boilerplate()}</p>
      <p style="margin-top:22px">Sincerely,<br><i>${esc(d.dispatcher)}</i>, Flatbed Desk</p></div>`;
  },
};

/** A pay ledger with tarp pay as its own line (so no grand total), securement as a bullet list, stops as a compact table. */
const tarpPayLedger: Family = {
  name: 'a10-tarp-pay-ledger',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'L#######', fscChance: 0.75, tollsChance: 0.4, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11px}.page{width:816px;padding:22px 30px}
    .hdr{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:4px}.hdr b{font-size:14px}
    table{border-collapse:collapse;width:100%;margin-top:6px}th{text-align:left;border-bottom:1px solid #000;border-top:1px solid #000;padding:2px 4px;font-size:10px}
    td{padding:2px 4px;vertical-align:top}.r{text-align:right}h4{margin:12px 0 2px;font-size:11.5px}.box{border:1px dashed #000;padding:4px 8px;margin-top:4px}`,
  body(s) {
    const d = s.d;
    const tarp = pick(s.r, [50, 75, 100, 125, 150]);
    const rows = d.stops.map((st, i) => `<tr><td>${pad2(i + 1)}</td><td>${st.kind === 'pick' ? 'LOAD' : 'UNLOAD'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city.toUpperCase())}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}</td><td>${dockHours(st.time)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'LINEHAUL', fsc: 'FUEL', tolls: 'TOLLS', stop: 'STOP OFF', lumper: 'LUMPER' });
    return `<div class="page"><div class="hdr"><div><b>${esc(d.broker.name.toUpperCase())}</b><br>${esc(d.broker.street)}, ${csz(d.broker)}<br>TEL ${d.broker.phone}  ${d.otherNumbers.brokerMc}</div>
      <div style="text-align:right">CARRIER CONFIRMATION<br>TRIP NO: <b>${d.loadReference}</b><br>DATE: ${d.issued}</div></div>
      <h4>CARRIER</h4><div>${esc(d.carrier.name)}  ${d.carrier.mc}  DOT ${d.carrier.dot}  TRK ${d.carrier.truck}  DRIVER ${esc(d.carrier.driver)}</div>
      <h4>STOPS</h4><table><tr><th>#</th><th>TYPE</th><th>NAME / ADDRESS</th><th>CITY</th><th>ST</th><th>ZIP</th><th>DATE/TIME</th><th>HOURS</th><th>REF</th></tr>${rows}</table>
      <h4>FREIGHT</h4><table><tr><th>COMMODITY</th><th>PCS</th><th>WEIGHT</th><th>DIMS</th><th>TRAILER</th><th>MILES</th></tr>
        <tr><td>${esc(d.commodity.toUpperCase())}</td><td>${d.pieces}</td><td>${lbs(d.weight)} LB</td><td>${dims(s)}</td><td>${deck(s).toUpperCase()}</td><td>${d.miles}</td></tr></table>
      <h4>SECUREMENT</h4><div class="box">- TARP REQUIRED: ${tarpKind(s).toUpperCase()}<br>- ${int(s.r, 8, 18)} STRAPS, ${int(s.r, 2, 6)} CHAINS/BINDERS<br>- EDGE GUARDS ON ALL STRAPS<br>- NO BUNGEES AS PRIMARY TIE-DOWN</div>
      <h4>PAY</h4><table><tr><th>CODE</th><th>DESCRIPTION</th><th class="r">AMOUNT</th></tr>
        ${pay.map((l) => `<tr><td>${l.code.toUpperCase().slice(0, 3)}</td><td>${l.label}</td><td class="r">${s.money(l.amount, 'nocomma')}</td></tr>`).join('')}
        <tr><td>TRP</td><td>TARP PAY (with tarp photos)</td><td class="r">${tarp.toFixed(2)}</td></tr></table>
      <h4>ACCESSORIALS</h4><div>${s.termRows().map(([k, v]) => `${k.toUpperCase()}: ${v}`).join('<br>') || 'NONE WITHOUT APPROVAL'}</div>
      <div style="font-size:9.5px;margin-top:10px">${s.boilerplate()}</div></div>`;
  },
};

/** A one-row strip of column headers at the top (Load # | Origin | Destination | Miles | Rate ...), details underneath. */
const columnHeaderStrip: Family = {
  name: 'a10-column-header-strip',
  draw: { picks: [1, 1], drops: [1, 1], ref: '#######', fscChance: 0.7, tollsChance: 0.45, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:20px 24px}
    .strip{border-collapse:collapse;width:100%;margin-top:8px}.strip th{background:#2e4b2e;color:#fff;font-size:9.5px;padding:4px;text-align:left}
    .strip td{border:1px solid #2e4b2e;padding:5px 4px;font-size:11.5px;font-weight:bold}
    .row{display:grid;grid-template-columns:1fr 1fr;gap:14px;margin-top:12px}.card{border:1px solid #aaa;border-radius:4px;padding:6px 9px}
    .card h5{margin:0 0 4px;font-size:11px;color:#2e4b2e;border-bottom:1px solid #ccc}.fine{font-size:8.8px;margin-top:10px;color:#333}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const fsc = d.fsc !== null ? s.money(d.fsc) : 'incl.';
    const tolls = d.tolls !== null ? s.money(d.tolls) : '—';
    const card = (st: Stop, h: string) => `<div class="card"><h5>${h}</h5>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>
      <b>${st.date}</b> appt ${st.time} · open ${dockHours(st.time)}<br>Contact: ${contact(s)}<br>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} #: ${st.ref}</div>`;
    const extras = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper');
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:17px;color:#2e4b2e">${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div>
      <div style="text-align:right"><b>Rate Agreement</b><br>${d.issued}<br>Rep: ${esc(d.dispatcher)}</div></div>
      <table class="strip"><tr><th>Load #</th><th>Origin</th><th>Destination</th><th>Miles</th><th>Equip</th><th>Linehaul</th><th>Fuel</th><th>Tolls</th></tr>
        <tr><td>${d.loadReference}</td><td>${s.cs(p.place)}</td><td>${s.cs(q.place)}</td><td>${s.miles()}</td><td>${pick(s.r, ['FB', 'SD', 'HS', 'F/SD'])}</td><td>${s.money(d.rate)}</td><td>${fsc}</td><td>${tolls}</td></tr></table>
      <div class="row">${card(p, 'Pick-up')}${card(q, 'Drop')}</div>
      <div class="row"><div class="card"><h5>Freight</h5>${esc(d.commodity)} — ${d.pieces} pcs, ${lbs(d.weight)} lbs<br>Dims: ${dims(s)}<br>Tarp: ${pick(s.r, ['Yes, 6\' drop', 'Yes, 8\' lumber', 'No tarp'])} · Straps: ${int(s.r, 6, 16)} · Chains: ${int(s.r, 0, 6)}<br>Customer PO ${d.otherNumbers.po} · ${d.otherNumbers.bol}</div>
        <div class="card"><h5>Other charges &amp; terms</h5>${extras.map((c) => `${esc(c.label)}: ${s.money(c.amount)}<br>`).join('')}${s.termRows().map(([k, v]) => `${k}: ${v}`).join('<br>') || 'None'}
        ${s.maybe(0.55) ? `<br><b>Total pay: ${s.total()}</b>` : ''}</div></div>
      <div class="row"><div class="card"><h5>Carrier</h5>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver ${esc(d.carrier.driver)}, truck #${d.carrier.truck}</div>
        <div class="card"><h5>Send invoices to</h5>${esc(d.billTo.name)}<br>${s.office(d.billTo)}</div></div>
      <div class="fine">${s.boilerplate()}</div></div>`;
  },
};

/** A checklist form: equipment tick boxes, stops as two cards, pay in a right-hand sidebar with a total. */
const securementChecklistForm: Family = {
  name: 'a10-securement-checklist-form',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'OD-######', fscChance: 0.7, tollsChance: 0.3, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:20px 26px;display:grid;grid-template-columns:1fr 210px;gap:14px}
    .t{grid-column:1/3;display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #333;padding-bottom:6px}
    .chk{display:grid;grid-template-columns:1fr 1fr 1fr;gap:3px;border:1px solid #333;padding:6px}.chk span{white-space:nowrap}
    .cards{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:10px}.c{border:1px solid #333;padding:6px}.c b.h{display:block;background:#ddd;margin:-6px -6px 4px;padding:2px 6px}
    .side{border:2px solid #333;padding:8px;align-self:start}.side div{display:flex;justify-content:space-between;border-bottom:1px dotted #999;padding:3px 0}
    .side .tt{font-weight:bold;border-bottom:0;border-top:2px solid #333;margin-top:4px}h4{margin:10px 0 4px}`,
  body(s) {
    const d = s.d;
    const box = (on: boolean, t: string) => `<span>${on ? '☑' : '☐'} ${t}</span>`;
    const cards = d.stops.map((st) => `<div class="c"><b class="h">${st.kind === 'pick' ? 'PICK UP' : 'DROP'} ${stopNo(s, st)}</b>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>
      ${st.date} · ${ampm(st.time)}<br>Hours ${dockHours(st.time)}<br>${contact(s)}<br>Ref ${st.ref}</div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'FSC', tolls: 'Tolls', stop: 'Extra stop', lumper: 'Lumper' });
    const total = s.maybe(0.75);
    return `<div class="page"><div class="t"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div><div style="text-align:right">LOAD CONFIRMATION<br>Confirmation #: <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <div><h4 style="margin-top:0">Equipment &amp; Securement</h4><div class="chk">${box(true, deck(s))}${box(s.maybe(0.6), 'Tarps')}${box(true, 'Straps')}
        ${box(s.maybe(0.5), 'Chains &amp; binders')}${box(s.maybe(0.4), 'Coil racks')}${box(true, 'Edge protectors')}${box(s.maybe(0.3), 'Ramps')}${box(s.maybe(0.2), 'OS permit')}${box(false, 'Escort')}</div>
        <h4>Load Details</h4><table style="width:100%;border-collapse:collapse"><tr style="background:#eee"><td>Commodity</td><td>Pieces</td><td>Weight</td><td>Size</td></tr>
          <tr><td>${esc(d.commodity)}</td><td>${d.pieces}</td><td>${lbs(d.weight)} lb</td><td>${dims(s)}</td></tr></table>
        <div class="cards">${cards}</div>
        <h4>Terms</h4><div>${s.termSentences().join(' ')} ${s.boilerplate()}</div></div>
      <div class="side"><b>CARRIER PAY</b>${pay.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
        ${total ? `<div class="tt"><span>Total</span><span>${s.total()}</span></div>` : ''}<div><span>Miles</span><span>${s.miles()}</span></div>
        <p style="font-size:9.5px">Carrier: ${esc(d.carrier.name)}<br>${d.carrier.mc}<br>Driver: ${esc(d.carrier.driver)}</p>
        <p style="font-size:9.5px">Remit: ${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</p></div></div>`;
  },
};

/** A heavy-machinery gooseneck work order: unit table with make/model/serial, numbered stops, pay with permit reimbursement as its own line and no total. */
const machineryWorkOrder: Family = {
  name: 'a10-machinery-work-order',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'WO-#####', fscChance: 0.55, tollsChance: 0.3, termsChance: 0.6, miles: [100, 1100] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:816px;padding:24px 30px}
    .band{background:#f2b705;padding:8px 12px;display:flex;justify-content:space-between;font-weight:bold}.band span{font-size:18px}
    table{border-collapse:collapse;width:100%;margin-top:8px}th{background:#333;color:#f2b705;text-align:left;padding:3px 6px;font-size:10px}
    td{border:1px solid #999;padding:4px 6px;vertical-align:top}.r{text-align:right}.lbl{font-weight:bold;width:150px;background:#f6f6f6}`,
  body(s) {
    const d = s.d;
    const make = pick(s.r, ['CAT 259D Skid Steer', 'John Deere 310SL Backhoe', 'Kubota KX040 Excavator', 'Bobcat T770', 'Genie S-65 Boom Lift', 'JLG 1930ES Scissor Lifts']);
    const permit = pick(s.r, [0, 0, 45, 60, 85, 120]);
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Origin' : 'Destination'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td>
      <td>${st.date}<br>${ampm(st.time)}</td><td>${dockHours(st.time)}<br>${contact(s)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Haul Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Extra Stop', lumper: 'Loading Assist' });
    return `<div class="page"><div class="band"><div>${esc(d.broker.name)}<br><small style="font-weight:normal">${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</small></div><div style="text-align:right">EQUIPMENT HAUL WORK ORDER<br><span>${d.loadReference}</span></div></div>
      <table><tr><td class="lbl">Order Date</td><td>${d.issued}</td><td class="lbl">Broker MC</td><td>${d.otherNumbers.brokerMc}</td></tr>
        <tr><td class="lbl">Hauler</td><td>${esc(d.carrier.name)}</td><td class="lbl">MC / DOT</td><td>${d.carrier.mc} / ${d.carrier.dot}</td></tr>
        <tr><td class="lbl">Trailer Required</td><td>${pick(s.r, ['Gooseneck 40\' w/ ramps', 'Hotshot GN w/ dovetail', 'Step deck w/ ramps', 'Tilt deck / gooseneck'])}</td><td class="lbl">Loaded Miles</td><td>${s.miles()}</td></tr></table>
      <table><tr><th>Qty</th><th>Unit (Make / Model)</th><th>Serial #</th><th>Weight ea.</th><th>L x W x H</th></tr>
        <tr><td>${Math.min(d.pieces, 4)}</td><td>${make}</td><td>${pick(s.r, ['SN', 'PIN ', 'VIN '])}${int(s.r, 100000, 999999)}</td><td>${lbs(Math.round(d.weight / Math.min(d.pieces, 4)))} lbs</td><td>${dims(s)}</td></tr></table>
      <table><tr><th>#</th><th>Stop</th><th>Address</th><th>Date / Time</th><th>Hours / Contact</th><th>Release #</th></tr>${rows}</table>
      <table><tr><th colspan="2">Securement</th></tr><tr><td colspan="2">Minimum 4-point chain tie-down, ${pick(s.r, ['3/8"', '5/16"'])} G70 chain and binders on each unit; buckets and attachments lowered and chained; no straps on tracks. Driver must photograph securement.</td></tr></table>
      <table style="width:55%;margin-left:auto"><tr><th>Carrier Pay</th><th class="r">USD</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        ${permit ? `<tr><td>Permit reimbursement (w/ receipt)</td><td class="r">${permit.toFixed(2)}</td></tr>` : ''}</table>
      <p>${s.termSentences().join(' ')}</p><p style="font-size:9.5px">${s.boilerplate()} Bill to: ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</p></div>`;
  },
};

/** A steel broker's plain-text e-mail: monospace, "RATE: $x + FSC $y", coil securement lines. */
const steelCoilEmail: Family = {
  name: 'a10-steel-coil-email',
  draw: { picks: [1, 2], drops: [1, 1], ref: '#####-##', fscChance: 0.7, tollsChance: 0.3, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11.5px}.page{width:816px;padding:18px 24px}
    .mail{font-family:'DejaVu Sans';font-size:11px;color:#444;border-bottom:1px solid #ccc;padding-bottom:6px;margin-bottom:8px}pre{margin:0;white-space:pre-wrap;font-family:inherit}`,
  body(s) {
    const d = s.d;
    const stopText = d.stops.map((st) => `${st.kind === 'pick' ? 'PU' : 'DEL'} ${stopNo(s, st)}: ${esc(st.place.name)}
       ${esc(st.place.street)}
       ${csz(st.place)}
       ${st.date} ${st.time}  (hrs ${dockHours(st.time)})
       contact: ${contact(s)}   #${st.ref}`).join('\n\n');
    const fsc = d.fsc !== null ? ` + FSC ${s.money(d.fsc)}` : ' ALL IN';
    const tolls = d.tolls !== null ? `\nTOLLS: ${s.money(d.tolls)} reimbursed` : '';
    const extras = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `\n${esc(c.label.toUpperCase())}: ${s.money(c.amount)}`).join('');
    const total = s.maybe(0.4) ? `\nTOTAL: ${s.total()}` : '';
    return `<div class="page"><div class="mail"><b>From:</b> ${esc(d.dispatcher)} &lt;${d.dispatcher.split(' ')[0]!.toLowerCase()}@${d.broker.name.toLowerCase().replace(/[^a-z]/g, '')}.com&gt;<br>
      <b>To:</b> dispatch@${d.carrier.name.toLowerCase().replace(/[^a-z]/g, '')}.com<br><b>Date:</b> ${d.issued}<br><b>Subject:</b> RE: Open deck ${s.cs(first(s).place)} - ${s.cs(last(s).place)} / load ${d.loadReference}</div>
      <pre>Confirmed, thanks. Load info below. Sign and return the attached agreement.

LOAD#: ${d.loadReference}
CUST PO: ${d.otherNumbers.po}

${stopText}

COMMODITY: ${esc(d.commodity.toUpperCase())}  ${d.pieces} PCS  ${lbs(d.weight)} LBS
TRAILER: ${esc(deck(s).toUpperCase())}
SECUREMENT: ${int(s.r, 4, 8)} CHAINS + BINDERS, ${d.commodity === 'Steel coils' ? 'COIL RACKS' : 'DUNNAGE'}, ${int(s.r, 6, 12)} STRAPS,
            ${tarpKind(s).toUpperCase()}, EDGE PROTECTION ON ALL CONTACT POINTS
MILES: ${s.miles()}

RATE: ${s.money(d.rate)}${fsc}${tolls}${extras}${total}

${s.termSentences().join('\n')}

${esc(d.dispatcher)}
${esc(d.broker.name)} | Steel &amp; Open Deck
${esc(d.broker.street)}, ${csz(d.broker)}
o: ${d.broker.phone}  ${d.otherNumbers.brokerMc}

-- 
${s.boilerplate()}</pre></div>`;
  },
};

/** A load-board portal screenshot: cards with badges (TARP, STRAPS), "Your pay" summary card, narrow screen width. */
const portalAcceptCard: Family = {
  name: 'a10-portal-accept-card',
  width: 760,
  draw: { picks: [1, 1], drops: [1, 2], ref: 'OP#######', fscChance: 0.65, tollsChance: 0.4, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:12px;background:#eef1f5}.page{width:760px;padding:16px;background:#eef1f5}
    .nav{background:#0f2a44;color:#fff;padding:10px 14px;border-radius:6px;display:flex;justify-content:space-between}
    .card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:10px 14px;margin-top:10px}
    .card h3{margin:0 0 6px;font-size:13px;color:#0f2a44}.badge{display:inline-block;background:#ffe08a;border-radius:10px;padding:1px 8px;margin:2px 4px 2px 0;font-size:10.5px;font-weight:bold}
    .tl{border-left:3px solid #3a7bd5;padding-left:10px;margin:6px 0}.tl small{color:#666}
    .pay{display:flex;justify-content:space-between;padding:3px 0;border-bottom:1px solid #eee}.big{font-size:16px;font-weight:bold;color:#13703a}
    .btn{display:inline-block;background:#13703a;color:#fff;padding:6px 16px;border-radius:4px;margin-top:8px}`,
  body(s) {
    const d = s.d;
    const tl = d.stops.map((st) => `<div class="tl"><small>${st.kind === 'pick' ? 'PICKUP' : 'DROPOFF'} · ${st.date} · ${ampm(st.time)} · hours ${dockHours(st.time)}</small><br>
      <b>${s.cs(st.place)}</b> ${st.place.zip}<br>${esc(st.place.name)}, ${esc(st.place.street)}<br><small>${contact(s)} · Ref ${st.ref}</small></div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper' });
    const badges = [pick(s.r, ['TARP REQ', 'NO TARP', 'TARP 6FT']), `${int(s.r, 6, 14)} STRAPS`, pick(s.r, ['CHAINS', 'EDGE PROTECTORS', 'DUNNAGE']), pick(s.r, ['FLATBED', 'STEP DECK', 'HOTSHOT'])];
    return `<div class="page"><div class="nav"><b>${esc(d.broker.name)} Carrier Portal</b><span>${esc(d.carrier.name)} · ${d.carrier.mc}</span></div>
      <div class="card"><h3>Load ${d.loadReference} — Booked</h3>${badges.map((b) => `<span class="badge">${b}</span>`).join('')}
        <div style="margin-top:6px">${esc(d.commodity)} · ${lbs(d.weight)} lbs · ${d.pieces} pieces · ${dims(s)}</div><div>${s.miles()} mi loaded · ${d.deadhead} mi deadhead</div></div>
      <div class="card"><h3>Route</h3>${tl}</div>
      <div class="card"><h3>Your pay</h3>${pay.map((l) => `<div class="pay"><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
        ${s.maybe(0.7) ? `<div class="pay"><span><b>Total</b></span><span class="big">${s.total()}</span></div>` : ''}
        ${s.maybe(0.4) ? `<div style="color:#666;font-size:10.5px">${s.rpm()}/mi linehaul</div>` : ''}
        <div style="font-size:10.5px;margin-top:4px">${s.termRows().map(([k, v]) => `${k}: ${v}`).join(' · ')}</div><span class="btn">Sign rate confirmation</span></div>
      <div class="card" style="font-size:10px;color:#444">Booked ${d.issued} by ${esc(d.dispatcher)} · ${d.broker.phone} · ${d.otherNumbers.brokerMc}<br>${s.boilerplate()}</div></div>`;
  },
};

/** A multi-stop flatbed manifest: stop rows with Shipper/Consignee, City, ST, Zip, Open hours, Contact columns; pay totals at the foot. */
const multistopManifest: Family = {
  name: 'a10-multistop-flatbed-manifest',
  draw: { picks: [1, 2], drops: [1, 2], ref: '3######', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.65, lumperAsChargeChance: 0.2 },
  css: `body{font-family:'DejaVu Sans';font-size:10.5px}.page{width:860px;padding:20px 22px}
    .h{display:grid;grid-template-columns:1fr 1fr 1fr;border:1px solid #000}.h>div{padding:5px 8px}.h>div+div{border-left:1px solid #000}
    table{border-collapse:collapse;width:100%;margin-top:8px}th{border:1px solid #000;background:#d6e4f0;padding:3px;font-size:9.5px}td{border:1px solid #000;padding:3px;vertical-align:top}
    .r{text-align:right}.cap{font-weight:bold;margin-top:10px;font-size:11.5px}`,
  width: 860,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Shipper' : 'Consignee'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${dockHours(st.time)}</td><td>${st.date} ${st.time}</td><td>${contact(s)}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Flat Rate Linehaul', fsc: 'FSC', tolls: 'Toll Reimb.', stop: 'Stop Pay', lumper: 'Lumper' });
    const showTotal = s.maybe(0.8);
    return `<div class="page"><div style="display:flex;justify-content:space-between;align-items:flex-end"><b style="font-size:17px">${esc(d.broker.name)} · Flatbed Dispatch Manifest</b><span>Manifest / Load No. <b style="font-size:14px">${d.loadReference}</b></span></div>
      <div class="h" style="margin-top:6px"><div><b>Broker</b><br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}</div><div><b>Carrier</b><br>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver ${esc(d.carrier.driver)}</div>
        <div><b>Equipment</b><br>${deck(s)}<br>Tarps: ${tarpKind(s)}<br>Straps ${int(s.r, 8, 20)} / Chains ${int(s.r, 2, 8)}</div></div>
      <div class="cap">Stops</div><table><tr><th>#</th><th>Type</th><th>Name</th><th>City</th><th>ST</th><th>Zip</th><th>Open</th><th>Appt</th><th>Contact</th><th>PO / Ref</th></tr>${rows}</table>
      <div class="cap">Load Details</div><table><tr><th>Commodity</th><th>Pieces</th><th>Weight</th><th>Dimensions</th><th>Loaded Miles</th><th>BOL</th></tr>
        <tr><td>${esc(d.commodity)}</td><td class="r">${d.pieces}</td><td class="r">${lbs(d.weight)}</td><td>${dims(s)}</td><td class="r">${s.miles()}</td><td>${d.otherNumbers.bol}</td></tr></table>
      <div style="display:grid;grid-template-columns:1fr 1fr;gap:14px"><div><div class="cap">Rate</div><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table></div>
        <div><div class="cap">Accessorial Schedule</div><table>${s.termRows().map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('') || '<tr><td>None</td></tr>'}<tr><td>Tarp pay</td><td>Included in linehaul</td></tr></table></div></div>
      <p style="font-size:9px">${s.boilerplate()}</p></div>`;
  },
};

/** A small broker's fax-style form: ruled lines, labels left with underlined values, pay summary boxed at the bottom. */
const faxLumberForm: Family = {
  name: 'a10-fax-lumber-form',
  draw: { picks: [1, 1], drops: [1, 1], ref: '####', fscChance: 0.5, tollsChance: 0.25, termsChance: 0.6, miles: [100, 900] },
  css: `body{font-family:'DejaVu Serif';font-size:12px}.page{width:816px;padding:30px 44px}
    .top{text-align:center}.top b{font-size:18px;letter-spacing:3px}.fax{display:flex;justify-content:space-between;font-size:10px;border-top:1px solid #000;border-bottom:1px solid #000;margin:8px 0;padding:2px 0}
    .ln{display:flex;gap:8px;margin:5px 0}.ln span{white-space:nowrap;font-weight:bold}.ln u{flex:1;text-decoration:none;border-bottom:1px solid #000;padding-left:4px}
    .halves{display:grid;grid-template-columns:1fr 1fr;gap:20px}.pay{border:2px solid #000;padding:6px 10px;margin-top:10px;width:60%}
    .pay div{display:flex;justify-content:space-between}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const ln = (k: string, v: string) => `<div class="ln"><span>${k}</span><u>${v}</u></div>`;
    const side = (st: Stop, t: string) => `<div><b>${t}</b>${ln('Name:', esc(st.place.name))}${ln('Address:', esc(st.place.street))}${ln('City:', esc(st.place.city))}
      ${ln('State / Zip:', `${st.place.st} ${st.place.zip}`)}${ln('Date / Time:', `${st.date} ${st.time}`)}${ln('Hours:', dockHours(st.time))}${ln('Contact:', contact(s))}${ln('Ref #:', st.ref)}</div>`;
    const extras = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper');
    return `<div class="page"><div class="top"><b>${esc(d.broker.name.toUpperCase())}</b><br>${esc(d.broker.street)} · ${csz(d.broker)}</div>
      <div class="fax"><span>PH ${d.broker.phone}</span><span>FAX ${drawPhone(s, 'dash')}</span><span>${d.otherNumbers.brokerMc}</span><span>PAGE 1 OF 1</span></div>
      <div style="text-align:center;font-weight:bold;font-size:15px;margin:6px 0">LOAD CONFIRMATION — FLATBED</div>
      <div class="halves"><div>${ln('Load #:', d.loadReference)}${ln('Date:', d.issued)}${ln('Carrier:', esc(d.carrier.name))}</div><div>${ln('MC #:', d.carrier.mc)}${ln('Driver:', esc(d.carrier.driver))}${ln('Trailer:', deck(s))}</div></div>
      <div class="halves" style="margin-top:8px">${side(p, 'SHIPPER')}${side(q, 'RECEIVER')}</div>
      ${ln('Commodity:', `${esc(d.commodity)} — ${d.pieces} bundles — ${lbs(d.weight)} lbs — ${dims(s)}`)}
      ${ln('Tarp / straps:', `${tarpKind(s)} required; ${int(s.r, 10, 20)} straps, corner protectors on every strap`)}${ln('Miles:', s.miles())}
      <div class="pay"><div><span>Linehaul</span><span>${s.money(d.rate)}</span></div>${d.fsc !== null ? `<div><span>Fuel surcharge</span><span>${s.money(d.fsc)}</span></div>` : ''}
        ${d.tolls !== null ? `<div><span>Tolls</span><span>${s.money(d.tolls)}</span></div>` : ''}${extras.map((c) => `<div><span>${esc(c.label)}</span><span>${s.money(c.amount)}</span></div>`).join('')}
        ${s.maybe(0.5) ? `<div style="border-top:1px solid #000;font-weight:bold"><span>TOTAL</span><span>${s.total()}</span></div>` : ''}</div>
      <p style="font-size:10.5px">${s.termSentences().join(' ')}</p><p style="font-size:9.5px">${s.boilerplate()}</p>
      <p>Carrier signature ______________________ &nbsp; Date ________ &nbsp; Please sign and fax back.</p></div>`;
  },
};

export const families: Family[] = [
  flatbedSecurementTender, stepdeckPermitOversize, hotshotGooseneckQuickSheet, openDeckLetter, tarpPayLedger, columnHeaderStrip,
  securementChecklistForm, machineryWorkOrder, steelCoilEmail, portalAcceptCard, multistopManifest, faxLumberForm,
];
