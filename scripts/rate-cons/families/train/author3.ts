// Twelve layout families by a third author, written from what real confirmations look like and
// blind to the reader (docs/decisions/009-ocr.md, "Layout families"): a freight forwarder's
// transfer order with air-waybill numbers, an expedite network's cargo-van offer card, a webmail
// view of a broker's HTML e-mail with a quoted counter-offer, a faxed numbered-box form, an Excel
// window with a stop grid, a dispatch service's load sheet with its fee and the driver's net, an
// agent-based carrier's trip assignment with the BCO share, a translated EDI 204 tender, a drayage
// work order, a confirmation with a tear-off remittance stub, a hotshot itinerary by legs, and a
// 3PL carrier portal printed from a browser. Fresh families: rendered with `--split fresh`, measured
// before they join any training index.
import { cents } from '../../load';
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2, padR, padL } from '../../sheet';
import { csz, extraCharge, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

type Code = 'linehaul' | 'fsc' | 'tolls' | 'stop' | 'lumper';
/** The charges under this sheet's own names (a stop-off line keeps its count). */
const named = (s: Sheet, names: Partial<Record<Code, string>>) =>
  s.d.charges.map((c) => {
    const own = names[c.code];
    const count = /\((\d+)\)/.exec(c.label)?.[1];
    const label = c.code === 'stop' ? (c.label.startsWith('Stop-off') && own ? `${own} (${count})` : c.label) : (own ?? c.label);
    return { code: c.code, label, amount: c.amount };
  });
/** Small towns for offices that are never stops (a dispatch service, an agent station). */
const TOWNS = [['Ocala', 'FL', '34475'], ['Joplin', 'MO', '64801'], ['Abilene', 'TX', '79601'], ['Dothan', 'AL', '36301'],
  ['Bowling Green', 'KY', '42101'], ['Kearney', 'NE', '68847'], ['Tupelo', 'MS', '38804'], ['Valdosta', 'GA', '31601']] as const;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 22);

