// Twelve layout families by a fifteenth author, blind to the reader (docs/decisions/009-ocr.md,
// "Layout families"): rate confirmations as they look after people handled them — signed and
// stamped, pen notes in a handwriting style, highlighter over the fields that matter, a rate or
// toll amount struck through with the agreed one written beside it (the truth is the final,
// agreed amount), initials on each term, ACCEPTED and RECEIVED stamps, fax header lines and
// sticky notes — and clean originals of similar sheets from small and mid-size brokers.
// Fresh families: rendered with `--split fresh`, measured before they join any training index.
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2 } from '../../sheet';
import { ampmLower, csz, drawPhone, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

const initialsOf = (name: string) => name.split(' ').map((w) => w[0]).join('');
/** Pen ink: DejaVu italic, slanted and tilted, in blue or black ink. */
const HAND = `.hw{font-family:'DejaVu Serif';font-style:italic;display:inline-block;transform:rotate(-3deg) skewX(-10deg);letter-spacing:.4px}
  .ink{color:#1c3b9e}.ink2{color:#202020}.sig{font-family:'DejaVu Serif';font-style:italic;font-size:24px;display:inline-block;transform:rotate(-5deg) skewX(-22deg) scaleY(.8);color:#1c3b9e;letter-spacing:-1px}
  .stamp{display:inline-block;border:3px double;padding:3px 12px;font-family:'DejaVu Sans';font-weight:bold;letter-spacing:3px;opacity:.78;text-align:center}
  .hl{background:linear-gradient(transparent 18%,rgba(255,232,0,.6) 18%,rgba(255,232,0,.6) 88%,transparent 88%);padding:0 3px}
  .hlp{background:linear-gradient(transparent 18%,rgba(255,120,200,.45) 18%,rgba(255,120,200,.45) 88%,transparent 88%);padding:0 3px}
  .strike{text-decoration:line-through;text-decoration-color:#1c3b9e;text-decoration-thickness:2px;color:#555}
  .sticky{background:#fff38a;box-shadow:2px 3px 6px rgba(0,0,0,.3);padding:10px 12px;font-family:'DejaVu Serif';font-style:italic;color:#222}`;
const hw = (text: string, cls = 'ink', style = '') => `<span class="hw ${cls}" style="${style}">${text}</span>`;
const stamp = (text: string, color: string, deg: number, size = 18) =>
  `<span class="stamp" style="color:${color};border-color:${color};transform:rotate(${deg}deg);font-size:${size}px">${text}</span>`;
/** An amount before negotiation: never the agreed one. */
const oldAmount = (s: Sheet, amount: number) => {
  const step = pick(s.r, [25, 50, 75, 100, 150]);
  const up = s.maybe(0.3);
  return up || amount - step < 50 ? amount + step : amount - step;
};

/** A regional broker's sheet, labels left, signed by the carrier with an ACCEPTED stamp over the signature block. */
const signedAcceptedStamp: Family = {
  name: 'a15-signed-accepted-stamp',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'L######', fscChance: 0.7, tollsChance: 0.35 },
  css: `${HAND}body{font-family:'DejaVu Sans';font-size:12px}.page{width:816px;padding:30px 44px;position:relative}
    .hd{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:8px}.hd b{font-size:19px}
    h1{font-size:15px;margin:12px 0 8px;letter-spacing:1px}table.kv td{padding:3px 8px 3px 0;vertical-align:top}table.kv td:first-child{font-weight:bold;width:150px}
    .stop{border:1px solid #999;padding:6px 10px;margin:6px 0}.stop b{font-size:12.5px}
    .sign{display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:26px;position:relative}.line{border-bottom:1px solid #000;height:36px;position:relative}
    .small{font-size:9.5px;color:#444;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const stops = d.stops.map((st) => `<div class="stop"><b>${st.kind === 'pick' ? 'SHIPPER' : 'CONSIGNEE'} ${stopNo(s, st)}</b> — ${st.date} ${st.time}<br>
      ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} &nbsp; Ref: ${st.ref}</div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul Rate', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Extra Stop', lumper: 'Lumper' });
    const showTotal = s.maybe(0.6);
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right">${d.otherNumbers.brokerMc}<br>Issued ${d.issued}<br>Rep: ${esc(d.dispatcher)}</div></div>
      <h1>RATE CONFIRMATION / LOAD AGREEMENT</h1>
      <table class="kv"><tr><td>Load #</td><td style="font-size:14px"><b>${d.loadReference}</b></td></tr>
        <tr><td>Carrier</td><td>${esc(d.carrier.name)} (${d.carrier.mc}, DOT ${d.carrier.dot})</td></tr>
        <tr><td>Equipment</td><td>${esc(d.equipment)} · ${esc(d.commodity)} · ${d.weight.toLocaleString('en-US')} lbs</td></tr>
        <tr><td>Loaded Miles</td><td>${s.miles()}</td></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td>${s.money(l.amount)}</td></tr>`).join('')}
        ${showTotal ? `<tr><td>Total Pay</td><td><b>${s.total()}</b></td></tr>` : ''}</table>
      ${stops}
      <div class="small">${s.termSentences().map(esc).join(' ')} ${s.boilerplate()}</div>
      <div class="sign"><div>Carrier Signature<div class="line"><span class="sig" style="position:absolute;left:20px;top:2px">${esc(d.carrier.driver)}</span></div>
        Print name: ${hw(esc(d.carrier.driver), 'ink', 'font-size:15px')}</div>
        <div>Date<div class="line">${hw(d.issued, 'ink', 'font-size:17px;margin:10px 0 0 14px')}</div></div>
        <div style="position:absolute;left:${int(s.r, 180, 320)}px;top:-6px">${stamp(`ACCEPTED<br><span style="font-size:11px;letter-spacing:1px">${d.issued}</span>`, '#c0141c', -int(s.r, 6, 14), 24)}</div></div></div>`;
  },
};

