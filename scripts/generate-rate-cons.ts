// Renders realistic rate confirmations to images in headless Chromium, with their ground truth,
// for the OCR accuracy test and the OCR benchmark. Five broker layouts (labelled lines, a charges
// table, a total-only sheet, addresses with ZIP codes, a two-column sheet), random but plausible
// lanes and money, plus degraded variants (slight rotation, blur, low resolution, phone photo).
//
//   npm run generate:rate-cons                          # the small committed fixture set
//   npm run generate:rate-cons -- --out artifacts/rate-cons --count 40 --seed 7   # a larger set
//   npm run generate:rate-cons -- --pdf --count 1       # 01-labelled.pdf, a real PDF of the first sheet
//                                                       # (with --pdf the images and truth.json are left alone)
//
// Deterministic for a given --seed. Needs Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import type { Truth } from './rate-cons/load';
import { int, mulberry32, pick, type Rand } from '../src/domain/seeded-random';

type Layout = 'labelled' | 'table' | 'total-only' | 'addresses' | 'two-column';
type Degradation = 'rotated' | 'blurred' | 'low-res' | 'photo';
const LAYOUTS: Layout[] = ['labelled', 'table', 'total-only', 'addresses', 'two-column'];
const DEGRADATIONS: Degradation[] = ['rotated', 'blurred', 'low-res', 'photo'];

// ---------------------------------------------------------------------------------------------
// Random but plausible data
// ---------------------------------------------------------------------------------------------

const CITIES = [
  ['Dallas', 'TX', '75212'], ['Houston', 'TX', '77029'], ['San Antonio', 'TX', '78219'],
  ['Oklahoma City', 'OK', '73129'], ['Tulsa', 'OK', '74107'], ['Memphis', 'TN', '38118'],
  ['Nashville', 'TN', '37210'], ['Atlanta', 'GA', '30336'], ['Savannah', 'GA', '31408'],
  ['Birmingham', 'AL', '35217'], ['Little Rock', 'AR', '72206'], ['Shreveport', 'LA', '71106'],
  ['Baton Rouge', 'LA', '70805'], ['Jackson', 'MS', '39209'], ['Kansas City', 'MO', '64120'],
  ['St. Louis', 'MO', '63147'], ['Denver', 'CO', '80216'], ['Phoenix', 'AZ', '85043'],
  ['Albuquerque', 'NM', '87105'], ['El Paso', 'TX', '79927'], ['Laredo', 'TX', '78045'],
  ['Charlotte', 'NC', '28208'], ['Columbus', 'OH', '43207'], ['Indianapolis', 'IN', '46241'],
  ['Louisville', 'KY', '40213'], ['Chicago', 'IL', '60632'], ['Omaha', 'NE', '68117'],
  ['Wichita', 'KS', '67219'], ['Jacksonville', 'FL', '32254'], ['Salt Lake City', 'UT', '84104'],
] as const;
const STREETS = ['Industrial Blvd', 'Commerce St', 'Distribution Dr', 'Warehouse Rd', 'Freight Ln', 'Logistics Pkwy', 'Main St', 'Airport Rd', 'Rail Yard Ave', 'Steel Mill Rd'];
const COMPANIES = ['Acme Steel Supply', 'Red River Lumber', 'Gulf Coast Pipe', 'Prairie Ag Parts', 'Summit Building Products', 'Lone Star Fabrication', 'Delta Machinery', 'Blue Ridge Pallets', 'Mesa Tile & Stone', 'Great Plains Equipment'];
const BROKERS = ['Cornerstone Logistics', 'Hightower Freight', 'Bluewater Brokerage', 'Iron Horse Transport', 'Crossroads Carrier Services'];

interface Load extends Truth {
  broker: string;
  shipper: { name: string; street: string; city: string; st: string; zip: string };
  consignee: { name: string; street: string; city: string; st: string; zip: string };
  total: number;
  pickupDate: string;
  deliveryDate: string;
  weight: number;
  commodity: string;
}

