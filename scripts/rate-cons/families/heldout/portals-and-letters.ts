// HELD-OUT FAMILIES: for measurement only. Whoever writes or tunes the rate-confirmation reader
// (src/server/ocr) must NOT read this file or the images made from it
// (tests/fixtures/rate-cons-families/heldout); see docs/decisions/009-ocr.md, "Layout families".
import { esc, type Family } from '../../sheet';

const portalTimeline: Family = {
  name: 'h-portal-timeline',
  draw: { picks: [1, 2], drops: [1, 3], ref: '#########' },
  css: `body{font-family:'DejaVu Sans';font-size:13px;background:#fafafa}.page{width:760px;padding:22px;background:#fafafa}
    .tl{border-left:3px solid #3b82f6;margin-left:10px;padding-left:18px}.st{position:relative;margin-bottom:14px}
    .st:before{content:'';position:absolute;left:-27px;top:3px;width:12px;height:12px;border-radius:50%;background:#3b82f6}
    .sum{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px;margin-top:10px}.k{color:#777;font-size:11px}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><div style="font-size:18px;font-weight:bold">${esc(d.broker.name)}</div><div class="k">Shipment ${d.loadReference} · booked ${d.issued}</div><br>
      <div class="tl">${d.stops.map((st) => `<div class="st"><div class="k">${st.kind === 'pick' ? 'PICKUP' : 'DROP'} · ${st.date} ${st.time}</div><b>${esc(st.place.city)}, ${st.place.st}</b> ${st.place.zip}<br>${esc(st.place.name)}</div>`).join('')}</div>
      <div class="sum"><div class="k">PAY SUMMARY</div>${d.charges.map((c) => `${esc(c.label)} ${s.money(c.amount)}`).join(' · ')}<br><b>All-in ${s.total()}</b> · ${s.miles()} loaded mi · ${s.rpm()}/mi</div>
      <div class="sum"><div class="k">TERMS</div>${s.termSentences().join('<br>') || 'Standard'}</div>
      <div class="k" style="margin-top:10px">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div></div>`;
  },
};

const letterMultiStop: Family = {
  name: 'h-letter-multi-stop',
  draw: { picks: [1, 2], drops: [2, 3], ref: '#######' },
  css: `body{font-family:'DejaVu Serif';font-size:14px;line-height:1.5}.page{width:740px;padding:40px 54px}`,
  body(s) {
    const d = s.d;
    const drops = s.drops;
    return `<div class="page"><div style="text-align:right">${esc(d.broker.name)}<br>${s.office(d.broker)}</div><br>${d.issued}<br><br>
      To ${esc(d.carrier.name)}:<br><br>We are pleased to confirm load number ${d.loadReference}. Your driver will load at
      ${s.picks.map((st) => `${esc(st.place.name)} in ${s.cs(st.place)} (${st.date})`).join(' and then at ')},
      and will deliver to ${drops.map((st) => `${esc(st.place.name)} in ${s.cs(st.place)} (${st.date})`).join(', then ')}.
      Loaded distance is ${s.miles()} miles. The agreed linehaul is ${s.money(d.rate)}${d.fsc !== null ? `, with ${s.money(d.fsc)} fuel surcharge` : ''}${d.tolls !== null ? ` and tolls of ${s.money(d.tolls)}` : ''}.
      ${d.charges.some((c) => c.code === 'stop') ? `Extra stops pay ${s.money(d.charges.find((c) => c.code === 'stop')!.amount)} in total.` : ''} ${s.termSentences().join(' ')}
      <br><br>Please send invoices to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.<br><br>Regards,<br>${d.dispatcher}</div>`;
  },
};

const reversedColumns: Family = {
  name: 'h-reversed-columns',
  draw: { ref: 'R########' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:780px;padding:26px 34px}.cols{display:flex;gap:20px}.m{width:240px;background:#f2f2f2;padding:10px}.s{flex:1}
    .foot{margin-top:16px;border-top:1px solid #999;font-size:11px;color:#444;padding-top:6px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div style="font-size:20px;font-weight:bold;margin-bottom:10px">RATE CONFIRMATION — ${esc(d.broker.name)}</div>
      <div class="cols"><div class="m"><b>Payment</b><br>Base rate<br><b>${s.money(d.rate)}</b><br>${d.fsc !== null ? `Fuel surcharge<br>${s.money(d.fsc)}<br>` : ''}${d.tolls !== null ? `Tolls<br>${s.money(d.tolls)}<br>` : ''}
      Total<br><b>${s.total()}</b><br><br><b>Reference</b><br>${d.loadReference}<br><br><b>Miles</b><br>${s.miles()}</div>
      <div class="s"><b>Origin</b><br>${s.address(p.place)}<br>${p.date} ${p.time}<br><br><b>Destination</b><br>${s.address(q.place)}<br>${q.date}<br><br>${s.termSentences().join('<br>')}</div></div>
      <div class="foot">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')} · ${d.otherNumbers.brokerMc}</div></div>`;
  },
};

const scheduleA: Family = {
  name: 'h-schedule-a',
  draw: { ref: '##########' },
  css: `body{font-family:'DejaVu Serif';font-size:12px;line-height:1.4}.page{width:760px;padding:30px 44px}table{width:100%;border-collapse:collapse}td{border:1px solid #000;padding:4px 6px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><center><b>SCHEDULE A</b><br>to the Broker–Carrier Agreement between ${esc(d.broker.name)} and ${esc(d.carrier.name)}</center>
      <p>${s.boilerplate()}</p><table><tr><td>Shipment No.</td><td>${d.loadReference}</td><td>Customer PO</td><td>${d.otherNumbers.po}</td></tr>
      <tr><td>Point of origin</td><td colspan="3">${s.address(p.place, ', ')}</td></tr><tr><td>Point of destination</td><td colspan="3">${s.address(q.place, ', ')}</td></tr>
      <tr><td>Estimated miles</td><td>${s.miles()}</td><td>Equipment</td><td>${esc(d.equipment)}</td></tr>
      <tr><td>Compensation</td><td colspan="3">${s.money(d.rate)} linehaul${d.fsc !== null ? ` + ${s.money(d.fsc)} FSC` : ''}${d.tolls !== null ? ` + ${s.money(d.tolls)} tolls` : ''}</td></tr></table>
      <p>${s.termSentences().join(' ')}</p><p>Remit: ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}</p></div>`;
  },
};

const spotQuote: Family = {
  name: 'h-spot-quote',
  draw: { ref: 'Q-#######' },
  css: `body{font-family:'DejaVu Sans';font-size:14px}.page{width:720px;padding:30px 40px}.big{font-size:26px;font-weight:bold}.k{color:#666;font-size:12px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="k">${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</div><h2>Spot Rate Agreement</h2>
      <div class="k">Quote / load ID</div><div>${d.loadReference}</div><br>
      <div class="k">Lane</div><div>${esc(p.place.city)}, ${p.place.st} ${p.place.zip} to ${esc(q.place.city)}, ${q.place.st} ${q.place.zip}</div><br>
      <div class="k">All-in rate</div><div class="big">${s.total()}</div>
      <div>includes linehaul ${s.money(d.rate)}${d.fsc !== null ? `, fuel ${s.money(d.fsc)}` : ''}${d.tolls !== null ? `, tolls ${s.money(d.tolls)}` : ''}</div><br>
      <div class="k">Practical miles</div><div>${s.miles()}</div><br><div class="k">Accessorials</div><div>${s.termSentences().join('<br>') || 'None'}</div></div>`;
  },
};

export const families: Family[] = [portalTimeline, letterMultiStop, reversedColumns, scheduleA, spotQuote];
