// Twelve layout families by a thirteenth author, blind to the reader (docs/decisions/009-ocr.md,
// "Layout families"), all of them text-heavy: an AS/400 spool file on green-bar paper, a 5250
// green-screen inquiry captured as a screen print, a translated EDI 204 tender report, a broker's
// typed e-mail with short "PU: / DEL: / Rate:" lines, an Outlook reply with the details in
// sentences over a quoted negotiation, a confirmation pasted into a support chat, a scanned
// carbon copy of a three-part form, a dot-matrix pin-feed printout, a numbered-list confirmation,
// a To / From / Re memo, a TMS print preview drawn with ASCII boxes, and a .txt export open in
// Notepad. Fresh families: rendered with `--split fresh`, measured before they join any training
// index.
import type { ChargeLine, Stop } from '../../load';
import { esc, type Family, first, last, pad2, padL, padR } from '../../sheet';
import { ampm, companyDomain, csz, drawPhone, hhmm, payLines, stopNo } from '../../family-helpers';
import { int, pick } from '../../../../src/domain/seeded-random';

type Code = ChargeLine['code'];
/** "11/04/2026" → "11/04/26" */
const yy = (date: string) => `${date.slice(0, 6)}${date.slice(8)}`;
/** "11/04/2026" → "11/04" */
const md = (date: string) => date.slice(0, 5);
const mailOf = (person: string, company: string) =>
  `${person.split(' ')[0]!.toLowerCase()}@${companyDomain(company)}`;
const up = (t: string) => esc(t.toUpperCase());
/** Fixed-width cell: padded on the raw text, escaped after. */
const cell = (t: string, n: number) => esc(padR(t, n));

