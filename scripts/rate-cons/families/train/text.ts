// Training families: letters, e-mail printouts, contract clauses, labelled lines, narrative stop
// lists, fax covers, carrier-packet pages. See scripts/rate-cons/generate.ts.
import { esc, type Family } from '../../sheet';

const letter: Family = {
  name: 'letter',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Serif';font-size:14px;line-height:1.45}.page{width:740px;padding:40px 56px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b><br>${s.office(d.broker)}<br><br>${d.issued}<br><br>
      ${esc(d.carrier.name)}<br>Attn: Dispatch<br><br>Re: Load ${d.loadReference}<br><br>Dear Carrier,<br><br>
      This letter confirms that you will pick up ${esc(d.commodity.toLowerCase())} at ${esc(p.place.name)}, ${esc(p.place.street)},
      ${s.cs(p.place)} on ${p.date} and deliver it to ${esc(q.place.name)} in ${s.cs(q.place)} by ${q.date}. The trip is ${s.miles()} loaded miles.
      We will pay a flat rate of ${s.money(d.rate)}${d.fsc !== null ? ` plus a fuel surcharge of ${s.money(d.fsc)}` : ''}${d.tolls !== null ? ` and ${s.money(d.tolls)} in tolls` : ''},
      for a total of ${s.total()}. ${s.termSentences().join(' ')}<br><br>Please sign and return this confirmation before dispatch.<br><br>Sincerely,<br>${d.dispatcher}<br>${esc(d.broker.name)}</div>`;
  },
};

const emailPrintout: Family = {
  name: 'email-printout',
  draw: { ref: 'LD######' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:760px;padding:24px 32px}.h{color:#444;border-bottom:1px solid #aaa;padding-bottom:8px}
    .q{border-left:3px solid #99c;padding-left:10px;margin-top:12px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="h"><b>Gmail</b> — ${esc(d.carrier.name)}<br><br>
      <b>RC for Load # ${d.loadReference}</b><br>From: ${d.dispatcher} &lt;dispatch@${d.broker.name.toLowerCase().replace(/[^a-z]/g, '')}.com&gt;<br>To: dispatch@carrier.com<br>Date: ${d.issued} 9:14 AM</div>
      <p>Hi team, see below and confirm. Thanks!</p><div class="q">
      <b>Load #:</b> ${d.loadReference}<br><b>PU:</b> ${esc(p.place.city)} ${p.place.st} ${p.place.zip} – ${p.date} ${p.time}<br>
      <b>DEL:</b> ${esc(q.place.city)} ${q.place.st} ${q.place.zip} – ${q.date}<br><b>Miles:</b> ${d.miles}<br>
      <b>Rate:</b> ${s.money(d.rate)} ${d.fsc !== null ? `+ FSC ${s.money(d.fsc)}` : 'all in'}${d.tolls !== null ? ` + tolls ${s.money(d.tolls)}` : ''}<br>
      <b>Equip:</b> ${esc(d.equipment)}<br>${s.termSentences().join('<br>')}</div>
      <p>--<br>${d.dispatcher}<br>${esc(d.broker.name)}<br>${s.office(d.broker)}</p></div>`;
  },
};

const contractClauses: Family = {
  name: 'contract-clauses',
  draw: { ref: '##-#####' },
  css: `body{font-family:'DejaVu Serif Condensed';font-size:13px;line-height:1.4}.page{width:740px;padding:36px 48px}ol li{margin:6px 0}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><center><b style="font-size:17px">LOAD CONFIRMATION AND RATE AGREEMENT</b><br>${esc(d.broker.name)} · ${s.office(d.broker, ' · ')}</center>
      <p>Agreement No. ${d.loadReference}, made ${d.issued} between ${esc(d.broker.name)} ("Broker") and ${esc(d.carrier.name)}, ${d.carrier.mc} ("Carrier").</p>
      <ol><li>Carrier shall transport the shipment from ${s.address(p.place, ', ')} (pick-up ${p.date}) to ${s.address(q.place, ', ')} (delivery ${q.date}).</li>
      <li>The shipment travels approximately ${s.miles()} loaded miles.</li>
      <li>Broker shall pay Carrier a line haul of ${s.money(d.rate)}${d.fsc !== null ? ` and a fuel surcharge of ${s.money(d.fsc)}` : ''}${d.tolls !== null ? `, and reimburse tolls of ${s.money(d.tolls)}` : ''}.</li>
      <li>${s.termSentences().join(' ') || 'No accessorials apply unless approved in writing.'}</li>
      <li>${s.boilerplate()}</li><li>Payment shall be remitted within 30 days to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</li></ol></div>`;
  },
};

