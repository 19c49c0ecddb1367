// Twelve layout families by a seventh author, written from what a hotshot or cargo-van driver sees
// on a phone or laptop, and blind to the reader (docs/decisions/009-ocr.md, "Layout families"): a
// load board's "Booked" card on a phone, a freight marketplace's laptop page with a sidebar and a
// payment panel, a broker portal's "Tendered load" page with Accept / Decline, an e-mailed
// confirmation whose body is an HTML table, a dispatcher's forwarded confirmation, a phone app's
// load details with a stop timeline, a load board booking printed from the browser, a cargo-van
// expedite "bid accepted" notice, a carrier portal with a status stepper and a sticky pay card, an
// Outlook e-mail with pay as one row of column headers, a dark-mode marketplace screenshot and a
// receipt-style booking summary. Fresh families: rendered with `--split fresh`, measured before
// they join any training index.
import type { Stop } from '../../load';
import { esc, type Family, first, last } from '../../sheet';
import { ampm, companySlug, csz, drawPhone, payLines, stopNo, weekdayDate, weightLbs } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

/** 1. A load board's "Booked" card on a phone: badge, route line with the distance, price, two-column details. */
const loadboardBookedCard: Family = {
  name: 'a7-loadboard-booked-card',
  width: 400,
  draw: { picks: [1, 1], drops: [1, 2], ref: 'LB########', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.5, miles: [80, 900] },
  css: `body{font-family:'DejaVu Sans';font-size:13px;background:#eef1f5}.page{width:400px;background:#eef1f5;padding:0 0 14px}
    .hdr{background:#0f5fd7;color:#fff;padding:14px 16px 12px;font-size:16px;font-weight:bold}.hdr small{display:block;font-weight:normal;font-size:11px;opacity:.85}
    .card{background:#fff;margin:10px 10px 0;border-radius:12px;padding:12px 14px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
    .badge{display:inline-block;background:#d9f5e3;color:#0b7a35;border-radius:10px;padding:2px 9px;font-size:11px;font-weight:bold}
    .route{font-size:16px;font-weight:bold;margin:8px 0 2px}.sub{color:#667;font-size:12px}
    .price{font-size:26px;font-weight:bold;color:#111;margin-top:6px}.price small{font-size:12px;color:#667;font-weight:normal}
    .two{display:grid;grid-template-columns:1fr 1fr;gap:8px 12px}.two i{display:block;font-style:normal;color:#778;font-size:10.5px}
    .stop{display:flex;gap:10px;margin:8px 0}.dot{width:10px;height:10px;border-radius:50%;margin-top:4px;flex:none}
    .p{background:#0f5fd7}.d{background:#e0862b}.sec{font-size:11px;color:#778;text-transform:uppercase;letter-spacing:.5px;margin-bottom:4px}
    .ln{display:flex;justify-content:space-between;padding:3px 0}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const stops = d.stops.map((st) => `<div class="stop"><div class="dot ${st.kind === 'pick' ? 'p' : 'd'}"></div><div>
      <b>${st.kind === 'pick' ? 'Pickup' : 'Drop'} ${stopNo(s, st)}</b> · ${weekdayDate(st.date)} ${ampm(st.time)}<br>${esc(st.place.name)}<br>
      <span class="sub">${esc(st.place.street)}, ${csz(st.place)}</span></div></div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Extra stop', lumper: 'Lumper' });
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div class="hdr">My Loads<small>${esc(d.broker.name)} · booked ${d.issued}</small></div>
      <div class="card"><span class="badge">✓ BOOKED</span> <span class="sub" style="float:right">#${d.loadReference}</span>
        <div class="route">${esc(p.place.city)}, ${p.place.st} → ${esc(q.place.city)}, ${q.place.st}</div>
        <div class="sub">${s.miles()} mi · ${d.stops.length} stops · ${esc(d.equipment)}</div>
        <div class="price">${showTotal ? s.total() : s.money(d.rate)} <small>${showTotal ? 'total pay' : 'linehaul'}${s.maybe(0.5) ? ` · ${s.rpm()}/mi` : ''}</small></div></div>
      <div class="card"><div class="sec">Pay</div>${pay.map((l) => `<div class="ln"><span>${l.label}</span><b>${s.money(l.amount)}</b></div>`).join('')}</div>
      <div class="card"><div class="sec">Stops</div>${stops}</div>
      <div class="card"><div class="two">
        <div><i>Deadhead</i>${d.deadhead} mi</div><div><i>Weight</i>${weightLbs(s)}</div>
        <div><i>Commodity</i>${esc(d.commodity)}</div><div><i>Pieces</i>${d.pieces}</div>
        <div><i>Broker MC</i>${d.otherNumbers.brokerMc.replace('MC-', '')}</div><div><i>Contact</i>${esc(d.dispatcher)}<br>${d.broker.phone}</div>
        <div><i>PO</i>${d.otherNumbers.po}</div><div><i>Truck</i>#${d.carrier.truck}</div></div></div>
      ${s.termRows().length ? `<div class="card"><div class="sec">Accessorials</div>${s.termRows().map(([k, v]) => `<div class="ln"><span>${k}</span><span>${v}</span></div>`).join('')}</div>` : ''}</div>`;
  },
};

/** 2. A freight marketplace on a laptop: left nav, breadcrumb, load header, stop list left, payment panel right. */
const marketplaceLaptopPage: Family = {
  name: 'a7-marketplace-laptop-page',
  width: 1000,
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', fscChance: 0.7, tollsChance: 0.4, lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#1d2330}.page{width:1000px;display:flex;background:#f6f7f9}
    nav{width:170px;background:#1c2434;color:#aeb7c8;padding:16px 0;min-height:760px}nav b{display:block;color:#fff;font-size:17px;padding:0 16px 16px}
    nav a{display:block;padding:8px 16px}nav a.on{background:#2e3a52;color:#fff;border-left:3px solid #4fa3ff}
    main{flex:1;padding:16px 22px}.crumb{color:#7a8396;font-size:11px}h1{font-size:20px;margin:4px 0 2px}
    .chip{display:inline-block;border:1px solid #c8cfdb;border-radius:12px;padding:1px 8px;font-size:11px;margin-right:4px;background:#fff}
    .cols{display:grid;grid-template-columns:1.6fr 1fr;gap:16px;margin-top:14px}.box{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:12px 14px}
    h3{font-size:12px;margin:0 0 8px;color:#56607a;text-transform:uppercase;letter-spacing:.6px}
    .st{border-left:3px solid #4fa3ff;padding:4px 10px;margin-bottom:10px}.st.drop{border-color:#27a060}.st small{color:#7a8396}
    table{border-collapse:collapse;width:100%}td{padding:5px 0;border-bottom:1px solid #eef0f4}td.r{text-align:right}
    .kv{display:grid;grid-template-columns:120px 1fr;gap:4px 8px}.kv span{color:#7a8396}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const pay = payLines(s, { linehaul: 'Base rate', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop-off', lumper: 'Lumper (reimbursed)' });
    const stops = d.stops.map((st, i) => `<div class="st ${st.kind}"><b>${i + 1}. ${st.kind === 'pick' ? 'Pick up' : 'Deliver'}</b> — ${esc(st.place.name)}<br>
      ${esc(st.place.street)}, ${csz(st.place)}<br><small>${weekdayDate(st.date)}, ${st.time} · Ref ${st.ref}</small></div>`).join('');
    return `<div class="page"><nav><b>FreightDeck</b><a>Find loads</a><a class="on">My bookings</a><a>Payments</a><a>Documents</a><a>Settings</a></nav>
      <main><div class="crumb">My bookings / Load ${d.loadReference}</div>
        <h1>${esc(p.place.city)}, ${p.place.st} to ${esc(q.place.city)}, ${q.place.st}</h1>
        <span class="chip">Confirmed</span><span class="chip">${s.miles()} miles</span><span class="chip">${esc(d.equipment)}</span><span class="chip">${d.weight.toLocaleString('en-US')} lb</span>
        <div class="cols"><div><div class="box"><h3>Route</h3>${stops}</div>
          <div class="box" style="margin-top:14px"><h3>Shipment</h3><div class="kv"><span>Load ID</span><b>${d.loadReference}</b><span>Customer PO</span>${d.otherNumbers.po}
            <span>BOL</span>${d.otherNumbers.bol}<span>Commodity</span>${esc(d.commodity)}<span>Pieces</span>${d.pieces}<span>Empty to pickup</span>${d.deadhead} mi</div></div></div>
          <div><div class="box"><h3>Payment</h3><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
            <tr><td><b>Total payout</b></td><td class="r"><b>${s.total()}</b></td></tr></table>
            <div style="margin-top:8px;color:#7a8396">Paid by ${esc(d.remitTo.name)} · Net 30 or QuickPay 2%</div></div>
            <div class="box" style="margin-top:14px"><h3>Broker</h3>${esc(d.broker.name)}<br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}<br>Rep: ${esc(d.dispatcher)}</div>
            ${s.termRows().length ? `<div class="box" style="margin-top:14px"><h3>Accessorial policy</h3>${s.termRows().map(([k, v]) => `${k}: ${v}`).join('<br>')}</div>` : ''}</div></div></main></div>`;
  },
};

/** 3. A broker portal's "Tendered load" page: Accept / Decline, key-value rows, stops with split City / State / Zip cells. */
const brokerPortalTenderedLoad: Family = {
  name: 'a7-broker-portal-tendered-load',
  width: 900,
  draw: { picks: [1, 2], drops: [1, 2], ref: 'T#######', fscChance: 0.75, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:900px;padding:0 0 20px}
    .top{background:#5a2d82;color:#fff;padding:10px 18px;display:flex;justify-content:space-between}.top b{font-size:16px}
    .tabs{border-bottom:2px solid #ddd;padding:0 18px;display:flex;gap:20px;margin-top:8px}.tabs span{padding:6px 0}.tabs .on{border-bottom:3px solid #5a2d82;font-weight:bold}
    .wrap{padding:12px 18px}.status{display:flex;justify-content:space-between;align-items:center}
    .st{background:#fff4d6;color:#8a5b00;border:1px solid #f0c36a;padding:3px 10px;border-radius:3px;font-weight:bold}
    .btn{display:inline-block;padding:7px 18px;border-radius:4px;margin-left:6px;font-weight:bold}.acc{background:#2f9e44;color:#fff}.dec{border:1px solid #c33;color:#c33}
    table{border-collapse:collapse;width:100%;margin-top:10px}th{background:#f1ecf6;text-align:left;padding:5px 6px;border:1px solid #d9cfe4;font-size:11px}
    td{padding:5px 6px;border:1px solid #e3dcea}.kv td:nth-child(odd){background:#faf8fc;color:#555;width:16%}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${s.stopLabel(st)}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul - Flat', fsc: 'Fuel Surcharge', tolls: 'Toll Reimbursement', stop: 'Additional Stop', lumper: 'Lumper' });
    const total = s.maybe(0.7);
    return `<div class="page"><div class="top"><b>${esc(d.broker.name)} Carrier Portal</b><span>${esc(d.carrier.name)} · ${d.carrier.mc} ▾</span></div>
      <div class="tabs"><span>Available</span><span class="on">Tendered (1)</span><span>Accepted</span><span>In Transit</span><span>Invoices</span></div>
      <div class="wrap"><div class="status"><div style="font-size:17px"><b>Tendered Load ${d.loadReference}</b> &nbsp;<span class="st">Awaiting response</span></div>
        <div><span class="btn dec">Decline</span><span class="btn acc">Accept Tender</span></div></div>
        <div style="color:#777;margin-top:4px">Tender expires ${d.issued} 17:00 CT · Sent by ${esc(d.dispatcher)}, ${d.broker.phone}</div>
        <table class="kv"><tr><td>Shipment ID</td><td><b>${d.loadReference}</b></td><td>Customer Ref</td><td>${d.otherNumbers.po}</td><td>Equipment</td><td>${esc(d.equipment)}</td></tr>
          <tr><td>Total Distance</td><td>${s.miles()} mi</td><td>Weight</td><td>${weightLbs(s)}</td><td>Commodity</td><td>${esc(d.commodity)}</td></tr>
          <tr><td>Stops</td><td>${d.stops.length}</td><td>Handling Units</td><td>${d.pieces}</td><td>Hazmat</td><td>No</td></tr></table>
        <table><tr><th>#</th><th>Type</th><th>Facility</th><th>City</th><th>State</th><th>Zip</th><th>Appointment</th><th>Stop Ref</th></tr>${stops}</table>
        <table style="width:55%"><tr><th>Rate Item</th><th class="r">Amount</th></tr>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'usd')}</td></tr>`).join('')}
          ${total ? `<tr><td><b>Total Tendered Amount</b></td><td class="r"><b>${s.total('usd')}</b></td></tr>` : ''}</table>
        ${s.termRows().length ? `<p><b>Accessorial Schedule:</b> ${s.termRows().map(([k, v]) => `${k} ${v}`).join(' · ')}</p>` : ''}
        <p style="font-size:10.5px;color:#666">${s.boilerplate()} Remit invoices to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p></div></div>`;
  },
};