/** A small broker's form whose linehaul was renegotiated: the typed rate struck through, the agreed one written beside it and initialled. */
const struckRateInitialled: Family = {
  name: 'a15-struck-rate-initialled',
  draw: { picks: [1, 2], drops: [1, 1], ref: '#####', fscChance: 0.6, tollsChance: 0.3, miles: [100, 900] },
  css: `${HAND}body{font-family:'DejaVu Serif';font-size:12.5px}.page{width:816px;padding:36px 54px}
    .lh{text-align:center}.lh b{font-size:21px;font-variant:small-caps;letter-spacing:1px}
    h1{font-size:15px;text-align:center;border:1px solid #000;padding:4px;margin:14px 0}
    .row{display:flex;gap:20px;margin:6px 0}.row > div{flex:1;border-bottom:1px dotted #777;padding-bottom:3px}.row i{font-style:normal;font-size:10px;color:#555;display:block}
    table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #444;padding:5px 8px;text-align:left}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const old = oldAmount(s, d.rate);
    const who = initialsOf(d.dispatcher);
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Add\'l Stop', lumper: 'Lumper' });
    const rows = pay.map((l) => (l.code === 'linehaul'
      ? `<tr><td>${l.label}</td><td class="r"><span class="strike">${s.money(old)}</span> ${hw(s.money(l.amount), 'ink', 'font-size:17px;margin-left:8px')} ${hw(`${who}/${initialsOf(d.carrier.driver)}`, 'ink', 'font-size:12px')}</td></tr>`
      : `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`)).join('');
    const extraPicks = s.picks.slice(1).map((st) => `<div class="row"><div><i>2nd pick-up</i>${esc(st.place.name)}, ${csz(st.place)} — ${st.date}</div></div>`).join('');
    return `<div class="page"><div class="lh"><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)} · Tel ${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
      <h1>CONFIRMATION OF RATE AGREEMENT</h1>
      <div class="row"><div><i>Confirmation No.</i><b>${d.loadReference}</b></div><div><i>Date</i>${d.issued}</div><div><i>Customer PO</i>${d.otherNumbers.po}</div></div>
      <div class="row"><div><i>Carrier</i>${esc(d.carrier.name)} — ${d.carrier.mc}</div><div><i>Driver / Cell</i>${esc(d.carrier.driver)} ${drawPhone(s, 'paren')}</div></div>
      <div class="row"><div><i>Origin (pick-up)</i>${esc(p.place.name)}<br>${esc(p.place.street)}<br>${csz(p.place)}<br>${p.date} @ ${ampmLower(p.time)}</div>
        <div><i>Destination (delivery)</i>${esc(q.place.name)}<br>${esc(q.place.street)}<br>${csz(q.place)}<br>${q.date} @ ${ampmLower(q.time)}</div></div>
      ${extraPicks}
      <div class="row"><div><i>Miles</i>${s.miles()}</div><div><i>Truck type</i>${esc(d.equipment)}</div><div><i>Weight</i>${d.weight} lbs</div><div><i>BOL</i>${d.otherNumbers.bol}</div></div>
      <table><tr><th>Charge</th><th class="r">Amount</th></tr>${rows}</table>
      <p style="font-size:10.5px">${s.termSentences().map(esc).join(' ')}</p>
      <p style="font-size:10px;color:#333">${s.boilerplate()}</p>
      <p>Broker: <span class="sig" style="font-size:20px">${esc(d.dispatcher)}</span> &nbsp;&nbsp; Carrier: <span class="sig" style="font-size:20px">${esc(d.carrier.driver)}</span></p>
      <p>${hw(`rate changed per phone call ${d.issued} — ${who}`, 'ink', 'font-size:14px')}</p></div>`;
  },
};

/** A faxed confirmation: two fax header lines (broker's, then the carrier's return), monospaced form with labels above boxes. */
const faxedBoxForm: Family = {
  name: 'a15-faxed-box-form',
  draw: { picks: [1, 1], drops: [1, 1], ref: 'FX-#####', fscChance: 0.55, tollsChance: 0.3 },
  css: `${HAND}body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:816px;padding:14px 30px 30px}
    .fax{font-size:10.5px;border-bottom:1px solid #000;padding:2px 0;white-space:pre}
    h1{font-family:'DejaVu Sans';font-size:17px;text-align:center;margin:14px 0 4px}
    .grid{display:grid;grid-template-columns:repeat(4,1fr);border-left:1px solid #000;border-top:1px solid #000;margin-top:10px}
    .grid > div{border-right:1px solid #000;border-bottom:1px solid #000;padding:3px 6px;min-height:30px}.grid i{display:block;font-style:normal;font-size:9px;font-family:'DejaVu Sans'}
    .w2{grid-column:span 2}.w4{grid-column:span 4}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const page = pick(s.r, ['P.01/02', 'P. 1', '001/002', 'PAGE 1 OF 2']);
    const cell = (label: string, v: string, cls = '') => `<div class="${cls}"><i>${label}</i>${v}</div>`;
    return `<div class="page"><div class="fax">${d.issued} ${pad2(int(s.r, 7, 17))}:${pad2(int(s.r, 0, 59))}    FROM: ${esc(d.broker.name.toUpperCase())}   FAX ${drawPhone(s, 'paren')}    TO: ${esc(d.carrier.name.toUpperCase())}    ${page}</div>
      <div class="fax">${d.issued} ${pad2(int(s.r, 8, 18))}:${pad2(int(s.r, 0, 59))}  ${esc(d.carrier.name.toUpperCase())}  ${drawPhone(s, 'paren')}  &gt;&gt; ${d.broker.phone}   P.1</div>
      <h1>LOAD CONFIRMATION — CARRIER COPY</h1><div style="text-align:center;font-size:10.5px">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div>
      <div class="grid">${cell('LOAD NO.', `<b>${d.loadReference}</b>`)}${cell('DATE', d.issued)}${cell('BROKER MC', d.otherNumbers.brokerMc)}${cell('DISPATCH', esc(d.dispatcher))}
        ${cell('CARRIER', esc(d.carrier.name), 'w2')}${cell('CARRIER MC', d.carrier.mc)}${cell('TRUCK / TRLR', `${d.carrier.truck} / ${esc(d.equipment)}`)}
        ${cell('PICK UP AT', `${esc(p.place.name)}<br>${esc(p.place.street)}`, 'w2')}${cell('CITY', esc(p.place.city))}${cell('ST / ZIP', `${p.place.st} ${p.place.zip}`)}
        ${cell('PU DATE/TIME', `${p.date} ${p.time}`)}${cell('PU NO.', p.ref)}${cell('COMMODITY', esc(d.commodity))}${cell('WEIGHT', `${d.weight} LBS`)}
        ${cell('DELIVER TO', `${esc(q.place.name)}<br>${esc(q.place.street)}`, 'w2')}${cell('CITY', esc(q.place.city))}${cell('ST / ZIP', `${q.place.st} ${q.place.zip}`)}
        ${cell('DEL DATE/TIME', `${q.date} ${q.time}`)}${cell('DEL NO.', q.ref)}${cell('LOADED MILES', s.miles())}${cell('EMPTY MILES', String(d.deadhead))}
        ${cell('LINE HAUL', s.money(d.rate))}${cell('FUEL SURCHARGE', d.fsc !== null ? s.money(d.fsc) : 'INCL.')}${cell('TOLLS', d.tolls !== null ? s.money(d.tolls) : 'N/A')}
        ${cell('OTHER', d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `${esc(c.label)} ${s.money(c.amount)}`).join('<br>') || '—')}
        ${cell('NOTES', `${s.termSentences().map(esc).join(' ')} ${s.boilerplate()}`, 'w4')}
        ${cell('CARRIER SIGNATURE', `<span class="sig">${esc(d.carrier.driver)}</span>`, 'w2')}${cell('DATE', hw(d.issued, 'ink2', 'font-size:16px'))}
        ${cell('', stamp('ACCEPTED', '#333', -8, 15))}</div>
      <p style="font-size:10px">PLEASE SIGN AND FAX BACK TO ${drawPhone(s, 'paren')} BEFORE DISPATCH. REMIT TO: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}</p></div>`;
  },
};

/** A mid-size broker's sheet with a yellow sticky note from dispatch pasted on, and the rate circled in pen. */
const stickyNoteDispatch: Family = {
  name: 'a15-sticky-note-dispatch',
  draw: { picks: [1, 1], drops: [1, 3], ref: '7######', fscChance: 0.75, tollsChance: 0.45, termsChance: 0.8 },
  css: `${HAND}body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:816px;padding:26px 34px;position:relative}
    .top{background:#24476b;color:#fff;padding:10px 14px;display:flex;justify-content:space-between}.top b{font-size:18px}
    table{border-collapse:collapse;width:100%;margin-top:10px}th{background:#e8eef4;text-align:left;padding:4px 6px;font-size:10.5px;border:1px solid #b7c4d1}
    td{border:1px solid #d0d8e0;padding:4px 6px;vertical-align:top}.r{text-align:right}
    .circ{border:2px solid #1c3b9e;border-radius:50%;padding:4px 10px;margin:-4px -6px}
    .sticky{position:absolute;width:210px;transform:rotate(3deg);font-size:14px;line-height:1.35}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Pick' : 'Drop'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}<br>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line Haul', fsc: 'FSC', tolls: 'Toll Reimb.', stop: 'Stop-Off', lumper: 'Lumper' });
    const note = pick(s.r, [
      `Call receiver 1 hr out!<br>${drawPhone(s, 'paren')}<br>dock 4 — back in only`,
      `Driver: ${esc(d.carrier.driver)}<br>truck #${d.carrier.truck}<br>deadhead ${d.deadhead} mi — fuel in ${esc(first(s).place.city)}`,
      `Gate code 4${int(s.r, 100, 999)}#<br>straps + 2 tarps<br>check call by 10am`,
    ]);
    return `<div class="page"><div class="top"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)}</div><div style="text-align:right">Carrier Rate Confirmation<br>${d.broker.phone} · ${d.otherNumbers.brokerMc}</div></div>
      <table><tr><th>Shipment ID</th><th>Date Booked</th><th>Booked By</th><th>Equipment</th><th>Miles</th></tr>
        <tr><td><b>${d.loadReference}</b></td><td>${d.issued}</td><td>${esc(d.dispatcher)}</td><td>${esc(d.equipment)}</td><td>${s.miles()}</td></tr></table>
      <table><tr><th>#</th><th>Type</th><th>Facility</th><th>City</th><th>State</th><th>Zip</th><th>Appt</th><th>Ref</th></tr>${rows}</table>
      <table style="width:55%"><tr><th>Rate Item</th><th class="r">Amount</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${l.code === 'linehaul' ? `<span class="circ">${s.money(l.amount)}</span>` : s.money(l.amount)}</td></tr>`).join('')}
        ${s.maybe(0.5) ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p style="font-size:10.5px">${s.termRows().map(([k, v]) => `<b>${k}:</b> ${v}`).join(' &nbsp;|&nbsp; ')}</p>
      <p style="font-size:10px;color:#444">${s.boilerplate()} Carrier: ${esc(d.carrier.name)}, ${d.carrier.mc}, DOT ${d.carrier.dot}.</p>
      <p>Signed: <span class="sig">${esc(d.carrier.driver)}</span></p>
      <div class="sticky" style="right:${int(s.r, 30, 70)}px;top:${int(s.r, 330, 420)}px">${note}</div></div>`;
  },
};

/** Stops as blocks with split City / State / Zip cells, the fields the driver cares about marked with highlighter and ticks in the margin. */
const highlighterBlocks: Family = {
  name: 'a15-highlighter-blocks',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'AB#####', fscChance: 0.7, tollsChance: 0.4 },
  css: `${HAND}body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:24px 40px}
    h1{font-size:18px;margin:0}.sub{color:#555;font-size:10.5px}
    .blk{border:1.5px solid #333;margin:8px 0;display:grid;grid-template-columns:90px 1fr 1fr 60px 80px}
    .blk > div{padding:4px 6px;border-right:1px solid #bbb}.blk .t{background:#eee;font-weight:bold;grid-row:span 2;display:flex;align-items:center}
    .blk i{display:block;font-style:normal;font-size:8.5px;color:#666;text-transform:uppercase}
    .money{display:flex;gap:0;border:1.5px solid #333;margin-top:10px}.money > div{flex:1;padding:5px 8px;border-right:1px solid #bbb}.money i{display:block;font-style:normal;font-size:9px;color:#666}
    .tick{color:#1c3b9e;font-size:18px;font-weight:bold;margin-left:6px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const blk = (st: Stop) => {
      const key = st === p || st === q;
      const city = key ? `<span class="hl">${esc(st.place.city)}</span>` : esc(st.place.city);
      return `<div class="blk"><div class="t">${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'} ${stopNo(s, st)}</div>
        <div><i>Name</i>${esc(st.place.name)}</div><div><i>City</i>${city}</div><div><i>State</i>${st.place.st}</div><div><i>Zip</i>${st.place.zip}</div>
        <div><i>Address</i>${esc(st.place.street)}</div><div><i>Date / Time</i>${st.date} ${st.time}</div><div style="grid-column:span 2"><i>Pickup / Delivery #</i>${st.ref}</div></div>`;
    };
    const tick = '<span class="tick">✓</span>';
    const total = s.maybe(0.5) ? `<div><i>TOTAL</i><b>${s.total()}</b></div>` : '';
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><h1>${esc(d.broker.name)}</h1><div class="sub">${s.office(d.broker, ' · ')} · ${d.otherNumbers.brokerMc}</div></div>
      <div style="text-align:right">RATE CONFIRMATION<br>Load: <b class="hlp" style="font-size:14px">${d.loadReference}</b>${tick}<br>${d.issued}</div></div>
      <p>Carrier: ${esc(d.carrier.name)} · ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · Equipment ${esc(d.equipment)} · Weight ${d.weight.toLocaleString('en-US')} lb · Commodity ${esc(d.commodity)}</p>
      ${d.stops.map(blk).join('')}
      <div class="money"><div><i>LOADED MILES</i><span class="hl">${s.miles()}</span></div><div><i>LINEHAUL</i><span class="hl"><b>${s.money(d.rate)}</b></span>${tick}</div>
        <div><i>FUEL</i>${d.fsc !== null ? s.money(d.fsc) : 'Included'}</div><div><i>TOLLS</i>${d.tolls !== null ? s.money(d.tolls) : '—'}</div>
        ${d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => `<div><i>${esc(c.label.toUpperCase())}</i>${s.money(c.amount)}</div>`).join('')}${total}</div>
      <p style="font-size:10.5px">${s.termSentences().map(esc).join(' ')}</p><p style="font-size:9.5px;color:#444">${s.boilerplate()}</p>
      <p>${hw(`PU# ok — ${esc(p.ref)}`, 'ink', 'font-size:14px')} &nbsp;&nbsp;&nbsp; ${hw('call for lumper $ before unloading', 'ink', 'font-size:14px')}</p>
      <p>Carrier signature <span class="sig" style="margin-left:16px">${esc(d.carrier.driver)}</span></p></div>`;
  },
};

/** A long carrier agreement page where every term has an initial box filled in pen, pay given as one row of column headers. */
const initialledTermsHeaderPay: Family = {
  name: 'a15-initialled-terms-header-pay',
  draw: { picks: [1, 1], drops: [1, 2], ref: '##-####', fscChance: 0.65, tollsChance: 0.35, termsChance: 0.9 },
  css: `${HAND}body{font-family:'DejaVu Serif';font-size:11.5px}.page{width:816px;padding:28px 46px}
    .head{border:2px solid #000;padding:8px 12px;display:flex;justify-content:space-between}.head b{font-size:17px}
    table{border-collapse:collapse;width:100%;margin-top:10px}th{border:1px solid #000;background:#f0f0f0;font-size:10px;padding:3px 5px}td{border:1px solid #000;padding:5px;text-align:center}
    .term{display:flex;gap:10px;margin:5px 0;align-items:flex-start}.term .box{border:1px solid #000;width:46px;height:24px;flex:none;text-align:center}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const init = initialsOf(d.carrier.driver);
    const others = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper');
    const cols = [['Loaded Miles', s.miles()], ['Linehaul', s.money(d.rate)]];
    if (d.fsc !== null) cols.push(['Fuel Surcharge', s.money(d.fsc)]);
    if (d.tolls !== null) cols.push(['Tolls', s.money(d.tolls)]);
    for (const c of others) cols.push([esc(c.label), s.money(c.amount)]);
    if (s.maybe(0.7)) cols.push(['Total Carrier Pay', s.total()]);
    const terms = [...s.termSentences(), 'Driver must send a photo of the signed BOL at delivery.', 'Carrier will not re-broker, co-broker or assign this load.', s.boilerplate()];
    return `<div class="page"><div class="head"><div><b>${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div><div style="text-align:right">CARRIER CONFIRMATION<br>Reference: <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <p>Carrier <b>${esc(d.carrier.name)}</b> (${d.carrier.mc} / USDOT ${d.carrier.dot}) agrees to transport ${esc(d.commodity.toLowerCase())}, ${d.pieces} pcs, ${d.weight.toLocaleString('en-US')} lbs on a ${esc(d.equipment)}
        from <b>${esc(p.place.name)}, ${esc(p.place.street)}, ${csz(p.place)}</b> on ${p.date} (${p.ref}) to <b>${esc(q.place.name)}, ${esc(q.place.street)}, ${csz(q.place)}</b> on ${q.date} (${q.ref})${s.drops.length > 1 ? `, stopping first at ${s.drops.slice(0, -1).map((st) => `${esc(st.place.name)}, ${csz(st.place)}`).join('; ')}` : ''}.</p>
      <table><tr>${cols.map(([k]) => `<th>${k}</th>`).join('')}</tr><tr>${cols.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>
      <p style="margin-top:14px"><b>Terms — carrier to initial each:</b></p>
      ${terms.map((t, i) => `<div class="term"><div class="box">${hw(init, 'ink', 'font-size:15px;margin-top:2px')}</div><div>${i + 1}. ${esc(t)}</div></div>`).join('')}
      <p style="margin-top:18px">Agreed: <span class="sig">${esc(d.carrier.driver)}</span> &nbsp; for ${esc(d.carrier.name)} &nbsp;&nbsp; Date ${hw(d.issued, 'ink', 'font-size:15px')}</p>
      <p style="font-size:10px">Send invoices to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}. Broker contact ${esc(d.dispatcher)}.</p></div>`;
  },
};

/** A small broker's clean letter: no table at all, the load told in short paragraphs and a signature. */
const smallBrokerLetter: Family = {
  name: 'a15-small-broker-letter',
  draw: { picks: [1, 1], drops: [1, 1], ref: '####', fscChance: 0.45, tollsChance: 0.25, miles: [80, 650] },
  css: `body{font-family:'DejaVu Serif';font-size:13px;line-height:1.5}.page{width:816px;padding:48px 70px}
    .lh{display:flex;justify-content:space-between;border-bottom:1px solid #777;padding-bottom:8px;font-size:11px}.lh b{font-size:18px}p{margin:10px 0}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const fuel = d.fsc !== null ? ` In addition we will pay a fuel surcharge of ${s.money(d.fsc)}.` : ' This rate is all-in, fuel included.';
    const tolls = d.tolls !== null ? ` Tolls of ${s.money(d.tolls)} will be reimbursed with the invoice.` : '';
    const tot = s.maybe(0.5) ? ` Total due carrier: ${s.total()}.` : '';
    return `<div class="page"><div class="lh"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}<br>${csz(d.broker)}</div><div style="text-align:right">${d.broker.phone}<br>${d.otherNumbers.brokerMc}<br>${d.issued}</div></div>
      <p>To: ${esc(d.carrier.name)}, ${d.carrier.mc}<br>Attn: ${esc(d.carrier.driver)}</p>
      <p><b>Re: Rate confirmation, our load ${d.loadReference}</b></p>
      <p>This confirms our agreement for your ${esc(d.equipment.toLowerCase())} to pick up ${esc(d.commodity.toLowerCase())} (${d.weight.toLocaleString('en-US')} lbs) at ${esc(p.place.name)}, ${esc(p.place.street)}, ${csz(p.place)} on ${p.date} at ${ampmLower(p.time)}, pick-up number ${p.ref},
        and deliver to ${esc(q.place.name)}, ${esc(q.place.street)}, ${csz(q.place)} on ${q.date} by ${ampmLower(q.time)}, delivery number ${q.ref}.</p>
      <p>The trip is ${s.miles()} loaded miles. We agree to pay a linehaul rate of ${s.money(d.rate)}.${fuel}${tolls}${tot}</p>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p style="font-size:11px">${s.boilerplate()} Please send your invoice and the signed BOL to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p>
      <p>Sincerely,<br><br>${esc(d.dispatcher)}<br>${esc(d.broker.name)}</p></div>`;
  },
};

/** A mid-size broker's clean two-column sheet: stop cards on the left, a pay box and references on the right. */
const midsizeTwoColumn: Family = {
  name: 'a15-midsize-two-column',
  draw: { picks: [1, 2], drops: [1, 3], ref: 'TL#######', fscChance: 0.8, tollsChance: 0.4, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans';font-size:11px}.page{width:816px;padding:22px 28px}
    .hdr{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #2e7d4f;padding-bottom:6px}.hdr b{font-size:22px;color:#2e7d4f}
    .cols{display:grid;grid-template-columns:1.5fr 1fr;gap:16px;margin-top:12px}
    .card{border:1px solid #9cc2ab;border-left:5px solid #2e7d4f;padding:6px 9px;margin-bottom:8px}.card h3{margin:0 0 3px;font-size:11.5px;color:#2e7d4f}
    .box{border:1px solid #2e7d4f;padding:8px}.box table{width:100%;border-collapse:collapse}.box td{padding:3px 2px;border-bottom:1px solid #e0ece5}.r{text-align:right}
    .ref div{display:flex;justify-content:space-between;border-bottom:1px dotted #aaa;padding:3px 0}`,
  body(s) {
    const d = s.d;
    const cards = d.stops.map((st) => `<div class="card"><h3>${st.kind === 'pick' ? 'Origin' : 'Destination'} stop ${d.stops.indexOf(st) + 1} — ${st.kind === 'pick' ? 'Load' : 'Unload'}</h3>
      <b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}<br>Appt ${st.date} ${ampmLower(st.time)} · Ref ${st.ref}</div>`).join('');
    const pay = payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Pay', lumper: 'Lumper' });
    return `<div class="page"><div class="hdr"><div><b>${esc(d.broker.name)}</b><br>${s.office(d.broker, ' | ')}</div><div style="text-align:right;font-size:14px">Rate &amp; Load Confirmation</div></div>
      <div class="cols"><div>${cards}<p style="font-size:10px">${s.termSentences().map(esc).join(' ')}</p></div>
      <div><div class="ref"><div><span>Load ID</span><b>${d.loadReference}</b></div><div><span>Customer PO</span><span>${d.otherNumbers.po}</span></div><div><span>Issued</span><span>${d.issued}</span></div>
        <div><span>Carrier</span><span>${esc(d.carrier.name)}</span></div><div><span>Carrier MC</span><span>${d.carrier.mc}</span></div><div><span>Equipment</span><span>${esc(d.equipment)}</span></div>
        <div><span>Loaded miles</span><span>${s.miles()}</span></div><div><span>Deadhead</span><span>${d.deadhead} mi</span></div><div><span>Weight</span><span>${d.weight.toLocaleString('en-US')} lbs</span></div></div>
        <div class="box" style="margin-top:12px"><b>Carrier Pay</b><table>${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${s.money(l.amount)}</td></tr>`).join('')}
          <tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr></table></div>
        <p style="font-size:10px">Remit to: ${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</p><p style="font-size:10px">Your contact: ${esc(d.dispatcher)}</p></div></div>
      <p style="font-size:9.5px;color:#444;border-top:1px solid #ccc;padding-top:6px">${s.boilerplate()}</p>
      <p>Carrier signature ______________________________ &nbsp; Date ______________</p></div>`;
  },
};

/** An all-in (fuel folded into the rate) hotshot sheet that came back by fax: RECEIVED date stamp, signature, a circled note on tolls. */
const faxReturnAllIn: Family = {
  name: 'a15-fax-return-all-in',
  draw: { picks: [1, 1], drops: [1, 2], ref: 'HS####', fscChance: 0, tollsChance: 0.5, miles: [150, 1100] },
  css: `${HAND}body{font-family:'DejaVu Sans';font-size:12px}.page{width:816px;padding:12px 36px 30px;position:relative;filter:contrast(1.15)}
    .fax{font-family:'DejaVu Sans Mono';font-size:10px;display:flex;justify-content:space-between;border-bottom:1px solid #000}
    h1{font-size:20px;margin:14px 0 2px;font-style:italic}table{border-collapse:collapse;width:100%;margin-top:8px}td{padding:4px 6px;border-bottom:1px solid #999;vertical-align:top}
    td.k{width:170px;color:#333;text-transform:uppercase;font-size:10.5px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const mid = s.drops.slice(0, -1).map((st) => `<tr><td class="k">Stop-off</td><td>${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} · ${st.date}</td></tr>`).join('');
    const extra = d.charges.filter((c) => c.code === 'stop').map((c) => `<tr><td class="k">${esc(c.label)}</td><td>${s.money(c.amount)}</td></tr>`).join('');
    return `<div class="page"><div class="fax"><span>${pick(s.r, ['Sep', 'Oct', 'Nov', 'Mar'])} ${int(s.r, 1, 28)} 2026 ${int(s.r, 1, 12)}:${pad2(int(s.r, 0, 59))}PM</span><span>HP LASERJET FAX</span><span>${drawPhone(s, 'paren')}</span><span>p.2</span></div>
      <h1>${esc(d.broker.name)} — Hotshot Load Confirmation</h1><div style="font-size:10.5px">${s.office(d.broker, ' • ')} • ${d.otherNumbers.brokerMc}</div>
      <table><tr><td class="k">Load #</td><td><b>${d.loadReference}</b></td></tr><tr><td class="k">Ship date</td><td>${p.date}</td></tr>
        <tr><td class="k">Carrier</td><td>${esc(d.carrier.name)} — ${d.carrier.mc} — driver ${esc(d.carrier.driver)}</td></tr>
        <tr><td class="k">Shipper</td><td>${esc(p.place.name)}, ${esc(p.place.street)}, ${csz(p.place)} · PU# ${p.ref} · ${p.time}</td></tr>${mid}
        <tr><td class="k">Receiver</td><td>${esc(q.place.name)}, ${esc(q.place.street)}, ${csz(q.place)} · DEL# ${q.ref} · ${q.date} ${q.time}</td></tr>
        <tr><td class="k">Freight</td><td>${esc(d.commodity)}, ${d.pieces} pcs, ${d.weight} lbs — ${esc(d.equipment)}, must have straps &amp; chains</td></tr>
        <tr><td class="k">Miles (loaded)</td><td>${s.miles()}</td></tr>
        <tr><td class="k">Rate (all-in, incl. fuel)</td><td><b>${s.money(d.rate)}</b></td></tr>
        ${d.tolls !== null ? `<tr><td class="k">Tolls</td><td>${s.money(d.tolls)} ${hw('w/ receipts!', 'ink2', 'font-size:14px;margin-left:14px;border:1.5px solid #222;border-radius:50%;padding:2px 8px')}</td></tr>` : ''}${extra}</table>
      <p style="font-size:10.5px">${s.termSentences().map(esc).join(' ')} ${s.boilerplate()}</p>
      <div style="display:flex;justify-content:space-between;align-items:center;margin-top:20px"><div>Carrier acceptance: <span class="sig">${esc(d.carrier.driver)}</span></div>
        ${stamp(`RECEIVED<br><span style="font-size:12px">${d.issued}</span>`, '#6a1b9a', int(s.r, 4, 10), 20)}</div></div>`;
  },
};

/** A broker's blank form completed by hand: typed labels, the load's details written in pen on the lines. */
const handFilledForm: Family = {
  name: 'a15-hand-filled-form',
  draw: { picks: [1, 1], drops: [1, 1], ref: '#####', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.5, miles: [90, 800] },
  css: `${HAND}body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:30px 46px}
    .t{text-align:center;font-size:19px;font-weight:bold;letter-spacing:2px}.ln{display:flex;align-items:flex-end;gap:8px;margin:9px 0}
    .ln span.f{flex:1;border-bottom:1px solid #000;min-height:22px;padding-left:6px}.ln .hw{font-size:16px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const line = (label: string, v: string) => `<div class="ln">${label}<span class="f">${v ? hw(v) : ''}</span></div>`;
    const two = (a: string, va: string, b: string, vb: string) => `<div style="display:flex;gap:20px">${line(a, va)}${line(b, vb)}</div>`.replace(/<div class="ln">/g, '<div class="ln" style="flex:1">');
    return `<div class="page"><div style="text-align:center;font-size:11px">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')} · ${d.otherNumbers.brokerMc}</div>
      <div class="t" style="margin-top:8px">RATE CONFIRMATION</div>
      ${two('Date:', d.issued, 'Load #:', d.loadReference)}
      ${two('Carrier:', esc(d.carrier.name), 'MC#:', d.carrier.mc)}
      ${two('Driver:', esc(d.carrier.driver), 'Truck type:', esc(d.equipment))}
      ${line('Pick up at:', `${esc(p.place.name)}, ${esc(p.place.street)}, ${csz(p.place)}`)}
      ${two('PU date:', `${p.date} ${ampmLower(p.time)}`, 'PU #:', p.ref)}
      ${line('Deliver to:', `${esc(q.place.name)}, ${esc(q.place.street)}, ${csz(q.place)}`)}
      ${two('Del date:', `${q.date} ${ampmLower(q.time)}`, 'Del #:', q.ref)}
      ${two('Commodity:', esc(d.commodity), 'Weight:', `${d.weight.toLocaleString('en-US')}#`)}
      ${two('Loaded miles:', s.miles(), 'Rate:', s.money(d.rate))}
      ${two('Fuel:', d.fsc !== null ? s.money(d.fsc) : 'incl.', 'Tolls:', d.tolls !== null ? s.money(d.tolls) : 'none')}
      ${line('Other:', s.termRows().map(([k, v]) => `${k} ${v}`).join(', '))}
      <p style="font-size:9.5px;margin-top:16px">${s.boilerplate()}</p>
      ${two('Broker:', esc(d.dispatcher), 'Carrier sign:', '')}
      <div style="margin:-34px 0 0 480px"><span class="sig">${esc(d.carrier.driver)}</span></div></div>`;
  },
};

/** A mid-size broker's clean straight-truck / box-truck grid: stops as rows with City / State / Zip column headers. */
const boxTruckGrid: Family = {
  name: 'a15-box-truck-grid',
  draw: { picks: [1, 2], drops: [1, 3], ref: 'BX-######', fscChance: 0.7, tollsChance: 0.45, miles: [60, 900] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11.5px}.page{width:816px;padding:20px 26px}
    .hd{display:grid;grid-template-columns:2fr 1fr 1fr;gap:10px;border:1px solid #555;padding:8px}.hd b{font-size:16px}
    h2{font-size:12px;margin:12px 0 3px;text-transform:uppercase;border-bottom:1px solid #000}
    table{border-collapse:collapse;width:100%}th{background:#333;color:#fff;font-size:10px;padding:3px 5px;text-align:left}td{padding:4px 5px;border-bottom:1px solid #bbb;vertical-align:top}.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'P' : 'D'}${stopNo(s, st)}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}</td><td>${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const pay = payLines(s, { linehaul: 'Base Rate', fsc: 'Fuel Adj.', tolls: 'Tolls', stop: 'Additional Stops', lumper: 'Unloading' });
    const showTotal = s.maybe(0.65);
    return `<div class="page"><div class="hd"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}<br>${csz(d.broker)} · ${d.broker.phone}</div>
      <div>Trip #<br><b style="font-size:14px">${d.loadReference}</b></div><div>Booked ${d.issued}<br>${d.otherNumbers.brokerMc}<br>Rep ${esc(d.dispatcher)}</div></div>
      <h2>Carrier</h2><div>${esc(d.carrier.name)} · ${d.carrier.mc} · DOT ${d.carrier.dot} · Unit ${d.carrier.truck} · ${esc(d.equipment)} (liftgate${s.maybe(0.5) ? ' + pallet jack' : ''} required)</div>
      <h2>Stops</h2><table><tr><th>Stop</th><th>Location</th><th>Address</th><th>City</th><th>State</th><th>Zip</th><th>Date</th><th>Time</th><th>Ref #</th></tr>${rows}</table>
      <h2>Freight</h2><div>${d.pieces} pallets ${esc(d.commodity.toLowerCase())}, ${d.weight.toLocaleString('en-US')} lbs, BOL ${d.otherNumbers.bol}, PO ${d.otherNumbers.po}</div>
      <h2>Payment</h2><table style="width:60%"><tr><th>Item</th><th class="r">Qty</th><th class="r">Amount</th></tr>
        <tr><td>Miles (loaded)</td><td class="r">${d.miles}</td><td></td></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">1</td><td class="r">${s.money(l.amount, 'nocomma')}</td></tr>`).join('')}
        ${showTotal ? `<tr><td><b>Total Due Carrier</b></td><td></td><td class="r"><b>${s.total('nocomma')}</b></td></tr>` : ''}</table>
      <h2>Accessorials</h2><div>${s.termRows().map(([k, v]) => `${k}: ${v}`).join(' · ') || 'None without prior written approval.'}</div>
      <p style="font-size:9.5px;color:#444">${s.boilerplate()} Bill to ${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}.</p></div>`;
  },
};

/** A revised confirmation: REVISED banner, a revision log with the superseded rate struck through, the agreed amount circled in pen. */
const revisedRateLog: Family = {
  name: 'a15-revised-rate-log',
  draw: { picks: [1, 2], drops: [1, 2], ref: '3#######', fscChance: 0.7, tollsChance: 0.4 },
  css: `${HAND}body{font-family:'DejaVu Sans';font-size:11.5px}.page{width:816px;padding:24px 36px;position:relative}
    .banner{background:#b71c1c;color:#fff;text-align:center;font-weight:bold;letter-spacing:4px;padding:4px;font-size:13px}
    .hd{display:flex;justify-content:space-between;margin:10px 0}.hd b{font-size:18px}
    table{border-collapse:collapse;width:100%;margin-top:8px}th{border-bottom:2px solid #000;text-align:left;font-size:10px;padding:3px 5px}td{border-bottom:1px solid #ccc;padding:4px 5px;vertical-align:top}.r{text-align:right}
    .circ{border:2px solid #1c3b9e;border-radius:50%;padding:5px 12px}`,
  body(s) {
    const d = s.d;
    const old = oldAmount(s, d.rate);
    const who = initialsOf(d.dispatcher);
    const pay = payLines(s, { linehaul: 'Linehaul (revised)', fsc: 'Fuel Surcharge', tolls: 'Tolls', stop: 'Stop Off', lumper: 'Lumper' });
    const rows = d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Shipper' : 'Receiver'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    return `<div class="page"><div class="banner">REVISED — SUPERSEDES ALL PRIOR VERSIONS</div>
      <div class="hd"><div><b>${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}<br>${d.otherNumbers.brokerMc}</div><div style="text-align:right">Rate Confirmation Rev. 2<br>Load <b style="font-size:15px">${d.loadReference}</b><br>Printed ${d.issued}</div></div>
      <div>Carrier: ${esc(d.carrier.name)} (${d.carrier.mc}) · Equipment: ${esc(d.equipment)} · Loaded miles: <b>${s.miles()}</b> · ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lbs</div>
      <table><tr><th>#</th><th>Stop</th><th>Location</th><th>Appointment</th><th>Number</th></tr>${rows}</table>
      <table style="width:70%"><tr><th>Revision</th><th>Date</th><th>By</th><th class="r">Linehaul</th></tr>
        <tr><td>Rev. 1 — original tender</td><td>${d.issued}</td><td>${esc(d.dispatcher)}</td><td class="r"><span class="strike">${s.money(old)}</span></td></tr>
        <tr><td>Rev. 2 — rate agreed with carrier</td><td>${d.issued}</td><td>${esc(d.dispatcher)}</td><td class="r"><b>${s.money(d.rate)}</b></td></tr></table>
      <table style="width:60%"><tr><th>Carrier Pay</th><th class="r">Amount</th></tr>
        ${pay.map((l) => `<tr><td>${l.label}</td><td class="r">${l.code === 'linehaul' ? `<span class="circ">${s.money(l.amount)}</span>` : s.money(l.amount)}</td></tr>`).join('')}
        ${s.maybe(0.6) ? `<tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr>` : ''}</table>
      <p>${hw(`agreed ${s.money(d.rate)} linehaul per call w/ ${esc(d.dispatcher.split(' ')[0]!)} — ${who}`, 'ink', 'font-size:15px')}</p>
      <p style="font-size:10.5px">${s.termSentences().map(esc).join(' ')}</p><p style="font-size:9.5px;color:#444">${s.boilerplate()}</p>
      <p>Carrier: <span class="sig">${esc(d.carrier.driver)}</span> &nbsp;&nbsp; ${stamp('ACCEPTED', '#1b5e20', -6, 16)}</p></div>`;
  },
};

export const families: Family[] = [
  signedAcceptedStamp, struckRateInitialled, faxedBoxForm, stickyNoteDispatch, highlighterBlocks, initialledTermsHeaderPay,
  smallBrokerLetter, midsizeTwoColumn, faxReturnAllIn, handFilledForm, boxTruckGrid, revisedRateLog,
];
