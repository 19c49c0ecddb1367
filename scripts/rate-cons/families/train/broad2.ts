// A second round of training families for kinds the first 42 lacked (docs/decisions/009-ocr.md,
// "A second round of training families"): places only inside street addresses, 'Stop N (Pick)'
// headings over address lines, invoice lines with Qty × Rate, the total in words, a barcode-style
// reference under the title, rotated table headers, a header repeated on a second page, the lane
// and distance in the title line, lumper / stop-off charges larger than the FSC, and a dark-banded
// portal export with small grey labels.
import type { Stop } from '../../load';
import { esc, type Family, first, last } from '../../sheet';


const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function under1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const tail = r < 20 ? ONES[r]! : `${TENS[Math.floor(r / 10)]!}${r % 10 ? `-${ONES[r % 10]!}` : ''}`;
  return [h ? `${ONES[h]!} Hundred` : '', tail].filter(Boolean).join(' ');
}
/** 1571.64 → "One Thousand Five Hundred Seventy-One and 64/100 Dollars". */
function dollarsInWords(n: number): string {
  const whole = Math.floor(n);
  const centsPart = Math.round((n - whole) * 100);
  const th = Math.floor(whole / 1000);
  const words = [th ? `${under1000(th)} Thousand` : '', under1000(whole % 1000)].filter(Boolean).join(' ') || 'Zero';
  return `${words} and ${String(centsPart).padStart(2, '0')}/100 Dollars`;
}

/** Places only inside full street addresses ("1200 Mill Rd, Dallas TX 75212"); no City / State labels. */
const addressOnly: Family = {
  name: 'address-only-stops',
  draw: { ref: '#######', picks: [1, 2], drops: [1, 1] },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:28px 36px}.s{margin:10px 0;line-height:1.45}
    table{border-collapse:collapse;margin-top:12px}td{padding:3px 14px 3px 0}`,
  body(s) {
    const d = s.d;
    const addr = (st: Stop) => `${esc(st.place.name)}, ${esc(st.place.street)}, ${esc(st.place.city)} ${st.place.st} ${st.place.zip}`;
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}
      <h3 style="margin:14px 0 4px">Rate Agreement &nbsp; Load ${d.loadReference}</h3>
      ${d.stops.map((st) => `<div class="s"><b>${st.kind === 'pick' ? 'Pick up' : 'Deliver'}</b> ${st.date} ${st.time}<br>${addr(st)}</div>`).join('')}
      <table><tr><td>Loaded miles</td><td>${s.miles()}</td></tr><tr><td>Line haul</td><td>${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel surcharge</td><td>${s.money(d.fsc)}</td></tr>` : ''}${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}
      <tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** Each stop headed 'Stop N (Pick)' / 'Stop N (Drop)', its address on the next lines. */
const stopNPickDrop: Family = {
  name: 'stop-n-pick-drop',
  draw: { ref: 'L######', picks: [1, 2], drops: [1, 3] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:13px}.page{width:720px;padding:24px 34px}.st{margin:8px 0 8px 10px;line-height:1.4}
    .h{font-weight:bold;border-bottom:1px solid #888;margin-top:12px}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><b style="font-size:17px">${esc(d.broker.name)}</b><span>Load # ${d.loadReference}</span></div>
      <div style="font-size:11px">${s.office(d.broker, ' | ')}</div>
      <div class="h">Stops</div>
      ${d.stops.map((st, i) => `<div class="st"><b>Stop ${i + 1} (${st.kind === 'pick' ? 'Pick' : 'Drop'})</b><br>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${s.cs(st.place)} ${st.place.zip}<br>${st.date} ${st.time} &nbsp; Ref ${st.ref}</div>`).join('')}
      <div class="h">Pay</div>
      <p>Miles ${s.miles()} &nbsp; | &nbsp; Linehaul ${s.money(d.rate)}${d.fsc !== null ? ` &nbsp; | &nbsp; FSC ${s.money(d.fsc)}` : ''}${d.tolls !== null ? ` &nbsp; | &nbsp; Tolls ${s.money(d.tolls)}` : ''} &nbsp; | &nbsp; Total ${s.total()}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')}</p></div>`;
  },
};

