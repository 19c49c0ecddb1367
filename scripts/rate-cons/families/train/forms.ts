// Training families: form grids (label above value in boxed cells), split City / State / ZIP
// cells, stop cards, header boxes with bare numbers. See scripts/rate-cons/generate.ts.
import type { ChargeLine } from '../../load';
import { esc, type Family, type Sheet } from '../../sheet';
import { formCell } from '../../family-helpers';

const chargeName = (c: ChargeLine, names: Partial<Record<ChargeLine['code'], string>>) => names[c.code] ?? c.label;

const gridFormSplitCsz: Family = {
  name: 'grid-form-split-csz',
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:30px 38px}
    table.g{border-collapse:collapse;width:100%;margin-top:8px}table.g td{border:1px solid #222;padding:3px 6px;vertical-align:top}
    .l{font-size:9px;font-weight:bold;letter-spacing:.5px}.v{font-size:14px;min-height:17px}
    .head{display:flex;justify-content:space-between}.hb{border:2px solid #000;padding:6px 12px;text-align:center;font-size:20px;font-weight:bold}`,
  body(s: Sheet) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="head"><div><b style="font-size:20px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div class="hb"><div class="l">LOAD</div>${d.loadReference}</div></div>
      <div style="text-align:center;font-weight:bold;margin-top:10px">CARRIER RATE CONFIRMATION</div>
      <table class="g"><tr>${formCell('CARRIER', esc(d.carrier.name), 2)}${formCell('MC #', d.carrier.mc)}${formCell('DATE', d.issued)}</tr>
      <tr>${formCell('SHIPPER', esc(p.place.name), 2)}${formCell('PICKUP DATE', p.date)}${formCell('TIME', p.time)}</tr>
      <tr>${formCell('PICKUP ADDRESS', esc(p.place.street))}${formCell('PICKUP CITY', esc(p.place.city))}${formCell('STATE', p.place.st)}${formCell('ZIP', p.place.zip)}</tr>
      <tr>${formCell('CONSIGNEE', esc(q.place.name), 2)}${formCell('DELIVERY DATE', q.date)}${formCell('TIME', q.time)}</tr>
      <tr>${formCell('DELIVERY ADDRESS', esc(q.place.street))}${formCell('DELIVERY CITY', esc(q.place.city))}${formCell('STATE', q.place.st)}${formCell('ZIP', q.place.zip)}</tr>
      <tr>${formCell('COMMODITY', esc(d.commodity))}${formCell('WEIGHT', `${d.weight} LBS`)}${formCell('PIECES', String(d.pieces))}${formCell('MILES', String(d.miles))}</tr>
      <tr>${formCell('LINE HAUL', s.money(d.rate))}${formCell('FUEL', d.fsc !== null ? s.money(d.fsc) : '')}${formCell('TOLLS', d.tolls !== null ? s.money(d.tolls) : '')}${formCell('TOTAL', s.total())}</tr></table>
      <p style="font-size:11px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

const gridFormCityState: Family = {
  name: 'grid-form-city-state',
  draw: { ref: 'AA######' },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:760px;padding:24px 28px}
    table.g{border-collapse:collapse;width:100%}table.g td{border:1px solid #555;padding:4px 6px;vertical-align:top;background:#fff}
    .l{font-size:9px;color:#333;text-transform:uppercase}.v{font-size:13px;font-weight:bold}h1{font-size:18px;margin:0}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><h1>${esc(d.broker.name.toUpperCase())}</h1><div>${s.office(d.broker, ' · ')}</div><br>
      <table class="g"><tr>${formCell('Order Number', d.loadReference)}${formCell('Customer PO', d.otherNumbers.po)}${formCell('Equipment', d.equipment)}${formCell('Dispatcher', d.dispatcher)}</tr>
      <tr>${formCell('Origin', s.cs(p.place), 2)}${formCell('Destination', s.cs(q.place), 2)}</tr>
      <tr>${formCell('Ship Date', p.date)}${formCell('Deliver By', q.date)}${formCell('Loaded Miles', s.miles())}${formCell('Deadhead', String(d.deadhead))}</tr>
      <tr>${formCell('Rate', s.money(d.rate))}${formCell('Fuel Surcharge', d.fsc !== null ? s.money(d.fsc) : 'N/A')}${formCell('Tolls', d.tolls !== null ? s.money(d.tolls) : 'N/A')}${formCell('Total Pay', s.total())}</tr>
      <tr>${formCell('Shipper', s.address(p.place), 2)}${formCell('Consignee', s.address(q.place), 2)}</tr></table>
      <p>${s.termSentences().join('<br>')}</p><p style="font-size:10px">${s.boilerplate()}</p></div>`;
  },
};

const stopCards: Family = {
  name: 'stop-cards',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'L#######' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:30px 38px}
    .card{border:1px solid #888;border-radius:6px;margin:8px 0;padding:8px 12px}.card h3{margin:0 0 4px;font-size:13px;background:#eee;padding:3px 6px}
    .row{display:flex;gap:30px}.k{color:#555;font-size:11px}`,
  body(s) {
    const d = s.d;
    const cards = d.stops.map((st, i) => `<div class="card"><h3>STOP ${i + 1} - ${s.stopLabel(st, 'upper')}</h3>
      <div class="row"><div>${esc(st.place.name)}<br>${esc(st.place.street)}</div>
      <div><span class="k">City</span><br>${esc(st.place.city)}</div><div><span class="k">State</span><br>${st.place.st}</div>
      <div><span class="k">Zip</span><br>${st.place.zip}</div><div><span class="k">Appt</span><br>${st.date} ${st.time}</div>
      <div><span class="k">Ref</span><br>${st.ref}</div></div></div>`).join('');
    return `<div class="page"><div class="row" style="justify-content:space-between"><div><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div style="text-align:right">Load # ${d.loadReference}<br>Issued ${d.issued}</div></div>
      ${cards}
      <div class="card"><h3>RATE</h3>${d.charges.map((c) => `${esc(c.label)}: ${s.money(c.amount)}`).join('<br>')}<br><b>Total: ${s.total()}</b><br>Trip Miles: ${s.miles()}</div>
      <p style="font-size:11px">${s.termSentences().join(' ')}</p></div>`;
  },
};

const headerBoxRef: Family = {
  name: 'header-box-ref',
  draw: { ref: '########' },
  css: `body{font-family:'DejaVu Serif';font-size:13px}.page{width:740px;padding:30px 40px}
    .top{display:flex;justify-content:space-between;border-bottom:3px double #000;padding-bottom:8px}
    .box{border:1px solid #000;width:200px}.box div{border-bottom:1px solid #000;padding:3px 6px}.box div:last-child{border:0}
    table{border-collapse:collapse;width:100%;margin-top:10px}td{padding:4px 6px;border-bottom:1px dotted #999}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="top"><div><b style="font-size:19px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}</div>
      <div class="box"><div style="font-size:10px">CONFIRMATION #</div><div style="font-size:18px;font-weight:bold">${d.loadReference}</div><div>Date ${d.issued}</div></div></div>
      <table><tr><td>Pick up</td><td>${s.address(p.place, ', ')}</td><td>${p.date}</td></tr>
      <tr><td>Drop</td><td>${s.address(q.place, ', ')}</td><td>${q.date}</td></tr>
      <tr><td>Distance</td><td>${s.miles()} mi</td><td></td></tr>
      <tr><td>Carrier rate</td><td>${s.money(d.rate)} flat</td><td></td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel</td><td>${s.money(d.fsc)}</td><td></td></tr>` : ''}
      ${d.tolls !== null ? `<tr><td>Tolls (reimbursed)</td><td>${s.money(d.tolls)}</td><td></td></tr>` : ''}</table>
      <p>${s.termSentences().join(' ')}</p><p style="font-size:10px">${s.boilerplate()}</p></div>`;
  },
};

const underlinedFields: Family = {
  name: 'underlined-fields',
  draw: { ref: '######' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:30px 40px}
    .f{display:inline-block;border-bottom:1px solid #000;min-width:160px;padding:0 6px;font-family:'DejaVu Sans Mono'}
    p{margin:9px 0}.cb{font-family:'DejaVu Sans Mono'}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    const eq = ['Flatbed', 'Step Deck', 'Hotshot', 'Van'].map((e) => `<span class="cb">[${d.equipment.startsWith(e) ? 'X' : ' '}]</span> ${e}`).join(' &nbsp; ');
    return `<div class="page"><center><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' | ')}<br><b>LOAD CONFIRMATION AND RATE AGREEMENT</b></center>
      <p>Load No. <span class="f">${d.loadReference}</span> &nbsp; Date <span class="f">${d.issued}</span></p>
      <p>Carrier <span class="f">${esc(d.carrier.name)}</span> MC <span class="f">${d.carrier.mc}</span></p>
      <p>Equipment: ${eq}</p>
      <p>Pick-up city <span class="f">${esc(p.place.city)}</span> State <span class="f" style="min-width:40px">${p.place.st}</span> Date <span class="f">${p.date}</span></p>
      <p>Delivery city <span class="f">${esc(q.place.city)}</span> State <span class="f" style="min-width:40px">${q.place.st}</span> Date <span class="f">${q.date}</span></p>
      <p>Loaded miles <span class="f">${d.miles}</span> Empty miles <span class="f">${d.deadhead}</span></p>
      <p>Linehaul $ <span class="f">${s.money(d.rate, 'plain')}</span> FSC $ <span class="f">${d.fsc !== null ? s.money(d.fsc, 'plain') : '0.00'}</span></p>
      ${d.tolls !== null ? `<p>Tolls $ <span class="f">${s.money(d.tolls, 'plain')}</span></p>` : ''}
      <p>Total $ <span class="f">${s.total('plain')}</span></p>
      <p style="font-size:11px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

const bandedSections: Family = {
  name: 'banded-sections',
  draw: { picks: [1, 2], drops: [1, 1], ref: 'ORD-######' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:26px 30px}
    .band{background:#1f3a5f;color:#fff;font-weight:bold;padding:4px 8px;margin-top:10px}
    table{border-collapse:collapse;width:100%}td,th{padding:4px 6px;border:1px solid #bbb;text-align:left}th{background:#e6e9ee}`,
  body(s) {
    const d = s.d;
    const names = { fsc: 'FSC', linehaul: 'Line Haul' };
    return `<div class="page"><table style="border:0"><tr><td style="border:0"><b style="font-size:20px">${esc(d.broker.name)}</b></td>
      <td style="border:0;text-align:right">${s.office(d.broker)}</td></tr></table>
      <div class="band">LOAD INFORMATION</div><table><tr><th>Order #</th><th>Equipment</th><th>Weight</th><th>Commodity</th></tr>
      <tr><td>${d.loadReference}</td><td>${d.equipment}</td><td>${d.weight} lbs</td><td>${esc(d.commodity)}</td></tr></table>
      <div class="band">STOPS</div><table><tr><th>#</th><th>Type</th><th>Facility</th><th>City</th><th>ST</th><th>Zip</th><th>Date</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${s.stopLabel(st)}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date}</td></tr>`).join('')}</table>
      <div class="band">CARRIER PAY</div><table>${d.charges.map((c) => `<tr><td>${chargeName(c, names)}</td><td style="text-align:right">${s.money(c.amount)}</td></tr>`).join('')}
      <tr><th>Total Carrier Pay</th><th style="text-align:right">${s.total()}</th></tr><tr><td>Total Miles</td><td style="text-align:right">${s.miles()}</td></tr></table>
      <div class="band">REMIT TO</div><div>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div>
      <p>${s.termSentences().join(' ')}</p></div>`;
  },
};

const condensedDense: Family = {
  name: 'condensed-dense',
  draw: { picks: [1, 1], drops: [1, 3], ref: '#######' },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{width:780px;padding:18px 20px}
    table{border-collapse:collapse;width:100%}td,th{padding:2px 4px;border:1px solid #777;text-align:left;font-size:11px}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><b style="font-size:15px">${esc(d.broker.name)}</b> &nbsp; ${s.office(d.broker, ' &nbsp; ')} &nbsp; Broker ${d.otherNumbers.brokerMc}
      <table style="margin-top:6px"><tr><th>Load No.</th><td>${d.loadReference}</td><th>PO</th><td>${d.otherNumbers.po}</td><th>BOL</th><td>${d.otherNumbers.bol}</td><th>Pcs</th><td>${d.pieces}</td></tr></table>
      <table style="margin-top:6px"><tr><th>Seq</th><th>Type</th><th>Name / Address</th><th>Date</th><th>Time</th><th>Ref</th></tr>
      ${d.stops.map((st, i) => `<tr><td>${i + 1}</td><td>${s.stopLabel(st, 'short')}</td><td>${s.address(st.place, ', ')}</td><td>${st.date}</td><td>${st.time}</td><td>${st.ref}</td></tr>`).join('')}</table>
      <table style="margin-top:6px"><tr><th>Loaded Mi</th><th>Empty Mi</th><th>Linehaul</th><th>FSC</th><th>Tolls</th><th>Other</th><th>Total</th></tr>
      <tr><td>${d.miles}</td><td>${d.deadhead}</td><td>${s.money(d.rate)}</td><td>${d.fsc !== null ? s.money(d.fsc) : '-'}</td><td>${d.tolls !== null ? s.money(d.tolls) : '-'}</td>
      <td>${s.money(d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').reduce((a, c) => a + c.amount, 0))}</td><td>${s.total()}</td></tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')} ${s.boilerplate()}</p></div>`;
  },
};

const checkboxForm: Family = {
  name: 'grid-form-stops-rows',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#####' },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;padding:24px 30px}
    table.g{border-collapse:collapse;width:100%;margin-top:6px}table.g td{border:1px solid #000;padding:2px 5px;vertical-align:top}
    .l{font-size:8px;font-weight:bold}.v{font-size:13px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st, i) => `<tr>${formCell(`STOP ${i + 1} ${st.kind === 'pick' ? 'SHIPPER' : 'RECEIVER'}`, esc(st.place.name))}${formCell('CITY', esc(st.place.city))}${formCell('ST', st.place.st)}${formCell('ZIP', st.place.zip)}${formCell('DATE', st.date)}</tr>`).join('');
    return `<div class="page"><table class="g"><tr>${formCell('BROKER', `<b>${esc(d.broker.name)}</b>`, 2)}${formCell('ADDRESS', s.office(d.broker, ', '), 2)}${formCell('TRIP', d.loadReference)}</tr></table>
      <table class="g">${rows}</table>
      <table class="g"><tr>${formCell('TOTAL MILES', s.miles())}${formCell('LINEHAUL', s.money(d.rate))}${formCell('FSC', d.fsc !== null ? s.money(d.fsc) : '$0.00')}${formCell('TOLLS', d.tolls !== null ? s.money(d.tolls) : '$0.00')}${formCell('TOTAL', s.total())}</tr></table>
      <table class="g"><tr>${formCell('BILL TO', `${esc(d.billTo.name)}<br>${s.office(d.billTo)}`, 2)}${formCell('REMIT TO', `${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}`, 3)}</tr></table>
      <p style="font-size:10px">${s.termSentences().join(' ')}</p></div>`;
  },
};

export const families: Family[] = [gridFormSplitCsz, gridFormCityState, stopCards, headerBoxRef, underlinedFields, bandedSections, condensedDense, checkboxForm];