const labelledLetterhead: Family = {
  name: 'labelled-letterhead-remit',
  draw: { ref: '#######' },
  css: `body{font-family:'DejaVu Sans';font-size:14px}.page{width:740px;padding:34px 44px}p{margin:7px 0}.lh{border-bottom:2px solid #333;padding-bottom:6px;margin-bottom:10px}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="lh"><b style="font-size:22px">${esc(d.broker.name)}</b><br>${s.office(d.broker, ' · ')}</div>
      <p><b>Remit to:</b> ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${esc(d.remitTo.city)}, ${d.remitTo.st} ${d.remitTo.zip}</p>
      <p>Load No.: ${d.loadReference}</p><p>Pickup: ${esc(p.place.name)} — ${s.cs(p.place)} — ${p.date}</p>
      <p>Delivery: ${esc(q.place.name)} — ${s.cs(q.place)} — ${q.date}</p><p>Miles: ${d.miles}</p>
      <p>Line Haul: ${s.money(d.rate)}</p>${d.fsc !== null ? `<p>Fuel Surcharge: ${s.money(d.fsc)}</p>` : ''}${d.tolls !== null ? `<p>Tolls: ${s.money(d.tolls)}</p>` : ''}
      <p><b>Total Carrier Pay: ${s.total()}</b></p><p style="font-size:12px">${s.termSentences().join(' ')}</p><p style="font-size:11px">${s.boilerplate()}</p></div>`;
  },
};

