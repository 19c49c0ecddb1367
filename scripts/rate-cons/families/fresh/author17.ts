// Twelve layout families by a seventeenth author, written from what US broker confirmations for
// hotshot, cargo-van, straight-truck and box-truck owner-operators look like, and blind to the
// reader (docs/decisions/009-ocr.md, "Layout families"). The emphasis: two-page confirmations
// rendered as one tall page (header, carrier and stops on page 1; a page break with "Page 1 of 2"
// footers and the header repeated; pay, accessorials and signatures on page 2), sheets whose rate
// block comes before the stops, and sheets listing the stops in reverse (delivery first) under
// clear Pickup / Delivery labels. Fresh families: rendered with `--split fresh`, measured before
// they join any training index.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last } from '../../sheet';
import { ampm, companyDomain, csz, drawPhone, hhmm, payLines, weightLbs } from '../../family-helpers';
import { pick } from '../../../../src/domain/seeded-random';

/** "Pickup 2" / "Delivery 1" when there is more than one of the kind. */
const numbered = (s: Sheet, st: Stop, pickWord: string, dropWord: string) => {
  const list = st.kind === 'pick' ? s.picks : s.drops;
  const word = st.kind === 'pick' ? pickWord : dropWord;
  return list.length > 1 ? `${word} ${list.indexOf(st) + 1}` : word;
};
const seq = (s: Sheet, st: Stop) => s.d.stops.indexOf(st) + 1;
const reversed = (s: Sheet) => [...s.d.stops].reverse();