function makeLoad(r: Rand, layout: Layout): Load {
  const a = pick(r, CITIES);
  let b = pick(r, CITIES);
  while (b[0] === a[0]) b = pick(r, CITIES);
  const miles = int(r, 140, 1400);
  const rpm = 1.6 + r() * 1.6;
  const rate = Math.round((miles * rpm) / 25) * 25;
  const fsc = r() < 0.8 ? Math.round(miles * (0.18 + r() * 0.25) * 100) / 100 : null;
  const tolls = r() < 0.6 ? int(r, 1, 9) * 5 + (r() < 0.5 ? 0.5 : 0) : null;
  const total = Math.round((rate + (fsc ?? 0) + (tolls ?? 0)) * 100) / 100;
  const refPrefix = { labelled: 'LD', table: '', 'total-only': 'PRO', addresses: 'ORD', 'two-column': 'BK' }[layout];
  const loadReference = `${refPrefix}${int(r, 100000, 9999999)}`;
  const day = int(r, 1, 24);
  const company = () => ({ name: pick(r, COMPANIES), street: `${int(r, 100, 9899)} ${pick(r, STREETS)}` });
  return {
    broker: pick(r, BROKERS),
    origin: `${a[0]}, ${a[1]}`,
    destination: `${b[0]}, ${b[1]}`,
    miles,
    rate,
    fsc,
    tolls,
    total,
    loadReference,
    shipper: { ...company(), city: a[0], st: a[1], zip: a[2] },
    consignee: { ...company(), city: b[0], st: b[1], zip: b[2] },
    pickupDate: `03/${String(day).padStart(2, '0')}/2025`,
    deliveryDate: `03/${String(day + int(r, 1, 3)).padStart(2, '0')}/2025`,
    weight: int(r, 8, 45) * 1000,
    commodity: pick(r, ['Steel coils', 'Lumber', 'Pipe', 'Machinery', 'Palletized freight', 'Building materials']),
  };
}

// ---------------------------------------------------------------------------------------------
// HTML templates (one per broker layout)
// ---------------------------------------------------------------------------------------------

