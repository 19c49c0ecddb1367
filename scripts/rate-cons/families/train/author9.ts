// Twelve layout families by a ninth author, written blind to the reader (docs/decisions/009-ocr.md,
// "Layout families"), after the confirmations small brokers and freight agents make themselves: a
// Word template with a bordered table, a Google Docs page with headings and bullets, an Excel sheet
// with gridlines and split City / State / Zip cells, a fillable PDF with blue boxes, a one-paragraph
// letter, a faxed form with a header line and a RECEIVED stamp, a logo sheet with coloured bands, a
// carrier-packet page with the load on it, a plain sheet of colon labels with the city, state and ZIP
// on separate lines, stops as cards with separate City / ST / ZIP boxes, a freight agent's
// confirmation under a host broker with pay as column headers, and a two-column shipper / consignee
// sheet with a pay box. Fresh families: rendered with `--split fresh`, measured before training.
import type { Stop } from '../../load';
import { esc, type Family, first, last, pad2 } from '../../sheet';
import { ampmLower, companySlug, csz, drawPhone, MONTHS, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

/** "07/14/2026" → "Jul 14" */
const shortDate = (d: string) => `${MONTHS[Number(d.slice(0, 2)) - 1]} ${Number(d.slice(3, 5))}`;
const mail = (name: string) => `${name.split(' ')[0]!.toLowerCase()}@${companySlug(name).slice(0, 16)}.com`;

/** A Word template: Calibri-like sans, a bordered two-column table of "Label:" cells, shaded headers. */
const wordTemplate: Family = {
  name: 'a9-word-template-table',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'LC-#####', fscChance: 0.6, tollsChance: 0.3, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:56px 70px}
    .hd{display:flex;justify-content:space-between;align-items:flex-end}.hd b{font-size:17px}.hd .t{font-size:20px;color:#2f5496}
    table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #000;padding:4px 6px;vertical-align:top}
    th{background:#d9e2f3;text-align:left;font-size:11.5px}td.k{width:28%;font-weight:bold}.r{text-align:right}
    .sig td{height:40px;border:0;border-bottom:1px solid #000}.ft{font-size:9px;margin-top:14px}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st) => `<tr><th colspan="2">${st.kind === 'pick' ? 'Shipper' : 'Consignee'} ${stopNo(s, st)}</th></tr>
      <tr><td class="k">Name:</td><td>${esc(st.place.name)}</td></tr><tr><td class="k">Address:</td><td>${esc(st.place.street)}<br>${csz(st.place)}</td></tr>
      <tr><td class="k">${st.kind === 'pick' ? 'Pick Up Date/Time:' : 'Delivery Date/Time:'}</td><td>${st.date} @ ${st.time}</td></tr>
      <tr><td class="k">${st.kind === 'pick' ? 'Pick Up #:' : 'Delivery #:'}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul Rate:', fsc: 'Fuel Surcharge:', tolls: 'Tolls:', stop: 'Extra Stop:', lumper: 'Lumper:' });
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc}</div>
      <div class="t">LOAD CONFIRMATION</div></div>
      <table><tr><td class="k">Load #:</td><td><b>${d.loadReference}</b></td></tr><tr><td class="k">Date:</td><td>${d.issued}</td></tr>
        <tr><td class="k">Carrier:</td><td>${esc(d.carrier.name)} &nbsp; ${d.carrier.mc} &nbsp; DOT# ${d.carrier.dot}</td></tr>
        <tr><td class="k">Driver / Cell:</td><td>${esc(d.carrier.driver)} / ${drawPhone(s, 'dot')}</td></tr>
        <tr><td class="k">Equipment:</td><td>${esc(d.equipment)}</td></tr><tr><td class="k">Commodity / Weight:</td><td>${esc(d.commodity)} / ${d.weight.toLocaleString('en-US')} lbs</td></tr>
        <tr><td class="k">Miles:</td><td>${s.miles()}</td></tr></table>
      <table>${stops}</table>
      <table><tr><th colspan="2">Carrier Pay</th></tr>${pay.map((l) => `<tr><td class="k">${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
        <tr><td class="k">TOTAL:</td><td class="r"><b>${s.total()}</b></td></tr></table>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <table class="sig"><tr><td style="width:45%">Carrier Signature:</td><td style="width:10%;border:0"></td><td>Date:</td></tr></table>
      <div class="ft">${s.boilerplate()}</div></div>`;
  },
};

/** A Google Docs page: big title, H2 headings, bulleted facts, stops as short paragraphs, no table at all. */
const googleDocsBullets: Family = {
  name: 'a9-google-docs-bullets',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#####', fscChance: 0.5, tollsChance: 0.35, miles: [80, 900] },
  css: `body{font-family:'DejaVu Sans';font-size:12px;color:#202124}.page{width:816px;padding:60px 72px;line-height:1.45}
    h1{font-size:24px;font-weight:normal;margin:0}h2{font-size:15px;color:#1155cc;font-weight:normal;margin:18px 0 4px}
    ul{margin:2px 0;padding-left:24px}p{margin:4px 0}.sub{color:#666;font-size:11px}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st) => `<p><b>${st.kind === 'pick' ? 'Pickup' : `Drop ${stopNo(s, st)}`} — ${shortDate(st.date)}, ${ampmLower(st.time)}</b><br>
      ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)}<br>Ref: ${st.ref}</p>`).join('');
    const pay = [`<li>Rate: ${s.money(d.rate)}${d.fsc === null ? ' (all in, includes fuel)' : ''}</li>`];
    if (d.fsc !== null) pay.push(`<li>Fuel: ${s.money(d.fsc)}</li>`);
    if (d.tolls !== null) pay.push(`<li>Tolls: ${s.money(d.tolls)} (send receipts)</li>`);
    for (const c of d.charges.filter((x) => x.code === 'stop' || x.code === 'lumper')) pay.push(`<li>${esc(c.label)}: ${s.money(c.amount)}</li>`);
    const showTotal = s.maybe(0.5);
    if (showTotal) pay.push(`<li><b>Total: ${s.total()}</b></li>`);
    const terms = s.termSentences();
    return `<div class="page"><h1>Rate Confirmation</h1><div class="sub">${esc(d.broker.name)} · ${esc(d.broker.city)}, ${d.broker.st} · ${d.broker.phone} · ${mail(d.dispatcher)}</div>
      <h2>Load ${d.loadReference}</h2><ul><li>Booked: ${d.issued} by ${esc(d.dispatcher)}</li><li>Carrier: ${esc(d.carrier.name)} (${d.carrier.mc})</li>
        <li>Truck: ${esc(d.equipment)}, unit ${d.carrier.truck}</li><li>Freight: ${d.pieces} pcs ${esc(d.commodity).toLowerCase()}, ${d.weight.toLocaleString('en-US')} lbs</li>
        <li>Loaded miles: ${s.miles()} (deadhead ${d.deadhead})</li></ul>
      <h2>Stops</h2>${stops}
      <h2>Pay</h2><ul>${pay.join('')}</ul>
      ${terms.length ? `<h2>Extras</h2><ul>${terms.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : ''}
      <h2>Billing</h2><p>Send invoice + signed BOL to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. Pay to ${esc(d.remitTo.name)}.</p>
      <p class="sub">${s.boilerplate()}</p></div>`;
  },
};

/** An Excel sheet printed with gridlines and headings: column letters, row numbers, City / State / Zip in their own cells. */
const excelGrid: Family = {
  name: 'a9-excel-gridlines-sheet',
  width: 880,
  draw: { picks: [1, 2], drops: [1, 2], ref: '2026-####', fscChance: 0.7, tollsChance: 0.4, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{width:880px;padding:14px}
    table{border-collapse:collapse;table-layout:fixed;width:100%}td{border:1px solid #c6c6c6;padding:2px 4px;height:17px;white-space:nowrap;overflow:visible}
    td.h{background:#e8e8e8;text-align:center;color:#444;font-size:10px}td.n{width:26px}.b{font-weight:bold}.r{text-align:right}.g{background:#fff2cc}.hd{background:#c6e0b4;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const cols = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const rows: string[][] = [
      [`<span class="b" style="font-size:14px">${esc(d.broker.name)}</span>`, '', '', '', `RATE CONFIRMATION`, '', ''],
      [esc(d.broker.street), '', esc(d.broker.city), d.broker.st, d.broker.zip, d.broker.phone, ''],
      ['', '', '', '', '', '', ''],
      ['<b>Load #</b>', `<span class="g">${d.loadReference}</span>`, '<b>Date</b>', d.issued, '<b>Dispatcher</b>', esc(d.dispatcher), ''],
      ['<b>Carrier</b>', esc(d.carrier.name), '<b>MC</b>', d.carrier.mc, '<b>DOT</b>', d.carrier.dot, ''],
      ['<b>Equipment</b>', esc(d.equipment), '<b>Weight</b>', String(d.weight), '<b>Miles</b>', String(d.miles), ''],
      ['', '', '', '', '', '', ''],
      ['<b>Type</b>', '<b>Company</b>', '<b>Address</b>', '<b>City</b>', '<b>State</b>', '<b>Zip</b>', '<b>Date / Time</b>'],
    ];
    for (const st of d.stops) rows.push([st.kind === 'pick' ? 'PICK' : 'DROP', esc(st.place.name), esc(st.place.street), esc(st.place.city), st.place.st, st.place.zip, `${st.date} ${st.time}`]);
    rows.push(['', '', '', '', '', '', '']);
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'FSC', tolls: 'Tolls', stop: 'Stop off', lumper: 'Lumper' });
    rows.push(['<b>Charge</b>', '<b>Amount</b>', '', '<b>Notes</b>', '', '', '']);
    for (const l of pay) rows.push([l.label, `<span class="r">${s.money(l.amount, 'nocomma')}</span>`, '', '', '', '', '']);
    if (s.maybe(0.6)) rows.push(['<b>Total</b>', `<b>${s.total('nocomma')}</b>`, '', '', '', '', '']);
    for (const [k, v] of s.termRows()) rows.push([k, v, '', '', '', '', '']);
    rows.push(['', '', '', '', '', '', ''], [`Remit: ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}`, '', '', '', '', '', '']);
    const widths = [12, 20, 18, 14, 8, 10, 18];
    return `<div class="page"><table><tr><td class="h n"></td>${cols.map((c, i) => `<td class="h" style="width:${widths[i]}%">${c}</td>`).join('')}</tr>
      ${rows.map((r, i) => `<tr><td class="h n">${i + 1}</td>${r.map((c) => `<td${i === 7 ? ' class="hd"' : ''}>${c}</td>`).join('')}</tr>`).join('')}</table></div>`;
  },
};

