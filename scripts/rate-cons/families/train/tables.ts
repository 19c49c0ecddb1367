// Training families: stop tables, charges tables with accessorials, route summary rows, invoice-like
// quantity × unit lines, accessorial schedules. See scripts/rate-cons/generate.ts.
import { esc, type Family } from '../../sheet';

const TABLE_CSS = `table{border-collapse:collapse;width:100%}td,th{padding:4px 7px;text-align:left}
  .b td,.b th{border:1px solid #999}.r{text-align:right}`;

const chargesTableAccessorials: Family = {
  name: 'charges-table-accessorials',
  draw: { ref: '#######', lumperAsChargeChance: 0.5, termsChance: 0.9 },
  css: `body{font-family:'DejaVu Sans';font-size:14px}.page{width:760px;padding:32px 40px}h1{font-size:22px;margin:0}h2{font-size:15px;margin:16px 0 4px}${TABLE_CSS}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><h1>${esc(d.broker.name)}</h1><div>${s.office(d.broker, ' • ')}</div>
      <p>Carrier Rate Confirmation · Order # ${d.loadReference}</p>
      <h2>Stops</h2><table class="b"><tr><th>Stop</th><th>Location</th><th>Date</th></tr>
      <tr><td>Shipper</td><td>${s.address(p.place, ', ')}</td><td>${p.date}</td></tr>
      <tr><td>Consignee</td><td>${s.address(q.place, ', ')}</td><td>${q.date}</td></tr></table>
      <p>Total Miles: ${s.miles()}</p>
      <h2>Charges</h2><table class="b"><tr><th>Description</th><th class="r">Amount</th></tr>
      ${d.charges.map((c) => `<tr><td>${c.code === 'fsc' ? 'FSC' : esc(c.label)}</td><td class="r">${s.money(c.amount)}</td></tr>`).join('')}
      <tr><th>Total</th><th class="r">${s.total()}</th></tr></table>
      <h2>Accessorials (if incurred)</h2><table class="b">${s.termRows().map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>
      <p style="font-size:11px">${s.boilerplate()}</p></div>`;
  },
};

const multiStopTable: Family = {
  name: 'multi-stop-table',
  draw: { picks: [2, 3], drops: [1, 3], ref: 'MS#######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:800px;padding:28px 32px}${TABLE_CSS}th{background:#ddd}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><table><tr><td><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</td>
      <td class="r">Load #: <b>${d.loadReference}</b><br>Date: ${d.issued}<br>Dispatcher: ${d.dispatcher}</td></tr></table>
      <p><b>MULTI-STOP LOAD CONFIRMATION</b> — ${d.stops.length} stops</p>
      <table class="b"><tr><th>Stop#</th><th>Type</th><th>Company</th><th>City</th><th>State</th><th>Zip</th><th>Date</th><th>Appt</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${st.kind === 'pick' ? 'Pickup' : 'Drop'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}</td><td>${st.time}</td></tr>`).join('')}</table>
      <p>Loaded Miles: ${s.miles()} &nbsp;&nbsp; Deadhead: ${d.deadhead}</p>
      <table class="b" style="width:55%">${d.charges.map((c) => `<tr><td>${esc(c.label)}</td><td class="r">${s.money(c.amount)}</td></tr>`).join('')}
      <tr><th>Total Carrier Pay</th><th class="r">${s.total()}</th></tr></table>
      <p>${s.termSentences().join(' ')}</p></div>`;
  },
};

const routeSummaryRow: Family = {
  name: 'route-summary-row',
  draw: { ref: '######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:800px;padding:26px 30px}${TABLE_CSS}th{border-bottom:2px solid #000}td{border-bottom:1px solid #ccc}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><b style="font-size:19px">${esc(d.broker.name)}</b> — Rate Confirmation<br>${s.office(d.broker, ', ')}
      <p>Order # ${d.loadReference} &nbsp;·&nbsp; Carrier ${esc(d.carrier.name)} ${d.carrier.mc}</p>
      <table><tr><th>Origin</th><th>Destination</th><th>Deadhead</th><th>Loaded Miles</th><th>Rate</th><th>RPM</th></tr>
      <tr><td>${s.cs(p.place)}</td><td>${s.cs(q.place)}</td><td>${d.deadhead}</td><td>${s.miles()}</td><td>${s.money(d.rate)}</td><td>${s.rpm()}</td></tr></table>
      <p>${d.fsc !== null ? `Fuel surcharge ${s.money(d.fsc)}. ` : 'No fuel surcharge. '}${d.tolls !== null ? `Tolls ${s.money(d.tolls)}. ` : ''}Total ${s.total()}.</p>
      <p><b>Shipper:</b> ${s.address(p.place, ', ')} — ${p.date} ${p.time}<br><b>Receiver:</b> ${s.address(q.place, ', ')} — ${q.date}</p>
      <p>${s.termSentences().join('<br>')}</p><p style="font-size:10px">${s.boilerplate()}</p></div>`;
  },
};