const money = (n: number, dollar = true) =>
  `${dollar ? '$' : ''}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const BASE_CSS = `
  body { margin: 0; background: #fff; color: #111; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 15px; }
  .page { width: 760px; padding: 36px 44px; }
  h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 18px 0 6px; }
  .muted { color: #555; font-size: 13px; }
  table { border-collapse: collapse; width: 100%; }
  td, th { padding: 5px 8px; text-align: left; }
  .bordered td, .bordered th { border: 1px solid #999; }
  .right { text-align: right; }
  .terms { font-size: 11px; color: #444; margin-top: 22px; line-height: 1.35; }`;

const TERMS = `Carrier agrees to haul the freight described above under the terms of the broker-carrier
agreement. Detention after 2 free hours at $40/hr with prior approval. Invoice with signed BOL within
30 days. Double brokering is strictly prohibited.`;

function render(layout: Layout, d: Load): string {
  const stop = (s: Load['shipper']) => `${esc(s.name)}<br>${esc(s.street)}<br>${esc(s.city)}, ${s.st} ${s.zip}`;
  switch (layout) {
    case 'labelled':
      return `<div class="page"><h1>${esc(d.broker)}</h1><div class="muted">Rate Confirmation</div>
        <p>Load #: ${d.loadReference}</p>
        <p>Pickup: ${esc(d.origin)} &nbsp; ${d.pickupDate}</p>
        <p>Delivery: ${esc(d.destination)} &nbsp; ${d.deliveryDate}</p>
        <p>Miles: ${d.miles}</p>
        <p>Commodity: ${esc(d.commodity)} &nbsp; Weight: ${d.weight.toLocaleString('en-US')} lbs</p>
        <p>Line Haul: ${money(d.rate)}</p>
        ${d.fsc !== null ? `<p>Fuel Surcharge: ${money(d.fsc)}</p>` : ''}
        ${d.tolls !== null ? `<p>Tolls: ${money(d.tolls)}</p>` : ''}
        <p><b>Total Carrier Pay: ${money(d.total)}</b></p>
        <div class="terms">${TERMS}</div></div>`;
    case 'table':
      return `<div class="page"><h1>${esc(d.broker)}</h1><div class="muted">Carrier Rate Confirmation &middot; Order # ${d.loadReference}</div>
        <h2>Stops</h2>
        <table class="bordered"><tr><th>Stop</th><th>Location</th><th>Date</th></tr>
          <tr><td>Shipper</td><td>${esc(d.origin)}</td><td>${d.pickupDate}</td></tr>
          <tr><td>Consignee</td><td>${esc(d.destination)}</td><td>${d.deliveryDate}</td></tr></table>
        <p>Total Miles: ${d.miles.toLocaleString('en-US')}</p>
        <h2>Charges</h2>
        <table class="bordered"><tr><th>Description</th><th class="right">Amount</th></tr>
          <tr><td>Linehaul</td><td class="right">${money(d.rate)}</td></tr>
          ${d.fsc !== null ? `<tr><td>FSC</td><td class="right">${money(d.fsc)}</td></tr>` : ''}
          ${d.tolls !== null ? `<tr><td>Tolls</td><td class="right">${money(d.tolls)}</td></tr>` : ''}
          <tr><td><b>Total</b></td><td class="right"><b>${money(d.total)}</b></td></tr></table>
        <div class="terms">${TERMS}</div></div>`;
    case 'total-only':
      return `<div class="page"><h1>${esc(d.broker.toUpperCase())}</h1><div class="muted">LOAD TENDER / RATE AGREEMENT</div>
        <table><tr><td>Pro #</td><td>${d.loadReference}</td></tr>
          <tr><td>Origin</td><td>${esc(d.origin)}</td></tr>
          <tr><td>Destination</td><td>${esc(d.destination)}</td></tr>
          <tr><td>Loaded Miles</td><td>${d.miles}</td></tr>
          <tr><td>Equipment</td><td>Flatbed / Hotshot</td></tr></table>
        <h2>Accessorials</h2>
        <table>${d.fsc !== null ? `<tr><td>Fuel Surcharge</td><td>${money(d.fsc)}</td></tr>` : ''}
          ${d.tolls !== null ? `<tr><td>Tolls</td><td>${money(d.tolls)}</td></tr>` : ''}
          ${d.fsc === null && d.tolls === null ? '<tr><td>None</td><td></td></tr>' : ''}</table>
        <h2>Total Carrier Pay: ${money(d.total)}</h2>
        <div class="terms">${TERMS}</div></div>`;
    case 'addresses':
      return `<div class="page"><h1>${esc(d.broker)}</h1><div class="muted">Rate Confirmation &mdash; Order # ${d.loadReference}</div>
        <h2>Shipper</h2><p>${stop(d.shipper)}</p>
        <h2>Consignee</h2><p>${stop(d.consignee)}</p>
        <p>Miles: ${d.miles}</p>
        <p>Flat Rate: ${money(d.rate, false)}</p>
        ${d.fsc !== null ? `<p>FSC: ${money(d.fsc, false)}</p>` : ''}
        ${d.tolls !== null ? `<p>Tolls: ${money(d.tolls, false)}</p>` : ''}
        <div class="terms">${TERMS}</div></div>`;
    case 'two-column':
      return `<div class="page"><h1>${esc(d.broker)}</h1><div class="muted">Rate Confirmation</div>
        <p>Load # ${d.loadReference}</p>
        <table><tr><td style="width:50%;vertical-align:top"><b>PICKUP</b><br>${stop(d.shipper)}<br>${d.pickupDate}</td>
          <td style="vertical-align:top"><b>DELIVERY</b><br>${stop(d.consignee)}<br>${d.deliveryDate}</td></tr></table>
        <h2>Rate Details</h2>
        <table><tr><td style="width:50%">Linehaul</td><td>${money(d.rate)}</td></tr>
          ${d.fsc !== null ? `<tr><td>Fuel Surcharge</td><td>${money(d.fsc)}</td></tr>` : ''}
          ${d.tolls !== null ? `<tr><td>Tolls</td><td>${money(d.tolls)}</td></tr>` : ''}
          <tr><td>Miles</td><td>${d.miles}</td></tr>
          <tr><td><b>Total</b></td><td><b>${money(d.total)}</b></td></tr></table>
        <div class="terms">${TERMS}</div></div>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Degraded variants (applied to the clean screenshot with sharp)
// ---------------------------------------------------------------------------------------------

async function degrade(png: Buffer, kind: Degradation): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  const width = meta.width ?? 800;
  switch (kind) {
    case 'rotated':
      return sharp(png).rotate(1.8, { background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
    case 'blurred':
      return sharp(png).blur(1.1).jpeg({ quality: 80 }).toBuffer();
    case 'low-res':
      return sharp(png).resize({ width: Math.round(width * 0.6) }).jpeg({ quality: 75 }).toBuffer();
    case 'photo': {
      // Warm paper tint, uneven light, a slight tilt and blur, strong JPEG compression.
      const tinted = await sharp(png)
        .rotate(-1.2, { background: '#d8d0c0' })
        .blur(0.7)
        .linear(0.82, 18)
        .tint('#f0e4cc')
        .toBuffer();
      const m = await sharp(tinted).metadata();
      const shade = Buffer.from(
        `<svg width="${m.width}" height="${m.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>
        </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
      );
      return sharp(tinted).composite([{ input: shade }]).jpeg({ quality: 55 }).toBuffer();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

export interface FixtureEntry {
  file: string;
  layout: Layout;
  variant: 'clean' | Degradation;
  truth: Truth;
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'tests/fixtures/rate-cons' },
      count: { type: 'string', default: '5' },
      seed: { type: 'string', default: '42' },
      degraded: { type: 'string', default: '4' },
      pdf: { type: 'boolean', default: false },
    },
  });
  const outDir = path.resolve(values.out);
  const count = Number(values.count);
  const degradedCount = Number(values.degraded);
  const rand = mulberry32(Number(values.seed));
  mkdirSync(outDir, { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 850, height: 1000 }, deviceScaleFactor: 1 });
  const entries: FixtureEntry[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const layout = LAYOUTS[i % LAYOUTS.length]!;
      const load = makeLoad(rand, layout);
      await page.setContent(`<!doctype html><html><head><style>${BASE_CSS}</style></head><body>${render(layout, load)}</body></html>`);
      const shot = await page.locator('.page').screenshot({ type: 'png' });
      const truth: Truth = {
        origin: load.origin, destination: load.destination, miles: load.miles, rate: load.rate,
        fsc: load.fsc, tolls: load.tolls, loadReference: load.loadReference,
      };
      const name = `${String(i + 1).padStart(2, '0')}-${layout}`;
      if (values.pdf) {
        // Chromium's own PDF (text as vector glyphs with embedded fonts), one US Letter page: what a
        // broker's e-mailed rate confirmation is. Same sheet and truth as the image of that name.
        writeFileSync(path.join(outDir, `${name}.pdf`), await page.pdf({ format: 'Letter', printBackground: true }));
        continue;
      }
      // Alternate PNG (screenshots) and JPEG (exports, photos) so both decoders are exercised.
      const clean = i % 2 === 0
        ? { file: `${name}.png`, data: await sharp(shot).grayscale().png({ palette: true, colours: 16 }).toBuffer() }
        : { file: `${name}.jpg`, data: await sharp(shot).jpeg({ quality: 82 }).toBuffer() };
      writeFileSync(path.join(outDir, clean.file), clean.data);
      entries.push({ file: clean.file, layout, variant: 'clean', truth });
      if (i < degradedCount) {
        const kind = DEGRADATIONS[i % DEGRADATIONS.length]!;
        const file = `${name}-${kind}.jpg`;
        writeFileSync(path.join(outDir, file), await degrade(shot, kind));
        entries.push({ file, layout, variant: kind, truth });
      }
    }
  } finally {
    await browser.close();
  }
  if (values.pdf) {
    console.log(`wrote ${count} PDF(s) to ${path.relative(process.cwd(), outDir) || '.'}`);
    return;
  }
  writeFileSync(path.join(outDir, 'truth.json'), `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`wrote ${entries.length} images and truth.json to ${path.relative(process.cwd(), outDir) || '.'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
