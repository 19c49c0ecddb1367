// Twelve layout families by a second author, written from what real broker confirmations look like
// and blind to the reader (docs/decisions/009-ocr.md, "Layout families"): a carrier-app payout
// sheet with a map and a stop timeline, a green-bar dot-matrix TMS printout, a transposed stop
// matrix with amounts in "USD" after the figure, a small broker's Word template with the whole pay
// on one highlighted line, a load-board booking with DH-O beside the trip miles, an agent's
// confirmation with right-aligned labels and City / State / Zip on one slashed line over two pages,
// a bilingual Spanish / English border tender, a watermarked sheet with a rubber stamp over the
// charges, a reefer tender with check calls and a fuel advance, a numbered-outline contract, a
// dark pay rail beside the stops, and a load tender with accept / decline boxes and shipping-label
// stop boxes. Rendered on their own with `npm run generate:rate-con-families -- --split author2`.
import { cents } from '../../load';
import type { Stop } from '../../load';
import { esc, type Family, type Sheet, first, last, pad2, padR, padL } from '../../sheet';
import { csz, extraCharge, weekdayDate } from '../../family-helpers';
import { int, pick, type Rand } from '../../../../src/domain/seeded-random';

/** "08:00 – 12:00": the stop's time and a window of 2 to 6 hours after it. */
const windowOf = (r: Rand, st: Stop) => `${st.time} – ${pad2(Math.min(23, Number(st.time.slice(0, 2)) + int(r, 2, 6)))}:${st.time.slice(3)}`;
/** The label each charge code goes by on one sheet. */
const labelled = (s: Sheet, names: Partial<Record<'linehaul' | 'fsc' | 'tolls' | 'stop' | 'lumper', string>>) =>
  s.d.charges.map((c) => [c.code === 'stop' && !c.label.startsWith('Stop-off') ? c.label : (names[c.code] ?? c.label), c.amount] as const);
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    if (line && `${line} ${w}`.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

/** A carrier app's payout PDF: the total as the hero figure, a map, the stops on a timeline. */
const timelineAppPayout: Family = {
  name: 'timeline-app-payout',
  width: 620,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#########', lumperAsChargeChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:13px;color:#1e293b}.page{width:620px;padding:22px 24px;background:#f8fafc}
    .top{display:flex;justify-content:space-between;align-items:center;font-size:12px;color:#475569}
    .brand{font-size:19px;font-weight:bold;color:#0f172a;letter-spacing:-.5px}
    .hero{background:#0f172a;color:#fff;border-radius:14px;padding:14px 20px;margin:12px 0}.hero .k{font-size:11px;color:#94a3b8;text-transform:uppercase;letter-spacing:1px}
    .hero .big{font-size:32px;font-weight:bold}.map{position:relative;height:150px;border-radius:12px;overflow:hidden;
      background:repeating-linear-gradient(0deg,#e2e8e0 0 1px,transparent 1px 28px),repeating-linear-gradient(90deg,#e2e8e0 0 1px,transparent 1px 28px),#eef3ec}
    .pin{position:absolute;font-size:11px;font-weight:bold;background:#fff;border-radius:8px;padding:2px 6px;box-shadow:0 1px 3px rgba(0,0,0,.3)}
    .card{background:#fff;border-radius:12px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.12)}
    .card h4{margin:0 0 8px;font-size:12px;color:#64748b;text-transform:uppercase;letter-spacing:1px}
    .tl{border-left:3px solid #cbd5e1;margin-left:8px;padding-left:22px}.st{position:relative;padding-bottom:12px}
    .dot{position:absolute;left:-31px;top:2px;width:14px;height:14px;border-radius:50%;border:2px solid #fff}
    .when{font-weight:bold;font-size:12px}.row{display:flex;justify-content:space-between;padding:3px 0}.mute{color:#64748b;font-family:'DejaVu Sans Light'}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const names = { linehaul: 'Base rate', fsc: 'Fuel', tolls: 'Tolls', lumper: 'Lumper reimbursement' };
    const stops = d.stops.map((st) => {
      const n = (st.kind === 'pick' ? s.picks : s.drops).indexOf(st) + 1;
      const colour = st.kind === 'pick' ? '#2563eb' : '#16a34a';
      return `<div class="st"><div class="dot" style="background:${colour}"></div>
        <div class="when" style="color:${colour}">${st.kind === 'pick' ? 'PICKUP' : 'DROPOFF'} ${n} · ${weekdayDate(st.date)} · ${windowOf(s.r, st)}</div>
        <div><b>${esc(st.place.name)}</b></div><div class="mute">${esc(st.place.street)}</div><div>${csz(st.place)}</div>
        <div class="mute" style="font-size:11px">${st.kind === 'pick' ? 'Pickup' : 'Delivery'} number ${st.ref}</div></div>`;
    }).join('');
    const hours = Math.round(d.miles / 52);
    return `<div class="page"><div class="top"><span class="brand">${esc(d.broker.name)}</span><span>Load ID ${d.loadReference}<br>Booked ${d.issued}</span></div>
      <div class="hero"><div class="k">Total payout</div><div class="big">${s.total()}</div>
        <div style="font-size:12px;color:#cbd5e1">${s.miles()} mi loaded · ${d.deadhead} mi to pickup · about ${hours} h driving</div></div>
      <div class="map"><svg width="572" height="150" style="position:absolute;left:0;top:0"><path d="M70 110 C 200 20, 360 150, 500 40" stroke="#2563eb" stroke-width="4" fill="none" stroke-dasharray="2 0"/></svg>
        <span class="pin" style="left:20px;top:114px">${esc(p.place.city)}</span><span class="pin" style="left:440px;top:12px">${esc(q.place.city)}</span></div>
      <div class="card"><h4>Route</h4><div class="tl">${stops}</div></div>
      <div class="card"><h4>Payout breakdown</h4>${labelled(s, names).map(([l, a]) => `<div class="row"><span>${esc(l)}</span><span>${s.money(a)}</span></div>`).join('')}
        <div class="row" style="border-top:1px solid #e2e8f0;margin-top:4px;padding-top:6px"><b>Total payout</b><b>${s.total()}</b></div>
        <div class="mute" style="font-size:11px">Paid to ${esc(d.remitTo.name)}, ${esc(d.remitTo.city)}, ${d.remitTo.st}. Distance ${s.miles()} mi.</div></div>
      <div class="card"><h4>Requirements</h4>${esc(d.equipment)} · ${d.weight.toLocaleString('en-US')} lb · ${esc(d.commodity)} · ${d.pieces} pcs</div>
      <div class="card"><h4>Accessorials</h4>${s.termRows().map(([k, v]) => `<div class="row"><span>${k}</span><span class="mute">${v}</span></div>`).join('') || '<span class="mute">None on this load</span>'}</div>
      <div class="mute" style="font-size:10px">${esc(d.broker.name)} · ${esc(d.broker.street)}, ${csz(d.broker)} · ${s.boilerplate()}</div></div>`;
  },
};

/** A dot-matrix TMS printout on green-bar tractor-feed paper: abbreviations, a fuel advance below the total. */
const greenbarTractorFeed: Family = {
  name: 'greenbar-tractor-feed',
  width: 860,
  draw: { picks: [1, 2], drops: [1, 3], ref: '######', termsChance: 0.8 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12.5px}.page{width:860px;padding:18px 50px;position:relative;
      background:repeating-linear-gradient(180deg,#fff 0 54px,#d9eedb 54px 108px)}
    .holes{position:absolute;top:0;bottom:0;width:34px;background:radial-gradient(circle at 17px 18px,#fff 6px,#999 7px,transparent 8px) 0 0/34px 36px repeat-y}
    pre{margin:0;font:inherit;line-height:18px;color:#2a2a2a}`,
  body(s) {
    const d = s.d;
    const line = '-'.repeat(88);
    const U = (t: string) => t.toUpperCase();
    const stops = d.stops.map((st, i) => {
      const type = st.kind === 'pick' ? 'PU' : st === last(s) ? 'DL' : 'SO';
      return `${padR(pad2(i + 1), 4)}${padR(type, 4)}${padR(U(st.place.name), 26)}${padR(U(st.place.city), 16)}${padR(st.place.st, 3)}${padR(st.place.zip, 7)}${padR(st.date.slice(0, 5), 7)}${padR(st.time, 6)}${st.ref}`;
    });
    const money = labelled(s, { linehaul: 'LINE HAUL', fsc: 'FUEL SURCH', tolls: 'TOLLS', lumper: 'LUMPER' })
      .map(([l, a]) => `${' '.repeat(40)}${padR(`${U(l)} `, 22).replace(/ (?= *$)/g, '.')}${padL(s.money(a, 'plain'), 12)}`);
    const advance = s.maybe(0.5) ? Math.round((d.rate * (0.15 + s.r() * 0.2)) / 50) * 50 : 0;
    const totalLine = `${' '.repeat(40)}${'TOTAL CHARGES'.padEnd(22, '.')}${padL(s.total('plain'), 12)}`;
    const after = advance > 0
      ? [`${' '.repeat(40)}${'LESS ADVANCE'.padEnd(22, '.')}${padL(`-${s.money(advance, 'plain')}`, 12)}`,
        `${' '.repeat(40)}${'BALANCE DUE'.padEnd(22, '.')}${padL(s.money(cents(d.total - advance), 'plain'), 12)}`]
      : [];
    const terms = s.termRows().map(([k, v]) => `${k}: ${v}`.toUpperCase());
    const text = [
      `${padR(U(d.broker.name), 50)}CARRIER CONFIRMATION     PAGE   1`,
      `${padR(`${U(d.broker.street)}, ${U(d.broker.city)} ${d.broker.st} ${d.broker.zip}`, 50)}RUN ${d.issued}  PH ${d.broker.phone}`,
      line,
      `TRIP NO: ${padR(d.loadReference, 12)}CARR: ${padR(U(d.carrier.name), 22)}${padR(d.carrier.mc, 11)}TRK ${padR(d.carrier.truck, 5)}DRV ${U(d.carrier.driver)}`,
      `EQUIP: ${padR(U(d.equipment), 17)}CMDTY: ${padR(U(d.commodity), 20)}WT ${padR(String(d.weight), 7)}PCS ${padR(String(d.pieces), 4)}CUST PO ${d.otherNumbers.po}`,
      line,
      'STP TP  NAME                      CITY            ST ZIP    DATE   TIME  REF',
      ...stops,
      line,
      `LDD MI: ${padR(String(d.miles), 7)}MT MI: ${padR(String(d.deadhead), 6)}STOPS: ${d.stops.length}`,
      ...money,
      totalLine,
      ...after,
      line,
      `REMIT: ${U(d.remitTo.name)}`,
      `       ${U(d.remitTo.street)}, ${U(d.remitTo.city)} ${d.remitTo.st} ${d.remitTo.zip}`,
      ...(terms.length > 0 ? ['*** ACCESSORIALS ***', ...terms] : []),
      line,
      ...wrap(U(s.boilerplate()), 88),
    ].join('\n');
    return `<div class="page"><div class="holes" style="left:4px"></div><div class="holes" style="right:4px"></div><pre>${esc(text)}</pre></div>`;
  },
};

/** Stops as a transposed matrix (one column per stop, labels down the side); amounts as "2,150.00 USD". */
const transposedStopMatrix: Family = {
  name: 'transposed-stop-matrix',
  draw: { picks: [1, 2], drops: [1, 3], ref: '3########', lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12px}.page{width:790px;padding:24px 28px}
    .hd{display:flex;justify-content:space-between;border-bottom:4px double #333;padding-bottom:6px}
    table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #8a8a8a;padding:3px 6px;text-align:left;vertical-align:top}
    th{background:#e4e4e4;font-weight:bold;width:110px}.sec{font-weight:bold;font-size:13px;margin-top:12px;text-transform:uppercase}
    .sig{display:flex;gap:30px;margin-top:22px}.sig div{flex:1;border-top:1px solid #000;padding-top:2px;font-size:10px}`,
  body(s) {
    const d = s.d;
    const cols = d.stops;
    const row = (label: string, f: (st: Stop, i: number) => string) => `<tr><th>${label}</th>${cols.map((st, i) => `<td>${f(st, i)}</td>`).join('')}</tr>`;
    const usd = (n: number) => `${s.money(n, 'plain')} USD`;
    const charges = labelled(s, { linehaul: 'Line Haul Flat Rate', fsc: 'Fuel Surcharge Flat Rate', tolls: 'Tolls', lumper: 'Lumper' });
    return `<div class="page"><div class="hd"><div><b style="font-size:21px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div>
      <div style="text-align:right"><b style="font-size:15px">Carrier Load Confirmation</b><br>Load # <b>${d.loadReference}</b><br>Printed ${d.issued}</div></div>
      <div class="sec">Carrier</div><table><tr><th>Carrier</th><td>${esc(d.carrier.name)}</td><th>MC / DOT</th><td>${d.carrier.mc} / ${d.carrier.dot}</td></tr>
      <tr><th>Equipment</th><td>${esc(d.equipment)}</td><th>Commodity</th><td>${esc(d.commodity)}, ${d.weight.toLocaleString('en-US')} lbs</td></tr></table>
      <div class="sec">Stops</div><table>
      ${row('Stop', (_st, i) => `<b>${i + 1} of ${cols.length}</b>`)}${row('Type', (st) => (st.kind === 'pick' ? 'Pick Up' : 'Delivery'))}
      ${row('Facility', (st) => esc(st.place.name))}${row('Address', (st) => esc(st.place.street))}${row('City', (st) => esc(st.place.city))}
      ${row('State', (st) => st.place.st)}${row('Zip', (st) => st.place.zip)}${row('Date', (st) => st.date)}${row('Time', (st) => st.time)}
      ${row('PU / Del #', (st) => st.ref)}</table>
      <div style="margin-top:4px">Mileage: <b>${s.miles()}</b> (loaded) &nbsp; Empty: ${d.deadhead}</div>
      <div class="sec">Rates</div><table><tr>${charges.map(([l]) => `<th style="width:auto">${esc(l)}</th>`).join('')}<th style="width:auto">Total</th></tr>
      <tr>${charges.map(([, a]) => `<td>${usd(a)}</td>`).join('')}<td><b>${s.total('plain')} USD</b></td></tr></table>
      <div class="sec">Invoice to</div><div>${esc(d.billTo.name)}, ${s.office(d.billTo, ', ')}</div>
      <div class="sec">Notes</div><div style="border:1px solid #8a8a8a;padding:5px;font-size:11px">${s.termSentences().join(' ') || 'No accessorials pre-approved.'} ${s.boilerplate()}</div>
      <div class="sig"><div>Carrier Signature</div><div>Print Name</div><div>Date</div></div></div>`;
  },
};

/** A small broker's Word template: centred letterhead, the whole pay on one highlighted line, red notes. */
const wordTemplateHighlight: Family = {
  name: 'word-template-highlight',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#####' },
  css: `body{font-family:'DejaVu Serif';font-size:14px}.page{width:816px;padding:44px 64px}
    .lh{text-align:center;color:#1f3864}.lh b{font-size:26px;font-style:italic}h2{text-align:center;text-decoration:underline;font-size:18px;margin:16px 0}
    .blk{display:flex;margin:10px 0}.blk .k{width:140px;font-weight:bold}.hl{background:#ffff00;font-weight:bold;padding:1px 3px}
    .red{color:#c00000;font-weight:bold}.sig{font-style:italic;font-size:22px;color:#1a237e}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const blocks = d.stops.map((st) => {
      const n = s.drops.length > 1 && st.kind === 'drop' ? ` #${s.drops.indexOf(st) + 1}` : '';
      return `<div class="blk"><div class="k">${st.kind === 'pick' ? 'PICK UP' : `DELIVER TO${n}`}:</div><div>${esc(st.place.name)}<br>${esc(st.place.street)}<br>${csz(st.place)}<br>
        Date/Time: ${st.date} @ ${st.time}<br>${st.kind === 'pick' ? 'PU' : 'PO'}#: ${st.ref}</div></div>`;
    }).join('');
    const parts = [s.money(d.rate)];
    for (const c of d.charges.slice(1)) {
      parts.push(`${s.money(c.amount)} ${c.code === 'fsc' ? 'FSC' : c.code === 'tolls' ? 'TOLLS' : c.code === 'lumper' ? 'LUMPER' : 'STOP OFF'}`);
    }
    const rateLine = parts.length > 1 ? `RATE: ${parts.join(' + ')} = ${s.total()}` : `RATE: ${parts[0]} FLAT`;
    return `<div class="page"><div class="lh"><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)} · ${csz(d.broker)}<br>Office ${d.broker.phone} · ${d.otherNumbers.brokerMc}</div>
      <h2>RATE CONFIRMATION</h2>
      <p>Date: ${d.issued} &nbsp;&nbsp;&nbsp; Load #: <b>${d.loadReference}</b></p>
      <p>Carrier: ${esc(d.carrier.name)} &nbsp; MC#: ${d.carrier.mc.replace('MC', '')} &nbsp; Driver: ${esc(d.carrier.driver)} &nbsp; Truck #${d.carrier.truck}</p>
      <p>Equipment: ${esc(d.equipment)} &nbsp; Commodity: ${esc(d.commodity)} &nbsp; Weight: ${d.weight.toLocaleString('en-US')}</p>
      ${blocks}
      <p><span class="hl">${rateLine}</span></p><p><b>MILES: ${d.miles}</b></p>
      <p class="red">*** DRIVER MUST CALL 1 HOUR BEFORE ARRIVAL AT ${esc(p.place.name.toUpperCase())} ***</p>
      <p class="red">NO DOUBLE BROKERING. TARPS REQUIRED IF FLATBED.</p>
      <ul>${s.termSentences().map((t) => `<li>${t}</li>`).join('')}</ul>
      <p>Thank you,</p><div class="sig">${esc(d.dispatcher)}</div><p style="margin-top:0">${esc(d.dispatcher)}<br>${esc(d.broker.name)}<br>${d.broker.phone}</p>
      <p>Accepted By: ______________________ &nbsp; Date: ____________</p>
      <p style="font-size:11px">Please sign and fax back to ${d.broker.phone}. ${s.boilerplate()}</p></div>`;
  },
};

/** A load-board booking: the lane in big type, Trip miles beside DH-O, the rate with its rate per mile. */
const loadboardBooking: Family = {
  name: 'loadboard-booking',
  width: 760,
  draw: { picks: [1, 1], drops: [1, 2], ref: 'BK#######', tollsChance: 0.25 },
  css: `body{font-family:'DejaVu Sans';font-size:13px;color:#222}.page{width:760px;padding:0 0 16px;background:#eef1f4}
    .bar{background:#1b5e20;color:#fff;padding:10px 22px;display:flex;justify-content:space-between;align-items:center}
    .card{background:#fff;margin:12px 18px;border:1px solid #d5dbe1;border-radius:6px;padding:12px 16px}
    .lane{display:flex;align-items:center;gap:20px}.lane .c{font-size:22px;font-weight:bold}.arrow{font-size:30px;color:#1b5e20}
    .grid{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.grid .k{font-size:10px;color:#6b7280;text-transform:uppercase}.grid .v{font-size:17px;font-weight:bold}
    .chip{display:inline-block;background:#e8f5e9;color:#1b5e20;border-radius:10px;padding:1px 8px;font-size:11px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const mid = d.stops.length > 2 ? `<div class="chip">+${d.stops.length - 2} stop</div>` : '';
    const len = /(\d+)ft/.exec(d.equipment)?.[1] ?? '53';
    const extras = d.charges.filter((c) => c.code !== 'linehaul');
    return `<div class="page"><div class="bar"><b style="font-size:18px">LaneBoard</b><span>Booking confirmed ✓</span></div>
      <div class="card" style="display:flex;justify-content:space-between"><div>Book # <b>${d.loadReference}</b><br><span style="color:#6b7280">Posting ID ${d.otherNumbers.po}</span></div>
        <div style="text-align:right">Booked ${d.issued}<br>${esc(d.carrier.name)} · ${d.carrier.mc}</div></div>
      <div class="card"><div class="lane"><div><div class="c">${esc(p.place.city.toUpperCase())}, ${p.place.st}</div>${p.place.zip} · Pick up ${p.date} ${p.time}</div>
        <div class="arrow">→</div><div><div class="c">${esc(q.place.city.toUpperCase())}, ${q.place.st}</div>${q.place.zip} · Deliver ${q.date}</div>${mid}</div></div>
      <div class="card"><div class="grid">
        <div><div class="k">Trip</div><div class="v">${s.miles()} mi</div></div><div><div class="k">DH-O</div><div class="v">${d.deadhead} mi</div></div>
        <div><div class="k">Rate</div><div class="v">${s.money(d.rate)}</div></div><div><div class="k">Rate / mi</div><div class="v">${s.rpm()}</div></div>
        <div><div class="k">Equip</div><div class="v">${esc(d.equipment.split(' ')[0]!)}</div></div><div><div class="k">Length</div><div class="v">${len} ft</div></div>
        <div><div class="k">Weight</div><div class="v">${d.weight.toLocaleString('en-US')} lb</div></div><div><div class="k">Full / Partial</div><div class="v">Full</div></div></div></div>
      ${extras.length > 0 ? `<div class="card"><b>Additional pay</b><br>${extras.map((c) => `${esc(c.code === 'fsc' ? 'Fuel surcharge' : c.label)}: ${s.money(c.amount)}`).join(' &nbsp;·&nbsp; ')}<br><b>Total booked: ${s.total()}</b></div>` : ''}
      <div class="card"><b>Stops</b><br>${d.stops.map((st, i) => `${i + 1}. ${st.kind === 'pick' ? 'Pick up' : 'Drop'} — ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} — ${st.date}`).join('<br>')}</div>
      <div class="card" style="display:flex;gap:24px"><div style="flex:1"><b>Posted by</b><br>${esc(d.broker.name)}<br>${s.office(d.broker)}<br>${d.otherNumbers.brokerMc} · Credit score 96 · Days to pay 28</div>
        <div style="flex:1"><b>Pay to</b><br>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div></div>
      <div class="card" style="font-size:11px"><b>Accessorial terms</b><br>${s.termSentences().join('<br>') || 'None posted.'}<br><span style="color:#6b7280">${s.boilerplate()}</span></div></div>`;
  },
};

/** An agent's confirmation: right-aligned bold labels, "City/State/Zip: Dallas / TX / 75212", two pages. */
const agentRightLabels: Family = {
  name: 'agent-right-labels',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', termsChance: 0.8 },
  css: `body{font-family:'DejaVu Serif Condensed';font-size:13px}.page{width:800px;padding:26px 36px}
    h3{font-size:13px;margin:12px 0 3px;border-bottom:1px solid #000;text-transform:uppercase;letter-spacing:1px}
    table{border-collapse:collapse;width:100%}td{padding:1px 6px;vertical-align:top}td.k{text-align:right;font-weight:bold;width:135px;white-space:nowrap}
    .pg{display:flex;justify-content:space-between;font-size:10px;border-top:1px solid #777;margin-top:14px;padding-top:2px}
    .brk{border-top:2px dashed #aaa;margin:16px -36px 10px}`,
  body(s) {
    const d = s.d;
    const kv = (rows: Array<[string, string, string?, string?]>) => `<table>${rows.map(([a, b, c, e]) => `<tr><td class="k">${a}</td><td>${b}</td>${c !== undefined ? `<td class="k">${c}</td><td>${e ?? ''}</td>` : '<td></td><td></td>'}</tr>`).join('')}</table>`;
    const stops = d.stops.map((st, i) => {
      const title = i === 0 ? 'Origin Stop' : i === d.stops.length - 1 ? 'Final Stop' : `Stop ${i + 1}`;
      return `<h3>${title}</h3>${kv([
        ['Type:', st.kind === 'pick' ? 'Pick Up' : 'Delivery', 'Appointment:', `${st.date} ${st.time}`],
        ['Name:', esc(st.place.name), 'Reference:', st.ref],
        ['Address:', esc(st.place.street)],
        ['City/State/Zip:', `${esc(st.place.city)} / ${st.place.st} / ${st.place.zip}`],
      ])}`;
    }).join('');
    const pay = labelled(s, { linehaul: 'Line Haul Pay:', fsc: 'Fuel (FSC):', tolls: 'Toll Reimb.:', lumper: 'Lumper:' })
      .map(([l, a]) => [l.endsWith(':') ? l : `${l}:`, s.money(a)] as [string, string]);
    const footer = (n: number) => `<div class="pg"><span>${esc(d.broker.name)} — Load Confirmation</span><span>Freight Bill ${d.loadReference}</span><span>Page ${n} of 2</span></div>`;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><div><b style="font-size:20px">${esc(d.broker.name)}</b><br>
        Agent Office: ${esc(d.dispatcher)} — ${esc(d.broker.city)}, ${d.broker.st}<br>${esc(d.broker.street)}, ${csz(d.broker)} · ${d.broker.phone}</div>
        <div style="text-align:right"><b style="font-size:17px">LOAD CONFIRMATION</b><br>Freight Bill / Load No.: <b>${d.loadReference}</b><br>Issued: ${d.issued}</div></div>
      <h3>Carrier</h3>${kv([['Carrier:', esc(d.carrier.name), 'MC No.:', d.carrier.mc], ['Driver:', esc(d.carrier.driver), 'Tractor:', d.carrier.truck], ['Equipment:', esc(d.equipment), 'Commodity:', esc(d.commodity)]])}
      ${stops}
      <h3>Payment</h3>${kv([...pay.map(([l, v], i): [string, string, string?, string?] => (i === 0 ? [l, v, 'Billed Miles:', s.miles()] : i === 1 ? [l, v, 'Empty Miles:', String(d.deadhead)] : [l, v])),
        ...(pay.length < 2 ? [['', '', 'Empty Miles:', String(d.deadhead)] as [string, string, string, string]] : []),
        ['Total Carrier Payment:', `<b>${s.total()}</b>`]])}
      ${footer(1)}<div class="brk"></div>
      <div style="font-size:11px;display:flex;justify-content:space-between"><b>${esc(d.broker.name)}</b><span>Load Confirmation — continued — Freight Bill ${d.loadReference}</span></div>
      <h3>Remit Freight Bills To</h3><div>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div>
      <h3>Accessorials</h3><div>${s.termSentences().join('<br>') || 'Accessorials must be approved in writing by the agent.'}</div>
      <h3>Terms</h3><div style="font-size:11px">${s.boilerplate()}</div>
      <table style="margin-top:20px"><tr><td>Agent: ____________________</td><td>Carrier: ____________________</td><td>Date: __________</td></tr></table>
      ${footer(2)}</div>`;
  },
};

/** A cross-border tender with Spanish labels above the English ones; amounts in "USD"; a customs decoy block. */
const bilingualBorderTender: Family = {
  name: 'bilingual-border-tender',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'MX######', tollsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:800px;padding:0 0 18px}
    .hd{display:flex}.hd .a{background:#7b1113;color:#fff;padding:14px 20px;width:300px}.hd .b{flex:1;background:#f3e9d2;padding:10px 18px;text-align:right}
    .in{padding:0 24px}table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #a89a80;padding:3px 6px;text-align:left;vertical-align:top}
    th{background:#f3e9d2;font-weight:normal}.es{display:block;font-style:italic;font-size:10px;color:#7b1113}.en{font-weight:bold;font-size:11px}
    .v{font-size:14px;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const lab = (es: string, en: string) => `<span class="es">${es}</span><span class="en">${en}</span>`;
    const usd = (n: number) => `${s.money(n)} USD`;
    const spanish: Record<string, [string, string]> = {
      linehaul: ['Flete', 'Linehaul'], fsc: ['Recargo de combustible', 'Fuel surcharge'], tolls: ['Casetas', 'Tolls'],
      stop: ['Parada extra', 'Stop-off'], lumper: ['Maniobras', 'Lumper'],
    };
    const termEs: Record<string, string> = { Detention: 'Demoras', Layover: 'Pernocta', TONU: 'Camión no usado', Lumper: 'Maniobras' };
    return `<div class="page"><div class="hd"><div class="a"><b style="font-size:19px">${esc(d.broker.name)}</b><br>${esc(d.broker.city)}, ${d.broker.st} · ${d.broker.phone}</div>
      <div class="b"><b style="font-size:15px">CONFIRMACIÓN DE TARIFA / RATE CONFIRMATION</b><br><span class="es" style="display:inline">Folio</span> / Load #: <b style="font-size:16px">${d.loadReference}</b><br>
      <span class="es" style="display:inline">Fecha</span> / Date: ${d.issued}</div></div>
      <div class="in"><table><tr><td>${lab('Transportista', 'Carrier')}<div class="v">${esc(d.carrier.name)}</div></td><td>${lab('MC / DOT', 'MC / DOT')}<div class="v">${d.carrier.mc} / ${d.carrier.dot}</div></td>
        <td>${lab('Operador', 'Driver')}<div class="v">${esc(d.carrier.driver)}</div></td><td>${lab('Equipo', 'Equipment')}<div class="v">${esc(d.equipment)}</div></td></tr>
      <tr><td colspan="2">${lab('Origen', 'Origin')}<div class="v">${esc(p.place.city)}, ${p.place.st}</div></td><td colspan="2">${lab('Destino', 'Destination')}<div class="v">${esc(q.place.city)}, ${q.place.st}</div></td></tr>
      <tr><td>${lab('Millas cargadas', 'Loaded miles')}<div class="v">${s.miles()}</div></td><td>${lab('Millas vacías', 'Empty miles')}<div class="v">${d.deadhead}</div></td>
        <td>${lab('Mercancía', 'Commodity')}<div class="v">${esc(d.commodity)}</div></td><td>${lab('Peso', 'Weight')}<div class="v">${d.weight.toLocaleString('en-US')} lbs</div></td></tr></table>
      <table><tr><th>${lab('Tipo', 'Type')}</th><th>${lab('Empresa', 'Company')}</th><th>${lab('Dirección', 'Address')}</th><th>${lab('Ciudad', 'City')}</th><th>${lab('Edo.', 'State')}</th><th>${lab('C.P.', 'Zip')}</th><th>${lab('Cita', 'Appt')}</th></tr>
      ${d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'Carga / Pick up' : 'Descarga / Drop'}</td><td>${esc(st.place.name)}</td><td>${esc(st.place.street)}</td><td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date} ${st.time}</td></tr>`).join('')}</table>
      <div style="display:flex;gap:16px"><table style="flex:1.2">${d.charges.map((c) => `<tr><td>${lab(...spanish[c.code]!)}</td><td style="text-align:right">${usd(c.amount)}</td></tr>`).join('')}
        <tr><th>${lab('Total a pagar', 'Total pay')}</th><th style="text-align:right"><b>${s.total()} USD</b></th></tr></table>
        <table style="flex:1">${s.termRows().map(([k, v]) => `<tr><td>${lab(termEs[k] ?? k, k)}</td><td>${v}</td></tr>`).join('')}
        <tr><td>${lab('Cruce', 'Crossing')}</td><td>World Trade Bridge, northbound</td></tr><tr><td>${lab('Agente aduanal', 'Customs broker')}</td><td>Despachos Garza ${d.otherNumbers.po.slice(0, 4)}</td></tr></table></div>
      <p>${lab('Facturar a', 'Invoice to')}${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}</p>
      <p style="font-size:10px">${s.boilerplate()} El transportista acepta los términos de este documento.</p>
      <div style="display:flex;gap:40px;margin-top:18px"><div style="flex:1;border-top:1px solid #000">${lab('Firma del transportista', 'Carrier signature')}</div><div style="flex:1;border-top:1px solid #000">${lab('Fecha', 'Date')}</div></div></div></div>`;
  },
};

/** Pick-up and delivery side by side with one labelled line per field, a diagonal watermark and a stamp. */
const stampWatermarkConfirmed: Family = {
  name: 'stamp-watermark-confirmed',
  draw: { picks: [1, 1], drops: [1, 2], ref: '#######', lumperAsChargeChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:790px;padding:28px 34px;position:relative;overflow:hidden}
    .wm{position:absolute;left:20px;top:42%;transform:rotate(-32deg);font-size:74px;font-weight:bold;color:rgba(0,0,0,.07);white-space:nowrap}
    .stamp{position:absolute;left:236px;width:190px;transform:rotate(-11deg);border:4px double #c62828;color:#c62828;text-align:center;font-weight:bold;padding:4px;opacity:.75}
    .cols{display:flex;gap:16px;margin-top:12px}.col{flex:1;border:1px solid #444}.col .h{background:#333;color:#fff;font-weight:bold;padding:4px 8px;letter-spacing:2px}
    .col div.l{padding:2px 8px;border-bottom:1px solid #ddd}.col b{display:inline-block;width:74px}
    table{border-collapse:collapse}td{padding:3px 10px 3px 0}td.r{text-align:right}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    if (s.maybe(0.4)) extraCharge(s, 'Detention (approved)', pick(s.r, [50, 75, 100, 125]));
    const col = (title: string, st: Stop) => `<div class="col"><div class="h">${title}</div>
      <div class="l"><b>Name:</b> ${esc(st.place.name)}</div><div class="l"><b>Address:</b> ${esc(st.place.street)}</div>
      <div class="l"><b>City:</b> ${esc(st.place.city)}</div><div class="l"><b>State:</b> ${st.place.st}</div><div class="l"><b>Zip:</b> ${st.place.zip}</div>
      <div class="l"><b>Date:</b> ${st.date}</div><div class="l"><b>Time:</b> ${st.time}</div><div class="l"><b>${st.kind === 'pick' ? 'PU #' : 'Del #'}:</b> ${st.ref}</div></div>`;
    const middle = d.stops.slice(1, -1);
    const rows = labelled(s, { linehaul: 'Line Haul', fsc: 'F.S.C.', tolls: 'Tolls', lumper: 'Lumper' });
    return `<div class="page"><div class="wm">RATE CONFIRMATION</div>
      <div style="display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:6px"><div><b style="font-size:20px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' | ')}</div>
        <div style="text-align:right;font-size:14px">Conf. # <b>${d.loadReference}</b><br>${d.issued}</div></div>
      <div style="margin-top:8px">Carrier: <b>${esc(d.carrier.name)}</b> (${d.carrier.mc}) &nbsp; Equipment: ${esc(d.equipment)} &nbsp; Miles: <b>${s.miles()}</b></div>
      <div class="cols">${col('PICK-UP', p)}${col('DELIVERY', q)}</div>
      ${middle.length > 0 ? `<p>Additional stops: ${middle.map((st) => `${st.kind === 'pick' ? 'pick-up' : 'drop'} at ${esc(st.place.name)}, ${esc(st.place.city)}, ${st.place.st} on ${st.date}`).join('; ')}</p>` : ''}
      <div style="position:relative;margin-top:12px"><div class="stamp" style="top:4px">CONFIRMED<br><span style="font-size:11px">${d.issued} · ${esc(d.dispatcher.split(' ')[0]!.toUpperCase())}</span></div>
      <table>${rows.map(([l, a]) => `<tr><td>${esc(l)}</td><td class="r">${s.money(a)}</td></tr>`).join('')}
      <tr><td><b>TOTAL CARRIER PAY</b></td><td class="r"><b>${s.total()}</b></td></tr></table></div>
      <p style="font-size:12px">${s.termSentences().join(' ')}</p>
      <div style="display:flex;justify-content:space-between;margin-top:14px"><div>Broker signature<br><span style="font-family:'DejaVu Serif';font-style:italic;font-size:22px">${esc(d.dispatcher)}</span></div>
        <div>Carrier signature<br>________________________</div></div>
      <p style="font-size:10px">${s.boilerplate()}</p></div>`;
  },
};

/** A reefer tender: temperature and seal lines, stops as a numbered list, a check-call table, a fuel advance offer. */
const reeferCheckcallTender: Family = {
  name: 'reefer-checkcall-tender',
  draw: { picks: [1, 2], drops: [1, 2], ref: 'R######', termsChance: 0.8 },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:12.5px}.page{width:780px;padding:22px 30px}
    .hd{border:2px solid #0d47a1;display:flex}.hd>div{padding:8px 12px}.hd .t{background:#0d47a1;color:#fff;width:230px}
    .box{display:inline-block;border:1px solid #0d47a1;padding:4px 10px;margin:6px 6px 0 0}
    h4{color:#0d47a1;margin:12px 0 4px;font-size:13px}ol{margin:0;padding-left:22px}li{margin-bottom:5px}
    table{border-collapse:collapse}td,th{border:1px solid #9bb;padding:2px 8px;text-align:left}`,
  body(s) {
    const d = s.d;
    const temp = pick(s.r, [-10, 0, 28, 34, 36, 38]);
    const advance = Math.round((d.rate * 0.3) / 50) * 50;
    const names = { linehaul: 'Linehaul Rate', fsc: 'Fuel (FSC)', tolls: 'Tolls', lumper: 'Lumper (unloading)' };
    return `<div class="page"><div class="hd"><div class="t"><b style="font-size:16px">LOAD TENDER</b><br>Rate Confirmation<br>Ref # <b style="font-size:15px">${d.loadReference}</b></div>
      <div style="flex:1"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)}<br>Dispatch ${d.broker.phone} · after hours ${d.remitTo.phone}</div>
      <div style="text-align:right">Tendered ${d.issued}<br>Customer PO # ${d.otherNumbers.po}<br>BOL ${d.otherNumbers.bol}</div></div>
      <div><span class="box">Reefer temp: <b>${temp}°F</b> continuous</span><span class="box">Pre-cool to ${temp}°F</span><span class="box">Pallets: ${d.pieces}</span>
        <span class="box">Seal #: ${d.otherNumbers.bol.slice(3)}</span><span class="box">Weight: ${d.weight.toLocaleString('en-US')} lbs</span></div>
      <h4>STOPS</h4><ol>${d.stops.map((st) => `<li><b>${st.kind === 'pick' ? 'PICK UP (live load)' : 'DELIVER (live unload)'}</b> — ${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} — Appt ${st.date} ${st.time} — ${st.kind === 'pick' ? 'PU' : 'DEL'}# ${st.ref}</li>`).join('')}</ol>
      <p>Route miles: <b>${s.miles()}</b> (practical) · Out-of-route miles are not paid.</p>
      <div style="display:flex;gap:24px"><div style="flex:1"><h4>CARRIER PAY</h4><table>${labelled(s, names).map(([l, a]) => `<tr><td>${esc(l)}</td><td style="text-align:right">${s.money(a)}</td></tr>`).join('')}
        <tr><th>Total Carrier Cost</th><th style="text-align:right">${s.total()}</th></tr></table>
        <p style="font-size:11px">Fuel advance available: up to ${s.money(advance)} via Comchek ($15.00 fee).</p></div>
      <div style="flex:1"><h4>CHECK CALLS</h4><table><tr><th>When</th><th>Report</th></tr><tr><td>Arrival at shipper</td><td>Time in</td></tr>
        <tr><td>Loaded</td><td>Seal #, pallet count, pulp temp</td></tr><tr><td>Daily 08:00 and 16:00</td><td>Location, reefer temp</td></tr>
        <tr><td>Empty at receiver</td><td>Time out, OS&amp;D</td></tr></table></div></div>
      <h4>ACCESSORIALS</h4><div>${s.termSentences().join(' ') || 'None unless approved in writing.'}</div>
      <h4>REMIT TO</h4><div>${esc(d.remitTo.name)} · ${s.office(d.remitTo, ' · ')}</div>
      <p style="font-size:10px">Reefer must run continuous, not cycle. Download required on claims. ${s.boilerplate()}</p></div>`;
  },
};

/** A contract in a numbered outline: every field has a number (1.1, 3.2 …) in its own column. */
const outlineNumberedFields: Family = {
  name: 'outline-numbered-fields',
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######' },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px}.page{width:780px;padding:34px 48px}
    h1{font-size:17px;text-align:center;margin:4px 0 12px;letter-spacing:1px}table{border-collapse:collapse;width:100%}
    td{padding:2px 6px;vertical-align:top}td.n{width:34px;color:#333}td.k{width:190px}tr.s td{font-weight:bold;padding-top:10px;border-bottom:1px solid #000}`,
  body(s) {
    const d = s.d;
    const rows: string[] = [];
    let sec = 0;
    let item = 0;
    const section = (title: string) => { sec += 1; item = 0; rows.push(`<tr class="s"><td class="n">${sec}.</td><td colspan="2">${title}</td></tr>`); };
    const line = (k: string, v: string) => { item += 1; rows.push(`<tr><td class="n">${sec}.${item}</td><td class="k">${k}</td><td>${v}</td></tr>`); };
    section('LOAD');
    line('Load Number', `<b>${d.loadReference}</b>`);
    line('Date of Agreement', d.issued);
    line('Equipment', esc(d.equipment));
    line('Commodity / Weight', `${esc(d.commodity)} / ${d.weight.toLocaleString('en-US')} lbs`);
    section('ROUTE');
    d.stops.forEach((st, i) => line(`Stop ${i + 1} — ${st.kind === 'pick' ? 'Pick-up' : 'Delivery'}`, `${s.address(st.place, ', ')}; ${st.date} at ${st.time}; ref. ${st.ref}`));
    line('Loaded Miles', s.miles());
    section('COMPENSATION');
    for (const [l, a] of labelled(s, { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', lumper: 'Lumper' })) line(esc(l), s.money(a));
    line('Total Compensation', `<b>${s.total()}</b>`);
    const terms = s.termRows();
    if (terms.length > 0) {
      section('ACCESSORIALS');
      for (const [k, v] of terms) line(k, v);
    }
    section('PARTIES');
    line('Broker', `${esc(d.broker.name)}, ${s.office(d.broker, ', ')}`);
    line('Carrier', `${esc(d.carrier.name)}, ${d.carrier.mc}, USDOT ${d.carrier.dot}`);
    line('Remit To', `${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}`);
    section('TERMS');
    line('General', s.boilerplate());
    line('Payment', 'Thirty (30) days from receipt of signed POD and invoice.');
    return `<div class="page"><div style="display:flex;justify-content:space-between;font-size:11px"><span>${esc(d.broker.name)}</span><span>Agreement ${d.loadReference} · Page 1</span></div>
      <h1>CARRIER RATE AGREEMENT</h1><table>${rows.join('')}</table>
      <table style="margin-top:26px"><tr><td style="width:50%">For the Broker: ______________________<br>${esc(d.dispatcher)}</td><td>For the Carrier: ______________________<br>Name / Title</td></tr></table></div>`;
  },
};

/** A dark pay rail on the right (load number, pay items, miles, remit-to) beside the stops. */
const sidebarRailPay: Family = {
  name: 'sidebar-rail-pay',
  draw: { picks: [1, 2], drops: [1, 3], ref: 'D-######' },
  css: `body{font-family:'DejaVu Sans';font-size:12.5px}.page{width:816px;display:flex}
    .main{flex:1;padding:24px 24px}.rail{width:250px;background:#263238;color:#eceff1;padding:22px 18px}
    .rail .k{font-size:10px;text-transform:uppercase;letter-spacing:1px;color:#b0bec5;margin-top:10px}.rail .v{font-size:16px;font-weight:bold}
    .stop{display:flex;gap:12px;border-bottom:1px solid #ddd;padding:8px 0}.tag{width:30px;height:30px;line-height:30px;text-align:center;font-weight:bold;font-size:16px;color:#fff}
    .ft{font-size:10px;color:#555;border-top:1px solid #bbb;margin-top:14px;padding-top:3px}`,
  body(s) {
    const d = s.d;
    const names = { linehaul: 'Linehaul', fsc: 'Fuel Surcharge', tolls: 'Tolls', lumper: 'Lumper' };
    const stops = d.stops.map((st) => `<div class="stop"><div class="tag" style="background:${st.kind === 'pick' ? '#1565c0' : '#2e7d32'}">${st.kind === 'pick' ? 'P' : 'D'}</div>
      <div style="flex:1"><b>${esc(st.place.name)}</b><br>${esc(st.place.street)}<br>${csz(st.place)}</div><div style="width:150px">${st.kind === 'pick' ? 'Ready' : 'Due'} ${st.date}<br>${st.time}<br>Ref ${st.ref}</div></div>`).join('');
    return `<div class="page"><div class="main"><b style="font-size:20px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}
      <h3 style="margin:14px 0 4px">Dispatch Sheet</h3><div>Carrier ${esc(d.carrier.name)} · ${d.carrier.mc} · Driver ${esc(d.carrier.driver)} · Truck ${d.carrier.truck}</div>
      <div>${esc(d.equipment)} · ${esc(d.commodity)} · ${d.weight.toLocaleString('en-US')} lbs · ${d.pieces} pcs</div>
      <h4 style="margin:14px 0 0">Stops (${d.stops.length})</h4>${stops}
      <h4 style="margin:14px 0 4px">Special instructions</h4><ul style="margin:0;padding-left:18px"><li>Driver must have PPE: hard hat, vest, steel toes.</li><li>Send BOL photo after loading.</li>
        ${s.termSentences().map((t) => `<li>${t}</li>`).join('')}</ul>
      <p style="font-size:10px">${s.boilerplate()}</p><div style="margin-top:18px">Carrier acceptance: ______________________</div>
      <div class="ft">Printed ${d.issued} 10:${pad2(d.carrier.truck.length * 11)} by ${esc(d.dispatcher)} — Page 1 of 1</div></div>
      <div class="rail"><div class="k">Load</div><div class="v" style="font-size:22px">${d.loadReference}</div>
        ${labelled(s, names).map(([l, a]) => `<div class="k">${esc(l)}</div><div class="v">${s.money(a)}</div>`).join('')}
        <div class="k" style="color:#fff">Total</div><div class="v" style="font-size:22px">${s.total()}</div>
        <div class="k">Loaded Miles</div><div class="v">${s.miles()}</div><div class="k">Deadhead</div><div>${d.deadhead}</div>
        <div class="k">Remit / Factoring</div><div>${esc(d.remitTo.name)}<br>${s.office(d.remitTo)}</div></div></div>`;
  },
};

/** A load tender with Accept / Decline boxes, a one-row lane summary with ZIPs, and shipping-label stop boxes. */
const tenderAcceptDecline: Family = {
  name: 'tender-accept-decline',
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', lumperAsChargeChance: 0.3 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:800px;padding:24px 30px}
    .top{display:flex;justify-content:space-between;align-items:flex-start}.ad span{display:inline-block;border:2px solid #000;padding:6px 14px;margin-left:8px;font-weight:bold}
    table{border-collapse:collapse;width:100%;margin-top:10px}td,th{border:1px solid #000;padding:3px 6px;text-align:center}th{font-size:10px}
    .labels{display:flex;flex-wrap:wrap;gap:12px;margin-top:12px}.lbl{border:3px solid #000;width:328px;padding:6px 10px;font-family:'DejaVu Sans Mono'}
    .lbl .k{font-family:'DejaVu Sans';font-size:10px;font-weight:bold}.lbl .big{font-size:19px;font-weight:bold}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const respond = `${d.issued} ${pad2(int(s.r, 10, 16))}:00 CT`;
    const labels = d.stops.map((st) => {
      const list = st.kind === 'pick' ? s.picks : s.drops;
      const of = list.length > 1 ? ` (${list.indexOf(st) + 1} of ${list.length})` : '';
      return `<div class="lbl"><div class="k">${st.kind === 'pick' ? 'SHIP FROM' : 'SHIP TO'}${of}</div>${esc(st.place.name.toUpperCase())}<br>${esc(st.place.street.toUpperCase())}
        <div class="big">${esc(st.place.city.toUpperCase())} ${st.place.st} ${st.place.zip}</div><div class="k">${st.kind === 'pick' ? 'READY' : 'MUST DELIVER'} ${st.date} ${st.time} · REF ${st.ref}</div></div>`;
    }).join('');
    const others = d.charges.filter((c) => c.code !== 'linehaul' && c.code !== 'fsc');
    return `<div class="page"><div class="top"><div><b style="font-size:24px">LOAD TENDER</b><br>${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div>
      <div class="ad" style="text-align:right">Respond by ${respond}<br><br><span>☐ ACCEPT</span><span>☐ DECLINE</span></div></div>
      <div style="margin-top:10px">Tender ID <b>${d.loadReference}</b> · To ${esc(d.carrier.name)} (${d.carrier.mc}) · Equipment ${esc(d.equipment)}</div>
      <table><tr><th>LANE</th><th>ORIGIN ZIP</th><th>DEST ZIP</th><th>STOPS</th><th>MILES</th><th>LINEHAUL</th><th>FSC</th><th>TOTAL</th></tr>
      <tr><td>${p.place.st} → ${q.place.st}</td><td>${p.place.zip}</td><td>${q.place.zip}</td><td>${d.stops.length}</td><td>${s.miles()}</td><td>${s.money(d.rate)}</td><td>${d.fsc !== null ? s.money(d.fsc) : '—'}</td><td><b>${s.total()}</b></td></tr></table>
      ${others.length > 0 ? `<div style="margin-top:4px">Included in total: ${others.map((c) => `${esc(c.label)} ${s.money(c.amount)}`).join(' · ')}</div>` : ''}
      <div class="labels">${labels}</div>
      <table style="text-align:left"><tr><th style="text-align:left">ACCESSORIAL SCHEDULE</th><th style="text-align:left">BILL TO</th></tr>
      <tr><td style="text-align:left;vertical-align:top">${s.termRows().map(([k, v]) => `${k}: ${v}`).join('<br>') || 'None'}</td>
        <td style="text-align:left">${esc(d.billTo.name)}<br>${s.office(d.billTo)}</td></tr></table>
      <p style="font-size:10px">Tender expires if not accepted by the time above. ${s.boilerplate()}</p></div>`;
  },
};

// Ordered so the long pages fall on the grey-PNG turns and the short ones on the JPEG turns
// (generate.ts alternates them), which keeps the rendered set near 1 MB.
export const families: Family[] = [agentRightLabels, timelineAppPayout, greenbarTractorFeed, loadboardBooking, outlineNumberedFields, bilingualBorderTender,
  wordTemplateHighlight, sidebarRailPay, transposedStopMatrix, reeferCheckcallTender, tenderAcceptDecline, stampWatermarkConfirmed];