const narrativeStops: Family = {
  name: 'narrative-stops',
  draw: { picks: [1, 3], drops: [1, 3], ref: '########' },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:740px;padding:32px 42px}p{margin:6px 0}`,
  body(s) {
    const d = s.d;
    return `<div class="page"><b style="font-size:18px">${esc(d.broker.name)}</b> · Rate Confirmation<br>${s.office(d.broker, ', ')}<br><br>
      Confirmation #: ${d.loadReference}<br>Carrier: ${esc(d.carrier.name)} (${d.carrier.mc})<br><br>
      ${d.stops.map((st, i) => `<p>Stop ${i + 1}: ${st.kind === 'pick' ? 'Pick up at' : 'Deliver to'} ${esc(st.place.name)}, ${esc(st.place.street)}, ${s.cs(st.place)} ${st.place.zip} on ${st.date} at ${st.time}. Ref ${st.ref}.</p>`).join('')}
      <p>Total trip: ${s.miles()} miles loaded, ${d.deadhead} deadhead.</p>
      <p>Pay: linehaul ${s.money(d.rate)}; ${d.charges.filter((c) => c.code !== 'linehaul').map((c) => `${c.label.toLowerCase()} ${s.money(c.amount)}`).join('; ') || 'no extras'}. Total ${s.total()}.</p>
      <p>${s.termSentences().join(' ')}</p></div>`;
  },
};

const faxCover: Family = {
  name: 'fax-cover',
  draw: { ref: '######' },
  css: `body{font-family:'DejaVu Sans Mono';font-size:13px}.page{width:760px;padding:16px 30px}.fx{font-size:11px;border-bottom:1px solid #000}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div class="fx">${d.issued} 10:42 FROM: ${d.broker.phone} ${esc(d.broker.name.toUpperCase())} TO: CARRIER P.001/002</div>
      <div style="font-family:'DejaVu Sans'"><h2 style="margin:10px 0 2px">${esc(d.broker.name)}</h2>${s.office(d.broker)}<br><br>
      <b>RATE CONFIRMATION</b> Order # ${d.loadReference}<br><br>
      SHIPPER: ${s.address(p.place, ', ')}<br>PICK UP: ${p.date} ${p.time}<br><br>RECEIVER: ${s.address(q.place, ', ')}<br>DELIVER: ${q.date}<br><br>
      MILES ${d.miles} &nbsp; RATE ${s.money(d.rate)} &nbsp; ${d.fsc !== null ? `FSC ${s.money(d.fsc)}` : ''} &nbsp; ${d.tolls !== null ? `TOLLS ${s.money(d.tolls)}` : ''}<br>
      TOTAL ${s.total()}<br><br><small>${s.termSentences().join(' ')} ${s.boilerplate()}</small></div></div>`;
  },
};

const carrierPacketPage: Family = {
  name: 'carrier-packet-page',
  draw: { ref: 'CP#######' },
  css: `body{font-family:'DejaVu Sans';font-size:11px;line-height:1.35}.page{width:760px;padding:26px 36px}.box{border:1px solid #000;padding:6px;margin:8px 0}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><div style="display:flex;justify-content:space-between"><span>${esc(d.broker.name)} Carrier Packet</span><span>Page 3 of 7</span></div>
      <h3 style="text-align:center">EXHIBIT B — LOAD SPECIFIC RATE AGREEMENT</h3>
      <p>${s.boilerplate()} ${s.boilerplate()}</p>
      <div class="box">Carrier: ${esc(d.carrier.name)} · ${d.carrier.mc} · USDOT ${d.carrier.dot}<br>Broker: ${esc(d.broker.name)} · ${d.otherNumbers.brokerMc} · ${s.office(d.broker, ', ')}</div>
      <div class="box">Load / Reference No.: <b>${d.loadReference}</b><br>Origin: ${s.cs(p.place)} ${p.place.zip} (${p.date})<br>Destination: ${s.cs(q.place)} ${q.place.zip} (${q.date})<br>
      Mileage (loaded): ${s.miles()}<br>Linehaul Rate: ${s.money(d.rate)}<br>${d.fsc !== null ? `Fuel Surcharge: ${s.money(d.fsc)}<br>` : ''}${d.tolls !== null ? `Tolls: ${s.money(d.tolls)}<br>` : ''}</div>
      <p>${s.termSentences().join(' ')}</p><p>Carrier signature: ____________________ Date: ________</p>
      <div style="text-align:center;margin-top:10px">Page 3 of 7</div></div>`;
  },
};

const totalWithRpm: Family = {
  name: 'total-with-rpm',
  draw: { ref: 'PRO######' },
  css: `body{font-family:'DejaVu Sans';font-size:14px}.page{width:740px;padding:34px 44px}td{padding:4px 10px 4px 0}`,
  body(s) {
    const d = s.d;
    const p = s.picks[0]!;
    const q = s.drops[s.drops.length - 1]!;
    return `<div class="page"><h2 style="margin:0">${esc(d.broker.name.toUpperCase())}</h2><div>LOAD TENDER / RATE AGREEMENT</div><div style="font-size:12px">${s.office(d.broker, ' · ')}</div>
      <table style="margin-top:10px"><tr><td>Pro #</td><td>${d.loadReference}</td></tr><tr><td>Origin</td><td>${s.cs(p.place)}</td></tr>
      <tr><td>Destination</td><td>${s.cs(q.place)}</td></tr><tr><td>Loaded Miles</td><td>${d.miles}</td></tr><tr><td>Deadhead</td><td>${d.deadhead}</td></tr>
      <tr><td>Linehaul</td><td>${s.money(d.rate)}</td></tr><tr><td>Rate per mile</td><td>${s.rpm()}/mi</td></tr>
      ${d.fsc !== null ? `<tr><td>Fuel Surcharge</td><td>${s.money(d.fsc)}</td></tr>` : ''}${d.tolls !== null ? `<tr><td>Tolls</td><td>${s.money(d.tolls)}</td></tr>` : ''}</table>
      <h3>Total Carrier Pay: ${s.total()}</h3><p style="font-size:12px">${s.termSentences().join(' ')}</p></div>`;
  },
};

export const families: Family[] = [letter, emailPrintout, contractClauses, labelledLetterhead, narrativeStops, faxCover, carrierPacketPage, totalWithRpm];