/** 4. An e-mailed confirmation whose body is an HTML table: mail header, greeting, label|value table, stops table. */
const emailHtmlTable: Family = {
  name: 'a7-email-html-table-body',
  width: 820,
  draw: { picks: [1, 1], drops: [1, 3], ref: '#######', fscChance: 0.6, tollsChance: 0.4, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:12.5px}.page{width:820px;padding:16px 22px}
    .mh{border-bottom:1px solid #ccc;padding-bottom:8px;margin-bottom:10px}.mh h2{font-size:17px;font-weight:normal;margin:0 0 8px}
    .mh div{color:#444;font-size:12px;line-height:1.5}.mh span{color:#888;display:inline-block;width:52px}
    table.t{border-collapse:collapse;margin:8px 0;font-family:'DejaVu Serif';font-size:12.5px}.t td,.t th{border:1px solid #888;padding:4px 8px}
    .t th{background:#c6d9f1;text-align:left}.t td.k{background:#eef3fa;font-weight:bold;width:170px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const user = companySlug(d.dispatcher.split(' ')[0]!);
    const rows: Array<[string, string]> = [['Load #', `<b>${d.loadReference}</b>`], ['Pickup City', `${esc(p.place.city)}, ${p.place.st}`],
      ['Delivery City', `${esc(q.place.city)}, ${q.place.st}`], ['Loaded Miles', s.miles()], ['Truck Type', esc(d.equipment)], ['Weight', weightLbs(s)],
      ['Linehaul Rate', s.money(d.rate)]];
    if (d.fsc !== null) rows.push(['FSC', s.money(d.fsc)]);
    if (d.tolls !== null) rows.push(['Tolls (pre-approved)', s.money(d.tolls)]);
    for (const c of d.charges) if (c.code === 'stop' || c.code === 'lumper') rows.push([esc(c.label), s.money(c.amount)]);
    if (s.maybe(0.5)) rows.push(['All-in Total', `<b>${s.total()}</b>`]);
    const stops = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'PU' : 'DEL'}</td><td>${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}</td><td>${st.date}</td><td>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    return `<div class="page"><div class="mh"><h2>Rate Confirmation - Load ${d.loadReference} - ${esc(p.place.city)} to ${esc(q.place.city)}</h2>
        <div><span>From</span>${esc(d.dispatcher)} &lt;${user}@${companySlug(d.broker.name)}.com&gt;<br><span>To</span>dispatch@${companySlug(d.carrier.name)}.com<br>
        <span>Date</span>${weekdayDate(d.issued)}, 2026 at ${ampm(p.time)}</div></div>
      <p>Hi ${esc(d.carrier.driver.split(' ')[0]!)},</p><p>Please see the load details below. Reply "ACCEPT" to this e-mail to confirm and send your truck and trailer numbers.</p>
      <table class="t">${rows.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>
      <table class="t"><tr><th>Type</th><th>Location</th><th>Date</th><th>Time</th><th>Ref #</th></tr>${stops}</table>
      ${s.termSentences().length ? `<p>${s.termSentences().map(esc).join('<br>')}</p>` : ''}
      <p style="font-size:11px;color:#555">${s.boilerplate()}</p>
      <p>Thanks,<br>${esc(d.dispatcher)}<br>${esc(d.broker.name)} | ${d.otherNumbers.brokerMc}<br>Direct ${drawPhone(s, 'paren')} | Office ${d.broker.phone}<br>${esc(d.broker.street)}, ${csz(d.broker)}</p></div>`;
  },
};

/** 5. A dispatcher's forward to the driver: short note, then the broker's original confirmation quoted below. */
const dispatcherForward: Family = {
  name: 'a7-dispatcher-forward-to-driver',
  width: 780,
  draw: { picks: [1, 2], drops: [1, 2], ref: 'AA-######', fscChance: 0.7, tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:12.5px}.page{width:780px;padding:16px 20px}
    .sub{font-size:18px;margin-bottom:10px}.from{color:#555;font-size:11.5px;margin-bottom:12px}
    .fw{color:#555;margin:16px 0 8px;font-size:11.5px}.q{border-left:2px solid #bbb;padding-left:12px}
    .q table{border-collapse:collapse;width:100%}.q td{padding:3px 6px;border-bottom:1px solid #e4e4e4;vertical-align:top}
    .q h3{background:#333;color:#fff;font-size:12px;padding:4px 8px;margin:10px 0 4px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const notes = pick(s.r, [
      `${esc(d.carrier.driver.split(' ')[0]!)} — your load for ${weekdayDate(p.date)}. Ratecon below, call me when you're loaded and send the BOL pic.`,
      `Booked this one for you, delivers in ${esc(q.place.city)} ${weekdayDate(q.date)}. Check in at shipper with the PU number, don't leave without the signed BOL.`,
      `Here you go. Tarps not needed. Text me ETA after you scale out.`,
    ]);
    const stops = d.stops.map((st) => `<tr><td><b>${s.stopLabel(st, 'upper')}</b></td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date} @ ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Charge', lumper: 'Lumper' });
    return `<div class="page"><div class="sub">Fwd: Load Confirmation ${d.loadReference}</div>
      <div class="from"><b>${esc(d.carrier.name)} Dispatch</b> &lt;dispatch@${companySlug(d.carrier.name)}.com&gt; to ${esc(d.carrier.driver)}</div>
      <div>${notes}</div><div style="margin-top:8px">Truck ${d.carrier.truck} · dispatch line ${drawPhone(s, 'paren')}</div>
      <div class="fw">---------- Forwarded message ---------<br>From: ${esc(d.dispatcher)} &lt;loads@${companySlug(d.broker.name)}.com&gt;<br>Date: ${d.issued}<br>
        Subject: Load Confirmation ${d.loadReference}<br>To: dispatch@${companySlug(d.carrier.name)}.com</div>
      <div class="q"><b style="font-size:15px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')} · ${d.otherNumbers.brokerMc}
        <h3>LOAD CONFIRMATION #${d.loadReference}</h3>
        <table><tr><td>Carrier</td><td>${esc(d.carrier.name)} (${d.carrier.mc}, DOT ${d.carrier.dot})</td></tr>
          <tr><td>Equipment</td><td>${esc(d.equipment)}, straps and 2 tarps</td></tr><tr><td>Commodity</td><td>${esc(d.commodity)} · ${weightLbs(s)} · ${d.pieces} pcs</td></tr>
          <tr><td>Miles</td><td>${s.miles()}</td></tr></table>
        <h3>STOPS</h3><table>${stops}</table>
        <h3>CARRIER PAY</h3><table>${pay.map((l) => `<tr><td>${l.label}</td><td>${s.money(l.amount)}</td></tr>`).join('')}
          ${s.maybe(0.6) ? `<tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr>` : ''}</table>
        <p>${s.termSentences().map(esc).join(' ')}</p><p style="font-size:10.5px">${s.boilerplate()}</p>
        <p style="font-size:11px">Bill to: ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}</p></div></div>`;
  },
};

/** 6. A phone app's load details: sticky header with the reference, route summary chip, stop timeline, rate rows, documents list. */
const phoneAppTimeline: Family = {
  name: 'a7-phone-app-stop-timeline',
  width: 390,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#########', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.5, miles: [60, 1100] },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:390px;background:#fff}
    .bar{background:#fff;border-bottom:1px solid #e2e2e2;padding:12px 14px;display:flex;justify-content:space-between;font-size:15px}
    .sum{margin:12px 14px;background:#f2f6ff;border-radius:10px;padding:10px 12px}.sum .mi{font-size:22px;font-weight:bold}
    h4{margin:14px 14px 6px;font-size:12px;color:#888;text-transform:uppercase}
    .tl{margin:0 14px;border-left:2px solid #c7d3ea;padding-left:14px}.tl div{position:relative;margin-bottom:12px}
    .tl div:before{content:'';position:absolute;left:-21px;top:3px;width:10px;height:10px;border-radius:50%;background:#3867d6}
    .tl small{color:#777}.row{display:flex;justify-content:space-between;margin:0 14px;padding:8px 0;border-bottom:1px solid #eee}
    .doc{margin:0 14px;padding:8px 0;color:#3867d6;border-bottom:1px solid #eee}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const tl = d.stops.map((st) => `<div><b>${st.kind === 'pick' ? 'Pick-up' : 'Drop-off'}</b> · ${esc(st.place.city)}, ${st.place.st}<br>${esc(st.place.name)}<br>
      <small>${esc(st.place.street)} ${st.place.zip}<br>${weekdayDate(st.date)} · ${ampm(st.time)} · ${st.ref}</small></div>`).join('');
    const pay = payLines(s, { linehaul: 'Line haul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Extra stops', lumper: 'Lumper' });
    return `<div class="page"><div class="bar"><span>‹ Back</span><b>Load ${d.loadReference}</b><span>⋮</span></div>
      <div class="sum"><div>${esc(p.place.city)}, ${p.place.st} ➜ ${esc(q.place.city)}, ${q.place.st}</div><div class="mi">${s.miles()} mi</div>
        <small>Deadhead ${d.deadhead} mi · ${esc(d.equipment)} · ${weightLbs(s)}</small></div>
      <h4>Stops</h4><div class="tl">${tl}</div>
      <h4>Rate</h4>${pay.map((l) => `<div class="row"><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
      ${s.maybe(0.5) ? `<div class="row"><b>You earn</b><b>${s.total()}</b></div>` : ''}
      ${s.termRows().map(([k, v]) => `<div class="row"><span>${k}</span><span>${v}</span></div>`).join('')}
      <h4>Broker</h4><div class="row"><span>${esc(d.broker.name)}</span><span>${d.broker.phone}</span></div>
      <div class="row"><span>MC</span><span>${d.otherNumbers.brokerMc}</span></div>
      <h4>Documents</h4><div class="doc">📄 Rate confirmation (signed)</div><div class="doc">📄 BOL ${d.otherNumbers.bol}</div><div style="height:16px"></div></div>`;
  },
};

/** 7. A load board booking printed from the browser: print header and footer with URL, labels above values in boxed grid. */
const browserPrintBooking: Family = {
  name: 'a7-browser-print-booking',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'BK-#######', fscChance: 0.55, tollsChance: 0.3, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:10px 30px 14px}
    .ph{display:flex;justify-content:space-between;font-size:9.5px;color:#333;margin-bottom:14px}
    .grid{display:grid;grid-template-columns:repeat(4,1fr);border-top:1px solid #999;border-left:1px solid #999}
    .grid div{border-right:1px solid #999;border-bottom:1px solid #999;padding:4px 6px;min-height:30px}
    .grid label{display:block;font-size:9px;color:#555;text-transform:uppercase}.w2{grid-column:span 2}
    h2{font-size:13px;margin:14px 0 4px;border-bottom:2px solid #000}h1{font-size:19px;margin:0 0 8px}`,
  body(s) {
    const d = s.d;
    const site = pick(s.r, ['www.hotshotloadfinder.com', 'app.truckboard.io', 'loads.vanlinemarket.com']);
    const stopCells = d.stops.map((st) => `<div><label>${st.kind === 'pick' ? 'Origin' : 'Destination'} ${stopNo(s, st)}</label>${st.date}<br>${st.time}</div>
      <div class="w2"><label>Facility</label>${esc(st.place.name)} — ${esc(st.place.street)}<br>${csz(st.place)}</div><div><label>Appt #</label>${st.ref}</div>`).join('');
    const pay = payLines(s, { linehaul: 'Booked Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' });
    const total = s.maybe(0.5);
    return `<div class="page"><div class="ph"><span>${d.issued}, ${ampm(first(s).time)}</span><span>Booking ${d.loadReference} | Load Board</span></div>
      <h1>Booking Confirmation</h1><div style="margin-bottom:8px">Thank you for booking with ${esc(d.broker.name)}. Keep this page for your records.</div>
      <div class="grid"><div><label>Booking ID</label><b style="font-size:14px">${d.loadReference}</b></div><div><label>Booked On</label>${d.issued}</div>
        <div><label>Trip Length</label>${s.miles()} mi</div><div><label>Equipment</label>${esc(d.equipment)}</div>
        <div><label>Carrier</label>${esc(d.carrier.name)}</div><div><label>MC #</label>${d.carrier.mc}</div><div><label>Driver</label>${esc(d.carrier.driver)}</div><div><label>Truck</label>${d.carrier.truck}</div></div>
      <h2>Stops</h2><div class="grid">${stopCells}</div>
      <h2>Pay</h2><div class="grid">${pay.map((l) => `<div><label>${l.label}</label>${s.money(l.amount)}</div>`).join('')}
        ${total ? `<div><label>Total Pay</label><b>${s.total()}</b></div>` : ''}<div><label>Payment Terms</label>Net 21</div></div>
      <h2>Freight</h2><div class="grid"><div class="w2"><label>Commodity</label>${esc(d.commodity)}</div><div><label>Weight</label>${weightLbs(s)}</div><div><label>PO</label>${d.otherNumbers.po}</div></div>
      ${s.termSentences().length ? `<h2>Accessorials</h2><div>${s.termSentences().map(esc).join('<br>')}</div>` : ''}
      <h2>Broker</h2><div>${esc(d.broker.name)} · ${d.otherNumbers.brokerMc} · ${s.office(d.broker, ', ')}</div>
      <p style="font-size:9.5px">${s.boilerplate()}</p>
      <div class="ph" style="margin:18px 0 0"><span>https://${site}/bookings/${d.loadReference}/print</span><span>1/1</span></div></div>`;
  },
};

/** 8. A cargo-van expedite "bid accepted" notice: your bid is the linehaul, empty miles called out apart from loaded. */
const expediteBidAccepted: Family = {
  name: 'a7-expedite-bid-accepted',
  width: 640,
  draw: { picks: [1, 1], drops: [1, 1], ref: 'EXP#######', fscChance: 0.2, tollsChance: 0.25, termsChance: 0.4, miles: [40, 800] },
  css: `body{font-family:'DejaVu Sans';font-size:13px;background:#f0f0f0}.page{width:640px;background:#f0f0f0;padding:18px}
    .box{background:#fff;border-radius:8px;padding:18px 22px;border-top:6px solid #ff7a00}h1{font-size:21px;margin:0 0 4px}
    .big{display:flex;gap:10px;margin:14px 0}.big div{flex:1;background:#fff6ec;border-radius:6px;padding:8px;text-align:center}
    .big b{display:block;font-size:19px}.big small{color:#8a6a45}
    .od{display:grid;grid-template-columns:1fr 30px 1fr;align-items:center;margin:12px 0}.od .arr{text-align:center;font-size:20px;color:#ff7a00}
    .od h5{margin:0;font-size:10px;color:#999;text-transform:uppercase}dl{display:grid;grid-template-columns:150px 1fr;gap:3px 8px;margin:10px 0}dt{color:#777}dd{margin:0}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const fuelNote = d.fsc !== null ? `<dt>Fuel Surcharge</dt><dd>${s.money(d.fsc)}</dd>` : '<dt>Fuel</dt><dd>Included in bid</dd>';
    const tolls = d.tolls !== null ? `<dt>Tolls</dt><dd>${s.money(d.tolls)} approved</dd>` : '';
    return `<div class="page"><div class="box"><h1>🎉 Your bid was accepted</h1>
      <div style="color:#666">${esc(d.broker.name)} accepted your offer on shipment <b>${d.loadReference}</b>. Please confirm dispatch within 15 minutes.</div>
      <div class="big"><div><small>Your bid</small><b>${s.money(d.rate)}</b></div><div><small>Loaded miles</small><b>${s.miles()}</b></div><div><small>Miles to pickup</small><b>${d.deadhead}</b></div></div>
      <div class="od"><div><h5>Pick up · ${p.date} ${ampm(p.time)}</h5><b>${csz(p.place)}</b><br>${esc(p.place.name)}<br>${esc(p.place.street)}</div><div class="arr">→</div>
        <div><h5>Deliver · ${q.date} ${ampm(q.time)}</h5><b>${csz(q.place)}</b><br>${esc(q.place.name)}<br>${esc(q.place.street)}</div></div>
      <dl><dt>Vehicle</dt><dd>${pick(s.r, ['Cargo Van', 'Sprinter Van', 'Small Straight (16 ft)'])}</dd><dt>Pieces / Weight</dt><dd>${d.pieces} / ${weightLbs(s)}</dd>
        <dt>Dims</dt><dd>${int(s.r, 40, 96)} x ${int(s.r, 40, 48)} x ${int(s.r, 30, 60)} in</dd>${fuelNote}${tolls}
        ${d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `<dt>${esc(c.label)}</dt><dd>${s.money(c.amount)}</dd>`).join('')}
        <dt>PU / DEL refs</dt><dd>${p.ref} / ${q.ref}</dd><dt>Shipper PO</dt><dd>${d.otherNumbers.po}</dd>
        <dt>Contact</dt><dd>${esc(d.dispatcher)}, ${d.broker.phone}</dd>${s.termRows().map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
      <div style="font-size:10.5px;color:#888">${s.boilerplate()}</div></div></div>`;
  },
};

/** 9. A carrier portal: status stepper, origin | destination blocks side by side, sticky "Carrier pay" card on the right. */
const portalStepperPayCard: Family = {
  name: 'a7-portal-stepper-pay-card',
  width: 960,
  draw: { picks: [1, 2], drops: [1, 1], ref: '5#######', fscChance: 0.8, tollsChance: 0.45, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#263238}.page{width:960px;padding:18px 22px;background:#fafafa}
    .step{display:flex;margin:6px 0 16px}.step span{flex:1;text-align:center;padding:6px;border-bottom:4px solid #cfd8dc;color:#90a4ae}
    .step span.done{border-color:#00897b;color:#00897b;font-weight:bold}.lay{display:grid;grid-template-columns:1fr 280px;gap:18px}
    .od{display:flex;gap:12px}.od>div{flex:1;background:#fff;border:1px solid #e0e0e0;border-radius:6px;padding:10px}
    .od h6{margin:0 0 4px;font-size:10px;color:#00897b;text-transform:uppercase}.pay{background:#fff;border:1px solid #e0e0e0;border-radius:6px;padding:12px}
    .pay .l{display:flex;justify-content:space-between;padding:4px 0}.pay .t{border-top:1px solid #ccc;margin-top:4px;padding-top:6px;font-size:14px}
    .meta{margin-top:14px;background:#fff;border:1px solid #e0e0e0;border-radius:6px;padding:10px;display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
    .meta small{display:block;color:#90a4ae}`,
  body(s) {
    const d = s.d;
    const q = last(s);
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stops', lumper: 'Lumper' });
    const block = (st: Stop, title: string) => `<div><h6>${title}</h6><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}<br>
      <span style="color:#78909c">${weekdayDate(st.date)} · ${st.time} · #${st.ref}</span></div>`;
    const picks = s.picks.map((st, i) => block(st, s.picks.length > 1 ? `Pickup ${i + 1}` : 'Origin')).join('');
    const total = s.maybe(0.75);
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div style="font-size:18px"><b>Order ${d.loadReference}</b></div>
        <div style="color:#78909c">${esc(d.broker.name)} · ${d.otherNumbers.brokerMc}</div></div>
      <div class="step"><span class="done">Tendered</span><span class="done">Accepted</span><span>Dispatched</span><span>At pickup</span><span>Delivered</span><span>Paid</span></div>
      <div class="lay"><div><div class="od">${picks}${block(q, 'Destination')}</div>
          <div class="meta"><div><small>Loaded distance</small>${s.miles()} miles</div><div><small>Equipment</small>${esc(d.equipment)}</div><div><small>Weight</small>${weightLbs(s)}</div>
            <div><small>Commodity</small>${esc(d.commodity)}</div><div><small>BOL</small>${d.otherNumbers.bol}</div><div><small>PO</small>${d.otherNumbers.po}</div>
            <div><small>Carrier</small>${esc(d.carrier.name)}</div><div><small>DOT</small>${d.carrier.dot}</div><div><small>Dispatcher</small>${esc(d.dispatcher)}</div></div>
          ${s.termSentences().length ? `<div class="meta" style="display:block"><small>Accessorial terms</small>${s.termSentences().map(esc).join(' ')}</div>` : ''}</div>
        <div><div class="pay"><b>Carrier pay</b>${pay.map((l) => `<div class="l"><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
          ${total ? `<div class="l t"><b>Total</b><b>${s.total()}</b></div>` : ''}<div style="color:#90a4ae;margin-top:6px">Remit: ${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div></div></div></div></div>`;
  },
};

/** 10. An Outlook e-mail: pay as one row of column headers, stops as rows with City | ST | Zip, signature with office. */
const outlookPayColumns: Family = {
  name: 'a7-outlook-pay-header-row',
  width: 860,
  draw: { picks: [1, 2], drops: [1, 2], ref: '##-######', fscChance: 0.7, tollsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12.5px}.page{width:860px;padding:0 0 14px}
    .rib{background:#0078d4;color:#fff;padding:6px 14px;font-size:12px}.hd{padding:10px 16px;border-bottom:1px solid #ddd}
    .hd h2{font-size:16px;margin:0 0 6px;font-weight:normal}.av{display:inline-block;width:32px;height:32px;border-radius:50%;background:#8764b8;color:#fff;text-align:center;line-height:32px;margin-right:8px;vertical-align:middle}
    .bd{padding:10px 16px}table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #a6a6a6;padding:4px 8px;text-align:left}th{background:#f2f2f2}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const init = d.dispatcher.split(' ').map((w) => w[0]).join('');
    const cols: Array<[string, string]> = [['Linehaul', s.money(d.rate, 'plain')]];
    if (d.fsc !== null) cols.push(['Fuel (FSC)', s.money(d.fsc, 'plain')]);
    if (d.tolls !== null) cols.push(['Tolls', s.money(d.tolls, 'plain')]);
    for (const c of d.charges) if (c.code === 'stop' || c.code === 'lumper') cols.push([esc(c.label), s.money(c.amount, 'plain')]);
    if (s.maybe(0.6)) cols.push(['Total Due Carrier', s.total('plain')]);
    const stops = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Shipper' : 'Consignee'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    return `<div class="page"><div class="rib">Reply &nbsp; Reply all &nbsp; Forward &nbsp;|&nbsp; Archive &nbsp; Delete</div>
      <div class="hd"><h2>RC ${d.loadReference} / ${esc(first(s).place.city)} ${first(s).place.st} - ${esc(last(s).place.city)} ${last(s).place.st}</h2>
        <span class="av">${init}</span><b>${esc(d.dispatcher)}</b> &lt;${companySlug(d.dispatcher)}@${companySlug(d.broker.name)}.com&gt;<br>
        <span style="color:#666;margin-left:40px">To: ${esc(d.carrier.name)}; Cc: ap@${companySlug(d.broker.name)}.com · ${d.issued} ${ampm(first(s).time)}</span></div>
      <div class="bd"><p>Good morning,</p><p>Confirming our load <b>${d.loadReference}</b> for your ${esc(d.equipment)}. Total practical miles: <b>${s.miles()}</b>. Rates in USD:</p>
        <table><tr>${cols.map(([k]) => `<th>${k}</th>`).join('')}</tr><tr>${cols.map(([, v]) => `<td class="r">${v}</td>`).join('')}</tr></table>
        <table><tr><th>Stop</th><th>Type</th><th>Name / Address</th><th>City</th><th>ST</th><th>Zip</th><th>Appt</th><th>Ref</th></tr>${stops}</table>
        <p>Commodity: ${esc(d.commodity)}, ${weightLbs(s)}, ${d.pieces} pallets. Customer PO ${d.otherNumbers.po}.</p>
        ${s.termSentences().length ? `<p>${s.termSentences().map(esc).join(' ')}</p>` : ''}
        <p>Send signed ratecon and invoice to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</p>
        <p style="font-size:11px;color:#666">${s.boilerplate()}</p>
        <p>${esc(d.dispatcher)}<br>Carrier Sales | ${esc(d.broker.name)}<br>${esc(d.broker.street)}, ${csz(d.broker)}<br>O: ${d.broker.phone} | C: ${drawPhone(s, 'paren')} | ${d.otherNumbers.brokerMc}</p></div></div>`;
  },
};

/** 11. A dark-mode marketplace screenshot: load card with badges, route summary and distance, details in two columns. */
const darkModeMarketplace: Family = {
  name: 'a7-dark-mode-marketplace',
  width: 720,
  draw: { picks: [1, 1], drops: [1, 2], ref: 'FM#######', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:13.5px;background:#15181e;color:#e8eaed}.page{width:720px;background:#15181e;padding:16px}
    .card{background:#222731;border-radius:10px;padding:14px 16px;margin-bottom:12px}.b{display:inline-block;border-radius:4px;padding:2px 7px;font-size:11px;font-weight:bold;margin-right:5px}
    .g{background:#1e4d2b;color:#7ee2a0}.y{background:#4d3f1e;color:#f5cf6b}.route{font-size:19px;font-weight:bold;margin:10px 0 4px}
    .dim{color:#9aa0a6}.two{display:grid;grid-template-columns:1fr 1fr;gap:10px 20px}.two div span{display:block;color:#9aa0a6;font-size:11.5px}
    .pl{display:flex;justify-content:space-between;padding:4px 0;border-bottom:1px solid #333a46}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const pay = payLines(s, { linehaul: 'Rate', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop pay', lumper: 'Lumper' });
    const via = s.drops.length > 1 ? ` <span class="dim">via ${s.drops.slice(0, -1).map((st) => esc(st.place.city)).join(', ')}</span>` : '';
    return `<div class="page"><div class="card"><span class="b g">CONFIRMED</span><span class="b y">${pick(s.r, ['HOTSHOT', 'EXPEDITE', 'PARTIAL', 'TEAM NOT REQUIRED'])}</span>
        <span class="dim" style="float:right">Ref ${d.loadReference}</span>
        <div class="route">${esc(p.place.city)}, ${p.place.st} — ${esc(q.place.city)}, ${q.place.st}${via}</div>
        <div class="dim">${s.miles()} loaded mi · ${d.deadhead} mi deadhead · ${weekdayDate(p.date)} pickup</div></div>
      <div class="card"><div class="two">${d.stops.map((st) => `<div><span>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} · ${st.date} ${ampm(st.time)}</span>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br><span>Ref ${st.ref}</span></div>`).join('')}</div></div>
      <div class="card"><div class="two"><div>${pay.map((l) => `<div class="pl"><span class="dim">${l.label}</span><b>${s.money(l.amount)}</b></div>`).join('')}
          ${s.maybe(0.5) ? `<div class="pl"><span>Total</span><b>${s.total()}</b></div>` : ''}</div>
        <div><div><span>Equipment</span>${esc(d.equipment)}</div><div style="margin-top:6px"><span>Load</span>${esc(d.commodity)} · ${weightLbs(s)}</div>
          <div style="margin-top:6px"><span>Shipper by</span>${esc(d.broker.name)} (${d.otherNumbers.brokerMc})</div><div style="margin-top:6px"><span>Phone</span>${d.broker.phone}</div></div></div></div>
      ${s.termRows().length ? `<div class="card">${s.termRows().map(([k, v]) => `<div class="pl"><span class="dim">${k}</span><span>${v}</span></div>`).join('')}</div>` : ''}</div>`;
  },
};

/** 12. A receipt-style booking summary: narrow monospace receipt with dotted leaders, "Reference ID", trip summary. */
const receiptBookingSummary: Family = {
  name: 'a7-receipt-booking-summary',
  width: 460,
  draw: { picks: [1, 2], drops: [1, 1], ref: 'R########', fscChance: 0.6, tollsChance: 0.4, miles: [50, 1000] },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:460px;padding:18px 22px;background:#fff}
    .c{text-align:center}.hr{border-top:1px dashed #444;margin:8px 0}.ln{display:flex}.ln span:nth-child(2){flex:1;border-bottom:1px dotted #888;margin:0 4px 4px}
    h1{font-size:15px;margin:4px 0}`,
  body(s) {
    const d = s.d;
    const ln = (k: string, v: string) => `<div class="ln"><span>${k}</span><span></span><span>${v}</span></div>`;
    const pay = payLines(s, { linehaul: 'LINEHAUL', fsc: 'FUEL SURCHG', tolls: 'TOLLS', stop: 'ADD STOP', lumper: 'LUMPER' });
    return `<div class="page"><div class="c"><b>${esc(d.broker.name.toUpperCase())}</b><br>${esc(d.broker.street)}<br>${csz(d.broker)}<br>${d.broker.phone}</div>
      <div class="hr"></div><h1 class="c">BOOKING SUMMARY</h1>${ln('Reference ID', d.loadReference)}${ln('Issued', d.issued)}${ln('Carrier', esc(d.carrier.name))}${ln('MC', d.carrier.mc)}
      <div class="hr"></div><b>TRIP</b>${d.stops.map((st) => `<div style="margin:4px 0">${st.kind === 'pick' ? 'FROM' : 'TO  '} ${esc(st.place.city.toUpperCase())}, ${st.place.st} ${st.place.zip}<br>
        &nbsp;&nbsp;&nbsp;&nbsp; ${esc(st.place.name)}, ${esc(st.place.street)}<br>&nbsp;&nbsp;&nbsp;&nbsp; ${st.date} ${st.time} #${st.ref}</div>`).join('')}
      ${ln('LOADED MILES', s.miles())}${ln('EMPTY MILES', String(d.deadhead))}${ln('WEIGHT', weightLbs(s))}
      <div class="hr"></div><b>PAY</b>${pay.map((l) => ln(l.label, s.money(l.amount, 'plain'))).join('')}
      ${s.maybe(0.7) ? `<div class="hr"></div>${ln('<b>TOTAL</b>', `<b>${s.total()}</b>`)}` : ''}${s.maybe(0.4) ? ln('RATE/MI', s.rpm()) : ''}
      ${s.termRows().length ? `<div class="hr"></div>${s.termRows().map(([k, v]) => ln(k.toUpperCase(), v)).join('')}` : ''}
      <div class="hr"></div><div style="font-size:10px">${s.boilerplate()}</div><div class="c" style="margin-top:8px">*** ${d.otherNumbers.bol} ***<br>THANK YOU FOR HAULING WITH US</div></div>`;
  },
};

export const families: Family[] = [
  loadboardBookedCard, marketplaceLaptopPage, brokerPortalTenderedLoad, emailHtmlTable, dispatcherForward, phoneAppTimeline,
  browserPrintBooking, expediteBidAccepted, portalStepperPayCard, outlookPayColumns, darkModeMarketplace, receiptBookingSummary,
];