/** A fillable PDF: labels above light-blue field boxes, City / State / ZIP as three boxes, checkboxes for equipment. */
const fillablePdf: Family = {
  name: 'a9-fillable-pdf-boxes',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'A#####', fscChance: 0.65, tollsChance: 0.35, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:10px}.page{width:816px;padding:36px 44px}
    h1{font-size:18px;text-align:center;margin:0 0 2px}.c{text-align:center;font-size:10px;margin-bottom:10px}
    .row{display:flex;gap:8px;margin-bottom:6px}.f{flex:1}.f label{display:block;font-size:8.5px;color:#333;margin-bottom:1px}
    .f div{background:#dde8fb;border:1px solid #7f9cc9;min-height:18px;padding:2px 5px;font-size:12px;font-family:'DejaVu Sans Mono'}
    fieldset{border:1px solid #000;margin:8px 0;padding:6px 8px}legend{font-weight:bold;font-size:11px;padding:0 4px}.ck{font-size:11px;margin-right:12px}`,
  body(s) {
    const d = s.d;
    const f = (label: string, value: string, grow = 1) => `<div class="f" style="flex:${grow}"><label>${label}</label><div>${value}</div></div>`;
    const stop = (st: Stop, word: string) => `<fieldset><legend>${word}</legend>
      <div class="row">${f('Facility Name', esc(st.place.name), 3)}${f(`${word} Number`, st.ref)}</div>
      <div class="row">${f('Street Address', esc(st.place.street), 3)}${f('Date', st.date)}${f('Time', st.time)}</div>
      <div class="row">${f('City', esc(st.place.city), 3)}${f('State', st.place.st)}${f('ZIP', st.place.zip)}</div></fieldset>`;
    const eq = ['Hotshot', 'Cargo Van', 'Box Truck', 'Flatbed', 'Other'];
    const mine = eq.findIndex((e) => d.equipment.startsWith(e.split(' ')[0]!));
    return `<div class="page"><h1>CARRIER RATE AGREEMENT</h1><div class="c">${esc(d.broker.name)} · ${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
      <div class="row">${f('Load Number', d.loadReference)}${f('Date Issued', d.issued)}${f('Broker Agent', esc(d.dispatcher))}${f('Customer PO', d.otherNumbers.po)}</div>
      <div class="row">${f('Carrier Legal Name', esc(d.carrier.name), 2)}${f('MC Number', d.carrier.mc)}${f('USDOT', d.carrier.dot)}</div>
      <div>${eq.map((e, i) => `<span class="ck">${i === mine ? '☒' : '☐'} ${e}</span>`).join('')} &nbsp; (${esc(d.equipment)})</div>
      ${stop(first(s), 'Pickup')}${stop(last(s), 'Delivery')}
      <div class="row">${f('Commodity', esc(d.commodity), 2)}${f('Weight (lbs)', String(d.weight))}${f('Pieces', String(d.pieces))}${f('Loaded Miles', s.miles())}</div>
      <fieldset><legend>Rate</legend><div class="row">${f('Line Haul $', s.money(d.rate, 'plain'))}${f('Fuel Surcharge $', d.fsc === null ? 'INCL' : s.money(d.fsc, 'plain'))}${f('Tolls $', d.tolls === null ? '' : s.money(d.tolls, 'plain'))}${f('Total $', s.total('plain'))}</div>
        ${d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `<div class="row">${f('Other: ' + esc(c.label), s.money(c.amount, 'plain'))}<div class="f" style="flex:3"></div></div>`).join('')}</fieldset>
      <div class="row">${f('Special Instructions', esc(s.termSentences().join(' ') || 'None'))}</div>
      <div style="font-size:8.5px;margin:6px 0">${s.boilerplate()}</div>
      <div class="row">${f('Carrier Signature', '')}${f('Print Name', '')}${f('Date', '')}</div></div>`;
  },
};

/** A letter: date, addressee, "Re:" line, one paragraph carrying the whole load, a signature. */
const letterParagraph: Family = {
  name: 'a9-letter-paragraph',
  draw: { picks: [1, 1], drops: [1, 1], ref: '####', fscChance: 0.45, tollsChance: 0.3, miles: [100, 1100] },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:816px;padding:64px 80px;line-height:1.55}
    .lh{border-bottom:2px double #333;padding-bottom:6px;margin-bottom:24px}.lh b{font-size:19px;font-variant:small-caps}.small{font-size:10px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const fuel = d.fsc !== null ? `, plus ${s.money(d.fsc)} fuel surcharge` : ', fuel included';
    const tolls = d.tolls !== null ? ` Tolls of ${s.money(d.tolls)} will be reimbursed on receipt.` : '';
    const extra = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => ` ${esc(c.label)}: ${s.money(c.amount)}.`).join('');
    const total = s.maybe(0.5) ? ` Total carrier pay is ${s.total()}.` : '';
    return `<div class="page"><div class="lh"><b>${esc(d.broker.name)}</b><br><span class="small">${esc(d.broker.street)} · ${csz(d.broker)} · Tel ${d.broker.phone} · ${d.otherNumbers.brokerMc}</span></div>
      <p>${d.issued}</p><p>${esc(d.carrier.name)}<br>Attn: ${esc(d.carrier.driver)}<br>${d.carrier.mc} / USDOT ${d.carrier.dot}</p>
      <p><b>Re: Confirmation of Load No. ${d.loadReference}</b></p>
      <p>Dear ${esc(d.carrier.driver.split(' ')[0]!)},</p>
      <p>This letter confirms that your ${esc(d.equipment.toLowerCase())} will pick up ${d.pieces} pieces of ${esc(d.commodity.toLowerCase())} (${d.weight.toLocaleString('en-US')} lbs) at ${esc(p.place.name)}, ${esc(p.place.street)}, ${csz(p.place)} on ${p.date} at ${ampmLower(p.time)} under pick-up number ${p.ref}, and deliver to ${esc(q.place.name)}, ${esc(q.place.street)}, ${csz(q.place)} on ${q.date} by ${ampmLower(q.time)}, reference ${q.ref}. The trip is ${s.miles()} loaded miles and we agree to pay ${s.money(d.rate)} linehaul${fuel}.${tolls}${extra}${total} ${s.termSentences().map(esc).join(' ')}</p>
      <p>Please sign and return this letter before dispatch. Invoices go to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</p>
      <p>Sincerely,<br><br><i style="font-size:17px">${esc(d.dispatcher)}</i><br>${esc(d.dispatcher)}, Broker Agent</p>
      <p>Accepted: _______________________________ &nbsp; Date: ______________</p><p class="small">${s.boilerplate()}</p></div>`;
  },
};