/** A national-style two-page tender: page 1 header, carrier and stops; dashed page break; page 2 repeats the header with pay, accessorials and signatures. */
const twoPageTenderClassic: Family = {
  name: 'a17-two-page-tender-classic',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'T######', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.8 },
  css: `body{font-family:'DejaVu Sans';font-size:11px;color:#1a1a1a}.page{width:816px;padding:0;background:#fff}
    .pp{padding:26px 34px 14px}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:8px}
    .brand{font-size:19px;font-weight:bold}.brand small{display:block;font-size:9px;font-weight:normal;color:#555}
    .ttl{text-align:right}.ttl h1{margin:0;font-size:15px}.ttl b{font-size:14px}
    h2{font-size:11px;margin:12px 0 4px;text-transform:uppercase;border-bottom:1px solid #999;padding-bottom:2px}
    .kv{display:grid;grid-template-columns:110px 1fr 110px 1fr;gap:3px 8px}.kv span{color:#555}
    table{width:100%;border-collapse:collapse}th{background:#eee;text-align:left;font-size:9.5px;padding:3px 5px;border:1px solid #aaa}
    td{border:1px solid #bbb;padding:4px 5px;vertical-align:top}.r{text-align:right}
    .ft{display:flex;justify-content:space-between;font-size:9px;color:#666;border-top:1px solid #ccc;padding-top:3px;margin-top:18px}
    .brk{border-top:2px dashed #888;height:14px;background:#f4f4f4}.small{font-size:9px;color:#444}
    .sig{display:grid;grid-template-columns:1fr 1fr;gap:26px;margin-top:14px}.sig div{border-top:1px solid #000;padding-top:2px;margin-top:30px;font-size:9.5px}`,
  body(s) {
    const d = s.d;
    const header = (big: boolean) => `<div class="hd"><div class="brand">${esc(d.broker.name)}<small>${esc(d.broker.street)}, ${csz(d.broker)} · Ph ${d.broker.phone} · ${d.otherNumbers.brokerMc}</small></div>
      <div class="ttl"><h1>${big ? 'Rate Confirmation / Load Tender' : 'Rate Confirmation (continued)'}</h1>Load # <b>${d.loadReference}</b>${big ? `<br>Date: ${d.issued}` : ''}</div></div>`;
    const foot = (n: number) => `<div class="ft"><span>${esc(d.broker.name)} · Load # ${d.loadReference}</span><span>Printed ${d.issued}</span><span>Page ${n} of 2</span></div>`;
    const rows = d.stops.map((st) => `<tr><td>${seq(s, st)}</td><td><b>${numbered(s, st, 'Pickup', 'Delivery')}</b></td>
      <td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date}<br>${st.time} ${s.maybe(0.4) ? 'FCFS' : 'Appt'}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul (Flat)', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Additional Stop', lumper: 'Lumper' });
    const acc = s.termRows();
    return `<div class="page"><div class="pp">${header(true)}
      <h2>Carrier</h2><div class="kv"><span>Carrier:</span><b>${esc(d.carrier.name)}</b><span>MC / DOT:</span><div>${d.carrier.mc} / ${d.carrier.dot}</div>
        <span>Driver:</span><div>${esc(d.carrier.driver)}</div><span>Driver cell:</span><div>${drawPhone(s, 'paren')}</div>
        <span>Truck #:</span><div>${d.carrier.truck}</div><span>Equipment:</span><div>${esc(d.equipment)}</div></div>
      <h2>Shipment</h2><div class="kv"><span>Commodity:</span><div>${esc(d.commodity)}</div><span>Weight:</span><div>${weightLbs(s)}</div>
        <span>Pieces:</span><div>${d.pieces} pcs</div><span>Customer PO:</span><div>${d.otherNumbers.po}</div>
        <span>Loaded Miles:</span><b>${s.miles()}</b><span>Empty Miles:</span><div>${d.deadhead}</div></div>
      <h2>Stops</h2><table><tr><th>#</th><th>Type</th><th>Location</th><th>Date / Time</th><th>Ref #</th></tr>${rows}</table>
      <p class="small">Driver must check in with dispatch on arrival and departure at every stop. Tracking link must remain active until empty.</p>
      ${foot(1)}</div><div class="brk"></div><div class="pp">${header(false)}
      <h2>Carrier Pay</h2><table><tr><th>Description</th><th class="r">Amount</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td><b>Total Carrier Pay</b></td><td class="r"><b>${s.total()}</b></td></tr></table>
      <h2>Accessorials</h2>${acc.length ? `<table>${acc.map(([k, v]) => `<tr><td style="width:140px">${k}</td><td>${v}</td></tr>`).join('')}</table>` : '<p>No accessorials pre-approved. Call for approval.</p>'}
      <h2>Billing</h2><div class="kv"><span>Remit to:</span><div>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div><span>Send POD to:</span><div>${esc(d.billTo.name)}<br>${s.office(d.billTo)}</div></div>
      <p class="small">${s.boilerplate()}</p>
      <div class="sig"><div>Carrier signature / date</div><div>Broker representative: ${esc(d.dispatcher)}</div></div>
      ${foot(2)}</div></div>`;
  },
};

/** A letter-style agreement on two pages: serif letterhead, Schedule A stops as blocks, Schedule B compensation as sentences, initials in the footer. */
const twoPageSerifAgreement: Family = {
  name: 'a17-two-page-serif-agreement',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#####-A', fscChance: 0.5, tollsChance: 0.3, miles: [140, 1100] },
  css: `body{font-family:'DejaVu Serif';font-size:12px}.page{width:816px;background:#fff}.pp{padding:36px 58px 16px}
    .lh{text-align:center}.lh b{font-size:18px;letter-spacing:1.5px}.lh div{font-size:10px}.rule{border-top:3px double #000;margin:6px 0 12px}
    h1{text-align:center;font-size:15px;margin:6px 0 2px}.no{text-align:center;margin-bottom:12px}
    h3{font-size:12.5px;margin:14px 0 6px;font-variant:small-caps}.blk{border-left:3px solid #444;padding:2px 10px;margin:6px 0}
    .blk em{font-style:normal;font-weight:bold;text-decoration:underline}
    .ft{font-size:9.5px;display:flex;justify-content:space-between;margin-top:22px}
    .brk{height:18px;border-top:1px solid #555;border-bottom:1px solid #555;background:repeating-linear-gradient(90deg,#ddd 0 6px,#fff 6px 12px)}
    .small{font-size:9.5px;text-align:justify}.sg{display:flex;gap:40px;margin-top:20px}.sg div{flex:1}.ln{border-bottom:1px solid #000;height:28px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const lh = (small: boolean) => small
      ? `<div class="lh" style="text-align:left;font-size:10.5px"><b style="font-size:13px">${esc(d.broker.name)}</b> — Load Confirmation Agreement No. ${d.loadReference} — continued</div><div class="rule"></div>`
      : `<div class="lh"><b>${esc(d.broker.name.toUpperCase())}</b><div>${esc(d.broker.street)} · ${csz(d.broker)} · Telephone ${d.broker.phone}</div><div>Licensed Property Broker ${d.otherNumbers.brokerMc}</div></div><div class="rule"></div>`;
    const foot = (n: number) => `<div class="ft"><span>Carrier initials: ______</span><span>Agreement No. ${d.loadReference}</span><span>Page ${n} of 2</span></div>`;
    const blocks = d.stops.map((st) => `<div class="blk"><em>${st.kind === 'pick' ? 'Origin — Pickup' : s.drops.length > 1 && st !== last(s) ? `Intermediate Delivery ${s.drops.indexOf(st) + 1}` : 'Final Delivery'}</em><br>
      ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}<br>On ${st.date} at ${ampm(st.time)}. Reference: ${st.ref}.</div>`).join('');
    const fuel = d.fsc !== null ? ` In addition, Broker shall pay a fuel surcharge of ${s.money(d.fsc)}.` : ' The line haul is inclusive of all fuel; no separate fuel surcharge applies.';
    const tolls = d.tolls !== null ? ` Tolls actually incurred shall be reimbursed in the amount of ${s.money(d.tolls)} upon receipt.` : '';
    const stopPay = d.charges.filter((c) => c.code === 'stop').map((c) => ` A stop-off allowance of ${s.money(c.amount)} applies.`).join('');
    const total = s.maybe(0.5) ? ` Total compensation under this Agreement: ${s.total()}.` : '';
    const terms = s.termSentences();
    return `<div class="page"><div class="pp">${lh(false)}<h1>LOAD CONFIRMATION AGREEMENT</h1><div class="no">Agreement No. <b>${d.loadReference}</b> · dated ${d.issued}</div>
      <p>This Agreement is made between <b>${esc(d.broker.name)}</b> ("Broker") and <b>${esc(d.carrier.name)}</b>, ${d.carrier.mc}, USDOT ${d.carrier.dot} ("Carrier"), for the transportation of ${esc(d.commodity.toLowerCase())} weighing ${weightLbs(s)} by ${esc(d.equipment)}, driver ${esc(d.carrier.driver)}.</p>
      <h3>Schedule A — Stops</h3>${blocks}
      <p>Carrier shall arrive at ${esc(p.place.city)} ready to load on ${p.date}. Bill of lading ${d.otherNumbers.bol} will be issued by shipper.</p>
      ${foot(1)}</div><div class="brk"></div><div class="pp">${lh(true)}
      <h3>Schedule B — Compensation</h3><p>For the ${s.miles()} loaded miles of this shipment, Broker shall pay Carrier a line haul of <b>${s.money(d.rate)}</b>.${fuel}${tolls}${stopPay}${total}</p>
      <h3>Schedule C — Accessorial Charges</h3><p>${terms.length ? terms.map(esc).join(' ') : 'No accessorial charges are authorized without written approval.'}</p>
      <p class="small">${s.boilerplate()} Remittance: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p>
      <div class="sg"><div>For Broker:<div class="ln" style="font-style:italic">${esc(d.dispatcher)}</div>Name / Date</div><div>For Carrier:<div class="ln"></div>Name / Date</div></div>
      ${foot(2)}</div></div>`;
  },
};

/** A TMS printout on two pages: condensed type, stops as blocks with split City / State / Zip cells; page 2 a charge grid and accessorial schedule. */
const twoPageTmsBlocks: Family = {
  name: 'a17-two-page-tms-blocks',
  draw: { picks: [1, 2], drops: [1, 1], ref: '4######', fscChance: 0.8, tollsChance: 0.45, termsChance: 0.75, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{width:816px;background:#fff}.pp{padding:18px 24px 10px}
    .bar{display:flex;justify-content:space-between;border:2px solid #000;padding:5px 8px}.bar b{font-size:16px}
    .grid{display:grid;grid-template-columns:repeat(4,1fr);border:1px solid #000;border-top:0}.grid div{border-right:1px solid #999;padding:3px 6px}
    .grid i{display:block;font-style:normal;font-size:8.5px;color:#444}
    .sb{border:1px solid #000;margin-top:8px}.sb .t{background:#000;color:#fff;padding:2px 6px;font-weight:bold}
    .sb table{width:100%;border-collapse:collapse}.sb td{border:1px solid #aaa;padding:3px 6px;vertical-align:top}.sb td i{display:block;font-style:normal;font-size:8.5px;color:#444}
    .ft{font-size:9px;text-align:center;margin-top:10px}.brk{border-top:1px solid #000;border-bottom:1px solid #000;height:8px;background:#999;margin:0}
    table.c{width:100%;border-collapse:collapse;margin-top:8px}table.c th{border-bottom:2px solid #000;text-align:left;padding:2px 5px}table.c td{border-bottom:1px dotted #777;padding:3px 5px}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const bar = (n: number) => `<div class="bar"><span>${esc(d.broker.name.toUpperCase())} · CARRIER ORDER CONFIRMATION</span><span>ORDER <b>${d.loadReference}</b> · Pg. ${n} of 2</span></div>`;
    const block = (st: Stop) => `<div class="sb"><div class="t">STOP ${seq(s, st)} — ${numbered(s, st, 'PICKUP', 'DELIVERY')}</div><table>
      <tr><td colspan="3"><i>Facility</i>${esc(st.place.name)}</td><td><i>Street</i>${esc(st.place.street)}</td></tr>
      <tr><td><i>City</i>${esc(st.place.city)}</td><td><i>State</i>${st.place.st}</td><td><i>Zip</i>${st.place.zip}</td><td><i>Appointment</i>${st.date} ${hhmm(st.time)} hrs</td></tr>
      <tr><td colspan="2"><i>${st.kind === 'pick' ? 'Pickup #' : 'Delivery #'}</i>${st.ref}</td><td colspan="2"><i>Contact</i>Receiving ${drawPhone(s, 'paren')}</td></tr></table></div>`;
    const pay = payLines(s, { linehaul: 'LH  Line Haul', fsc: 'FSC  Fuel Surcharge', tolls: 'TOL  Tolls', stop: 'SO  Stop Off', lumper: 'LMP  Lumper' });
    const acc = s.termRows();
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div class="pp">${bar(1)}
      <div class="grid"><div><i>Ship Date</i>${first(s).date}</div><div><i>Entered</i>${d.issued}</div><div><i>Booked By</i>${esc(d.dispatcher)}</div><div><i>Broker Phone</i>${d.broker.phone}</div>
        <div><i>Carrier</i>${esc(d.carrier.name)}</div><div><i>MC #</i>${d.carrier.mc}</div><div><i>DOT #</i>${d.carrier.dot}</div><div><i>Trailer Type</i>${esc(d.equipment)}</div>
        <div><i>Commodity</i>${esc(d.commodity)}</div><div><i>Wgt</i>${d.weight}</div><div><i>Pcs</i>${d.pieces}</div><div><i>Loaded Miles</i>${d.miles}</div></div>
      ${d.stops.map(block).join('')}
      <div class="ft">Continued on page 2 · Pg. 1 of 2</div></div><div class="brk"></div><div class="pp">${bar(2)}
      <table class="c"><tr><th>Code / Description</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Amount</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">1</td><td class="r">${s.money(l.amount, 'nocomma')}</td><td class="r">${s.money(l.amount, 'nocomma')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td colspan="3"><b>TOTAL DUE CARRIER</b></td><td class="r"><b>${s.total('nocomma')}</b></td></tr>` : ''}</table>
      <table class="c"><tr><th>Accessorial Schedule</th><th>Terms</th></tr>${acc.length ? acc.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('') : '<tr><td>All</td><td>Require prior approval</td></tr>'}</table>
      <p style="font-size:9px">${s.boilerplate()}</p><p>Bill to: ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}</p>
      <p>CARRIER ACCEPTANCE: ______________________________ DATE: __________ &nbsp; TRUCK ${d.carrier.truck}</p>
      <div class="ft">Pg. 2 of 2 · ${d.issued}</div></div></div>`;
  },
};

/** A cargo-van expedite confirmation shown as two white pages on a grey PDF-viewer background; labels above values. */
const twoPageViewerExpedite: Family = {
  name: 'a17-two-page-viewer-expedite',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'EXP-#####', fscChance: 0.35, tollsChance: 0.5, miles: [80, 900] },
  width: 860,
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#222}.page{width:860px;background:#8a8d91;padding:18px 22px}
    .sheet{background:#fff;padding:24px 30px 12px;box-shadow:0 1px 4px #333}.sheet+.sheet{margin-top:18px}
    .hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #bbb;padding-bottom:8px}
    .hd h1{margin:0;font-size:18px;color:#b30000}.hd .id{text-align:right;font-size:11px}.hd .id b{font-size:16px;display:block}
    .lb{font-size:9px;color:#777;text-transform:uppercase;letter-spacing:.6px;margin-top:8px}
    .row{display:flex;gap:16px}.row>div{flex:1}.card{border:1px solid #ccc;border-radius:6px;padding:8px 10px;margin-top:10px}
    .card h4{margin:0;font-size:12px}.pg{text-align:right;font-size:9px;color:#666;margin-top:16px}
    .amt{font-size:15px;font-weight:bold}.sig{border-bottom:1px solid #000;height:26px}`,
  body(s) {
    const d = s.d;
    const hd = (cont: boolean) => `<div class="hd"><div><h1>${cont ? 'EXPEDITE CONFIRMATION — cont.' : 'EXPEDITE CONFIRMATION'}</h1>${esc(d.broker.name)} · 24/7 Desk ${d.broker.phone} · expedite@${companyDomain(d.broker.name)}</div>
      <div class="id">Shipment ID<b>${d.loadReference}</b>${cont ? '' : `Issued ${d.issued}`}</div></div>`;
    const card = (st: Stop) => `<div class="card"><h4>${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'}</h4>
      <div class="lb">Location</div>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}
      <div class="lb">${st.kind === 'pick' ? 'Ready time' : 'Deliver by'}</div>${st.date} ${ampm(st.time)}<div class="lb">Reference</div>${st.ref}</div>`;
    const fuel = d.fsc !== null ? `<div><div class="lb">Fuel surcharge</div><div class="amt">${s.money(d.fsc)}</div></div>` : '<div><div class="lb">Fuel</div>Included in rate</div>';
    const tolls = d.tolls !== null ? `<div><div class="lb">Tolls reimbursed</div><div class="amt">${s.money(d.tolls)}</div></div>` : '<div><div class="lb">Tolls</div>None expected</div>';
    const terms = s.termSentences();
    return `<div class="page"><div class="sheet">${hd(false)}
      <div class="row"><div><div class="lb">Carrier</div>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}</div><div><div class="lb">Driver / Unit</div>${esc(d.carrier.driver)} · Unit ${d.carrier.truck}</div>
        <div><div class="lb">Vehicle required</div>${esc(d.equipment)}</div></div>
      <div class="row"><div><div class="lb">Freight</div>${esc(d.commodity)}, ${d.pieces} skids, ${weightLbs(s)}</div><div><div class="lb">Team / Solo</div>Solo</div><div><div class="lb">Loaded miles</div>${s.miles()}</div></div>
      <div class="row">${d.stops.map(card).join('')}</div>
      <div class="lb">Special instructions</div>Direct drive, no co-loading. Text photos of freight and BOL to dispatch after loading.
      <div class="pg">Page 1 of 2</div></div>
      <div class="sheet">${hd(true)}
      <div class="row" style="margin-top:6px"><div><div class="lb">Flat rate</div><div class="amt">${s.money(d.rate)}</div></div>${fuel}${tolls}</div>
      ${d.charges.filter((c) => c.code === 'stop').map((c) => `<div class="lb">Extra stop</div>${s.money(c.amount)}`).join('')}
      <div class="lb">Accessorials</div>${terms.length ? terms.map(esc).join('<br>') : 'Must be approved by the expedite desk before they are incurred.'}
      <div class="lb">Payment</div>Quick pay 2% or standard 30 days. Remit: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}
      <p style="font-size:9px;color:#555">${s.boilerplate()}</p>
      <div class="row"><div><div class="lb">Driver signature</div><div class="sig"></div></div><div><div class="lb">Date</div><div class="sig"></div></div></div>
      <div class="pg">Page 2 of 2</div></div></div>`;
  },
};

/** Rate agreement box at the top (labels left), load information, then the stops as plain rows at the bottom. */
const rateFirstSummary: Family = {
  name: 'a17-rate-first-summary',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', fscChance: 0.65, tollsChance: 0.3 },
  css: `body{font-family:'Liberation Sans','DejaVu Sans';font-size:12px}.page{width:816px;padding:28px 40px}
    .top{display:flex;justify-content:space-between}.top h1{font-size:22px;margin:0}.top .a{font-size:10px;text-align:right}
    .rate{border:2px solid #000;margin:14px 0;padding:8px 12px;display:flex;gap:30px}.rate table td{padding:2px 8px}.rate td.k{font-weight:bold}
    .rate .big{font-size:13px}h2{font-size:13px;border-bottom:1px solid #000;margin:14px 0 6px}
    .li td{padding:2px 10px 2px 0}.st{display:flex;border-bottom:1px solid #ddd;padding:5px 0}.st .k{width:110px;font-weight:bold}.st .a{flex:1}.st .t{width:170px}`,
  body(s) {
    const d = s.d;
    const pay = payLines(s, { linehaul: 'Linehaul Rate:', fsc: 'Fuel Surcharge:', tolls: 'Tolls:', stop: 'Stop Pay:', lumper: 'Lumper:' });
    const showTotal = s.maybe(0.75);
    const terms = s.termRows();
    return `<div class="page"><div class="top"><div><h1>${esc(d.broker.name)}</h1>Rate Confirmation</div><div class="a">${esc(d.broker.street)}<br>${csz(d.broker)}<br>${d.broker.phone}<br>${d.otherNumbers.brokerMc}</div></div>
      <div class="rate"><table class="big">${pay.map((l) => `<tr><td class="k">${l.label}</td><td>${s.money(l.amount)}</td></tr>`).join('')}
        ${d.fsc === null ? '<tr><td class="k">Fuel:</td><td>included</td></tr>' : ''}${showTotal ? `<tr><td class="k">Total Rate:</td><td><b>${s.total()}</b></td></tr>` : ''}</table>
        <table><tr><td class="k">Load #:</td><td>${d.loadReference}</td></tr><tr><td class="k">Miles:</td><td>${s.miles()}</td></tr><tr><td class="k">Date:</td><td>${d.issued}</td></tr><tr><td class="k">Rep:</td><td>${esc(d.dispatcher)}</td></tr></table></div>
      <h2>Load Information</h2><table class="li"><tr><td><b>Carrier</b></td><td>${esc(d.carrier.name)} (${d.carrier.mc})</td><td><b>Equipment</b></td><td>${esc(d.equipment)}</td></tr>
        <tr><td><b>Commodity</b></td><td>${esc(d.commodity)}</td><td><b>Weight</b></td><td>${weightLbs(s)}</td></tr>
        <tr><td><b>PO</b></td><td>${d.otherNumbers.po}</td><td><b>BOL</b></td><td>${d.otherNumbers.bol}</td></tr></table>
      ${terms.length ? `<h2>Accessorials</h2>${terms.map(([k, v]) => `${k}: ${v}`).join(' &nbsp;|&nbsp; ')}` : ''}
      <h2>Stops</h2>${d.stops.map((st) => `<div class="st"><div class="k">${numbered(s, st, 'Pick Up', 'Drop')}</div><div class="a">${esc(st.place.name)} — ${esc(st.place.street)}, ${csz(st.place)}</div><div class="t">${st.date} ${st.time}<br># ${st.ref}</div></div>`).join('')}
      <p style="font-size:9.5px;margin-top:14px">${s.boilerplate()}</p><p>Signed: _______________________ for ${esc(d.carrier.name)}</p></div>`;
  },
};

/** A pay banner as one row of column headers under the title; trip stats strip; stops as cards in a row below. */
const rateBannerThenCards: Family = {
  name: 'a17-rate-banner-then-cards',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'RC######', fscChance: 0.7, tollsChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#243040}.page{width:816px;padding:22px 28px}
    .t{display:flex;justify-content:space-between;align-items:flex-end}.t h1{margin:0;font-size:20px;color:#0b5d3b}
    table.b{width:100%;border-collapse:collapse;margin-top:12px}table.b th{background:#0b5d3b;color:#fff;font-size:10px;padding:4px 6px;text-align:center}
    table.b td{border:1px solid #0b5d3b;text-align:center;font-size:14px;padding:6px}
    .strip{display:flex;gap:0;margin-top:10px;background:#eef5f1}.strip div{flex:1;padding:5px 8px;border-right:1px solid #cfe0d6}.strip span{display:block;font-size:9px;color:#557}
    .cards{display:flex;gap:10px;margin-top:12px}.cd{flex:1;border:1px solid #9bb;border-top:4px solid #0b5d3b;padding:7px}.cd h3{margin:0 0 4px;font-size:12px}
    .cd.drop{border-top-color:#a0522d}.mut{color:#667;font-size:10px}`,
  body(s) {
    const d = s.d;
    const pay = payLines(s, { linehaul: 'LINEHAUL', fsc: 'FUEL', tolls: 'TOLLS', stop: 'STOP-OFFS', lumper: 'LUMPER' });
    const showTotal = s.maybe(0.8);
    const terms = s.termSentences();
    return `<div class="page"><div class="t"><div><div class="mut">${esc(d.broker.name)} · ${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div><h1>Carrier Rate Confirmation</h1></div>
      <div>Conf #: <b style="font-size:15px">${d.loadReference}</b><br><span class="mut">Sent ${d.issued} by ${esc(d.dispatcher)}</span></div></div>
      <table class="b"><tr>${pay.map((l) => `<th>${l.label}</th>`).join('')}${d.fsc === null ? '<th>FUEL</th>' : ''}${showTotal ? '<th>TOTAL PAY</th>' : ''}</tr>
        <tr>${pay.map((l) => `<td>${s.money(l.amount)}</td>`).join('')}${d.fsc === null ? '<td style="font-size:11px">Incl. in linehaul</td>' : ''}${showTotal ? `<td><b>${s.total()}</b></td>` : ''}</tr></table>
      <div class="strip"><div><span>Loaded miles</span>${s.miles()} mi</div><div><span>Deadhead</span>${d.deadhead} mi</div><div><span>Equipment</span>${esc(d.equipment)}</div><div><span>Weight</span>${weightLbs(s)}</div><div><span>Carrier</span>${esc(d.carrier.name)}</div></div>
      <div class="cards">${d.stops.map((st) => `<div class="cd ${st.kind}"><h3>${seq(s, st)}. ${numbered(s, st, 'Pickup', 'Delivery')}</h3>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<div class="mut">${st.date} · ${ampm(st.time)}<br>Ref ${st.ref}</div></div>`).join('')}</div>
      <p><b>Terms.</b> ${terms.map(esc).join(' ') || 'Accessorials only with written approval.'}</p>
      <p class="mut">${s.boilerplate()} Carrier ${d.carrier.mc}, DOT ${d.carrier.dot}. Remit to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p></div>`;
  },
};

/** A dark left sidebar with "Your Pay" first in reading order, then the load and stops in a vertical timeline on the right. */
const paySidebarFirst: Family = {
  name: 'a17-pay-sidebar-first',
  draw: { picks: [1, 1], drops: [1, 3], ref: '######', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;display:flex;min-height:700px}
    .side{width:230px;background:#23303f;color:#fff;padding:20px 16px}.side h2{font-size:12px;color:#9fc3e6;margin:14px 0 4px;text-transform:uppercase}
    .side .l{display:flex;justify-content:space-between;border-bottom:1px solid #3b4b5e;padding:3px 0}
    .main{flex:1;padding:20px 24px}.main h1{margin:0 0 2px;font-size:18px}.tl{border-left:3px solid #23303f;margin:12px 0 0 6px;padding-left:14px}
    .tl .s{position:relative;margin-bottom:12px}.tl .s:before{content:'';position:absolute;left:-22px;top:2px;width:11px;height:11px;border-radius:50%;background:#23303f}
    .tl b{font-size:12px}.g{color:#666}`,
  body(s) {
    const d = s.d;
    const pay = payLines(s, { linehaul: 'Line haul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop-offs', lumper: 'Lumper' });
    const showTotal = s.maybe(0.7);
    const terms = s.termRows();
    return `<div class="page"><div class="side"><div style="font-size:16px;font-weight:bold">${esc(d.broker.name)}</div><div style="font-size:10px">${d.otherNumbers.brokerMc}</div>
      <h2>Your Pay</h2>${pay.map((l) => `<div class="l"><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
        ${d.fsc === null ? '<div class="l"><span>Fuel</span><span>in rate</span></div>' : ''}${showTotal ? `<div class="l" style="font-weight:bold"><span>Total</span><span>${s.total()}</span></div>` : ''}
      <h2>Trip</h2>Loaded miles: ${s.miles()}<br>Empty miles: ${d.deadhead}
      <h2>Accessorials</h2>${terms.length ? terms.map(([k, v]) => `${k}: ${v}`).join('<br>') : 'By approval only'}
      <h2>Payables</h2>${esc(d.billTo.name)}<br>${s.office(d.billTo)}</div>
      <div class="main"><h1>Load Confirmation</h1><div class="g">Load ID <b style="color:#000;font-size:14px">${d.loadReference}</b> · ${d.issued} · Agent ${esc(d.dispatcher)} ${d.broker.phone}</div>
      <p>Carrier: <b>${esc(d.carrier.name)}</b> ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · ${esc(d.equipment)}<br>Freight: ${esc(d.commodity)}, ${weightLbs(s)}, ${d.pieces} pieces</p>
      <div class="tl">${d.stops.map((st) => `<div class="s"><b>${numbered(s, st, 'Pickup', 'Delivery').toUpperCase()}</b> — ${st.date} ${ampm(st.time)}<br>${esc(st.place.name)}<br>${esc(st.place.street)}, ${csz(st.place)}<br><span class="g">${st.kind === 'pick' ? 'PU#' : 'DEL#'} ${st.ref}</span></div>`).join('')}</div>
      <p class="g" style="font-size:9.5px">${s.boilerplate()}</p><p>Accepted: ____________________ Date: ________</p></div></div>`;
  },
};

/** A stops table printed final delivery first, Seq counting down, with City / ST / Zip columns and Pickup / Delivery in bold. */
const deliveryFirstRows: Family = {
  name: 'a17-delivery-first-rows',
  draw: { picks: [1, 2], drops: [1, 2], ref: '8#######', fscChance: 0.7, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:24px 30px}
    .h{display:flex;justify-content:space-between;border-bottom:4px solid #444}.h h1{font-size:17px;margin:0 0 4px}
    table{width:100%;border-collapse:collapse;margin-top:8px}th{background:#444;color:#fff;text-align:left;font-size:9.5px;padding:3px 5px}
    td{border-bottom:1px solid #bbb;padding:4px 5px;vertical-align:top}.r{text-align:right}.note{font-size:10px;color:#555;margin-top:4px}
    .two{display:flex;gap:20px;margin-top:10px}.two>div{flex:1}h2{font-size:12px;margin:12px 0 0}`,
  body(s) {
    const d = s.d;
    const n = d.stops.length;
    const rows = reversed(s).map((st) => `<tr><td>${seq(s, st)} of ${n}</td><td><b>${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'}</b></td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off', lumper: 'Lumper' });
    const terms = s.termRows();
    return `<div class="page"><div class="h"><div><h1>${esc(d.broker.name)} — Rate Confirmation</h1>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div><div class="r">Load No. <b style="font-size:14px">${d.loadReference}</b><br>${d.issued}</div></div>
      <div class="two"><div><b>Carrier</b><br>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver: ${esc(d.carrier.driver)}</div>
        <div><b>Load</b><br>${esc(d.equipment)} · ${esc(d.commodity)}<br>${weightLbs(s)} · ${d.pieces} pcs<br>Miles (loaded): ${s.miles()}</div></div>
      <h2>Stops</h2><div class="note">Listed from final delivery back to first pickup. Run in stop order 1 → ${n}.</div>
      <table><tr><th>Stop</th><th>Type</th><th>Facility</th><th>City</th><th>ST</th><th>Zip</th><th>Date</th><th>Ref</th></tr>${rows}</table>
      <div class="two"><div><h2>Rate</h2><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        <tr><td><b>Total</b></td><td class="r"><b>${s.total('plain')}</b></td></tr></table></div>
        <div><h2>Accessorials</h2><table>${terms.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('') || '<tr><td>Call for approval</td></tr>'}</table></div></div>
      <p class="note">${s.boilerplate()}</p><p>Carrier signature ______________________ &nbsp; Broker: ${esc(d.dispatcher)}</p></div>`;
  },
};

/** Consignee block printed above the shipper block (labels in grey cells at left); pay under column headers at the foot. */
const consigneeAboveShipper: Family = {
  name: 'a17-consignee-above-shipper',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'A#####', fscChance: 0.55, tollsChance: 0.3, miles: [100, 1200] },
  css: `body{font-family:'Liberation Serif','DejaVu Serif';font-size:12.5px}.page{width:816px;padding:30px 44px}
    .t{text-align:center;border:2px solid #000;padding:6px}.t b{font-size:18px}
    table{width:100%;border-collapse:collapse;margin-top:10px}td{border:1px solid #000;padding:4px 6px;vertical-align:top}
    td.k{background:#d8d8d8;font-weight:bold;width:150px}th{border:1px solid #000;background:#d8d8d8;padding:3px}.c td{text-align:center}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'Fuel Surch.', tolls: 'Tolls', stop: 'Stops', lumper: 'Lumper' });
    const showTotal = s.maybe(0.5);
    const terms = s.termSentences();
    return `<div class="page"><div class="t"><b>${esc(d.broker.name.toUpperCase())}</b><br>${s.office(d.broker, ' · ')}<br>CARRIER RATE CONFIRMATION · Ref ${d.loadReference}</div>
      <table><tr><td class="k">Date</td><td>${d.issued}</td><td class="k">Reference No.</td><td>${d.loadReference}</td></tr>
        <tr><td class="k">Carrier</td><td>${esc(d.carrier.name)}</td><td class="k">MC No.</td><td>${d.carrier.mc}</td></tr></table>
      <table><tr><td class="k">CONSIGNEE<br>(Deliver To)</td><td>${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}</td><td class="k">Delivery Date</td><td>${q.date} by ${ampm(q.time)}<br>Del # ${q.ref}</td></tr>
        <tr><td class="k">SHIPPER<br>(Pick Up At)</td><td>${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}</td><td class="k">Pickup Date</td><td>${p.date} at ${ampm(p.time)}<br>PU # ${p.ref}</td></tr></table>
      <table><tr><td class="k">Commodity</td><td>${esc(d.commodity)}</td><td class="k">Weight</td><td>${weightLbs(s)}</td></tr>
        <tr><td class="k">Equipment</td><td>${esc(d.equipment)}</td><td class="k">Mileage</td><td>${s.miles()}</td></tr></table>
      <table class="c"><tr>${pay.map((l) => `<th>${l.label}</th>`).join('')}${showTotal ? '<th>Total</th>' : ''}</tr><tr>${pay.map((l) => `<td>${s.money(l.amount)}</td>`).join('')}${showTotal ? `<td>${s.total()}</td>` : ''}</tr></table>
      ${d.fsc === null ? '<p>Rate is all inclusive of fuel.</p>' : ''}<p>${terms.map(esc).join(' ')}</p>
      <p style="font-size:10px">${s.boilerplate()}</p><p>Invoice to: ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}</p>
      <table><tr><td style="height:36px">Carrier Signature</td><td>Printed Name</td><td>Date</td></tr></table></div>`;
  },
};

/** Stops as a timeline read from the top down: last delivery at the top, first pickup at the bottom; pay in a right column. */
const reverseTimelineCards: Family = {
  name: 'a17-reverse-timeline-cards',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'Q-######', fscChance: 0.6, tollsChance: 0.4, termsChance: 0.65 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px;color:#1d1d1d}.page{width:816px;padding:24px 28px}
    .hd{background:#4a2b6b;color:#fff;padding:10px 14px;display:flex;justify-content:space-between}.hd h1{margin:0;font-size:17px}
    .wrap{display:flex;gap:18px;margin-top:12px}.l{flex:1.6}.rc{flex:1;border:1px solid #ccc;padding:10px;background:#faf8fc}
    .cd{border:1px solid #bbb;border-radius:4px;padding:8px;margin-bottom:4px}.cd .tag{display:inline-block;padding:1px 6px;font-weight:bold;font-size:10.5px;border-radius:3px}
    .pick .tag{background:#d6eedc}.drop .tag{background:#f6dccd}.arr{text-align:center;color:#777;font-size:10px;margin:0 0 4px}
    .rc .ln{display:flex;justify-content:space-between;padding:3px 0;border-bottom:1px dashed #ccc}.mut{color:#666;font-size:10px}`,
  body(s) {
    const d = s.d;
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'FSC', tolls: 'Toll reimbursement', stop: 'Extra stops', lumper: 'Lumper' });
    const cards = reversed(s).map((st) => `<div class="cd ${st.kind}"><span class="tag">${numbered(s, st, 'Pickup', 'Delivery')}</span> <span class="mut">stop ${seq(s, st)}</span><br>
      <b>${esc(st.place.city)}, ${st.place.st}</b> ${st.place.zip}<br>${esc(st.place.name)}, ${esc(st.place.street)}<br>${st.date} ${ampm(st.time)} · #${st.ref}</div>`).join('<div class="arr">▲ from</div>');
    const terms = s.termRows();
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div class="hd"><div><h1>Load Confirmation</h1>${esc(d.broker.name)} · ${d.broker.phone}</div><div>Load <b style="font-size:15px">${d.loadReference}</b><br>${d.issued}</div></div>
      <div class="wrap"><div class="l"><div class="mut">Route, destination at top</div>${cards}</div>
        <div class="rc"><b>Rate</b>${pay.map((l) => `<div class="ln"><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
          ${d.fsc === null ? '<div class="ln"><span>FSC</span><span>incl.</span></div>' : ''}${showTotal ? `<div class="ln"><b>Total</b><b>${s.total()}</b></div>` : ''}
          <p>Loaded miles <b>${s.miles()}</b></p><b>Accessorials</b><div class="mut">${terms.map(([k, v]) => `${k} — ${v}`).join('<br>') || 'With approval only'}</div>
          <p><b>Carrier</b><br>${esc(d.carrier.name)}<br>${d.carrier.mc}<br>${esc(d.equipment)}</p></div></div>
      <p class="mut">${esc(d.commodity)} · ${weightLbs(s)} · BOL ${d.otherNumbers.bol} · PO ${d.otherNumbers.po}</p><p class="mut">${s.boilerplate()}</p>
      <p>Carrier acceptance: ___________________________</p></div>`;
  },
};

/** Two pages where page 1 opens with the pay agreement and carrier, and page 2 (header repeated) lists the stops delivery first, then signatures. */
const twoPageRateFirstReverse: Family = {
  name: 'a17-two-page-rate-first-reverse',
  draw: { picks: [1, 2], drops: [1, 2], ref: '2#####', fscChance: 0.65, tollsChance: 0.35, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11.5px}.page{width:816px;background:#fff}.pp{padding:24px 34px 10px}
    .hd{border-top:3px solid #000;border-bottom:1px solid #000;padding:4px 0;display:flex;justify-content:space-between}
    h2{font-size:12px;margin:12px 0 4px;text-decoration:underline}pre{font-family:inherit;margin:0;white-space:pre-wrap}
    .ft{text-align:center;font-size:10px;margin-top:14px}.brk{height:0;border-top:2px dashed #000;margin:6px 0}
    .st{border:1px solid #000;padding:5px 8px;margin-bottom:6px}`,
  body(s) {
    const d = s.d;
    const hd = `<div class="hd"><span>${esc(d.broker.name.toUpperCase())} ${d.broker.phone}</span><span>LOAD CONFIRMATION #${d.loadReference}</span></div>`;
    const pay = payLines(s, { linehaul: 'LINE HAUL', fsc: 'FUEL SURCHG', tolls: 'TOLLS', stop: 'STOP CHG', lumper: 'LUMPER' });
    const w = Math.max(...pay.map((l) => l.label.length)) + 4;
    const payText = pay.map((l) => `${l.label.padEnd(w, '.')} ${s.money(l.amount).padStart(11)}`).join('\n');
    const showTotal = s.maybe(0.65);
    const terms = s.termSentences();
    const stops = reversed(s).map((st) => `<div class="st"><b>${st.kind === 'pick' ? '[ PICKUP ]' : '[ DELIVERY ]'}</b> STOP ${seq(s, st)} OF ${d.stops.length}
      <br>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>DATE ${st.date}  TIME ${hhmm(st.time)}  REF ${st.ref}</div>`).join('');
    return `<div class="page"><div class="pp">${hd}<div style="margin-top:6px">ISSUED ${d.issued} · BROKER ${d.otherNumbers.brokerMc} · ${esc(d.broker.street)}, ${csz(d.broker)}</div>
      <h2>AGREED RATE</h2><pre>${payText}${showTotal ? `\n${'TOTAL'.padEnd(w, '.')} ${s.total().padStart(11)}` : ''}${d.fsc === null ? '\nFUEL INCLUDED IN LINE HAUL' : ''}
LOADED MILES: ${d.miles}</pre>
      <h2>CARRIER</h2><pre>${esc(d.carrier.name)}  ${d.carrier.mc}  DOT ${d.carrier.dot}
DRIVER ${esc(d.carrier.driver)}  TRUCK ${d.carrier.truck}  ${esc(d.equipment.toUpperCase())}</pre>
      <h2>ACCESSORIALS</h2><pre>${terms.map(esc).join('\n') || 'NONE WITHOUT APPROVAL'}</pre>
      <h2>FREIGHT</h2><pre>${esc(d.commodity.toUpperCase())}  ${d.weight} LBS  ${d.pieces} PCS  BOL ${d.otherNumbers.bol}</pre>
      <div class="ft">*** Page 1 of 2 ***</div></div><div class="brk"></div><div class="pp">${hd}
      <h2>STOPS (LAST STOP FIRST)</h2>${stops}
      <pre style="font-size:9.5px">${s.boilerplate()}</pre>
      <pre style="margin-top:14px">CARRIER: ____________________  DATE: ________
BROKER:  ${esc(d.dispatcher)}</pre>
      <div class="ft">*** Page 2 of 2 ***</div></div></div>`;
  },
};

/** A box-truck sheet: rate strip across the top, then stops with split City / State / Zip cells in run order, loaded vs deadhead miles. */
const boxTruckSplitCsz: Family = {
  name: 'a17-box-truck-split-csz',
  draw: { picks: [1, 1], drops: [1, 3], ref: 'BX####', fscChance: 0.3, tollsChance: 0.25, miles: [60, 650] },
  css: `body{font-family:'Liberation Sans','DejaVu Sans';font-size:11.5px}.page{width:816px;padding:22px 30px}
    .t{display:flex;justify-content:space-between;align-items:center}.t h1{font-size:19px;margin:0}.box{border:1px solid #333;padding:4px 8px}
    .strip{display:flex;border:2px solid #333;margin-top:10px}.strip div{flex:1;padding:5px 8px;border-right:1px solid #333}.strip small{display:block;font-size:9px}
    table{width:100%;border-collapse:collapse;margin-top:10px}th{border:1px solid #333;background:#e8e8e8;font-size:9.5px;padding:3px}td{border:1px solid #333;padding:4px;vertical-align:top}`,
  body(s) {
    const d = s.d;
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper');
    const showTotal = s.maybe(0.5);
    const terms = s.termRows();
    return `<div class="page"><div class="t"><div><h1>${esc(d.broker.name)}</h1>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div><div class="box">Straight Truck Load Confirmation<br>Trip #: <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <div class="strip"><div><small>Rate${d.fsc === null ? ' (all-in, incl. fuel)' : ''}</small><b>${s.money(d.rate)}</b></div>
        ${d.fsc !== null ? `<div><small>Fuel Surcharge</small>${s.money(d.fsc)}</div>` : ''}${d.tolls !== null ? `<div><small>Tolls</small>${s.money(d.tolls)}</div>` : ''}
        ${extra.map((c) => `<div><small>${esc(c.label)}</small>${s.money(c.amount)}</div>`).join('')}${showTotal ? `<div><small>Total</small><b>${s.total()}</b></div>` : ''}
        <div><small>Loaded Miles</small>${d.miles}</div><div><small>Deadhead</small>${d.deadhead}</div></div>
      <p>Carrier: <b>${esc(d.carrier.name)}</b> · ${d.carrier.mc} · Truck ${d.carrier.truck} · ${esc(d.equipment)} w/ liftgate · ${esc(d.commodity)}, ${d.pieces} pallets, ${weightLbs(s)}</p>
      <table><tr><th>Stop</th><th>Pickup / Delivery</th><th>Company</th><th>Address</th><th>City</th><th>State</th><th>Zip</th><th>Appt</th><th>Number</th></tr>
        ${d.stops.map((st) => `<tr><td>${seq(s, st)}</td><td>${numbered(s, st, 'Pickup', 'Delivery')}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date} ${ampm(st.time)}</td><td>${st.ref}</td></tr>`).join('')}</table>
      <p>${terms.map(([k, v]) => `<b>${k}:</b> ${v}`).join(' · ') || 'No detention without approval.'} Liftgate and pallet jack required. Residential deliveries call ahead.</p>
      <p style="font-size:9.5px">${s.boilerplate()}</p>
      <p>Dispatcher: ${esc(d.dispatcher)} ${pick(s.r, ['ext. 204', 'ext. 117', 'cell ' + drawPhone(s, 'paren')])} &nbsp; Carrier sign: ____________________</p></div>`;
  },
};

export const families: Family[] = [
  twoPageTenderClassic, twoPageSerifAgreement, twoPageTmsBlocks, twoPageViewerExpedite, rateFirstSummary, rateBannerThenCards,
  paySidebarFirst, deliveryFirstRows, consigneeAboveShipper, reverseTimelineCards, twoPageRateFirstReverse, boxTruckSplitCsz,
];