/** An AS/400 spool file (QSYSPRT) printed on green-bar continuous paper: 132 columns, stops as rows. */
const as400SpoolGreenBar: Family = {
  name: 'a13-as400-spool-green-bar',
  width: 1000,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', fscChance: 0.7, tollsChance: 0.35, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11px}.page{width:1000px;padding:18px 34px;
      background:repeating-linear-gradient(#fff 0 42px,#dcefdc 42px 84px)}
    pre{margin:0;font:inherit;line-height:14px;color:#1d1d1d}`,
  body(s) {
    const d = s.d;
    const rule = '-'.repeat(126);
    const user = d.dispatcher.split(' ').map((w, i) => (i === 0 ? w[0] : w)).join('').toUpperCase().slice(0, 8);
    const lines: string[] = [];
    lines.push(`5722SS1 V7R5M0  ${padR('', 22)}${padR('CARRIER RATE CONFIRMATION', 60)}PAGE    1`);
    lines.push(`PGM: LDR410R   USER: ${padR(user, 12)}  ${padR(d.broker.name.toUpperCase(), 60)}${yy(d.issued)} ${pad2(int(s.r, 7, 17))}:${pad2(int(s.r, 0, 59))}:${pad2(int(s.r, 0, 59))}`);
    lines.push(`${padR('', 36)}${d.broker.street.toUpperCase()}, ${d.broker.city.toUpperCase()} ${d.broker.st} ${d.broker.zip}   PH ${d.broker.phone}`);
    lines.push(rule);
    lines.push(`LOAD NO: ${padR(d.loadReference, 14)}TENDER DT: ${padR(yy(d.issued), 11)}CARRIER: ${padR(d.carrier.name.toUpperCase(), 26)}${padR(d.carrier.mc, 12)}DOT: ${d.carrier.dot}`);
    lines.push(`EQUIP: ${padR(d.equipment.toUpperCase(), 16)}WGT: ${padL(String(d.weight), 6)} LB  PCS: ${padL(String(d.pieces), 3)}   COMMODITY: ${padR(d.commodity.toUpperCase(), 22)}CUST PO: ${d.otherNumbers.po}`);
    lines.push(rule);
    lines.push(`SEQ TYP ${padR('NAME', 27)}${padR('ADDRESS', 24)}${padR('CITY', 16)}ST ZIP   ${padR('APPT DATE', 10)}TIME  REFERENCE`);
    lines.push(`--- --- ${'-'.repeat(26)} ${'-'.repeat(23)} ${'-'.repeat(15)} -- ----- --------- ----  ---------`);
    d.stops.forEach((st, i) => {
      lines.push(`${padL(pad2(i + 1), 3)} ${st.kind === 'pick' ? 'PU ' : 'SO '} ${padR(st.place.name.toUpperCase(), 27)}${padR(st.place.street.toUpperCase(), 24)}${padR(st.place.city.toUpperCase(), 16)}${st.place.st} ${st.place.zip} ${padR(yy(st.date), 10)}${hhmm(st.time)}  ${st.ref}`);
    });
    lines.push('');
    lines.push(`MILEAGE    LOADED: ${padL(String(d.miles), 6)}     EMPTY: ${padL(String(d.deadhead), 5)}     SOURCE: PCMILER PRACTICAL`);
    lines.push(rule);
    lines.push(`CD  ${padR('CHARGE DESCRIPTION', 28)}${padL('AMOUNT', 12)}`);
    const codes: Record<Code, string> = { linehaul: 'LH', fsc: 'FS', tolls: 'TL', stop: 'SO', lumper: 'LU' };
    for (const l of payLines(s, { linehaul: 'LINE HAUL', fsc: 'FUEL SURCHARGE', tolls: 'TOLLS', stop: 'STOP OFF', lumper: 'LUMPER' })) {
      lines.push(`${codes[l.code]}  ${padR(l.label, 28)}${padL(s.money(l.amount, 'plain'), 12)}`);
    }
    if (d.fsc === null) lines.push('    (FUEL INCLUDED IN LINE HAUL)');
    if (s.maybe(0.7)) lines.push(`    ${padR('', 28)}${padL('-----------', 12)}`, `    ${padR('TOTAL CARRIER PAY', 28)}${padL(s.total('plain'), 12)}`);
    lines.push(rule);
    const terms = s.termRows();
    if (terms.length > 0) {
      lines.push('*** ACCESSORIAL TERMS ***');
      for (const [k, v] of terms) lines.push(`    ${padR(k.toUpperCase(), 12)}${v.toUpperCase()}`);
    }
    lines.push(`REMIT TO: ${d.remitTo.name.toUpperCase()}, ${d.remitTo.street.toUpperCase()}, ${d.remitTo.city.toUpperCase()} ${d.remitTo.st} ${d.remitTo.zip}`);
    lines.push('');
    lines.push('*** END OF REPORT ***');
    return `<div class="page"><pre>${esc(lines.join('\n'))}</pre></div>`;
  },
};

/** A 5250 green-screen inquiry (LDI210) captured as a screen print: dotted leaders, F-keys, stop list below. */
const greenScreenInquiry: Family = {
  name: 'a13-5250-green-screen-inquiry',
  width: 760,
  draw: { picks: [1, 1], drops: [1, 3], ref: 'L######', fscChance: 0.65, tollsChance: 0.4, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:14px}.page{width:760px;padding:14px 16px;background:#000}
    pre{margin:0;font:inherit;line-height:19px;color:#3ee86a}b{color:#fff;font-weight:normal}i{color:#6fb8ff;font-style:normal}u{color:#ffde59;text-decoration:none}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const v = (t: string) => `<b>${esc(t)}</b>`;
    const dots = (label: string, n = 24) => esc(label + ' ' + '. '.repeat(Math.max(0, Math.floor((n - label.length - 1) / 2))).padEnd(n - label.length - 1, ' ') + ':');
    const lines: string[] = [];
    lines.push(`${v(' LDI210')}                 <i>Load Confirmation Inquiry</i>              ${v(yy(d.issued))}`);
    lines.push(`${padR('', 60)}${v(`${pad2(int(s.r, 7, 17))}:${pad2(int(s.r, 0, 59))}:${pad2(int(s.r, 0, 59))}`)}`);
    lines.push(` ${dots('Load number')}  ${v(padR(d.loadReference, 12))} Status . :  ${v('DISPATCHED')}`);
    lines.push(` ${dots('Carrier')}  ${v(padR(d.carrier.name.toUpperCase(), 24))} ${v(d.carrier.mc)}`);
    lines.push(` ${dots('Equipment')}  ${v(padR(d.equipment.toUpperCase(), 18))} Wgt  . :  ${v(String(d.weight))}`);
    lines.push('');
    lines.push(` ${dots('Origin')}  ${v(padR(p.place.city.toUpperCase(), 18))}${v(p.place.st)}  ${v(p.place.zip)}   PU ${v(`${yy(p.date)} ${hhmm(p.time)}`)}`);
    lines.push(` ${dots('Destination')}  ${v(padR(q.place.city.toUpperCase(), 18))}${v(q.place.st)}  ${v(q.place.zip)}   DL ${v(`${yy(q.date)} ${hhmm(q.time)}`)}`);
    lines.push(` ${dots('Number of stops')}  ${v(String(d.stops.length))}`);
    lines.push(` ${dots('Loaded miles')}  ${v(padL(String(d.miles), 9))}     Empty mi :  ${v(padL(String(d.deadhead), 6))}`);
    lines.push('');
    for (const l of payLines(s, { linehaul: 'Line haul', fsc: 'Fuel surcharge', tolls: 'Tolls', stop: 'Stop pay', lumper: 'Lumper' })) {
      lines.push(` ${dots(l.label)}  ${v(padL(s.money(l.amount, 'nocomma'), 9))}`);
    }
    if (d.fsc === null) lines.push(` ${dots('Fuel surcharge')}  ${v(padL('INCL', 9))}`);
    if (s.maybe(0.6)) lines.push(` ${dots('Total pay')}  ${v(padL(s.total('nocomma'), 9))}`);
    lines.push('');
    lines.push(` <u>Seq Typ City               St Zip   Date     Time Ref</u>`);
    d.stops.forEach((st, i) => {
      lines.push(` ${v(`${padL(String(i + 1), 3)} ${st.kind === 'pick' ? 'PU ' : 'DL '} ${padR(st.place.city.toUpperCase(), 19)}${st.place.st} ${st.place.zip} ${yy(st.date)} ${hhmm(st.time)} ${st.ref}`)}`);
    });
    const terms = s.termRows();
    if (terms.length > 0) {
      lines.push('');
      for (const [k, t] of terms) lines.push(` ${dots(k)}  ${v(t.toUpperCase())}`);
    }
    lines.push('');
    lines.push(`<i> F3=Exit   F5=Refresh   F10=Stops   F11=Notes   F12=Cancel</i>`);
    return `<div class="page"><pre>${lines.join('\n')}</pre></div>`;
  },
};

/** An EDI 204 tender printed by the translator: raw segment left, its meaning right, stops as S5 loops. */
const edi204TranslatedReport: Family = {
  name: 'a13-edi-204-translated-report',
  width: 900,
  draw: { picks: [1, 2], drops: [1, 2], ref: '########', fscChance: 0.8, tollsChance: 0.3, termsChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11.5px}.page{width:900px;padding:26px 30px}
    pre{margin:0;font:inherit;line-height:15px}.h{font-family:'DejaVu Sans';font-size:13px;font-weight:bold;border-bottom:1px solid #000;margin-bottom:8px;padding-bottom:4px}`,
  body(s) {
    const d = s.d;
    const scac = d.carrier.name.replace(/[^A-Z]/g, '').padEnd(4, 'X').slice(0, 4);
    const rows: Array<[string, string]> = [];
    const seg = (raw: string, meaning: string) => rows.push([raw, meaning]);
    seg(`ST*204*${int(s.r, 1000, 9999)}~`, 'TRANSACTION SET 204 - MOTOR CARRIER LOAD TENDER');
    seg(`B2**${scac}**${d.loadReference}**PP~`, `SHIPMENT ID: ${d.loadReference}  (PREPAID)`);
    seg('B2A*00*LT~', 'PURPOSE: ORIGINAL / LOAD TENDER');
    seg(`L11*${d.otherNumbers.po}*PO~`, `PURCHASE ORDER ${d.otherNumbers.po}`);
    seg(`L11*${d.otherNumbers.bol}*BM~`, `BILL OF LADING ${d.otherNumbers.bol}`);
    seg(`G62*64*${d.issued.replace(/\//g, '')}~`, `RESPOND BY ${d.issued}`);
    seg(`MS3*${scac}*B**${d.equipment.startsWith('Hotshot') ? 'HO' : 'TL'}~`, `EQUIPMENT: ${d.equipment.toUpperCase()}`);
    seg(`NTE*LOI*LOADED MILES ${d.miles}~`, `NOTE: LOADED MILES ${d.miles}  (DEADHEAD ${d.deadhead} NOT PAID)`);
    seg(`N1*BT*${d.billTo.name.toUpperCase()}~`, 'BILL TO');
    seg(`N4*${d.billTo.city.toUpperCase()}*${d.billTo.st}*${d.billTo.zip}~`, `${d.billTo.city.toUpperCase()}, ${d.billTo.st} ${d.billTo.zip}`);
    d.stops.forEach((st, i) => {
      const n = pad2(i + 1);
      const why = st.kind === 'pick' ? 'LD' : 'UL';
      seg(`S5*${i + 1}*${why}*${d.weight}*L*${d.pieces}*PCS~`, `STOP ${n} - ${st.kind === 'pick' ? 'LOAD (PICK UP)' : 'UNLOAD (DELIVER)'}`);
      seg(`L11*${st.ref}*${st.kind === 'pick' ? 'PU' : 'DO'}~`, `STOP REFERENCE ${st.ref}`);
      seg(`G62*${st.kind === 'pick' ? '69' : '70'}*${st.date.replace(/\//g, '')}*I*${hhmm(st.time)}~`, `${st.kind === 'pick' ? 'PICK UP' : 'DELIVER'} ON ${st.date} AT ${st.time}`);
      seg(`N1*${st.kind === 'pick' ? 'SF' : 'ST'}*${st.place.name.toUpperCase()}~`, st.kind === 'pick' ? 'SHIP FROM' : 'SHIP TO');
      seg(`N3*${st.place.street.toUpperCase()}~`, 'ADDRESS');
      seg(`N4*${st.place.city.toUpperCase()}*${st.place.st}*${st.place.zip}*US~`, `${st.place.city.toUpperCase()}, ${st.place.st} ${st.place.zip}`);
    });
    const ediCode: Record<Code, string> = { linehaul: '400', fsc: 'FUE', tolls: 'TOL', stop: 'SOC', lumper: 'LUM' };
    payLines(s, { linehaul: 'LINE HAUL', fsc: 'FUEL SURCHARGE', tolls: 'TOLLS', stop: 'STOP OFF', lumper: 'LUMPER' }).forEach((l, i) => {
      seg(`L1*${i + 1}***${s.money(l.amount, 'nocomma')}****${ediCode[l.code]}~`, `CHARGE ${i + 1}: ${l.label} ${s.money(l.amount, 'nocomma')}`);
    });
    if (d.fsc === null) seg('NTE*GEN*RATE INCLUDES FUEL~', 'NOTE: RATE INCLUDES FUEL');
    if (s.maybe(0.6)) seg(`L3*${d.weight}*G***${s.total('nocomma')}~`, `TOTAL CHARGES ${s.total('nocomma')}`);
    for (const [k, v] of s.termRows()) seg(`NTE*GEN*${k.toUpperCase()} ${v.toUpperCase()}~`, `NOTE: ${k.toUpperCase()} ${v.toUpperCase()}`);
    seg(`SE*${rows.length + 1}*${int(s.r, 1000, 9999)}~`, 'END OF TRANSACTION SET');
    const body = rows.map(([raw, meaning]) => `${cell(raw, 50)}${esc(meaning)}`).join('\n');
    return `<div class="page"><div class="h">EDI TRANSLATION REPORT — INBOUND 204 — ${esc(d.broker.name.toUpperCase())} TO ${esc(d.carrier.name.toUpperCase())}</div>
      <pre>ISA CONTROL: ${pad2(int(s.r, 10, 99))}${int(s.r, 1000000, 9999999)}   GS: SM   RECEIVED: ${d.issued} ${pad2(int(s.r, 6, 18))}:${pad2(int(s.r, 0, 59))}   STATUS: ACCEPTED (997 SENT)
${'='.repeat(108)}
${cell('SEGMENT', 50)}TRANSLATION
${'-'.repeat(108)}
${body}
${'='.repeat(108)}
BROKER ${esc(d.otherNumbers.brokerMc)}  ${esc(d.broker.street.toUpperCase())}, ${esc(d.broker.city.toUpperCase())} ${d.broker.st}  ${d.broker.phone}</pre></div>`;
  },
};

/** A broker's typed e-mail in a webmail window: short "PU: / DEL: / Rate:" lines, signature with MC. */
const emailShortLines: Family = {
  name: 'a13-broker-email-short-lines',
  width: 800,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#######', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.5, miles: [90, 1100] },
  css: `body{font-family:'DejaVu Sans';font-size:13px;color:#202124}.page{width:800px;padding:0 0 26px;background:#fff}
    .bar{background:#f1f3f4;padding:10px 22px;font-size:12px;color:#5f6368;border-bottom:1px solid #dadce0}
    h1{font-size:19px;font-weight:normal;margin:16px 22px 10px}.who{margin:0 22px;display:flex;justify-content:space-between;font-size:12px;color:#5f6368}
    .who b{color:#202124;font-size:13px}.msg{margin:16px 22px 0;line-height:1.5;white-space:pre-wrap}.sig{color:#5f6368;font-size:12px}
    .att{margin:14px 22px 0;border:1px solid #dadce0;border-radius:6px;display:inline-block;padding:8px 12px;font-size:12px}`,
  body(s) {
    const d = s.d;
    const first_ = d.carrier.driver.split(' ')[0];
    const stopLine = (st: Stop) => {
      const n = (st.kind === 'pick' ? s.picks : s.drops).length > 1 ? ` ${stopNo(s, st)}` : '';
      const label = st.kind === 'pick' ? `PU${n}` : `DEL${n}`;
      return `${label}: ${esc(st.place.name)} - ${esc(st.place.street)}, ${csz(st.place)}\n      ${md(st.date)} @ ${ampm(st.time)}  ${st.kind === 'pick' ? 'PU#' : 'Appt#'} ${st.ref}`;
    };
    const stops = d.stops.map(stopLine).join('\n');
    const fuel = d.fsc !== null ? `\nFSC: ${s.money(d.fsc)}` : ' (all in, fuel included)';
    const extras = d.charges.filter((c) => c.code === 'tolls' || c.code === 'stop' || c.code === 'lumper').map((c) =>
      c.code === 'tolls' ? `Tolls: ${s.money(c.amount)} reimbursed` : `${c.code === 'stop' ? 'Stop off' : 'Lumper'}: ${s.money(c.amount)}`).join('\n');
    const total = s.maybe(0.4) ? `\nTotal: ${s.total()}` : '';
    const terms = s.termSentences().map(esc).join(' ');
    return `<div class="page"><div class="bar">Inbox &nbsp;›&nbsp; ${esc(d.broker.name)}</div>
      <h1>Load ${d.loadReference} ${esc(first(s).place.city)} ${first(s).place.st} → ${esc(last(s).place.city)} ${last(s).place.st} - confirmed</h1>
      <div class="who"><span><b>${esc(d.dispatcher)}</b> &lt;${mailOf(d.dispatcher, d.broker.name)}&gt;<br>to me</span><span>${d.issued}, ${ampm(`${pad2(int(s.r, 7, 17))}:${pick(s.r, ['04', '17', '32', '48'])}`)}</span></div>
      <div class="msg">Hey ${esc(first_!)},

Confirming the load we talked about on the phone. Rate con is attached, please sign and send back.

Load #: ${d.loadReference}
${stops}
Miles: ${s.miles()} loaded (${d.deadhead} dh)
Rate: ${s.money(d.rate)}${fuel}${extras ? `\n${extras}` : ''}${total}
Equip: ${esc(d.equipment)}, ${d.weight.toLocaleString('en-US')} lbs ${esc(d.commodity.toLowerCase())}

${terms}${terms ? '\n\n' : ''}Send POD + invoice to ${esc(d.billTo.name.toLowerCase())} at ${mailOf('ap', d.broker.name)} w/ load # on it.

Thanks!
<span class="sig">${esc(d.dispatcher)}
${esc(d.broker.name)} | ${esc(d.broker.city)}, ${d.broker.st}
O: ${d.broker.phone}  C: ${drawPhone(s, 'dash')}
${d.otherNumbers.brokerMc}</span></div>
      <div class="att">RateCon_${d.loadReference}.pdf &nbsp; <span style="color:#5f6368">${int(s.r, 80, 240)} KB</span></div></div>`;
  },
};

/** An Outlook reply: From / Sent / To / Subject, details in sentences, the carrier's earlier offer quoted below. */
const outlookSentenceReply: Family = {
  name: 'a13-outlook-sentence-reply',
  width: 816,
  draw: { picks: [1, 2], drops: [1, 2], ref: '##-#####', fscChance: 0.55, tollsChance: 0.3, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans';font-size:12.5px;color:#1f1f1f}.page{width:816px;padding:28px 40px}
    .hd{border-bottom:1px solid #c8c8c8;padding-bottom:8px;margin-bottom:14px}.hd div{margin:1px 0}.hd b{display:inline-block;width:70px}
    p{margin:0 0 10px;line-height:1.45}.q{border-top:1px solid #e1e1e1;margin-top:20px;padding-top:10px;color:#555;font-size:12px}.q .hd b{width:62px}`,
  body(s) {
    const d = s.d;
    const p = first(s);
    const q = last(s);
    const at = (st: Stop) => `${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} on ${st.date} at ${ampm(st.time)}`;
    const parts: string[] = [];
    parts.push(`This email confirms load ${d.loadReference} for ${esc(d.carrier.name)} (${d.carrier.mc}).`);
    parts.push(`You will pick up at ${at(p)}, pickup number ${p.ref}.`);
    for (const st of s.picks.slice(1)) parts.push(`Then a second pickup at ${at(st)} (ref ${st.ref}).`);
    for (const st of s.drops.slice(0, -1)) parts.push(`First drop is ${at(st)}, ref ${st.ref}.`);
    parts.push(`Final delivery is to ${at(q)}, delivery ref ${q.ref}.`);
    const pay = d.fsc !== null
      ? `We agreed on ${s.money(d.rate)} linehaul plus ${s.money(d.fsc)} fuel surcharge for the ${s.miles()} loaded miles.`
      : `We agreed on ${s.money(d.rate)} flat, fuel included, for the ${s.miles()} loaded miles.`;
    const more: string[] = [];
    if (d.tolls !== null) more.push(`Tolls of ${s.money(d.tolls)} will be added to your pay.`);
    const stop = d.charges.find((c) => c.code === 'stop');
    if (stop) more.push(`The extra stop${d.stops.length > 3 ? 's pay' : ' pays'} ${s.money(stop.amount)}.`);
    const lump = d.charges.find((c) => c.code === 'lumper');
    if (lump) more.push(`Lumper of ${s.money(lump.amount)} is added to the pay.`);
    if (s.maybe(0.5)) more.push(`That brings it to ${s.total()} all together.`);
    const asked = Math.round((d.rate + int(s.r, 2, 8) * 25) / 25) * 25;
    const near = pick(s.r, ['the yard', 'the truck stop off I-40', 'the Love’s', 'home']);
    return `<div class="page"><div class="hd">
        <div><b>From:</b> ${esc(d.dispatcher)} &lt;${mailOf(d.dispatcher, d.broker.name)}&gt;</div>
        <div><b>Sent:</b> ${d.issued} ${ampm(`${pad2(int(s.r, 7, 17))}:${pad2(int(s.r, 0, 59))}`)}</div>
        <div><b>To:</b> dispatch@${mailOf('x', d.carrier.name).split('@')[1]}</div>
        <div><b>Subject:</b> RE: ${esc(d.equipment.toLowerCase())} available ${esc(p.place.city)}</div></div>
      <p>Hi ${esc(d.carrier.driver.split(' ')[0]!)},</p>
      <p>${parts.join(' ')}</p>
      <p>${pay} ${more.join(' ')}</p>
      <p>It is ${esc(d.commodity.toLowerCase())}, about ${d.weight.toLocaleString('en-US')} lbs and ${d.pieces} pieces. ${s.termSentences().map(esc).join(' ')}</p>
      <p>Please reply "accepted" to this email. Invoices go to ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}.</p>
      <p>Thank you,<br>${esc(d.dispatcher)}<br>${esc(d.broker.name)}<br>${d.broker.phone} | ${d.otherNumbers.brokerMc}</p>
      <div class="q"><div class="hd"><div><b>From:</b> ${esc(d.carrier.name)}</div><div><b>Sent:</b> ${d.issued}</div><div><b>Subject:</b> ${esc(d.equipment.toLowerCase())} available ${esc(p.place.city)}</div></div>
        <p>Good morning, I have a ${esc(d.equipment.toLowerCase())} empty near ${near}, ${d.deadhead} miles out. Saw your post for ${esc(p.place.city)} to ${esc(q.place.city)}. Can you do $${asked.toLocaleString('en-US')}? ${d.carrier.mc}, DOT ${d.carrier.dot}.</p>
        <p>${esc(d.carrier.driver)}<br>${drawPhone(s, 'dash')}</p></div></div>`;
  },
};

/** A confirmation pasted by an agent into a broker's support chat, between the carrier's questions. */
const supportChatPaste: Family = {
  name: 'a13-support-chat-paste',
  width: 720,
  draw: { picks: [1, 1], drops: [1, 2], ref: 'AA#####', fscChance: 0.7, tollsChance: 0.4, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:13px}.page{width:720px;background:#eef1f5;padding:0 0 12px}
    .top{background:#0b5cab;color:#fff;padding:12px 18px;font-size:15px;font-weight:bold}.top small{display:block;font-weight:normal;font-size:11px;opacity:.85}
    .sys{text-align:center;color:#6b7380;font-size:11px;margin:10px 0}
    .m{display:flex;margin:8px 14px}.m.me{justify-content:flex-end}.b{max-width:78%;background:#fff;border-radius:12px;padding:8px 12px;box-shadow:0 1px 1px rgba(0,0,0,.08)}
    .me .b{background:#d7e9ff}.n{font-size:10.5px;color:#6b7380;margin-bottom:3px}
    pre{font-family:'DejaVu Sans Mono';font-size:11.5px;background:#f6f6f6;border:1px solid #ddd;padding:8px;margin:6px 0 2px;white-space:pre-wrap}
    .in{margin:12px 14px 0;background:#fff;border:1px solid #c9ced6;border-radius:18px;padding:9px 14px;color:#9aa1ab}`,
  body(s) {
    const d = s.d;
    const agent = pick(s.r, ['Kayla', 'Marcus', 'Priya', 'Devon', 'Luis']);
    const ticket = `CS-${int(s.r, 10000, 99999)}`;
    const t0 = int(s.r, 7, 16);
    const t = (m: number) => ampm(`${pad2(t0)}:${pad2(m)}`);
    const lines: string[] = [`LOAD ${d.loadReference} | STATUS: CONFIRMED`, `Carrier: ${d.carrier.name} (${d.carrier.mc})`, `Equipment: ${d.equipment}`];
    for (const st of d.stops) {
      lines.push(`${st.kind === 'pick' ? 'Pickup' : 'Delivery'} ${stopNo(s, st)}: ${st.place.name}, ${st.place.street}, ${st.place.city}, ${st.place.st} ${st.place.zip} - ${md(st.date)} ${st.time} (ref ${st.ref})`);
    }
    lines.push(`Loaded miles: ${s.miles()}`);
    for (const l of payLines(s, { linehaul: 'Linehaul', fsc: 'Fuel', tolls: 'Tolls', stop: 'Extra stops', lumper: 'Lumper' })) lines.push(`${l.label}: ${s.money(l.amount)}`);
    const showTotal = s.maybe(0.6);
    if (showTotal) lines.push(`Total: ${s.total()}`);
    const fuelQ = d.fsc !== null
      ? `Yes, the fuel is separate from the linehaul. ${s.money(d.fsc)} fuel on top of the ${s.money(d.rate)}.`
      : 'No separate fuel on this one, the linehaul is all in.';
    const terms = s.termSentences().map(esc).join(' ');
    return `<div class="page"><div class="top">${esc(d.broker.name)} · Carrier Support<small>Live chat · Ticket ${ticket} · Mon–Sat 6 AM – 10 PM CT</small></div>
      <div class="sys">Chat started ${d.issued} ${t(2)}</div>
      <div class="m me"><div class="b"><div class="n">You · ${t(2)}</div>hi my factoring company needs the rate con for load ${d.loadReference}, cant find the email</div></div>
      <div class="sys">${agent} joined the chat</div>
      <div class="m"><div class="b"><div class="n">${agent} (${esc(d.broker.name)}) · ${t(4)}</div>Hi! Sure, here is the confirmation as it shows in our system. I also re-sent the PDF to the email on file.
        <pre>${esc(lines.join('\n'))}</pre></div></div>
      <div class="m me"><div class="b"><div class="n">You · ${t(6)}</div>is the fuel separate?</div></div>
      <div class="m"><div class="b"><div class="n">${agent} · ${t(7)}</div>${fuelQ}${terms ? ` ${terms}` : ''}</div></div>
      <div class="m me"><div class="b"><div class="n">You · ${t(9)}</div>ok thanks. whats your mc again</div></div>
      <div class="m"><div class="b"><div class="n">${agent} · ${t(9)}</div>${d.otherNumbers.brokerMc}. Our office is ${esc(d.broker.street)}, ${csz(d.broker)}, ${d.broker.phone}. Anything else?</div></div>
      <div class="sys">${agent} ended the chat · Transcript emailed</div>
      <div class="in">Type a message…</div></div>`;
  },
};

/** A scanned carrier copy of a three-part carbon form: printed boxes in red, typed entries in carbon blue, split City / St / Zip. */
const carbonCopyForm: Family = {
  name: 'a13-carbon-copy-three-part',
  width: 816,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#####', fscChance: 0.5, tollsChance: 0.3, termsChance: 0.5, miles: [80, 900] },
  css: `body{font-family:'DejaVu Sans Condensed';font-size:9px}.page{width:816px;padding:26px 34px;background:#f7efc4;color:#b23a3a}
    .t{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #b23a3a;padding-bottom:4px}
    .t h1{margin:0;font-size:19px;letter-spacing:1px}.cp{font-size:12px;font-weight:bold;border:1.5px solid #b23a3a;padding:2px 8px}
    table{border-collapse:collapse;width:100%;margin-top:6px}td{border:1px solid #b23a3a;vertical-align:top;padding:2px 4px;height:30px}
    .k{display:block;font-size:8px;text-transform:uppercase}
    .v{font-family:'DejaVu Sans Mono';font-size:13px;color:#2c2f7a;text-shadow:0 0 1px rgba(44,47,122,.6);position:relative;top:2px;left:3px;display:block;white-space:nowrap}
    .fine{font-size:8px;margin-top:8px;line-height:1.3}`,
  body(s) {
    const d = s.d;
    const c = (label: string, value: string, span = 1) => `<td colspan="${span}"><span class="k">${label}</span><span class="v">${value}</span></td>`;
    const stopRows = (kind: 'pick' | 'drop') => (kind === 'pick' ? s.picks : s.drops).map((st) => `<tr>
        ${c(`${kind === 'pick' ? 'Shipper' : 'Consignee'} ${stopNo(s, st)}`, up(st.place.name), 2)}${c('Street', up(st.place.street), 2)}
        ${c('City', up(st.place.city))}${c('St', st.place.st)}${c('Zip', st.place.zip)}${c('Date / Time', `${yy(st.date)} ${hhmm(st.time)}`)}${c('Ref', st.ref)}</tr>`).join('');
    const pay = payLines(s, { linehaul: 'Line haul $', fsc: 'Fuel surchg $', tolls: 'Tolls $', stop: 'Stop off $', lumper: 'Lumper $' });
    const payCells = pay.map((l) => c(l.label, s.money(l.amount, 'plain'))).join('');
    const fuelCell = d.fsc === null ? c('Fuel surchg $', 'INCL') : '';
    const totalCell = s.maybe(0.65) ? c('Total $', s.total('plain')) : c('Total $', '');
    const terms = s.termRows().map(([k, v]) => `${k.toUpperCase()} ${v.toUpperCase()}`).join(' / ');
    return `<div class="page"><div class="t"><div><h1>CARRIER LOAD CONFIRMATION</h1>${esc(d.broker.name.toUpperCase())} · ${esc(d.broker.street)} · ${csz(d.broker)} · ${d.broker.phone}</div>
        <div style="text-align:right"><span class="cp">PART 3 — CARRIER COPY</span><br>Form RC-3 (3-part) Rev. 04/19</div></div>
      <table><tr>${c('Broker load no.', `<span style="font-size:15px">${d.loadReference}</span>`, 2)}${c('Date', d.issued)}${c('Broker MC', d.otherNumbers.brokerMc)}${c('Dispatcher', up(d.dispatcher), 2)}</tr>
        <tr>${c('Carrier name', up(d.carrier.name), 2)}${c('Carrier MC', d.carrier.mc)}${c('DOT', d.carrier.dot)}${c('Driver', up(d.carrier.driver))}${c('Truck #', d.carrier.truck)}</tr>
        <tr>${c('Equipment', up(d.equipment), 2)}${c('Commodity', up(d.commodity), 2)}${c('Weight', `${d.weight}`)}${c('Pieces', String(d.pieces))}</tr></table>
      <table>${stopRows('pick')}${stopRows('drop')}</table>
      <table><tr>${c('Loaded miles', s.miles())}${c('Empty miles', String(d.deadhead))}${payCells}${fuelCell}${totalCell}</tr></table>
      <table><tr>${c('Accessorials / special instructions', terms ? esc(terms) : '&nbsp;')}</tr>
        <tr>${c('Remit to', `${up(d.remitTo.name)}, ${up(d.remitTo.city)} ${d.remitTo.st}`)}</tr></table>
      <table><tr><td style="height:38px;width:60%"><span class="k">Carrier signature</span></td><td><span class="k">Date</span></td></tr></table>
      <div class="fine">WHITE — BROKER · CANARY — ACCOUNTING · PINK — CARRIER. ${esc(s.boilerplate())}</div></div>`;
  },
};

/** A dot-matrix printout on pin-feed paper: tractor holes, a tear line, stops as labelled blocks with dotted leaders. */
const dotMatrixPinFeed: Family = {
  name: 'a13-dot-matrix-pin-feed',
  width: 860,
  draw: { picks: [1, 2], drops: [1, 2], ref: '######', fscChance: 0.6, tollsChance: 0.4, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:12px}.page{width:860px;position:relative;padding:22px 70px;background:#fbfbf8}
    .page:before,.page:after{content:'';position:absolute;top:10px;bottom:10px;width:14px;
      background:radial-gradient(circle at 7px 7px,#cfcfcf 4.5px,transparent 5px) 0 0/14px 36px repeat-y}
    .page:before{left:16px}.page:after{right:16px}.edge{position:absolute;top:0;bottom:0;border-left:1px dashed #bbb}
    pre{margin:0;font:inherit;font-weight:bold;color:#3a3a3a;letter-spacing:1px;line-height:17px;text-shadow:.4px .3px 0 #777}`,
  body(s) {
    const d = s.d;
    const lead = (label: string, n = 20) => padR(`${label} ${'.'.repeat(Math.max(2, n - label.length - 2))}`, n);
    const L: string[] = [];
    L.push(`${padR(d.broker.name.toUpperCase(), 40)}RATE CONFIRMATION`);
    L.push(`${padR(`${d.broker.street.toUpperCase()}`, 40)}${lead('LOAD NUMBER', 16)} ${d.loadReference}`);
    L.push(`${padR(`${d.broker.city.toUpperCase()}, ${d.broker.st} ${d.broker.zip}`, 40)}${lead('DATE', 16)} ${d.issued}`);
    L.push(`${padR(`PH ${d.broker.phone}`, 40)}${lead('BROKER MC', 16)} ${d.otherNumbers.brokerMc}`);
    L.push('');
    L.push(`${lead('CARRIER')} ${d.carrier.name.toUpperCase()}   ${d.carrier.mc}`);
    L.push(`${lead('DRIVER / TRUCK')} ${d.carrier.driver.toUpperCase()} / ${d.carrier.truck}`);
    L.push(`${lead('EQUIPMENT')} ${d.equipment.toUpperCase()}`);
    L.push(`${lead('COMMODITY')} ${d.commodity.toUpperCase()}  ${d.weight} LBS  ${d.pieces} PCS`);
    L.push('');
    d.stops.forEach((st, i) => {
      L.push(`== STOP ${pad2(i + 1)} == ${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'} ${'='.repeat(40)}`);
      L.push(`   ${st.place.name.toUpperCase()}`);
      L.push(`   ${st.place.street.toUpperCase()}`);
      L.push(`   ${st.place.city.toUpperCase()}, ${st.place.st} ${st.place.zip}`);
      L.push(`   ${lead('APPOINTMENT', 17)} ${st.date} ${st.time}    ${lead('REF', 8)} ${st.ref}`);
      L.push('');
    });
    L.push(`${lead('LOADED MILES')} ${padL(s.miles(), 10)}`);
    L.push(`${lead('DEADHEAD MILES')} ${padL(String(d.deadhead), 10)}   (NOT PAID)`);
    L.push('');
    for (const l of payLines(s, { linehaul: 'LINEHAUL', fsc: 'FUEL SURCHARGE', tolls: 'TOLLS', stop: 'STOP CHARGE', lumper: 'LUMPER' })) {
      L.push(`${lead(l.label)} $${padL(s.money(l.amount, 'plain'), 10)}`);
    }
    if (d.fsc === null) L.push(`${lead('FUEL SURCHARGE')} ${padL('INCLUDED', 11)}`);
    if (s.maybe(0.5)) L.push(`${padR('', 20)} ${'-'.repeat(11)}`, `${lead('TOTAL')} $${padL(s.total('plain'), 10)}`);
    L.push('');
    for (const t of s.termSentences()) L.push(t.toUpperCase());
    L.push('');
    L.push(`REMIT: ${d.remitTo.name.toUpperCase()}, ${d.remitTo.city.toUpperCase()} ${d.remitTo.st} ${d.remitTo.zip}`);
    L.push('SIGN AND RETURN BY FAX ..................... ____________________');
    // Long sentences wrap at 72 columns, as the printer would.
    const wrapped = L.flatMap((line) => {
      const out: string[] = [];
      let rest = line;
      while (rest.length > 72) {
        const cut = rest.lastIndexOf(' ', 72);
        const at = cut > 20 ? cut : 72;
        out.push(rest.slice(0, at));
        rest = rest.slice(at).trimStart();
      }
      out.push(rest);
      return out;
    });
    return `<div class="page"><div class="edge" style="left:46px"></div><div class="edge" style="right:46px"></div><pre>${esc(wrapped.join('\n'))}</pre></div>`;
  },
};

/** A confirmation written as one numbered list of items the carrier must agree to, sub-lettered stops. */
const numberedListConfirmation: Family = {
  name: 'a13-numbered-list-confirmation',
  width: 816,
  draw: { picks: [1, 2], drops: [1, 2], ref: 'RC######', fscChance: 0.6, tollsChance: 0.35, termsChance: 0.7 },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px}.page{width:816px;padding:40px 58px}
    .lh{display:flex;justify-content:space-between;font-size:11px;border-bottom:1px solid #444;padding-bottom:6px}.lh b{font-size:16px}
    h1{font-size:15px;margin:18px 0 6px}ol{padding-left:24px;margin:6px 0}ol li{margin:0 0 7px;line-height:1.4}ol ol{list-style:lower-alpha;margin-top:3px}
    .sig{margin-top:22px;display:flex;gap:40px}.sig div{flex:1;border-top:1px solid #000;padding-top:3px;font-size:11px}`,
  body(s) {
    const d = s.d;
    const stopItems = (list: Stop[]) => list.length === 1
      ? `${esc(list[0]!.place.name)}, ${esc(list[0]!.place.street)}, ${csz(list[0]!.place)} — ${list[0]!.date} at ${ampm(list[0]!.time)}, ref. ${list[0]!.ref}.`
      : `<ol>${list.map((st) => `<li>${esc(st.place.name)}, ${esc(st.place.street)}, ${csz(st.place)} — ${st.date} at ${ampm(st.time)}, ref. ${st.ref}.</li>`).join('')}</ol>`;
    const items: string[] = [];
    items.push(`<b>Load number:</b> ${d.loadReference} (customer PO ${d.otherNumbers.po}). Put the load number on every invoice.`);
    items.push(`<b>Carrier:</b> ${esc(d.carrier.name)}, ${d.carrier.mc}, USDOT ${d.carrier.dot}; driver ${esc(d.carrier.driver)}, truck ${d.carrier.truck}.`);
    items.push(`<b>Equipment:</b> ${esc(d.equipment)}; ${esc(d.commodity.toLowerCase())}, ${d.weight.toLocaleString('en-US')} lbs, ${d.pieces} pieces.`);
    items.push(`<b>Pick-up${s.picks.length > 1 ? 's' : ''}:</b> ${stopItems(s.picks)}`);
    items.push(`<b>Deliver${s.drops.length > 1 ? 'ies' : 'y'}:</b> ${stopItems(s.drops)}`);
    items.push(`<b>Loaded miles:</b> ${s.miles()}. Deadhead of ${d.deadhead} miles is not paid.`);
    items.push(`<b>Linehaul rate:</b> ${s.money(d.rate)}${d.fsc === null ? ', which includes fuel.' : '.'}`);
    if (d.fsc !== null) items.push(`<b>Fuel surcharge:</b> ${s.money(d.fsc)}.`);
    if (d.tolls !== null) items.push(`<b>Tolls:</b> ${s.money(d.tolls)}, reimbursed with receipts.`);
    for (const c of d.charges.filter((x) => x.code === 'stop' || x.code === 'lumper')) items.push(`<b>${esc(c.label)}:</b> ${s.money(c.amount)}.`);
    const terms = s.termSentences();
    if (terms.length > 0) items.push(`<b>Accessorials:</b> ${terms.map(esc).join(' ')}`);
    if (s.maybe(0.55)) items.push(`<b>Total to carrier:</b> ${s.total()}.`);
    items.push(`<b>Payment:</b> invoice ${esc(d.remitTo.name)}, ${esc(d.remitTo.street)}, ${csz(d.remitTo)}, with the signed BOL (${d.otherNumbers.bol}).`);
    items.push(`<b>Other:</b> ${esc(s.boilerplate())}`);
    return `<div class="page"><div class="lh"><div><b>${esc(d.broker.name)}</b><br>${esc(d.broker.street)}, ${csz(d.broker)}</div>
        <div style="text-align:right">${d.broker.phone}<br>${d.otherNumbers.brokerMc}<br>${d.issued}</div></div>
      <h1>Rate Confirmation — please review items 1 to ${items.length} and sign</h1>
      <ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>
      <div class="sig"><div>For ${esc(d.broker.name)}: ${esc(d.dispatcher)}</div><div>For carrier (sign, print name, date)</div></div></div>`;
  },
};

/** An interoffice-style memo: MEMORANDUM, To / From / CC / Date / Re, a routing table with City | State | Zip cells. */
const memoToFromRe: Family = {
  name: 'a13-memo-to-from-re',
  width: 816,
  draw: { picks: [1, 1], drops: [1, 2], ref: 'M#######', fscChance: 0.65, tollsChance: 0.3, termsChance: 0.6 },
  css: `body{font-family:'DejaVu Serif';font-size:12.5px}.page{width:816px;padding:50px 70px}
    h1{font-size:26px;letter-spacing:8px;margin:0 0 18px;font-weight:normal}
    .hd{display:grid;grid-template-columns:80px 1fr;row-gap:5px}.hd b{font-family:'DejaVu Sans';font-size:11px;padding-top:2px}
    hr{border:0;border-top:2px solid #000;margin:14px 0}p{line-height:1.5;margin:0 0 10px}
    table{border-collapse:collapse;margin:6px 0 12px;width:100%}th,td{border:1px solid #777;padding:3px 6px;text-align:left;font-size:11.5px}th{background:#eee;font-family:'DejaVu Sans';font-size:10px}`,
  body(s) {
    const d = s.d;
    const rows = d.stops.map((st) => `<tr><td>${st.kind === 'pick' ? 'Origin' : st === last(s) ? 'Destination' : 'Stop'}</td><td>${esc(st.place.name)}</td>
      <td>${esc(st.place.city)}</td><td>${st.place.st}</td><td>${st.place.zip}</td><td>${st.date} ${st.time}</td><td>${st.ref}</td></tr>`).join('');
    const fuel = d.fsc !== null ? `, plus a fuel surcharge of ${s.money(d.fsc)}` : ' inclusive of fuel';
    const tolls = d.tolls !== null ? ` Tolls of ${s.money(d.tolls)} are reimbursed on the invoice.` : '';
    const other = d.charges.filter((c) => c.code === 'stop' || c.code === 'lumper').map((c) => ` ${esc(c.label)}: ${s.money(c.amount)}.`).join('');
    const total = s.maybe(0.5) ? ` Total payable: ${s.total()}.` : '';
    return `<div class="page"><h1>MEMORANDUM</h1><div class="hd">
        <b>TO:</b><span>${esc(d.carrier.name)} — Attn. ${esc(d.carrier.driver)} (${d.carrier.mc})</span>
        <b>FROM:</b><span>${esc(d.dispatcher)}, Carrier Sales, ${esc(d.broker.name)}</span>
        <b>CC:</b><span>${esc(d.billTo.name)}; Dispatch Desk</span>
        <b>DATE:</b><span>${d.issued}</span>
        <b>RE:</b><span><b style="font-family:'DejaVu Serif';font-size:12.5px">Rate confirmation, load ${d.loadReference}</b></span></div><hr>
      <p>This memo confirms the shipment below tendered to your company. The freight is ${esc(d.commodity.toLowerCase())}, ${d.weight.toLocaleString('en-US')} lbs, on a ${esc(d.equipment.toLowerCase())}.</p>
      <table><tr><th>Role</th><th>Facility</th><th>City</th><th>State</th><th>Zip</th><th>Appointment</th><th>Ref.</th></tr>${rows}</table>
      <p>Compensation is a linehaul of ${s.money(d.rate)} for ${s.miles()} loaded miles${fuel}.${tolls}${other}${total}</p>
      <p>${s.termSentences().map(esc).join(' ')}</p>
      <p>Please sign and return this memo before dispatch. Remit invoices to ${esc(d.remitTo.name)}, ${s.office(d.remitTo, ', ')}.</p>
      <p style="font-size:10.5px;color:#333">${esc(s.boilerplate())}</p>
      <p style="margin-top:24px">Accepted: _______________________ &nbsp; Date: __________</p></div>`;
  },
};

/** A TMS print preview drawn in ASCII boxes: shipper and consignee side by side, charges in a boxed grid. */
const tmsAsciiBoxPreview: Family = {
  name: 'a13-tms-ascii-box-preview',
  width: 860,
  draw: { picks: [1, 2], drops: [1, 2], ref: '#########', fscChance: 0.75, tollsChance: 0.45, termsChance: 0.5, lumperAsChargeChance: 0.4 },
  css: `body{font-family:'DejaVu Sans Mono';font-size:11.5px}.page{width:860px;padding:24px 30px}
    pre{margin:0;font:inherit;line-height:15px}.tb{font-family:'DejaVu Sans';font-size:11px;background:#e9e9e9;border:1px solid #aaa;padding:4px 8px;margin-bottom:10px;color:#333}`,
  body(s) {
    const d = s.d;
    const W = 38;
    const box = (a: string[], b: string[]) => {
      const n = Math.max(a.length, b.length);
      const out: string[] = [];
      for (let i = 0; i < n; i += 1) out.push(`| ${padR(a[i] ?? '', W - 1)}| ${padR(b[i] ?? '', W - 1)}|`);
      return out;
    };
    const sep = `+${'-'.repeat(W)}+${'-'.repeat(W)}+`;
    const side = (list: Stop[], word: string) => list.flatMap((st, i) => [
      ...(i > 0 ? [''] : []),
      `${word}${list.length > 1 ? ` #${i + 1}` : ''}: ${st.place.name}`,
      st.place.street,
      `City/St/Zip: ${st.place.city}, ${st.place.st} ${st.place.zip}`,
      `Appt: ${st.date} ${st.time}`,
      `${word === 'SHIPPER' ? 'PU#' : 'DEL#'}: ${st.ref}`,
    ]);
    const out: string[] = [];
    out.push(`${padR(d.broker.name.toUpperCase(), 48)}CARRIER CONFIRMATION`);
    out.push(`${padR(`${d.broker.street}, ${d.broker.city}, ${d.broker.st} ${d.broker.zip}`, 48)}Pro/Load #: ${d.loadReference}`);
    out.push(`${padR(`Ph ${d.broker.phone}   ${d.otherNumbers.brokerMc}`, 48)}Ship Date : ${first(s).date}`);
    out.push('');
    out.push(sep, ...box([`Carrier: ${d.carrier.name}`, `${d.carrier.mc}  DOT ${d.carrier.dot}`], [`Equipment: ${d.equipment}`, `Wt ${d.weight} / Pcs ${d.pieces} / ${d.commodity}`]), sep);
    out.push(...box(side(s.picks, 'SHIPPER'), side(s.drops, 'CONSIGNEE')), sep);
    out.push('');
    out.push(`Miles (loaded): ${s.miles()}     Empty: ${d.deadhead}     Booked by: ${d.dispatcher}`);
    out.push('');
    const cw = [28, 10, 14];
    const row = (a: string, b: string, c: string) => `| ${padR(a, cw[0]! - 1)}| ${padL(b, cw[1]! - 2)} | ${padL(c, cw[2]! - 2)} |`;
    const csep = `+${'-'.repeat(cw[0]!)}+${'-'.repeat(cw[1]!)}+${'-'.repeat(cw[2]!)}+`;
    out.push(csep, row('Charge', 'Qty', 'Amount'), csep);
    for (const l of payLines(s, { linehaul: 'Freight Charge (Flat)', fsc: 'Fuel Surcharge', tolls: 'Toll Reimbursement', stop: 'Addl Stop', lumper: 'Lumper' })) {
      out.push(row(l.label, '1', s.money(l.amount, 'plain')));
    }
    if (s.maybe(0.75)) out.push(csep, row('TOTAL', '', s.total('plain')));
    out.push(csep);
    if (d.fsc === null) out.push('* Freight charge includes fuel.');
    const terms = s.termRows();
    if (terms.length > 0) out.push('', 'Accessorial schedule:', ...terms.map(([k, v]) => `  - ${k}: ${v}`));
    out.push('', `Bill to: ${d.billTo.name}, ${d.billTo.street}, ${d.billTo.city}, ${d.billTo.st} ${d.billTo.zip}`);
    return `<div class="page"><div class="tb">Print Preview — ConfirmCarrier.rpt &nbsp;|&nbsp; Page 1 / 1 &nbsp;|&nbsp; 100%</div><pre>${esc(out.join('\n'))}</pre></div>`;
  },
};

/** A plain .txt export open in Notepad: INI-like sections, City / State / Zip on their own keys. */
const notepadTxtExport: Family = {
  name: 'a13-notepad-txt-export',
  width: 760,
  draw: { picks: [1, 2], drops: [1, 2], ref: 'T#######', fscChance: 0.7, tollsChance: 0.4, termsChance: 0.5 },
  css: `body{font-family:'DejaVu Sans';font-size:12px}.page{width:760px;border:1px solid #888;background:#fff}
    .tt{background:#fff;padding:7px 10px;font-size:12px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}
    .mn{padding:4px 10px;font-size:12px;border-bottom:1px solid #ddd}.mn span{margin-right:16px}
    pre{margin:0;padding:6px 10px 14px;font-family:'DejaVu Sans Mono';font-size:12.5px;line-height:16px}
    .st{background:#f0f0f0;border-top:1px solid #ddd;padding:3px 10px;font-size:11px;color:#555;text-align:right}`,
  body(s) {
    const d = s.d;
    const L: string[] = [];
    L.push(`; exported ${d.issued} by ${d.broker.name} TMS`, '');
    L.push('[LOAD]', `LoadID=${d.loadReference}`, `CustomerPO=${d.otherNumbers.po}`, `Broker=${d.broker.name}`, `BrokerMC=${d.otherNumbers.brokerMc}`,
      `BrokerPhone=${d.broker.phone}`, `Carrier=${d.carrier.name}`, `CarrierMC=${d.carrier.mc}`, `Equipment=${d.equipment}`, `Weight=${d.weight}`, '');
    d.stops.forEach((st, i) => {
      L.push(`[STOP${i + 1}]`, `Type=${st.kind === 'pick' ? 'PICKUP' : 'DELIVERY'}`, `Name=${st.place.name}`, `Address=${st.place.street}`,
        `City=${st.place.city}`, `State=${st.place.st}`, `Zip=${st.place.zip}`, `ApptDate=${st.date}`, `ApptTime=${st.time}`, `Ref=${st.ref}`, '');
    });
    L.push('[RATE]', `LoadedMiles=${d.miles}`, `EmptyMiles=${d.deadhead}`);
    const key: Record<Code, string> = { linehaul: 'Linehaul', fsc: 'FuelSurcharge', tolls: 'Tolls', stop: 'StopOff', lumper: 'Lumper' };
    for (const c of d.charges) L.push(`${key[c.code]}=${s.money(c.amount, 'nocomma')}`);
    if (d.fsc === null) L.push('FuelSurcharge=0.00 ; included in linehaul');
    if (s.maybe(0.5)) L.push(`TotalPay=${s.total('nocomma')}`);
    L.push('Currency=USD', '');
    const terms = s.termRows();
    if (terms.length > 0) {
      L.push('[TERMS]');
      for (const [k, v] of terms) L.push(`${k.replace(/\s/g, '')}=${v}`);
      L.push('');
    }
    L.push('[REMIT]', `Name=${d.remitTo.name}`, `City=${d.remitTo.city}`, `State=${d.remitTo.st}`, `Zip=${d.remitTo.zip}`);
    return `<div class="page"><div class="tt"><span>RC_${d.loadReference}.txt - Notepad</span><span>—&nbsp;&nbsp;☐&nbsp;&nbsp;✕</span></div>
      <div class="mn"><span>File</span><span>Edit</span><span>Format</span><span>View</span><span>Help</span></div>
      <pre>${esc(L.join('\n'))}</pre><div class="st">Ln 1, Col 1 &nbsp;&nbsp; 100% &nbsp;&nbsp; Windows (CRLF) &nbsp;&nbsp; UTF-8</div></div>`;
  },
};

export const families: Family[] = [
  as400SpoolGreenBar, greenScreenInquiry, edi204TranslatedReport, emailShortLines, outlookSentenceReply, supportChatPaste,
  carbonCopyForm, dotMatrixPinFeed, numberedListConfirmation, memoToFromRe, tmsAsciiBoxPreview, notepadTxtExport,
];