const invoiceQtyUnit: Family = {
  name: 'invoice-qty-unit',
  draw: { ref: 'CN######' },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:760px;padding:30px 40px}${TABLE_CSS}.b th{background:#f0f0f0}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    const fscPerMile = d.fsc !== null ? (d.fsc / d.miles).toFixed(4) : '';
    return `<div class="page"><table><tr><td><b style="font-size:20px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</td>
      <td class="r"><b>CARRIER PAY SHEET</b><br>Confirmation # ${d.loadReference}<br>${d.issued}</td></tr></table>
      <p>From <b>${s.cs(p.place)}</b> (${esc(p.place.name)}) to <b>${s.cs(q.place)}</b> (${esc(q.place.name)})</p>
      <table class="b"><tr><th>Item</th><th class="r">Qty</th><th class="r">Unit</th><th class="r">Amount</th></tr>
      <tr><td>Linehaul - flat</td><td class="r">1</td><td class="r">${s.money(d.rate, 'plain')}</td><td class="r">${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel surcharge (per mile)</td><td class="r">${d.miles}</td><td class="r">${fscPerMile}</td><td class="r">${s.money(d.fsc)}</td></tr>` : ''}
      ${d.tolls !== null ? `<tr><td>Tolls</td><td class="r">1</td><td class="r">${s.money(d.tolls, 'plain')}</td><td class="r">${s.money(d.tolls)}</td></tr>` : ''}
      ${d.charges.filter((c) => c.code === 'stop').map((c) => `<tr><td>${esc(c.label)}</td><td class="r">${d.stops.length - 2}</td><td class="r"></td><td class="r">${s.money(c.amount)}</td></tr>`).join('')}
      <tr><th colspan="3">Total due carrier</th><th class="r">${s.total()}</th></tr></table>
      <p>Loaded miles: ${s.miles()}</p><p>${s.termSentences().join(' ')}</p></div>`;
  },
};

const accessorialSchedule: Family = {
  name: 'accessorial-schedule',
  draw: { ref: '#######', termsChance: 1 },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:30px 40px}${TABLE_CSS}
    .box{border:2px solid #000;padding:8px 12px;margin:10px 0;width:300px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}
      <p>Load ${d.loadReference} — ${esc(d.equipment)} — ${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lbs</p>
      <p>PU: ${s.address(p.place, ', ')} on ${p.date}<br>DEL: ${s.address(q.place, ', ')} on ${q.date}</p>
      <div class="box">Agreed rate: <b>${s.money(d.rate)}</b><br>${d.fsc !== null ? `Fuel: ${s.money(d.fsc)}<br>` : ''}${d.tolls !== null ? `Tolls: ${s.money(d.tolls)}<br>` : ''}Miles: ${d.miles}</div>
      <b>ACCESSORIAL SCHEDULE</b><table class="b"><tr><th>Accessorial</th><th>Rate</th></tr>
      ${s.termRows().map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}
      <tr><td>Driver assist</td><td>$75.00</td></tr><tr><td>Tarp</td><td>$50.00</td></tr></table>
      <p style="font-size:11px">${s.boilerplate()}</p></div>`;
  },
};

const landscapeWide: Family = {
  name: 'landscape-wide',
  width: 1056,
  draw: { picks: [1, 2], drops: [1, 2], ref: 'T-#######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:1056px;padding:24px 30px}${TABLE_CSS}.b th{background:#333;color:#fff}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><table><tr><td style="width:40%"><b style="font-size:20px">${esc(d.broker.name)}</b></td><td>${s.office(d.broker, ' · ')}</td><td class="r">Trip ID <b>${d.loadReference}</b></td></tr></table>
      <table class="b" style="margin-top:8px"><tr>${d.stops.map((st, i) => `<th>${i + 1}. ${s.stopLabel(st, 'upper')}</th>`).join('')}</tr>
      <tr>${d.stops.map((st) => `<td>${s.address(st.place)}<br>${st.date} ${st.time}</td>`).join('')}</tr></table>
      <table class="b" style="margin-top:8px"><tr><th>Trip Miles</th><th>Empty</th><th>Linehaul</th><th>Fuel</th><th>Tolls</th><th>Stop Pay</th><th>Total</th></tr>
      <tr><td>${s.miles()}</td><td>${d.deadhead}</td><td>${s.money(d.rate)}</td><td>${d.fsc !== null ? s.money(d.fsc) : '0.00'}</td><td>${d.tolls !== null ? s.money(d.tolls) : '0.00'}</td>
      <td>${s.money(d.charges.filter((c) => c.code === 'stop').reduce((a, c) => a + c.amount, 0))}</td><td><b>${s.total()}</b></td></tr></table>
      <p>${s.termSentences().join(' ')}</p></div>`;
  },
};

const stopsThenRateBox: Family = {
  name: 'stops-then-rate-box',
  draw: { ref: '#########' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:30px 40px}${TABLE_CSS}
    .rb{float:right;border:1px solid #000;padding:6px 10px;width:250px}.rb td{padding:2px 4px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div style="text-align:center"><b style="font-size:20px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' | ')}</div><hr>
      <div class="rb"><table><tr><td>Linehaul</td><td class="r">${s.money(d.rate)}</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel Surcharge</td><td class="r">${s.money(d.fsc)}</td></tr>` : ''}
      ${d.tolls !== null ? `<tr><td>Tolls</td><td class="r">${s.money(d.tolls)}</td></tr>` : ''}
      <tr><td><b>Total</b></td><td class="r"><b>${s.total()}</b></td></tr></table></div>
      <p>PRO # ${d.loadReference}<br>Ship date ${p.date}<br>Loaded Miles ${s.miles()}</p>
      <p><b>SHIPPER</b><br>${s.address(p.place)}</p><p><b>CONSIGNEE</b><br>${s.address(q.place)}</p>
      <p><b>BILL TO</b><br>${esc(d.billTo.name)}<br>${s.office(d.billTo)}</p>
      <p>${s.termSentences().join(' ')}</p></div>`;
  },
};

export const families: Family[] = [chargesTableAccessorials, multiStopTable, routeSummaryRow, invoiceQtyUnit, accessorialSchedule, landscapeWide, stopsThenRateBox];