/** Invoice lines: Description | Qty | Rate | Amount (Line Haul 1 × $x, Fuel Surcharge 612 mi × $0.45; without FSC, Line Haul 612 mi × $2.15). */
const invoiceDescQty: Family = {
  name: 'invoice-desc-qty',
  draw: { ref: 'INV-######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:24px 30px}
    table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border-bottom:1px solid #bbb;padding:4px 6px;text-align:left}td.r,th.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const perMile = d.fsc !== null ? `$${(d.fsc / d.miles).toFixed(3)}` : '';
    const row = (desc: string, qty: string, rate: string, amount: string) => `<tr><td>${desc}</td><td class="r">${qty}</td><td class="r">${rate}</td><td class="r">${amount}</td></tr>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right">Carrier Rate Confirmation<br>Order # ${d.loadReference}<br>${d.issued}</div></div>
      <p><b>Pickup:</b> ${s.address(p.place, ', ')} on ${p.date}<br><b>Delivery:</b> ${s.address(q.place, ', ')} on ${q.date}</p>
      <table><tr><th>Description</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Amount</th></tr>
      ${d.fsc !== null ? row('Line Haul', '1', s.money(d.rate), s.money(d.rate)) : row('Line Haul', `${s.miles()} mi`, `$${(d.rate / d.miles).toFixed(3)}`, s.money(d.rate))}
      ${d.fsc !== null ? row('Fuel Surcharge', `${s.miles()} mi`, perMile, s.money(d.fsc)) : ''}
      ${d.tolls !== null ? row('Tolls', '1', s.money(d.tolls), s.money(d.tolls)) : ''}
      <tr><th colspan="3" class="r">Total</th><th class="r">${s.total()}</th></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** The total printed in figures and in words, as on a cheque. */
const totalInWords: Family = {
  name: 'total-in-words',
  draw: { ref: '########' },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:720px;padding:32px 44px}.w{border:1px solid #000;padding:6px 10px;margin-top:10px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><center><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</center>
      <p>Load Confirmation No. ${d.loadReference} &nbsp; dated ${d.issued}</p>
      <p>Origin: ${esc(p.place.name)}, ${s.cs(p.place)} &nbsp; (${p.date})<br>Destination: ${esc(q.place.name)}, ${s.cs(q.place)} &nbsp; (${q.date})<br>Miles: ${s.miles()}</p>
      <p>Linehaul ${s.money(d.rate)}${d.fsc !== null ? `; fuel surcharge ${s.money(d.fsc)}` : ''}${d.tolls !== null ? `; tolls ${s.money(d.tolls)}` : ''}.</p>
      <div class="w">Total amount payable: <b>${s.total()}</b><br>${dollarsInWords(d.total)}</div>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** The load reference only as a barcode-style string under the title; no label. */
const barcodeRef: Family = {
  name: 'barcode-ref',
  draw: { ref: '#########' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:24px 30px}
    .bar{height:34px;width:260px;background:repeating-linear-gradient(90deg,#000 0 2px,#fff 2px 4px,#000 4px 7px,#fff 7px 8px)}
    .code{font-family:'DejaVu Sans Mono';letter-spacing:3px;font-size:13px}table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #999;padding:4px;text-align:left}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:20px">RATE CONFIRMATION</b><div class="bar"></div><div class="code">*${d.loadReference}*</div></div>
      <div style="text-align:right"><b>${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div></div>
      <table><tr><th>Shipper</th><th>Consignee</th></tr><tr><td>${s.address(p.place)}<br>${p.date} ${p.time}</td><td>${s.address(q.place)}<br>${q.date} ${q.time}</td></tr></table>
      <table><tr><th>Miles</th><th>Rate</th><th>Fuel</th><th>Tolls</th><th>Total</th></tr><tr><td>${s.miles()}</td><td>${s.money(d.rate)}</td><td>${d.fsc !== null ? s.money(d.fsc) : '0.00'}</td><td>${d.tolls !== null ? s.money(d.tolls) : '0.00'}</td><td>${s.total()}</td></tr></table>
      <p style="font-size:10px">PO ${d.otherNumbers.po} &nbsp; ${d.otherNumbers.brokerMc}. ${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A table whose header cells are turned 90°: the values sit under labels the OCR may not read. */
const rotatedHeader: Family = {
  name: 'rotated-header-table',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:780px;padding:22px 26px}
    table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #777;padding:4px}
    th{height:92px;vertical-align:bottom;font-size:11px}th span{display:inline-block;writing-mode:vertical-rl;transform:rotate(180deg)}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const heads = ['Load', 'Origin', 'Destination', 'Miles', 'Linehaul', 'Fuel Surcharge', 'Tolls', 'Total Pay'];
    const vals = [d.loadReference, `${s.cs(p.place)}`, `${s.cs(q.place)}`, s.miles(), s.money(d.rate), d.fsc !== null ? s.money(d.fsc) : '-', d.tolls !== null ? s.money(d.tolls) : '-', s.total()];
    return `<div class="page"><b style="font-size:17px">${esc(d.broker.name)}</b> &nbsp; ${s.office(d.broker, ' · ')}
      <p>Carrier: ${esc(d.carrier.name)} ${d.carrier.mc} &nbsp; Equipment: ${esc(d.equipment)}</p>
      <table><tr>${heads.map((h) => `<th><span>${h}</span></th>`).join('')}</tr><tr>${vals.map((v) => `<td>${v}</td>`).join('')}</tr></table>
      <p>Pick up ${p.date} ${p.time} at ${s.address(p.place, ', ')}<br>Deliver ${q.date} ${q.time} at ${s.address(q.place, ', ')}</p>
      <p style="font-size:10px">${s.termSentences().join(' ')}</p></div>`;
  },
};

/** A two-page printout on one image: the broker header and load number repeated at the page break. */
const repeatedHeader: Family = {
  name: 'repeated-header-pages',
  draw: { ref: 'P#######', picks: [1, 2], drops: [1, 2] },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:740px;padding:20px 30px}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:4px}
    .brk{border-top:2px dashed #999;margin:18px 0 10px}table{border-collapse:collapse;width:100%;margin-top:8px}td{border:1px solid #bbb;padding:3px 6px}`,
  body(s) {
    const d = s.d;
    const hd = (n: number) => `<div class="hd"><div><b style="font-size:15px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div><div style="text-align:right">Load ${d.loadReference}<br>Page ${n} of 2</div></div>`;
    return `<div class="page">${hd(1)}
      <table>${d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'Shipper' : 'Consignee'}</td><td>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${s.cs(st.place)} ${st.place.zip}</td><td>${st.date}<br>${st.time}</td></tr>`).join('')}</table>
      <p>Commodity: ${esc(d.commodity)}, ${d.weight} lb, ${d.pieces} pcs</p>
      <div class="brk"></div>${hd(2)}
      <table><tr><td>Loaded Miles</td><td>${s.miles()}</td></tr><tr><td>Linehaul</td><td>${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel Surcharge</td><td>${s.money(d.fsc)}</td></tr>` : ''}${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}
      <tr><td><b>Total</b></td><td><b>${s.total()}</b></td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** The lane in the title line ('Dallas, TX → Memphis, TN') with 'Est. Distance 612 mi' beside it. */
const titleLane: Family = {
  name: 'title-lane-distance',
  draw: { ref: '######' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:24px 32px}.t{display:flex;justify-content:space-between;align-items:baseline;margin-top:12px}
    .t b{font-size:19px}table{border-collapse:collapse;margin-top:12px;width:60%}td{padding:3px 8px;border-bottom:1px solid #ddd}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    return `<div class="page"><div style="font-size:11px">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div>
      <div class="t"><b>${s.cs(p.place)} → ${s.cs(q.place)}</b><span>Est. Distance ${s.miles()} mi</span></div>
      <p>Tender ${d.loadReference} &nbsp; Pickup ${p.date} ${p.time} &nbsp; Delivery ${q.date} ${q.time}<br>${esc(p.place.name)} to ${esc(q.place.name)}</p>
      <table><tr><td>Base rate</td><td>${s.money(d.rate)}</td></tr>${d.fsc !== null ? `<tr><td>Fuel</td><td>${s.money(d.fsc)}</td></tr>` : ''}
      ${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}<tr><td>Total</td><td>${s.total()}</td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

/** A charges table where lumper and stop-off lines are larger than the fuel surcharge. */
const lumperCharges: Family = {
  name: 'lumper-stop-charges',
  draw: { ref: '#######', picks: [1, 2], drops: [2, 3], termsChance: 1, lumperAsChargeChance: 1, miles: [120, 500] },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:24px 30px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #999;padding:3px 6px;text-align:left}td.r,th.r{text-align:right}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><b style="font-size:17px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br><br>Load No. ${d.loadReference} &nbsp; Miles ${s.miles()}
      <table><tr><th>#</th><th>Stop</th><th>Facility</th><th>Address</th><th>Date</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Pickup' : 'Drop'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}, ${s.cs(st.place)} ${st.place.zip}</td><td>${st.date}</td></tr>`).join('')}</table>
      <table style="width:55%"><tr><th>Charge</th><th class="r">Amount</th></tr>
      ${d.charges.map((c) => `<tr><td>${esc(c.label)}</td><td class="r">${s.money(c.amount)}</td></tr>`).join('')}
      <tr><th>Total Carrier Pay</th><th class="r">${s.total()}</th></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')}</p></div>`;
  },
};

/** A modern portal export: dark bands, small grey labels above values, City and State in one value. */
const darkBandPortal: Family = {
  name: 'dark-band-portal',
  draw: { ref: 'SH-#######', picks: [1, 1], drops: [1, 2] },
  width: 880,
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:840px;padding:0 0 16px;background:#fff}
    .band{background:#1f2937;color:#f9fafb;padding:10px 18px;display:flex;justify-content:space-between}.sec{background:#374151;color:#fff;padding:4px 18px;font-size:12px;margin-top:10px}
    .row{display:flex;gap:24px;padding:6px 18px}.k{font-size:9px;color:#9ca3af;text-transform:uppercase}.v{font-size:14px;color:#111}`,
  body(s) {
    const d = s.d;
    const kv = (k: string, v: string) => `<div><div class="k">${k}</div><div class="v">${v}</div></div>`;
    return `<div class="page"><div class="band"><b style="font-size:17px">${esc(d.broker.name)}</b><span>Shipment ${d.loadReference}</span></div>
      <div class="sec">ROUTE</div>
      ${d.stops.map((st, i) => `<div class="row">${kv(`Stop ${i + 1}`, st.kind === 'pick' ? 'Pickup' : 'Delivery')}${kv('Location', `${esc(st.place.name)}, ${s.cs(st.place)}`)}${kv('Window', `${st.date} ${st.time}`)}</div>`).join('')}
      <div class="sec">RATE</div>
      <div class="row">${kv('Distance', `${s.miles()} mi`)}${kv('Linehaul', s.money(d.rate))}${kv('Fuel', d.fsc !== null ? s.money(d.fsc) : '$0.00')}${d.tolls !== null ? kv('Tolls', s.money(d.tolls)) : ''}${kv('Total', s.total())}</div>
      <div style="padding:0 18px;font-size:10px;color:#4b5563">${s.termSentences().join(' ')} Office: ${s.office(d.broker, ', ')}</div></div>`;
  },
};

export const families: Family[] = [addressOnly, stopNPickDrop, invoiceDescQty, totalInWords, barcodeRef, rotatedHeader,
  repeatedHeader, titleLane, lumperCharges, darkBandPortal];