/** A freight forwarder's domestic transfer order: recover from an air-cargo terminal, HAWB / MAWB, kilos beside pounds. */
const forwarderTransferOrder: Family = {
  name: 'forwarder-transfer-order',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'TO######', tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:816px;padding:26px 32px}
    .hd{display:grid;grid-template-columns:1fr 250px;gap:14px;border-bottom:2px solid #0b3d91;padding-bottom:8px}
    .logo{font-size:22px;font-weight:bold;color:#0b3d91;letter-spacing:1px}.refbox{border:2px solid #0b3d91}
    .refbox div{display:flex;justify-content:space-between;padding:2px 6px;border-bottom:1px solid #9bb}.refbox div:last-child{border:0}
    h1{font-size:17px;text-align:center;margin:10px 0 6px;letter-spacing:3px}.two{display:grid;grid-template-columns:1fr 1fr;gap:10px}
    .bx{border:1px solid #555;margin-top:8px}.bx .t{background:#0b3d91;color:#fff;font-weight:bold;padding:2px 6px;font-size:11px}.bx .c{padding:5px 7px;line-height:1.35}
    table{border-collapse:collapse;width:100%}td,th{border:1px solid #777;padding:3px 5px;text-align:left}th{background:#dde4f0;font-size:11px}
    .r{text-align:right}.sm{font-size:10px;color:#333}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const terminal = pick(s.r, ['Delta Cargo', 'American Airlines Cargo', 'United Cargo', 'Southwest Cargo', 'CFS Bonded Whse']);
    const hawb = `${int(s.r, 10, 99)}${String(int(s.r, 100000, 999999))}`;
    const mawb = `${pick(s.r, ['006', '001', '016', '526'])}-${String(int(s.r, 1000000, 9999999))}${int(s.r, 0, 6)}`;
    const kg = Math.round(d.weight / 2.2046);
    const drops = s.drops.map((st, i) => `<div class="bx"><div class="t">DELIVER TO — CONSIGNEE${s.drops.length > 1 ? ` (${i + 1} of ${s.drops.length})` : ''}</div>
      <div class="c">${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>Deliver by: ${st.date} ${st.time} &nbsp; Consignee ref: ${st.ref}</div></div>`).join('');
    const lines = named(s, { linehaul: 'Cartage — flat', fsc: 'Fuel surcharge', tolls: 'Tolls / bridge', stop: 'Additional delivery', lumper: 'Unloading (lumper)' });
    return `<div class="page"><div class="hd"><div><div class="logo">${esc(d.broker.name.toUpperCase())}</div>
      <div>International Freight Forwarding · Customs Brokerage · IATA 01-1-${int(s.r, 1000, 9999)}/0011</div><div class="sm">${s.office(d.broker, ' · ')}</div></div>
      <div class="refbox"><div><span>Transfer Order No.</span><b>${d.loadReference}</b></div><div><span>HAWB</span><span>${hawb}</span></div>
      <div><span>MAWB</span><span>${mawb}</span></div><div><span>Date</span><span>${d.issued}</span></div></div></div>
      <h1>DOMESTIC TRANSFER ORDER / CARTAGE ALERT</h1>
      <div>To: <b>${esc(d.carrier.name)}</b> (${d.carrier.mc}) — Attn: dispatch. Please recover the shipment below and deliver as instructed. Quote the Transfer Order No. on all paperwork.</div>
      <div class="two"><div class="bx"><div class="t">RECOVER FROM — ${esc(terminal.toUpperCase())}</div>
        <div class="c">${esc(p.place.name)} c/o ${esc(terminal)}<br>${esc(p.place.street)}<br>${csz(p.place)}<br>Available: ${p.date} ${p.time} &nbsp; Recovery ref: ${p.ref}</div></div>
        <div>${drops}</div></div>
      <div class="bx"><div class="t">CARGO</div><table><tr><th>Pcs</th><th>Gross kg</th><th>Gross lb</th><th>Description</th><th>Service</th></tr>
        <tr><td>${d.pieces}</td><td>${kg.toLocaleString('en-US')}</td><td>${d.weight.toLocaleString('en-US')}</td><td>${esc(d.commodity)}</td><td>${esc(d.equipment)} — direct, no co-load</td></tr></table></div>
      <div class="two"><div class="bx"><div class="t">CARTAGE CHARGES (USD)</div><table>${lines.map((l) => `<tr><td>${esc(l.label)}</td><td class="r">${s.money(l.amount, 'plain')}</td></tr>`).join('')}
        <tr><th>Total cartage</th><th class="r">${s.total('plain')}</th></tr></table>
        <div class="c sm">Driving distance (PC*Miler practical): <b>${s.miles()} mi</b> loaded.</div></div>
        <div class="bx"><div class="t">AUTHORISED ACCESSORIALS</div><div class="c">${s.termRows().map(([k, v]) => `${k}: ${v}`).join('<br>') || 'None — call the forwarder before incurring any charge.'}</div></div></div>
      <div class="bx"><div class="t">INVOICE</div><div class="c">Invoice ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')} with the signed delivery receipt. ${s.boilerplate()}</div></div>
      <div class="sm" style="margin-top:10px">Issued by ${esc(d.dispatcher)}, Import Operations · TSA-approved IAC. Shipment subject to the forwarder's standard trading conditions.</div></div>`;
  },
};

/** An expedite network's cargo-van offer card: big FROM / TO tiles, loaded and empty miles as tiles, trip pay. */
const expediteOfferCard: Family = {
  name: 'expedite-offer-card',
  width: 560,
  draw: { picks: [1, 1], drops: [1, 1], ref: 'E#######', miles: [150, 1400], fscChance: 0.35, tollsChance: 0.25, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:13px;color:#222}.page{width:560px;padding:16px;background:#f2f2f2}
    .ok{background:#1b8a3a;color:#fff;font-weight:bold;padding:8px 12px;border-radius:6px;display:flex;justify-content:space-between}
    .trip{font-size:12px;color:#555;margin:10px 2px}.trip b{font-size:20px;color:#111}
    .lane{display:grid;grid-template-columns:1fr 30px 1fr;align-items:center;gap:4px}.end{background:#fff;border-radius:8px;padding:10px;border-top:5px solid #f28c00}
    .end .k{font-size:10px;color:#777;letter-spacing:2px}.end .city{font-size:19px;font-weight:bold}.end .sm{font-size:11px;color:#555}
    .arrow{font-size:24px;text-align:center;color:#f28c00}.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;margin-top:10px}
    .tile{background:#fff;border-radius:8px;padding:8px;text-align:center}.tile .v{font-size:17px;font-weight:bold}.tile .k{font-size:10px;color:#777}
    .pay{background:#fff;border-radius:8px;padding:10px;margin-top:10px}.pay div{display:flex;justify-content:space-between;padding:2px 0}
    .big{font-size:20px;font-weight:bold;border-top:1px solid #ccc;margin-top:4px;padding-top:4px}ul{margin:4px 0;padding-left:18px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const end = (k: string, st: Stop, when: string) => `<div class="end"><div class="k">${k}</div><div class="city">${esc(st.place.city)}, ${st.place.st}</div>
      <div class="sm">${esc(st.place.name)}<br>${esc(st.place.street)} ${st.place.zip}<br>${when}: ${st.date} ${st.time}</div></div>`;
    const rows = named(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls (reimb.)', lumper: 'Lumper' });
    return `<div class="page"><div class="ok"><span>✓ OFFER ACCEPTED</span><span>${d.issued} ${pad2(int(s.r, 6, 21))}:${pad2(int(s.r, 0, 59))}</span></div>
      <div class="trip">Trip ID<br><b>${d.loadReference}</b> &nbsp; · Cargo van / sprinter · team not required</div>
      <div class="lane">${end('FROM', p, 'Ready')}<div class="arrow">➜</div>${end('TO', q, 'Due by')}</div>
      <div class="tiles"><div class="tile"><div class="v">${s.miles()}</div><div class="k">LOADED MI</div></div><div class="tile"><div class="v">${d.deadhead}</div><div class="k">EMPTY MI</div></div>
        <div class="tile"><div class="v">${d.pieces}</div><div class="k">PIECES</div></div><div class="tile"><div class="v">${Math.round(d.weight / 20).toLocaleString('en-US')}</div><div class="k">LBS</div></div></div>
      <div class="pay">${rows.map((r) => `<div><span>${esc(r.label)}</span><span>${s.money(r.amount)}</span></div>`).join('')}
        <div><span>Rate per loaded mile</span><span>${s.rpm()}</span></div><div class="big"><span>Trip pay</span><span>${s.total()}</span></div></div>
      <div class="pay"><b>Driver requirements</b><ul><li>Call on arrival at shipper and consignee. Pickup # ${p.ref}, delivery # ${q.ref}.</li>
        <li>POD photo in the app within 30 minutes of delivery.</li>${s.termSentences().map((t) => `<li>${esc(t)}</li>`).join('')}</ul></div>
      <div style="font-size:10px;color:#666;margin-top:8px">${esc(d.broker.name)} Expedite Network · 24/7 operations ${d.broker.phone} · ${esc(d.broker.city)}, ${d.broker.st}. Contractor ${esc(d.carrier.name)} ${d.carrier.mc}.</div></div>`;
  },
};

/** A webmail view of a broker's HTML e-mail: subject with the lane, a zebra key/value table, a signature and a quoted counter-offer. */
const htmlEmailWebmail: Family = {
  name: 'html-email-webmail',
  width: 780,
  draw: { picks: [1, 2], drops: [1, 2], ref: '######', termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:780px;background:#fff}
    .bar{background:#f1f3f4;padding:10px 16px;display:flex;gap:18px;color:#5f6368;font-size:12px}.subj{font-size:20px;padding:14px 18px 4px}
    .from{padding:4px 18px;display:flex;gap:10px;align-items:center;font-size:12px;color:#5f6368}.av{width:34px;height:34px;border-radius:50%;background:#7b1fa2;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:bold}
    .msg{padding:10px 18px 18px 62px}.tpl{border:1px solid #ddd;max-width:600px}.tpl .ban{background:#c62828;color:#fff;padding:10px 14px;font-size:17px;font-weight:bold}
    .tpl table{border-collapse:collapse;width:100%}.tpl td{padding:6px 12px;vertical-align:top;border-bottom:1px solid #eee}.tpl tr:nth-child(even){background:#fafafa}
    .tpl td:first-child{width:170px;color:#c62828;font-weight:bold}.sig{color:#555;font-size:12px;margin-top:14px;line-height:1.4}
    .q{border-left:2px solid #ccc;padding-left:10px;color:#777;margin-top:14px;font-size:12px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const domain = `${slug(d.broker.name)}.com`;
    const stopRows = d.stops.map((st) => {
      const label = `${st.kind === 'pick' ? 'Pick-up' : 'Drop'}${(st.kind === 'pick' ? s.picks : s.drops).length > 1 ? ` ${stopNo(s, st)}` : ''}`;
      return `<tr><td>${label}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}, ${csz(st.place)}<br>${st.date} at ${st.time} · Ref ${st.ref}</td></tr>`;
    }).join('');
    const money = named(s, { linehaul: 'Line Haul Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' })
      .map((l) => `<tr><td>${esc(l.label)}</td><td>${s.money(l.amount)}</td></tr>`).join('');
    const ask = Math.round((d.total * (1.08 + s.r() * 0.1)) / 50) * 50;
    return `<div class="page"><div class="bar"><span>☰ Mail</span><span>Inbox (14)</span><span>Archive</span><span>Report spam</span><span>Delete</span><span style="margin-left:auto">3 of 212</span></div>
      <div class="subj">Rate Confirmation – Load ${d.loadReference} – ${esc(p.place.city)} ${p.place.st} to ${esc(q.place.city)} ${q.place.st}</div>
      <div class="from"><div class="av">${esc(d.dispatcher[0]!)}</div><div><b style="color:#202124">${esc(d.dispatcher)}</b> &lt;${slug(d.dispatcher)}@${domain}&gt;<br>to dispatch@${slug(d.carrier.name)}.com · ${d.issued}, ${pad2(int(s.r, 7, 17))}:${pad2(int(s.r, 0, 59))}</div></div>
      <div class="msg"><p>Hi ${esc(d.carrier.driver.split(' ')[0]!)},</p><p>Thanks for covering this one. Details below; reply ACCEPT to this e-mail to confirm and send your driver's cell.</p>
      <div class="tpl"><div class="ban">${esc(d.broker.name)} · Load Confirmation</div><table>
        <tr><td>Load Number</td><td><b>${d.loadReference}</b></td></tr>${stopRows}
        <tr><td>Equipment</td><td>${esc(d.equipment)} · ${esc(d.commodity)} · ${d.weight.toLocaleString('en-US')} lbs</td></tr>
        <tr><td>Loaded Miles</td><td>${s.miles()}</td></tr>${money}
        <tr><td>Total Carrier Pay</td><td><b>${s.total()}</b></td></tr>
        <tr><td>Accessorials</td><td>${s.termSentences().join('<br>') || 'Must be approved in writing.'}</td></tr></table></div>
      <div class="sig">${esc(d.dispatcher)}<br>Carrier Sales | ${esc(d.broker.name)}<br>${esc(d.broker.street)}, ${csz(d.broker)}<br>
        Direct ${d.broker.phone} · ${d.otherNumbers.brokerMc}<br><span style="font-size:10px">${s.boilerplate()}</span></div>
      <div class="q">On ${d.issued}, ${esc(d.carrier.name)} wrote:<br>&gt; Can you do ${s.money(ask)} on this one? Truck is empty in ${esc(p.place.city)} now.</div></div></div>`;
  },
};

/** A faxed numbered-box form: a transmission header, tiny numbered captions, values typed in mono. */
const numberedBoxFax: Family = {
  name: 'numbered-box-fax',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:13px}.page{width:816px;padding:14px 28px 30px}
    .fax{font-size:10px;display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:2px;margin-bottom:10px}
    h1{font-family:'DejaVu Serif';font-size:18px;text-align:center;margin:4px 0}.sub{font-family:'DejaVu Serif';text-align:center;font-size:11px;margin-bottom:8px}
    .g{display:grid;grid-template-columns:repeat(6,1fr);border-left:1.5px solid #000;border-top:1.5px solid #000}
    .b{border-right:1.5px solid #000;border-bottom:1.5px solid #000;padding:2px 5px 5px;min-height:38px}
    .b i{display:block;font-family:'DejaVu Sans Condensed';font-style:normal;font-size:8px;text-transform:uppercase;letter-spacing:.3px}
    .s1{grid-column:span 1}.s2{grid-column:span 2}.s3{grid-column:span 3}.s4{grid-column:span 4}.s6{grid-column:span 6}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const box = (n: number, cls: string, cap: string, val: string) => `<div class="b ${cls}"><i>${n}. ${cap}</i>${val}</div>`;
    const others = d.stops.filter((st) => st !== p && st !== q)
      .map((st) => `${st.kind === 'pick' ? 'ADD\'L PICK' : 'STOP-OFF DEL'}: ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} ${st.date} ${st.time}`).join('<br>') || 'NONE';
    const get = (code: Code) => d.charges.filter((c) => c.code === code).reduce((a, c) => a + c.amount, 0);
    const other = get('stop') + get('lumper');
    const page = `${pad2(1)}/${pad2(int(s.r, 1, 3))}`;
    return `<div class="page"><div class="fax"><span>${d.issued} ${pad2(int(s.r, 6, 18))}:${pad2(int(s.r, 0, 59))}</span><span>FROM: ${esc(d.broker.name.toUpperCase())} ${d.broker.phone}</span><span>TO: ${esc(d.carrier.name.toUpperCase())}</span><span>P.${page}</span></div>
      <h1>CARRIER RATE AGREEMENT</h1><div class="sub">Form RC-7 (rev. 03/2024) — complete, sign box 19 and fax back within one hour</div>
      <div class="g">${box(1, 's3', 'Broker name and address', `${esc(d.broker.name)}<br>${esc(d.broker.street)}<br>${csz(d.broker)}`)}
        ${box(2, 's2', 'Agreement / load no.', `<b>${d.loadReference}</b>`)}${box(3, 's1', 'Date', d.issued)}
        ${box(4, 's3', 'Carrier', `${esc(d.carrier.name)}<br>Driver ${esc(d.carrier.driver)} · Trk ${d.carrier.truck}`)}${box(5, 's1', 'MC no.', d.carrier.mc)}${box(6, 's2', 'Equipment', esc(d.equipment))}
        ${box(7, 's3', 'Shipper (origin)', `${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}`)}${box(8, 's3', 'Pick-up date / time / no.', `${p.date} ${p.time}<br>PU# ${p.ref}`)}
        ${box(9, 's3', 'Consignee (destination)', `${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}`)}${box(10, 's3', 'Delivery date / time / no.', `${q.date} ${q.time}<br>DEL# ${q.ref}`)}
        ${box(11, 's6', 'Additional stops', others)}
        ${box(12, 's1', 'Loaded miles', s.miles())}${box(13, 's1', 'Line haul', s.money(d.rate))}${box(14, 's1', 'Fuel surcharge', d.fsc !== null ? s.money(d.fsc) : 'INCL')}
        ${box(15, 's1', 'Tolls', d.tolls !== null ? s.money(d.tolls) : '—')}${box(16, 's1', 'Other (stops/lumper)', other > 0 ? s.money(cents(other)) : '—')}${box(17, 's1', 'Total', `<b>${s.total()}</b>`)}
        ${box(18, 's6', 'Accessorial terms', s.termSentences().join(' ') || 'None unless authorised in writing.')}
        ${box(19, 's3', 'Carrier signature / date', '<br>&nbsp;')}${box(20, 's3', 'Broker representative', `<span style="font-family:'DejaVu Serif';font-style:italic;font-size:17px">${esc(d.dispatcher)}</span>`)}
        ${box(21, 's6', 'Conditions', `<span style="font-family:'DejaVu Sans Condensed';font-size:9px">${s.boilerplate()} Remit to ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}.</span>`)}</div></div>`;
  },
};

/** An Excel window: title bar, formula bar, column letters and row numbers; money without dollar signs. */
const excelWindowStopGrid: Family = {
  name: 'excel-window-stop-grid',
  width: 910,
  draw: { picks: [1, 2], drops: [1, 3], ref: '######', lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:910px;background:#fff}
    .title{background:#217346;color:#fff;padding:6px 10px;font-size:12px;display:flex;justify-content:space-between}
    .ribbon{background:#f3f3f3;padding:5px 10px;color:#333;border-bottom:1px solid #ccc;font-size:11px;word-spacing:14px}
    .fx{display:flex;border-bottom:1px solid #ccc;font-size:11px}.fx span{padding:3px 8px;border-right:1px solid #ccc}
    table{border-collapse:collapse;table-layout:fixed}td{border:1px solid #d4d4d4;padding:2px 4px;height:17px;overflow:hidden;white-space:nowrap}
    .h{background:#efefef;color:#555;text-align:center}.n{text-align:right}.b{font-weight:bold}.tot{border-top:2px solid #000;font-weight:bold}
    .tabs{background:#f3f3f3;padding:4px 10px;border-top:1px solid #ccc}.tabs span{padding:2px 12px;margin-right:4px}.tabs .on{background:#fff;border-bottom:2px solid #217346;color:#217346;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const widths = [30, 60, 74, 150, 130, 150, 46, 84, 84, 100];
    const cols = 'ABCDEFGHI'.split('');
    let n = 0;
    const row = (cells: string[], cls: string[] = []) => {
      n += 1;
      return `<tr><td class="h">${n}</td>${cols.map((_, i) => `<td class="${cls[i] ?? ''}">${cells[i] ?? ''}</td>`).join('')}</tr>`;
    };
    const rows: string[] = [];
    rows.push(row(['', '', esc(d.broker.name.toUpperCase())], ['', '', 'b']));
    rows.push(row(['', '', `${esc(d.broker.street)}, ${csz(d.broker)}`]));
    rows.push(row([]));
    rows.push(row(['LOAD #', d.loadReference, '', 'CARRIER', esc(d.carrier.name), '', 'DATE', d.issued], ['b', 'b', '', 'b', '', '', 'b']));
    rows.push(row(['EQUIP', esc(d.equipment), '', 'MC', d.carrier.mc, '', 'REP', esc(d.dispatcher)], ['b', '', '', 'b', '', '', 'b']));
    rows.push(row([]));
    rows.push(row(['STOP', 'TYPE', 'FACILITY', 'CITY', 'ST', 'ZIP', 'DATE', 'TIME', 'REF #'], Array(9).fill('b')));
    d.stops.forEach((st, i) => rows.push(row([String(i + 1), st.kind === 'pick' ? 'PICKUP' : 'DELIVERY', esc(st.place.name), esc(st.place.city), st.place.st, st.place.zip, st.date, st.time, st.ref])));
    rows.push(row([]));
    rows.push(row(['', '', '', 'LOADED MILES', '', '', s.miles(), '', ''], ['', '', '', 'b', '', '', 'n']));
    rows.push(row(['', '', '', 'DEADHEAD', '', '', String(d.deadhead)], ['', '', '', 'b', '', '', 'n']));
    rows.push(row([]));
    const firstRow = n + 1;
    for (const c of named(s, { linehaul: 'LINEHAUL', fsc: 'FUEL SURCHARGE', tolls: 'TOLLS', lumper: 'LUMPER' })) {
      rows.push(row(['', '', '', esc(c.label.toUpperCase()), '', '', '', s.money(c.amount, 'plain')], ['', '', '', '', '', '', '', 'n']));
    }
    rows.push(row(['', '', '', 'TOTAL', '', '', '', s.total('plain')], ['', '', '', 'tot', 'tot', 'tot', 'tot', 'n tot']));
    rows.push(row([]));
    for (const [k, v] of s.termRows()) rows.push(row(['', '', '', esc(k.toUpperCase()), esc(v)]));
    return `<div class="page"><div class="title"><span>AutoSave ● Off</span><span>RC_${d.loadReference}.xlsx - Excel</span><span>${esc(d.dispatcher)} &nbsp; — ☐ ✕</span></div>
      <div class="ribbon">File Home Insert Page&nbsp;Layout Formulas Data Review View Help</div>
      <div class="fx"><span>H${firstRow + d.charges.length}</span><span>✕ ✓ fx</span><span>=SUM(H${firstRow}:H${firstRow + d.charges.length - 1})</span></div>
      <table><colgroup>${widths.map((w) => `<col style="width:${w}px">`).join('')}</colgroup>
      <tr><td class="h"></td>${cols.map((c) => `<td class="h">${c}</td>`).join('')}</tr>${rows.join('')}</table>
      <div class="tabs"><span class="on">RateCon</span><span>Stops</span><span>Notes</span><span>+</span></div></div>`;
  },
};

/** A dispatch service's load sheet for its owner-operator: broker block, the gross, the dispatch fee and the driver's net. */
const dispatchServiceNetSheet: Family = {
  name: 'dispatch-service-net-sheet',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#########', fscChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:12.5px}.page{width:816px;padding:26px 34px}
    .top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #6a1b9a;padding-bottom:6px}
    .name{font-size:20px;font-weight:bold;color:#6a1b9a}h2{font-size:15px;margin:12px 0 4px;color:#6a1b9a;border-bottom:1px solid #ddd}
    .kv{display:grid;grid-template-columns:150px 1fr 150px 1fr;row-gap:3px}.kv b{color:#444}
    .stops{display:grid;grid-template-columns:1fr 1fr;gap:10px}.st{border:1px dashed #888;padding:6px 8px}.st .t{font-weight:bold;background:#eee;margin:-6px -8px 4px;padding:3px 8px}
    table{border-collapse:collapse;width:60%}td{padding:3px 6px;border-bottom:1px solid #eee}td.r{text-align:right}.neg{color:#b00020}.net{font-size:15px;font-weight:bold;background:#f3e5f5}`,
  body(s) {
    const d = s.d;
    const town = pick(s.r, TOWNS);
    const ds = `${d.dispatcher.split(' ')[1]} Dispatch Solutions LLC`;
    const feePct = pick(s.r, [5, 6, 8, 10]);
    const fee = cents((d.total * feePct) / 100);
    const factPct = pick(s.r, [2, 3, 3.5]);
    const fact = cents((d.total * factPct) / 100);
    const stops = d.stops.map((st) => `<div class="st"><div class="t">${st.kind === 'pick' ? 'PU' : 'DEL'} #${stopNo(s, st)} — ${st.date} ${st.time}</div>
      ${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>${st.kind === 'pick' ? 'PU' : 'Delivery'} #: ${st.ref}<br><i style="font-size:11px">${pick(s.r, ['Check in at guard shack, have MC ready.', 'FCFS — call 1 hr out.', 'Appointment only, no early arrivals.', 'Driver assist may be required.'])}</i></div>`).join('');
    const lines = named(s, { linehaul: 'Linehaul (broker pays)', fsc: 'FSC', tolls: 'Tolls reimbursed', lumper: 'Lumper reimb.' });
    return `<div class="page"><div class="top"><div><div class="name">${esc(ds)}</div>${esc(town[0])}, ${town[1]} ${town[2]} · dispatch desk (${int(s.r, 300, 989)}) ${int(s.r, 200, 989)}-${int(s.r, 1000, 9999)}</div>
      <div style="text-align:right"><b>LOAD SHEET</b><br>Truck #${d.carrier.truck} · ${esc(d.carrier.driver)}<br>Our ref DS-${int(s.r, 1000, 9999)}</div></div>
      <h2>Broker</h2><div class="kv"><b>Broker</b><span>${esc(d.broker.name)}</span><b>Broker MC</b><span>${d.otherNumbers.brokerMc}</span>
        <b>Office</b><span>${esc(d.broker.street)}, ${csz(d.broker)}</span><b>Phone</b><span>${d.broker.phone}</span>
        <b>Broker Load #</b><span><b>${d.loadReference}</b></span><b>Rep</b><span>${esc(d.dispatcher)}</span>
        <b>Equipment</b><span>${esc(d.equipment)}</span><b>Commodity</b><span>${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lb</span></div>
      <h2>Stops</h2><div class="stops">${stops}</div>
      <h2>Miles</h2><div>Loaded: <b>${s.miles()}</b> mi &nbsp;|&nbsp; DH: ${d.deadhead} mi &nbsp;|&nbsp; All miles: ${(d.miles + d.deadhead).toLocaleString('en-US')} &nbsp;|&nbsp; Linehaul RPM (loaded): ${s.rpm()}</div>
      <h2>Money</h2><table>${lines.map((l) => `<tr><td>${esc(l.label)}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td><b>Gross (per rate con)</b></td><td class="r"><b>${s.total()}</b></td></tr>
        <tr class="neg"><td>Dispatch fee ${feePct}%</td><td class="r">-${s.money(fee)}</td></tr><tr class="neg"><td>Factoring ${factPct}%</td><td class="r">-${s.money(fact)}</td></tr>
        <tr class="net"><td>Est. net to truck</td><td class="r">${s.money(cents(d.total - fee - fact))}</td></tr></table>
      <h2>Broker terms</h2><div>${s.termSentences().join(' ') || 'No accessorials on the rate con — call us before any wait.'}</div>
      <div style="font-size:10px;color:#666;margin-top:12px">Paperwork: send BOL/POD photos to the dispatch desk the same day. We invoice ${esc(d.billTo.name)} at ${esc(d.billTo.city)}, ${d.billTo.st} on your behalf.</div></div>`;
  },
};

/** An agent-based carrier's trip assignment: agent station, LOAD / UNLOAD itinerary, revenue and the BCO's share. */
const agentTripAssignment: Family = {
  name: 'agent-trip-assignment',
  width: 900,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', tollsChance: 0.3 },
  css: `body{font-family:'DejaVu Serif Condensed';font-size:12.5px}.page{width:900px;padding:22px 30px}
    .hd{display:flex;justify-content:space-between;border:2px solid #222;padding:6px 10px}.hd .n{font-size:19px;font-weight:bold;letter-spacing:2px}
    .cols{display:grid;grid-template-columns:1.4fr 1fr;gap:16px;margin-top:10px}h3{font-size:13px;margin:8px 0 4px;text-transform:uppercase;border-bottom:2px solid #222}
    .it{display:grid;grid-template-columns:70px 1fr;border-bottom:1px dotted #777;padding:4px 0}.it .k{font-weight:bold}
    table{border-collapse:collapse;width:100%}td{padding:3px 4px;border-bottom:1px dotted #999}td.r{text-align:right;font-family:'DejaVu Sans Mono'}
    .bco{background:#eee}.small{font-size:10.5px}`,
  body(s) {
    const d = s.d;
    const town = pick(s.r, TOWNS);
    const code = `${String.fromCharCode(65 + int(s.r, 0, 25))}${String.fromCharCode(65 + int(s.r, 0, 25))}${int(s.r, 1, 9)}`;
    const share = pick(s.r, [72, 75, 78]);
    const it = d.stops.map((st, i) => `<div class="it"><div class="k">Stop ${pad2(i + 1)}<br>${st.kind === 'pick' ? 'LOAD' : 'UNLOAD'}</div>
      <div>${esc(st.place.name)} — ${esc(st.place.street)}, ${csz(st.place)}<br>Appt ${st.date} ${st.time} · Ref ${st.ref}</div></div>`).join('');
    const rev = named(s, { linehaul: 'Line haul revenue', fsc: 'Fuel surcharge (FSC)', tolls: 'Tolls', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div><div class="n">${esc(d.broker.name.toUpperCase())}</div>Agent station ${code} · ${esc(town[0])}, ${town[1]} ${town[2]}</div>
      <div style="text-align:right"><b>LOAD ASSIGNMENT — TRIP SHEET</b><br>Freight Bill # <b>${d.loadReference}</b><br>Assigned ${d.issued}</div></div>
      <div style="margin-top:6px">BCO / capacity: <b>${esc(d.carrier.name)}</b> unit ${d.carrier.truck} (${esc(d.carrier.driver)}) · Trailer: ${esc(d.equipment)} · ${esc(d.commodity)} ${d.weight.toLocaleString('en-US')} lb, ${d.pieces} pc</div>
      <div class="cols"><div><h3>Itinerary</h3>${it}<div style="margin-top:6px">Trip miles (HHG mileage guide): <b>${s.miles()}</b> &nbsp; Empty to origin: ${d.deadhead}</div>
        <h3>Accessorials payable</h3>${s.termRows().map(([k, v]) => `<div>${k} — ${v}</div>`).join('') || '<div>None authorised.</div>'}</div>
        <div><h3>Revenue</h3><table>${rev.map((l) => `<tr><td>${esc(l.label)}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
          <tr><td><b>Total freight bill</b></td><td class="r"><b>${s.total()}</b></td></tr>
          <tr class="bco"><td>BCO share ${share}% of line haul</td><td class="r">${s.money(cents((d.rate * share) / 100))}</td></tr>
          <tr class="bco"><td>FSC to BCO</td><td class="r">100%</td></tr></table>
          <h3>Settlement</h3><div class="small">Trip settles weekly after delivered paperwork is scanned at the agent station. Customer invoiced from ${esc(d.billTo.name)}, ${esc(d.billTo.city)}, ${d.billTo.st}. Agency office ${esc(d.broker.street)}, ${csz(d.broker)}.</div></div></div>
      <div class="small" style="margin-top:12px;border-top:1px solid #222;padding-top:4px">${s.boilerplate()}</div></div>`;
  },
};

/** An EDI 204 load tender translated for printing: segment codes beside each value, "City ST Zip" without a comma. */
const edi204TenderReport: Family = {
  name: 'edi-204-tender-report',
  width: 760,
  draw: { picks: [1, 2], drops: [1, 3], ref: '##########', termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:760px;padding:22px 26px;background:#fffef8}
    pre{margin:0;font:inherit;line-height:16px}.t{font-family:'DejaVu Sans';font-weight:bold;font-size:15px;margin-bottom:6px}`,
  body(s) {
    const d = s.d;
    const seg = (code: string, label: string, value: string) => `${padR(code, 5)}${padR(label, 22)}${value}`;
    const ymd = (date: string) => `2026${date.slice(0, 2)}${date.slice(3, 5)}`;
    const lines: string[] = [
      seg('ISA', 'Interchange control', `${String(int(s.r, 100000000, 999999999))}   Sender ${slug(d.broker.name).toUpperCase().slice(0, 8)}   Receiver ${d.carrier.name.replace(/[^A-Z]/g, '').slice(0, 4)}`),
      seg('B2', 'Shipment ID', d.loadReference),
      seg('B2A', 'Purpose', '00 ORIGINAL   (respond with 990 within 60 min)'),
      seg('L11', 'BM Bill of lading', d.otherNumbers.bol),
      seg('L11', 'PO Customer PO', d.otherNumbers.po),
      seg('NTE', 'Equipment', `${d.equipment.toUpperCase()}  ${d.commodity.toUpperCase()}`),
      seg('N1', 'BT Bill to', d.billTo.name.toUpperCase()),
      seg('N4', '', `${d.billTo.city.toUpperCase()} ${d.billTo.st} ${d.billTo.zip}`),
      '',
    ];
    d.stops.forEach((st, i) => {
      const cl = st.kind === 'pick' ? 'CL  COMPLETE LOAD' : 'CU  COMPLETE UNLOAD';
      lines.push(seg('S5', `Stop ${String(i + 1).padStart(3, '0')}`, cl));
      lines.push(seg('N1', st.kind === 'pick' ? 'SF Ship from' : 'ST Ship to', st.place.name.toUpperCase()));
      lines.push(seg('N3', 'Address', st.place.street.toUpperCase()));
      lines.push(seg('N4', 'City State Zip', `${st.place.city.toUpperCase()} ${st.place.st} ${st.place.zip}`));
      lines.push(seg('G62', st.kind === 'pick' ? '69 Sched pick-up' : '70 Sched delivery', `${ymd(st.date)} ${st.time.replace(':', '')}`));
      lines.push(seg('L11', 'Stop reference', st.ref));
      lines.push('');
    });
    const code: Record<Code, string> = { linehaul: '400 LH LINE HAUL', fsc: '405 FUE FUEL SURCHARGE', tolls: 'TOL TOLL CHARGES', stop: 'SOC STOP-OFF', lumper: 'LUM LUMPER' };
    d.charges.forEach((c, i) => lines.push(seg('L1', `Line ${pad2(i + 1)}`, `${padR(code[c.code], 24)}${padL(s.money(c.amount, 'nocomma'), 11)}`)));
    lines.push(seg('L3', 'Totals', `WT ${d.weight} G   CHG ${s.total('nocomma')}   MILES ${d.miles}`));
    lines.push('');
    for (const [k, v] of s.termRows()) lines.push(seg('NTE', k.toUpperCase(), v.toUpperCase()));
    lines.push(seg('SE', 'Segments', String(lines.length + 1)));
    return `<div class="page"><div class="t">204 Motor Carrier Load Tender — print view</div>
      <div style="font-family:'DejaVu Sans';font-size:11px;margin-bottom:10px">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')} · Tender to ${esc(d.carrier.name)} (${d.carrier.mc})</div>
      <pre>${esc(lines.join('\n'))}</pre>
      <div style="font-family:'DejaVu Sans';font-size:10px;margin-top:12px">${s.boilerplate()}</div></div>`;
  },
};

/** A drayage work order: container, chassis, last free day, ramp pick-up, a chassis charge, one-way and round-trip miles. */
const drayageContainerOrder: Family = {
  name: 'drayage-container-order',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'DR#####', fscChance: 0.9, tollsChance: 0.5, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:816px;padding:24px 30px}
    .hd{display:flex;justify-content:space-between;background:#263238;color:#fff;padding:10px 14px}.hd b{font-size:18px}
    .ctr{display:grid;grid-template-columns:repeat(5,1fr);border:1px solid #263238;margin-top:10px}.ctr div{padding:4px 6px;border-right:1px solid #90a4ae}
    .ctr i{display:block;font-style:normal;font-size:9.5px;color:#546e7a;text-transform:uppercase}.leg{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;margin-top:10px}
    .leg div{border:1px solid #90a4ae;padding:6px}.leg h4{margin:0 0 4px;font-size:11px;color:#263238;text-transform:uppercase}
    table{border-collapse:collapse;width:100%;margin-top:10px}th,td{border:1px solid #90a4ae;padding:4px 6px;text-align:left}th{background:#eceff1}td.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const ctr = `${pick(s.r, ['MSCU', 'MAEU', 'CMAU', 'TGHU', 'HLXU'])}${int(s.r, 1000000, 9999999)}`;
    const ramp = pick(s.r, ['Rail Ramp', 'Intermodal Terminal', 'Container Yard', 'Marine Terminal']);
    const days = int(s.r, 1, 3);
    const chassisRate = pick(s.r, [30, 35, 40, 45]);
    extraCharge(s, `Chassis ${days} day(s) @ $${chassisRate}`, days * chassisRate);
    const pct = d.fsc !== null ? `${Math.round((d.fsc / d.rate) * 100)}%` : '';
    const lines = named(s, { linehaul: 'Base drayage (one way)', fsc: `Fuel surcharge ${pct}`, tolls: 'Tolls' });
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>Port &amp; rail drayage · ${esc(d.broker.city)}, ${d.broker.st} · ${d.broker.phone}</div>
      <div style="text-align:right">DRAYAGE WORK ORDER<br>WO # <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <div class="ctr"><div><i>Container</i>${ctr}</div><div><i>Size / type</i>${pick(s.r, ["40' HC", "20' ST", "40' ST", "45' HC"])}</div><div><i>Booking / B/L</i>${d.otherNumbers.bol}</div>
        <div><i>Chassis</i>${pick(s.r, ['DCLI pool', 'TRAC pool', 'Carrier-owned'])}</div><div><i>Last free day</i>${p.date}</div></div>
      <div class="leg"><div><h4>1 · Pick up loaded at ${esc(ramp)}</h4>${esc(p.place.name)} ${esc(ramp)}<br>${esc(p.place.street)}<br>${csz(p.place)}<br>Avail ${p.date} ${p.time} · Pin ${p.ref}</div>
        <div><h4>2 · Deliver — live unload</h4>${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}<br>Appt ${q.date} ${q.time} · Ref ${q.ref}</div>
        <div><h4>3 · Return empty</h4>Same ${esc(ramp.toLowerCase())} as pick-up, within ${int(s.r, 2, 5)} days of delivery. Out-gate and in-gate EIRs required.</div></div>
      <div style="margin-top:8px">One-way loaded miles: <b>${s.miles()}</b> · Round trip incl. empty return: ${(d.miles * 2).toLocaleString('en-US')} mi · Weight ${d.weight.toLocaleString('en-US')} lb (overweight permit not required)</div>
      <table><tr><th>Charge</th><th style="width:140px">Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l.label)}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><th>Total order</th><th class="r" style="text-align:right">${s.total()}</th></tr></table>
      <div style="margin-top:8px"><b>Accessorial schedule:</b> ${s.termSentences().join(' ')} Pre-pull, storage and per diem billed only with terminal receipts.</div>
      <div style="margin-top:10px;font-size:10px;color:#455a64">Driver must hold a TWIC card. Invoice to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. ${s.boilerplate()}</div></div>`;
  },
};

/** A mid-size broker's confirmation with a perforated tear-off remittance stub at the foot. */
const remittanceStubTearoff: Family = {
  name: 'remittance-stub-tearoff',
  draw: { picks: [1, 2], drops: [1, 3], ref: '#####-##', lumperAsChargeChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:12.5px}.page{width:816px;padding:28px 36px 20px}
    .hd{display:flex;gap:14px;align-items:center}.logo{width:56px;height:56px;border-radius:50%;background:#00695c;color:#fff;font-size:22px;font-weight:bold;display:flex;align-items:center;justify-content:center}
    .route{font-size:15px;margin:12px 0;padding:8px;background:#e0f2f1}.cols{display:grid;grid-template-columns:1fr 1fr;gap:14px}
    .col h4{margin:0;font-size:12px;color:#00695c;letter-spacing:1px}.stop{border-left:3px solid #00695c;padding:2px 8px;margin:6px 0}
    .sum div{display:flex;justify-content:space-between;border-bottom:1px dotted #aaa;padding:3px 0}.sum .t{font-weight:bold;font-size:14px;border-bottom:3px double #000}
    .sig{display:flex;gap:24px;margin:18px 0 8px}.sig div{flex:1;border-top:1px solid #000;font-size:10px;padding-top:2px}
    .cut{border-top:2px dashed #555;margin-top:14px;position:relative}.cut span{position:absolute;top:-11px;left:0;background:#fff;padding-right:6px;font-size:13px}
    .stub{display:grid;grid-template-columns:1.3fr 1fr 1fr;gap:10px;margin-top:10px;font-size:11.5px}.stub i{display:block;font-style:normal;color:#666;font-size:9.5px;text-transform:uppercase}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const list = (stops: Stop[], word: string) => stops.map((st, i) => `<div class="stop"><b>${word} ${stops.length > 1 ? i + 1 : ''}</b> · ${st.date} ${st.time}<br>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>Ref ${st.ref}</div>`).join('');
    const lines = named(s, { linehaul: 'Linehaul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Extra stops', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div class="logo">${esc(d.broker.name.split(' ').map((w) => w[0]).join('').slice(0, 2))}</div>
      <div style="flex:1"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right"><b style="font-size:16px">RATE CONFIRMATION</b><br>Load # ${d.loadReference}<br>${d.issued}</div></div>
      <div class="route"><b>${esc(p.place.city)}, ${p.place.st}</b> → <b>${esc(q.place.city)}, ${q.place.st}</b> · ${s.miles()} loaded miles · ${d.stops.length} stops · ${esc(d.equipment)}</div>
      <div class="cols"><div class="col"><h4>SHIPPER</h4>${list(s.picks, 'Pick')}<h4 style="margin-top:8px">CONSIGNEE</h4>${list(s.drops, 'Drop')}</div>
        <div class="col"><h4>CARRIER</h4><div>${esc(d.carrier.name)} · ${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver ${esc(d.carrier.driver)}, truck ${d.carrier.truck}</div>
          <h4 style="margin-top:10px">AGREED PAY</h4><div class="sum">${lines.map((l) => `<div><span>${esc(l.label)}</span><span>${s.money(l.amount)}</span></div>`).join('')}
            <div class="t"><span>Total</span><span>${s.total()}</span></div></div>
          <h4 style="margin-top:10px">ACCESSORIALS</h4><div style="font-size:11.5px">${s.termSentences().join('<br>') || 'Not pre-approved.'}</div>
          <h4 style="margin-top:10px">FREIGHT</h4><div>${esc(d.commodity)} · ${d.pieces} pcs · ${d.weight.toLocaleString('en-US')} lb</div></div></div>
      <div style="font-size:10px;margin-top:10px">${s.boilerplate()}</div>
      <div class="sig"><div>Carrier signature</div><div>Printed name</div><div>Date</div></div>
      <div class="cut"><span>✂ Detach and return with your invoice</span></div>
      <div class="stub"><div><i>Remit to</i>${esc(d.remitTo.name)}<br>${esc(d.remitTo.street)}<br>${csz(d.remitTo)}</div>
        <div><i>Load #</i><b>${d.loadReference}</b><i style="margin-top:4px">Carrier</i>${esc(d.carrier.name)}</div>
        <div><i>Amount</i><b>${s.money(d.total)}</b><i style="margin-top:4px">Your invoice #</i>____________</div></div></div>`;
  },
};

/** A hotshot broker's itinerary by legs: each leg's miles summing to the loaded miles, securement notes, a flat rate. */
const hotshotLegsItinerary: Family = {
  name: 'hotshot-legs-itinerary',
  draw: { picks: [1, 2], drops: [1, 3], ref: 'HS-#####', miles: [200, 1300], fscChance: 0.5, tollsChance: 0.35 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:13px}.page{width:816px;padding:24px 32px}
    .hd{display:flex;justify-content:space-between;border-bottom:5px solid #d84315}.hd .b{font-size:24px;font-weight:bold;font-style:italic;color:#d84315}
    table{border-collapse:collapse;width:100%;margin-top:10px}th{background:#d84315;color:#fff;text-align:left;padding:4px 6px}td{padding:4px 6px;border-bottom:1px solid #ddd}
    td.r,th.r{text-align:right}.tf td{font-weight:bold;border-top:2px solid #333}.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:10px}
    .card{border:1px solid #bbb;padding:6px;font-size:11.5px}.card b{color:#d84315}.pay{display:flex;gap:10px;margin-top:12px}.pay div{flex:1;border:2px solid #333;padding:6px;text-align:center}
    .pay i{display:block;font-size:10px;font-style:normal;text-transform:uppercase}`,
  body(s) {
    const d = s.d;
    const legs = d.stops.length - 1;
    const cuts = Array.from({ length: legs - 1 }, () => 0.2 + s.r() * 0.6).sort((a, b) => a - b);
    const bounds = [0];
    for (const c of cuts) bounds.push(Math.max(bounds[bounds.length - 1]! + 1, Math.round(c * d.miles)));
    bounds.push(d.miles);
    const rows = d.stops.slice(1).map((st, i) => {
      const from = d.stops[i]!;
      return `<tr><td>${i + 1}</td><td>${esc(from.place.city)}, ${from.place.st}</td><td>${esc(st.place.city)}, ${st.place.st}</td><td>${st.kind === 'pick' ? 'load' : 'unload'}</td><td class="r">${(bounds[i + 1]! - bounds[i]!).toLocaleString('en-US')}</td></tr>`;
    }).join('');
    const cards = d.stops.map((st) => `<div class="card"><b>${st.kind === 'pick' ? 'LOAD AT' : 'UNLOAD AT'}</b> ${st.date} ${st.time}<br>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br># ${st.ref}</div>`).join('');
    const pays = named(s, { linehaul: 'Flat rate', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stops', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div class="b">${esc(d.broker.name)}</div><div style="text-align:right">Hotshot &amp; flatbed desk · ${d.broker.phone}<br>${esc(d.broker.street)}, ${csz(d.broker)}</div></div>
      <div style="margin-top:8px;display:flex;justify-content:space-between"><span><b>Load confirmation ${d.loadReference}</b> for ${esc(d.carrier.name)} (${d.carrier.mc})</span><span>Rep ${esc(d.dispatcher)} · ${d.issued}</span></div>
      <div style="margin-top:4px">Trailer: ${esc(d.equipment)} — 40' gooseneck OK · ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lb · ${pick(s.r, ['tarps required (4 ft drops)', 'no tarps', '8 straps + edge protectors', 'chains and binders'])}</div>
      <table><tr><th>Leg</th><th>From</th><th>To</th><th>Action</th><th class="r">Miles</th></tr>${rows}
        <tr class="tf"><td colspan="4">Total loaded miles (deadhead to first pick ${d.deadhead} mi not paid)</td><td class="r">${s.miles()}</td></tr></table>
      <div class="cards">${cards}</div>
      <div class="pay">${pays.map((l) => `<div><i>${esc(l.label)}</i>${s.money(l.amount)}</div>`).join('')}<div style="background:#fbe9e7"><i>Total pay</i><b>${s.total()}</b></div></div>
      <div style="margin-top:10px">${s.termSentences().map((t) => `• ${esc(t)}`).join('<br>')}</div>
      <div style="margin-top:10px;font-size:10px;color:#555">Pictures of the secured load before leaving the shipper are required. ${s.boilerplate()} Remit: ${esc(d.remitTo.name)}, ${csz(d.remitTo)}.</div></div>`;
  },
};

/** A large 3PL's carrier portal printed from a browser: the print header and URL footer, tabs, a summary grid, numbered stops. */
const browserPrintPortal: Family = {
  name: 'browser-print-portal',
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#222}.page{width:816px;padding:10px 26px}
    .ph{display:flex;justify-content:space-between;font-size:9.5px;color:#444;margin-bottom:10px}
    .nav{display:flex;gap:22px;border-bottom:1px solid #ccc;padding:8px 0;font-size:12px}.nav .on{border-bottom:3px solid #0061a8;font-weight:bold;color:#0061a8}
    h1{font-size:19px;margin:12px 0 2px}.st{display:inline-block;background:#e3f2e5;color:#1b5e20;font-size:11px;padding:1px 8px;border-radius:10px}
    .sum{display:grid;grid-template-columns:repeat(3,1fr);gap:8px 20px;background:#f5f7fa;padding:10px;margin-top:10px}.sum i{display:block;font-style:normal;font-size:10px;color:#666}
    .stop{display:grid;grid-template-columns:34px 1fr 200px;gap:8px;padding:8px 0;border-bottom:1px solid #e2e2e2}
    .num{width:26px;height:26px;border-radius:50%;background:#0061a8;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:bold}
    h2{font-size:14px;margin:14px 0 4px}table{border-collapse:collapse;width:100%}th,td{padding:5px 6px;border-bottom:1px solid #e2e2e2;text-align:left}th{font-size:10.5px;color:#666}
    td.r,th.r{text-align:right}.pf{display:flex;justify-content:space-between;font-size:9.5px;color:#444;margin-top:16px}`,
  body(s) {
    const d = s.d;
    const host = `carriers.${slug(d.broker.name)}.com`;
    const stops = d.stops.map((st, i) => `<div class="stop"><div class="num">${i + 1}</div>
      <div><b>${st.kind === 'pick' ? 'Pickup' : 'Delivery'}</b> · ${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</div>
      <div>${st.kind === 'pick' ? 'Pickup' : 'Delivery'} window<br><b>${st.date} ${st.time}</b><br>Ref ${st.ref}</div></div>`).join('');
    const lines = named(s, { linehaul: 'Line Haul', fsc: 'Fuel Surcharge', tolls: 'Toll Reimbursement', lumper: 'Lumper' });
    const time = `${int(s.r, 1, 12)}:${pad2(int(s.r, 0, 59))} ${pick(s.r, ['AM', 'PM'])}`;
    return `<div class="page"><div class="ph"><span>${d.issued.slice(0, 6)}${d.issued.slice(8)}, ${time}</span><span>Load ${d.loadReference} | Carrier Portal</span></div>
      <div style="display:flex;justify-content:space-between;align-items:center"><b style="font-size:17px;color:#0061a8">${esc(d.broker.name)} <span style="font-weight:normal;color:#555">Carrier</span></b><span>${esc(d.carrier.name)} ▾</span></div>
      <div class="nav"><span>Find Loads</span><span class="on">My Loads</span><span>Payments</span><span>Documents</span><span>Profile</span></div>
      <h1>Load ${d.loadReference} <span class="st">Booked</span></h1><div style="color:#666">Rate confirmation · accepted electronically ${d.issued}</div>
      <div class="sum"><div><i>Equipment</i>${esc(d.equipment)}</div><div><i>Distance</i>${s.miles()} mi</div><div><i>Weight</i>${d.weight.toLocaleString('en-US')} lb</div>
        <div><i>Commodity</i>${esc(d.commodity)}</div><div><i>Customer PO</i>${d.otherNumbers.po}</div><div><i>Carrier rep</i>${esc(d.dispatcher)}</div></div>
      <h2>Stops (${d.stops.length})</h2>${stops}
      <h2>Rate</h2><table><tr><th>Charge</th><th>Status</th><th class="r">Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l.label)}</td><td>Approved</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td><b>Total</b></td><td></td><td class="r"><b>${s.total()}</b></td></tr></table>
      <h2>Accessorial rates</h2><table>${s.termRows().map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('') || '<tr><td>Request in the portal before incurring.</td></tr>'}</table>
      <div style="font-size:10px;color:#666;margin-top:10px">Payments: ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}. ${s.boilerplate()}</div>
      <div class="pf"><span>https://${host}/loads/${d.loadReference}/confirmation</span><span>1/1</span></div></div>`;
  },
};

export const families: Family[] = [
  forwarderTransferOrder, expediteOfferCard, htmlEmailWebmail, numberedBoxFax, excelWindowStopGrid, dispatchServiceNetSheet,
  agentTripAssignment, edi204TenderReport, drayageContainerOrder, remittanceStubTearoff, hotshotLegsItinerary, browserPrintPortal,
];