/** A faxed form: fax header line across the top, a cover stamp, monospace boxes, slightly grey print. */
const faxedForm: Family = {
  name: 'a9-faxed-form-stamp',
  draw: { picks: [1, 2], drops: [1, 1], ref: '######', fscChance: 0.6, tollsChance: 0.25, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11px;color:#222}.page{width:816px;padding:14px 34px 30px;position:relative}
    .fx{font-size:10px;display:flex;justify-content:space-between;border-bottom:1px solid #555;margin-bottom:16px}
    .stamp{position:absolute;right:40px;top:34px;border:3px solid #555;color:#555;padding:4px 10px;transform:rotate(-12deg);font-weight:bold;font-size:15px;text-align:center;opacity:.8}
    h1{font-family:'DejaVu Sans';font-size:18px;margin:0 0 8px}table{border-collapse:collapse;width:100%;margin-top:8px}td{border:1px solid #333;padding:3px 5px;vertical-align:top}
    .l{font-size:9px;display:block}`,
  body(s) {
    const d = s.d;
    const faxNo = `${drawPhone(s, 'paren')}`;
    const box = (l: string, v: string, span = 1) => `<td colspan="${span}"><span class="l">${l}</span>${v}</td>`;
    const stops = d.stops.map((st) => `<tr>${box(st.kind === 'pick' ? 'SHIPPER' : 'RECEIVER', `${esc(st.place.name.toUpperCase())}<br>${esc(st.place.street.toUpperCase())}`, 2)}${box('CITY', esc(st.place.city.toUpperCase()))}${box('ST', st.place.st)}${box('ZIP', st.place.zip)}${box('DATE/TIME', `${st.date} ${st.time}`)}${box('REF', st.ref)}</tr>`).join('');
    const pay = payLines(s, { linehaul: 'LINE HAUL', fsc: 'FUEL', tolls: 'TOLLS', stop: 'STOP CHG', lumper: 'LUMPER' });
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div class="fx"><span>${d.issued} ${pad2(int(s.r, 7, 17))}:${pad2(int(s.r, 0, 59))}</span><span>FROM: ${esc(d.broker.name.toUpperCase())} ${faxNo}</span><span>TO: ${esc(d.carrier.name.toUpperCase())}</span><span>P. 1/${int(s.r, 2, 3)}</span></div>
      <div class="stamp">RECEIVED<br><span style="font-size:11px">${d.issued}</span></div>
      <h1>LOAD CONFIRMATION / FAX BACK</h1>
      <div>${esc(d.broker.name)} · ${esc(d.broker.street)} · ${csz(d.broker)}<br>PH ${d.broker.phone} · FAX ${faxNo} · ${d.otherNumbers.brokerMc}</div>
      <table><tr>${box('LOAD NO.', `<b style="font-size:14px">${d.loadReference}</b>`)}${box('BOL', d.otherNumbers.bol)}${box('CARRIER', esc(d.carrier.name.toUpperCase()), 2)}${box('MC#', d.carrier.mc)}${box('TRUCK', d.carrier.truck)}</tr>
        <tr>${box('EQUIP', esc(d.equipment.toUpperCase()))}${box('COMMODITY', esc(d.commodity.toUpperCase()), 2)}${box('WT', `${d.weight} LBS`)}${box('MILES', String(d.miles))}${box('DISPATCH', esc(d.dispatcher.toUpperCase()))}</tr></table>
      <table>${stops}</table>
      <table>${pay.map((l) => `<tr><td style="width:70%">${l.label}</td><td style="text-align:right">${s.money(l.amount)}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>TOTAL DUE CARRIER</b></td><td style="text-align:right"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p>${s.termSentences().map((t) => esc(t.toUpperCase())).join('<br>')}</p>
      <p style="font-size:9.5px">${esc(s.boilerplate())}</p>
      <p>SIGN AND FAX BACK TO ${faxNo} BEFORE LOADING.<br><br>SIGNATURE: ______________________ DATE: __________</p></div>`;
  },
};

/** A small broker's branded sheet: a round logo, coloured bands for each section, pay in a tinted panel. */
const logoBands: Family = {
  name: 'a9-logo-colored-bands',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'TL######', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.75 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:0 0 24px}
    .top{background:#0b6e4f;color:#fff;display:flex;align-items:center;gap:14px;padding:14px 30px}
    .logo{width:54px;height:54px;border-radius:50%;background:#f2b134;color:#0b6e4f;font-weight:bold;font-size:22px;display:flex;align-items:center;justify-content:center}
    .top .n{font-size:20px;font-weight:bold}.top .a{font-size:10px;opacity:.9}.top .t{margin-left:auto;text-align:right;font-size:13px}
    .band{background:#f2b134;color:#222;font-weight:bold;padding:4px 30px;margin-top:12px;letter-spacing:1px}
    .in{padding:6px 30px}.two{display:grid;grid-template-columns:1fr 1fr;gap:10px}.stop{border-left:4px solid #0b6e4f;padding:4px 8px;margin:6px 0;background:#f4f8f6}
    .panel{background:#e7f3ee;border:1px solid #0b6e4f;padding:8px 12px;width:52%;margin-left:auto}.panel div{display:flex;justify-content:space-between}
    .foot{background:#0b6e4f;color:#fff;font-size:9px;padding:6px 30px;margin-top:14px}`,
  body(s) {
    const d = s.d;
    const initials = d.broker.name.split(' ').map((w) => w[0]).join('').slice(0, 2);
    const pay = payLines(s, { linehaul: 'Base Rate', fsc: 'Fuel Surcharge', tolls: 'Toll Reimbursement', stop: 'Additional Stops', lumper: 'Lumper' });
    const stops = d.stops.map((st) => `<div class="stop"><b>${st.kind === 'pick' ? 'PICK UP' : 'DELIVER'} ${stopNo(s, st)}</b> · ${shortDate(st.date)} · ${ampmLower(st.time)} · #${st.ref}<br>${esc(st.place.name)}<br>${esc(st.place.street)}, ${csz(st.place)}</div>`).join('');
    return `<div class="page"><div class="top"><div class="logo">${esc(initials)}</div><div><div class="n">${esc(d.broker.name)}</div><div class="a">${esc(d.broker.street)}, ${csz(d.broker)} | ${d.broker.phone} | ${d.otherNumbers.brokerMc}</div></div>
      <div class="t">Rate Confirmation<br><b style="font-size:16px">Load ${d.loadReference}</b></div></div>
      <div class="band">CARRIER &amp; EQUIPMENT</div><div class="in two"><div>${esc(d.carrier.name)}<br>${d.carrier.mc} · DOT ${d.carrier.dot}<br>Driver: ${esc(d.carrier.driver)}</div>
        <div>${esc(d.equipment)} · ${d.weight.toLocaleString('en-US')} lbs<br>${esc(d.commodity)}<br>Distance: ${s.miles()} mi</div></div>
      <div class="band">ROUTE</div><div class="in">${stops}</div>
      <div class="band">PAYMENT</div><div class="in"><div class="panel">${pay.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}
        <div style="border-top:1px solid #0b6e4f;margin-top:4px;padding-top:3px;font-weight:bold"><span>Total</span><span>${s.total()}</span></div></div>
        <p>${s.termSentences().map(esc).join(' ')}</p></div>
      <div class="foot">${s.boilerplate()} Quick pay: ${esc(d.remitTo.name)}, ${esc(d.remitTo.city)}, ${d.remitTo.st}.</div></div>`;
  },
};

/** Page 5 of a carrier packet: the set-up checklist and insurance requirements above, the load below. */
const carrierPacketPage: Family = {
  name: 'a9-carrier-packet-load-page',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', fscChance: 0.55, tollsChance: 0.3, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Serif';font-size:11px}.page{width:816px;padding:30px 50px}
    .hd{display:flex;justify-content:space-between;font-size:10px;border-bottom:1px solid #000;padding-bottom:4px}
    h2{font-family:'DejaVu Sans';font-size:13px;margin:14px 0 4px;text-transform:uppercase}ol{margin:0;padding-left:20px;font-size:10px}
    .box{border:2px solid #000;padding:8px 10px;margin-top:12px}.kv{display:grid;grid-template-columns:130px 1fr 130px 1fr;gap:2px 6px}
    .kv b{font-family:'DejaVu Sans';font-size:10px}table{width:100%;border-collapse:collapse;margin-top:6px}td,th{border:1px solid #777;padding:3px 5px;text-align:left;vertical-align:top}`,
  body(s) {
    const d = s.d;
    const pages = int(s.r, 6, 9);
    const stops = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'Pickup' : 'Drop'} ${stopNo(s, st)}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}</td></tr>`).join('');
    const other = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `<b>${esc(c.label)}:</b><span>${s.money(c.amount)}</span>`).join('');
    return `<div class="page"><div class="hd"><span>${esc(d.broker.name)} — Carrier Packet</span><span>Page 5 of ${pages}</span></div>
      <h2>Section 5: Carrier Set-Up Checklist</h2><ol><li>Signed Broker-Carrier Agreement (pages 2–4)</li><li>Current W-9 and certificate of insurance naming ${esc(d.broker.name)} as certificate holder</li>
        <li>Auto liability $1,000,000; cargo $100,000; minimum 60 days authority</li><li>Factoring notice of assignment, if any (remit currently on file: ${esc(d.remitTo.name)}, ${csz(d.remitTo)})</li></ol>
      <h2>Section 6: Load Confirmation</h2>
      <div class="box"><div class="kv"><b>Load ID:</b><span><b style="font-size:13px">${d.loadReference}</b></span><b>Confirmed:</b><span>${d.issued}</span>
        <b>Carrier:</b><span>${esc(d.carrier.name)}</span><b>MC / DOT:</b><span>${d.carrier.mc} / ${d.carrier.dot}</span>
        <b>Equipment:</b><span>${esc(d.equipment)}</span><b>Weight:</b><span>${d.weight.toLocaleString('en-US')} lbs</span>
        <b>Commodity:</b><span>${esc(d.commodity)}</span><b>Customer PO:</b><span>${d.otherNumbers.po}</span></div>
        <table><tr><th>Stop</th><th>Facility</th><th>City</th><th>State</th><th>Zip</th><th>Appt</th></tr>${stops}</table>
        <div class="kv" style="margin-top:8px"><b>Loaded Miles:</b><span>${s.miles()}</span><b>Linehaul:</b><span>${s.money(d.rate)}</span>
          <b>Fuel Surcharge:</b><span>${d.fsc === null ? 'Included in linehaul' : s.money(d.fsc)}</span><b>Tolls:</b><span>${d.tolls === null ? 'N/A' : s.money(d.tolls)}</span>${other}
          ${s.maybe(0.5) ? `<b>Total Pay:</b><span><b>${s.total()}</b></span>` : ''}</div>
        <p style="margin:8px 0 0">${s.termSentences().map(esc).join(' ')}</p></div>
      <h2>Section 7: Billing</h2><p style="font-size:10px;margin:0">${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. ${s.boilerplate()}</p></div>`;
  },
};

/** A plain sheet of "Label:" lines, serif, no boxes; the address in separate City: / State: / Zip: lines. */
const plainColonLabels: Family = {
  name: 'a9-plain-colon-split-lines',
  draw: { picks: [1, 2], drops: [1, 1], ref: '#####-#', fscChance: 0.6, tollsChance: 0.3, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Serif';font-size:12px}.page{width:816px;padding:44px 64px;line-height:1.35}
    h1{font-size:15px;margin:0 0 12px}.sec{margin-top:12px}.sec u{font-weight:bold}.ln{display:flex}.ln span:first-child{width:170px}`,
  body(s) {
    const d = s.d;
    const ln = (k: string, v: string) => `<div class="ln"><span>${k}:</span><span>${v}</span></div>`;
    const stop = (st: Stop) => `<div class="sec"><u>${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'} ${stopNo(s, st)}</u>
      ${ln('Company', esc(st.place.name))}${ln('Street', esc(st.place.street))}${ln('City', esc(st.place.city))}${ln('State', st.place.st)}${ln('Zip', st.place.zip)}
      ${ln('Date', st.date)}${ln('Time', st.time)}${ln(st.kind === 'pick' ? 'PU Number' : 'Delivery Number', st.ref)}</div>`;
    const pay = payLines(s, { linehaul: 'Rate', fsc: 'Fuel', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' });
    const terms = s.termRows();
    return `<div class="page"><div>${esc(d.broker.name)}<br>${esc(d.broker.street)}<br>${csz(d.broker)}<br>${d.broker.phone}</div><br>
      <h1>RATE CONFIRMATION</h1>${ln('Load Number', d.loadReference)}${ln('Date', d.issued)}${ln('Dispatcher', esc(d.dispatcher))}
      ${ln('Carrier', esc(d.carrier.name))}${ln('MC Number', d.carrier.mc)}${ln('Truck Type', esc(d.equipment))}${ln('Total Miles', s.miles())}${ln('Weight', `${d.weight} lbs`)}
      ${d.stops.map(stop).join('')}
      <div class="sec"><u>PAY</u>${pay.map((l) => ln(l.label, s.money(l.amount))).join('')}${s.maybe(0.5) ? ln('Total', s.total()) : ''}</div>
      ${terms.length ? `<div class="sec"><u>ACCESSORIALS</u>${terms.map(([k, v]) => ln(k, v)).join('')}</div>` : ''}
      <div class="sec" style="font-size:10px">${s.boilerplate()}</div>
      <div class="sec">Carrier Signature: ______________________________</div></div>`;
  },
};

/** Stops as side-by-side cards, each with separate City, ST and ZIP boxes; pay as a strip of cells across the foot. */
const stopCardsSplitZip: Family = {
  name: 'a9-stop-cards-split-zip',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'R#####', fscChance: 0.7, tollsChance: 0.4, lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{width:816px;padding:26px 30px}
    .hd{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:6px}.hd .t{font-size:22px;font-weight:bold;letter-spacing:1px}
    .cards{display:flex;flex-wrap:wrap;gap:10px;margin-top:12px}.card{flex:1 1 45%;border:1px solid #444;border-radius:6px;padding:6px 8px}
    .card h3{margin:0 0 4px;font-size:12px;background:#eee;padding:2px 4px}.g{display:grid;grid-template-columns:3fr 1fr 1.3fr;gap:4px;margin-top:4px}
    .g div{border:1px solid #999;padding:2px 4px}.g i{display:block;font-size:8px;color:#666;font-style:normal}
    .strip{display:flex;margin-top:14px;border:1px solid #333}.strip div{flex:1;border-right:1px solid #333;padding:4px 6px}.strip div:last-child{border-right:0}
    .strip i{display:block;font-size:8.5px;font-style:normal;color:#555}`,
  body(s) {
    const d = s.d;
    const cards = d.stops.map((st, i) => `<div class="card"><h3>Stop ${i + 1} — ${st.kind === 'pick' ? 'Load' : 'Unload'}</h3>${esc(st.place.name)}<br>${esc(st.place.street)}
      <div class="g"><div><i>City</i>${esc(st.place.city)}</div><div><i>ST</i>${st.place.st}</div><div><i>ZIP</i>${st.place.zip}</div></div>
      <div class="g"><div><i>Appointment</i>${st.date} ${st.time}</div><div><i>Ref</i>${st.ref}</div><div><i>Contact</i>${drawPhone(s, 'dot')}</div></div></div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surch.', tolls: 'Tolls', stop: 'Stop-offs', lumper: 'Lumper' });
    const showTotal = s.maybe(0.65);
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)}<br>${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
      <div style="text-align:right"><div class="t">RATE CON</div>Ref # <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <div style="margin-top:8px">Carrier: <b>${esc(d.carrier.name)}</b> (${d.carrier.mc}) · Driver ${esc(d.carrier.driver)} · Unit ${d.carrier.truck} · ${esc(d.equipment)} · ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lb · BOL ${d.otherNumbers.bol}</div>
      <div class="cards">${cards}</div>
      <div class="strip"><div><i>Loaded Miles</i>${s.miles()}</div>${pay.map((l) => `<div><i>${l.label}</i>${s.money(l.amount)}</div>`).join('')}${showTotal ? `<div><i>Total</i><b>${s.total()}</b></div>` : ''}</div>
      <p>${s.termSentences().map(esc).join(' ')}</p><p style="font-size:9px">${s.boilerplate()}</p></div>`;
  },
};

/** A freight agent's confirmation under a host broker: agent office and corporate office both printed, pay as one row under column headers. */
const agentUnderHost: Family = {
  name: 'a9-agent-office-host-broker',
  draw: { picks: [1, 1], drops: [1, 3], ref: '###-####', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.65 },
  css: `body{font-family:'DejaVu Sans';font-size:10.5px}.page{width:816px;padding:28px 36px}
    .hd{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px;border:1px solid #000;padding:6px}.hd small{display:block;font-size:8.5px;color:#555;text-transform:uppercase}
    h1{font-size:16px;margin:12px 0 4px}table{border-collapse:collapse;width:100%;margin-top:6px}th{background:#333;color:#fff;font-size:9.5px;padding:3px 5px;text-align:left}
    td{border:1px solid #999;padding:3px 5px;vertical-align:top}`,
  body(s) {
    const d = s.d;
    const host = pick(s.r, ['Allied Host Logistics', 'Landmark Agent Network', 'FreightPath Corporate']);
    const cols: Array<[string, string]> = [['Loaded Miles', s.miles()], ['Linehaul', s.money(d.rate)]];
    if (d.fsc !== null) cols.push(['FSC', s.money(d.fsc)]);
    if (d.tolls !== null) cols.push(['Tolls', s.money(d.tolls)]);
    for (const c of d.charges.filter((x) => x.code === 'stop' || x.code === 'lumper')) cols.push([esc(c.label), s.money(c.amount)]);
    if (s.maybe(0.55)) cols.push(['Carrier Total', s.total()]);
    const rows = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'P' : 'D'}${stopNo(s, st)}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date}</td><td>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    return `<div class="page"><div class="hd"><div><small>Agent Office</small><b>${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div><small>Corporate / Bill To</small><b>${esc(host)}</b><br>${esc(d.billTo.street)}<br>${csz(d.billTo)}<br>Phone ${d.billTo.phone}<br>${d.otherNumbers.brokerMc}</div>
      <div><small>Shipment</small>Shipment #: <b style="font-size:13px">${d.loadReference}</b><br>Customer PO: ${d.otherNumbers.po}<br>Agent: ${esc(d.dispatcher)}<br>Date: ${d.issued}</div></div>
      <h1>Carrier Confirmation</h1><div>${esc(d.carrier.name)} · ${d.carrier.mc} · DOT ${d.carrier.dot} · ${esc(d.equipment)} · ${esc(d.commodity)} · ${d.pieces} pcs · ${d.weight.toLocaleString('en-US')} lbs</div>
      <table><tr><th>Stop</th><th>Location</th><th>Date</th><th>Time</th><th>Ref #</th></tr>${rows}</table>
      <table><tr>${cols.map(([k]) => `<th>${k}</th>`).join('')}</tr><tr>${cols.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p style="font-size:9px">Remit to: ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}. ${s.boilerplate()}</p>
      <p>Carrier acceptance: ___________________________ Date: ________</p></div>`;
  },
};

/** Two columns, shipper left and consignee right, an info bar of miles and weight, a ruled pay box at bottom right. */
const twoColumnPayBox: Family = {
  name: 'a9-shipper-consignee-columns',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'BK####', fscChance: 0.55, tollsChance: 0.45, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:30px 40px}
    .t{text-align:center;font-size:19px;font-weight:bold;border:2px solid #000;padding:4px;margin:10px 0}
    .cols{display:grid;grid-template-columns:1fr 1fr;border:1px solid #000}.cols>div{padding:6px 8px}.cols>div:first-child{border-right:1px solid #000}
    .cols h4{margin:0 0 4px;font-size:11px;text-decoration:underline}.bar{display:flex;justify-content:space-around;border:1px solid #000;border-top:0;padding:4px;background:#f0f0f0}
    .low{display:flex;gap:14px;margin-top:12px}.pay{border:1px solid #000;min-width:250px}.pay div{display:flex;justify-content:space-between;padding:3px 8px;border-bottom:1px solid #bbb}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const col = (st: Stop, h: string) => `<div><h4>${h}</h4>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${esc(st.place.city)}, ${st.place.st}<br>${st.place.zip}<br><br>Appt: ${st.date} ${ampmLower(st.time)}<br>Ref#: ${st.ref}</div>`;
    const pay = payLines(s, { linehaul: 'Flat Rate', fsc: 'Fuel Adj.', tolls: 'Tolls', stop: 'Stops', lumper: 'Lumper' });
    const total = s.maybe(0.6) ? `<div style="font-weight:bold"><span>Total</span><span>${s.total()}</span></div>` : '';
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:15px">${esc(d.broker.name)}</b><br>${esc(d.broker.street)}<br>${csz(d.broker)}</div>
      <div style="text-align:right">Booking #: <b>${d.loadReference}</b><br>Issued: ${d.issued}<br>Ph: ${d.broker.phone}</div></div>
      <div class="t">CONFIRMATION OF RATE</div>
      <div>To: ${esc(d.carrier.name)} (${d.carrier.mc}) &nbsp; Driver: ${esc(d.carrier.driver)} &nbsp; Truck #${d.carrier.truck}</div>
      <div class="cols" style="margin-top:8px">${col(p, 'SHIPPER')}${col(q, 'CONSIGNEE')}</div>
      <div class="bar"><span>Miles: ${s.miles()}</span><span>Weight: ${d.weight.toLocaleString('en-US')}</span><span>Equip: ${esc(d.equipment)}</span><span>BOL: ${d.otherNumbers.bol}</span></div>
      <div class="low"><div style="flex:1">${s.termSentences().map(esc).join('<br>')}<p style="font-size:9px">${s.boilerplate()}</p></div>
        <div class="pay">${pay.map((l) => `<div><span>${l.label}</span><span>${s.money(l.amount)}</span></div>`).join('')}${total}</div></div>
      <p>Signed: ________________________ (carrier) &nbsp; ${esc(d.dispatcher)} (broker)</p></div>`;
  },
};

export const families: Family[] = [wordTemplate, googleDocsBullets, excelGrid, fillablePdf, letterParagraph, faxedForm,
  logoBands, carrierPacketPage, plainColonLabels, stopCardsSplitZip, agentUnderHost, twoColumnPayBox];
