// The load behind one generated rate confirmation, and its ground truth. Every family
// (scripts/rate-cons/families/) prints the same kind of load in its own layout; what a reader must
// return is fixed here, not by the layout (docs/decisions/009-ocr.md, "Layout families"):
// origin = the first pick-up, destination = the last drop, both "City, ST"; miles = loaded miles;
// rate = the linehaul alone; fsc and tolls as charged; the broker's load reference.
import { chance, int, pick, type Rand } from '../../src/domain/seeded-random';

export interface Truth {
  origin: string;
  destination: string;
  miles: number;
  rate: number;
  fsc: number | null;
  tolls: number | null;
  loadReference: string;
}

/** Terms printed on the sheet (null when the sheet does not print them). */
export interface Terms {
  detention: { perHour: number; freeHours: number } | null;
  layover: number | null;
  tonu: number | null;
  lumper: number | null;
}

export interface FullTruth extends Truth {
  terms: Terms;
  /** The total carrier pay as printed, or null when the sheet prints no total. */
  total: number | null;
  /** The rate per mile as printed, or null. */
  rpm: number | null;
}

export interface Place {
  name: string;
  street: string;
  city: string;
  st: string;
  zip: string;
}
export interface Office extends Place {
  phone: string;
}
export interface Stop {
  kind: 'pick' | 'drop';
  place: Place;
  date: string;
  time: string;
  ref: string;
}
export interface ChargeLine {
  code: 'linehaul' | 'fsc' | 'tolls' | 'stop' | 'lumper';
  label: string;
  amount: number;
}

export interface Load {
  broker: Office;
  remitTo: Office;
  billTo: Office;
  carrier: { name: string; mc: string; dot: string; driver: string; truck: string };
  stops: Stop[];
  miles: number;
  deadhead: number;
  rate: number;
  fsc: number | null;
  tolls: number | null;
  /** Every line of pay in the order a charges table prints it (linehaul, fsc, tolls, stop-offs, lumper). */
  charges: ChargeLine[];
  total: number;
  rpm: number;
  terms: Terms;
  loadReference: string;
  /** Another number printed nearby (customer PO, broker MC) that is not the load reference. */
  otherNumbers: { po: string; brokerMc: string; bol: string };
  commodity: string;
  weight: number;
  pieces: number;
  equipment: string;
  dispatcher: string;
  issued: string;
}

const CITIES = [
  ['Dallas', 'TX', '75212'], ['Houston', 'TX', '77029'], ['San Antonio', 'TX', '78219'], ['Fort Worth', 'TX', '76106'],
  ['El Paso', 'TX', '79927'], ['Laredo', 'TX', '78045'], ['Amarillo', 'TX', '79118'], ['Lubbock', 'TX', '79403'],
  ['Oklahoma City', 'OK', '73129'], ['Tulsa', 'OK', '74107'], ['Memphis', 'TN', '38118'], ['Nashville', 'TN', '37210'],
  ['Knoxville', 'TN', '37921'], ['Chattanooga', 'TN', '37406'], ['Atlanta', 'GA', '30336'], ['Savannah', 'GA', '31408'],
  ['Macon', 'GA', '31206'], ['Birmingham', 'AL', '35217'], ['Montgomery', 'AL', '36108'], ['Mobile', 'AL', '36617'],
  ['Little Rock', 'AR', '72206'], ['Fort Smith', 'AR', '72901'], ['Shreveport', 'LA', '71106'], ['Baton Rouge', 'LA', '70805'],
  ['New Orleans', 'LA', '70126'], ['Jackson', 'MS', '39209'], ['Kansas City', 'MO', '64120'], ['St. Louis', 'MO', '63147'],
  ['Springfield', 'MO', '65803'], ['Denver', 'CO', '80216'], ['Pueblo', 'CO', '81001'], ['Phoenix', 'AZ', '85043'],
  ['Tucson', 'AZ', '85714'], ['Albuquerque', 'NM', '87105'], ['Charlotte', 'NC', '28208'], ['Raleigh', 'NC', '27610'],
  ['Greensboro', 'NC', '27406'], ['Columbia', 'SC', '29209'], ['Greenville', 'SC', '29605'], ['Columbus', 'OH', '43207'],
  ['Cincinnati', 'OH', '45216'], ['Toledo', 'OH', '43605'], ['Indianapolis', 'IN', '46241'], ['Fort Wayne', 'IN', '46803'],
  ['Louisville', 'KY', '40213'], ['Lexington', 'KY', '40511'], ['Chicago', 'IL', '60632'], ['Peoria', 'IL', '61604'],
  ['Omaha', 'NE', '68117'], ['Lincoln', 'NE', '68524'], ['Wichita', 'KS', '67219'], ['Topeka', 'KS', '66607'],
  ['Des Moines', 'IA', '50313'], ['Cedar Rapids', 'IA', '52404'], ['Minneapolis', 'MN', '55413'], ['Milwaukee', 'WI', '53218'],
  ['Green Bay', 'WI', '54304'], ['Detroit', 'MI', '48209'], ['Grand Rapids', 'MI', '49548'], ['Pittsburgh', 'PA', '15212'],
  ['Harrisburg', 'PA', '17111'], ['Allentown', 'PA', '18109'], ['Richmond', 'VA', '23234'], ['Roanoke', 'VA', '24012'],
  ['Baltimore', 'MD', '21226'], ['Jacksonville', 'FL', '32254'], ['Tampa', 'FL', '33619'], ['Orlando', 'FL', '32824'],
  ['Salt Lake City', 'UT', '84104'], ['Boise', 'ID', '83716'], ['Reno', 'NV', '89502'], ['Las Vegas', 'NV', '89115'],
  ['Fresno', 'CA', '93725'], ['Stockton', 'CA', '95206'], ['Bakersfield', 'CA', '93307'], ['Sioux Falls', 'SD', '57104'],
  ['Fargo', 'ND', '58102'], ['Billings', 'MT', '59101'], ['Cheyenne', 'WY', '82007'], ['Gainesville', 'GA', '30501'],
] as const;

const STREETS = ['Industrial Blvd', 'Commerce St', 'Distribution Dr', 'Warehouse Rd', 'Freight Ln', 'Logistics Pkwy', 'Main St',
  'Airport Rd', 'Rail Yard Ave', 'Steel Mill Rd', 'County Road 12', 'Enterprise Way', 'Port Access Rd', 'Quarry Ln', 'Elm St'];
const COMPANIES = ['Acme Steel Supply', 'Red River Lumber', 'Gulf Coast Pipe', 'Prairie Ag Parts', 'Summit Building Products',
  'Lone Star Fabrication', 'Delta Machinery', 'Blue Ridge Pallets', 'Mesa Tile & Stone', 'Great Plains Equipment',
  'Northstar Coil Processing', 'Heartland Feed & Seed', 'Cardinal Glass Works', 'Ozark Trailer Mfg', 'Tri-County Concrete',
  'Piedmont Cabinet Co', 'Copperline Wire', 'Bayou Marine Supply', 'Keystone Precast', 'Sierra Solar Racking'];
const BROKERS = ['Cornerstone Logistics', 'Hightower Freight', 'Bluewater Brokerage', 'Iron Horse Transport',
  'Crossroads Carrier Services', 'Longleaf Logistics LLC', 'Meridian Freight Solutions', 'Patriot Load Network',
  'Redline Brokerage Inc', 'Summit Ridge Logistics', 'TruLane Freight', 'Anchor Point Logistics', 'Granite Freight Group',
  'Westbound Transportation', 'Keystone Carrier Connect'];
const CARRIERS = ['JR Hotshot LLC', 'Miller Express Inc', 'Double D Trucking', 'Lopez Hauling LLC', 'Big Sky Hotshot',
  'Southern Cross Transport', 'Rivera Freight LLC', 'K&M Trucking'];
const PEOPLE = ['Amanda Ruiz', 'Brian Cole', 'Chris Patel', 'Dana Whitfield', 'Eric Nguyen', 'Frank Osei', 'Gina Morales',
  'Hank Peterson', 'Ivy Chen', 'Jake Sullivan'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const digits = (r: Rand, n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? int(r, 1, 9) : int(r, 0, 9))).join('');
const phone = (r: Rand) => `(${int(r, 201, 989)}) ${int(r, 200, 989)}-${digits(r, 4)}`;
export const cents = (n: number) => Math.round(n * 100) / 100;

export interface DrawOptions {
  /** Pick-ups and drops: each a [min, max] count. */
  picks: [number, number];
  drops: [number, number];
  /** Load reference pattern: '#' a digit, 'A' a capital letter, anything else itself. */
  ref: string;
  fscChance: number;
  tollsChance: number;
  /** Chance that each term (detention, layover, TONU, lumper) is printed. */
  termsChance: number;
  /** Lumper charged as a line of pay (and so in the total) rather than only a term. */
  lumperAsChargeChance: number;
  /** The shortest and longest loaded miles. */
  miles: [number, number];
}

const DEFAULTS: DrawOptions = {
  picks: [1, 1], drops: [1, 1], ref: '#######', fscChance: 0.75, tollsChance: 0.4, termsChance: 0.7,
  lumperAsChargeChance: 0, miles: [120, 1500],
};

function fromPattern(r: Rand, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(int(r, 0, 9));
    else if (ch === 'A') out += String.fromCharCode(65 + int(r, 0, 25));
    else out += ch;
  }
  // Never start a number with 0: a reader would be right to drop it.
  return out.replace(/^0/, String(int(r, 1, 9)));
}

/** Draw one load. `r` is the family's own stream, so a family's loads do not depend on the others. */
export function drawLoad(r: Rand, options: Partial<DrawOptions> = {}): Load {
  const o = { ...DEFAULTS, ...options };
  const used = new Set<string>();
  const city = () => {
    let c = pick(r, CITIES);
    while (used.has(c[0])) c = pick(r, CITIES);
    used.add(c[0]);
    return c;
  };
  const place = (c: readonly [string, string, string]): Place => ({
    name: pick(r, COMPANIES), street: `${int(r, 100, 9899)} ${pick(r, STREETS)}`, city: c[0], st: c[1], zip: c[2],
  });
  const office = (name: string): Office => ({ ...place(city()), name, phone: phone(r) });
  const brokerName = pick(r, BROKERS);
  const broker = office(brokerName);
  const remitTo = chance(r, 0.5) ? office(`${brokerName} c/o ${pick(r, ['Triumph Pay', 'RTS Financial', 'OTR Capital', 'Apex Capital'])}`) : office(brokerName);
  const billTo = office(pick(r, ['Accounts Payable', 'Carrier Settlements', 'Freight Payables']));
  const nPicks = int(r, o.picks[0], o.picks[1]);
  const nDrops = int(r, o.drops[0], o.drops[1]);
  const month = int(r, 1, 12);
  let day = int(r, 1, 20);
  const stops: Stop[] = [];
  for (let i = 0; i < nPicks + nDrops; i += 1) {
    if (i > 0 && chance(r, 0.6)) day += 1;
    stops.push({
      kind: i < nPicks ? 'pick' : 'drop',
      place: place(city()),
      date: `${pad(month)}/${pad(day)}/2026`,
      time: `${pad(int(r, 6, 16))}:${pick(r, ['00', '30'])}`,
      ref: `${pick(r, ['PO', 'PU', 'SO', 'DEL'])}${digits(r, int(r, 5, 8))}`,
    });
  }
  const miles = int(r, o.miles[0], o.miles[1]);
  const rpmDraw = 1.5 + r() * 1.9;
  const rate = chance(r, 0.7) ? Math.round((miles * rpmDraw) / 25) * 25 : cents(miles * rpmDraw);
  const fsc = chance(r, o.fscChance) ? cents(miles * (0.15 + r() * 0.35)) : null;
  const tolls = chance(r, o.tollsChance) ? int(r, 1, 14) * 5 + (chance(r, 0.4) ? 0.5 : 0) : null;
  const terms: Terms = {
    detention: chance(r, o.termsChance) ? { perHour: pick(r, [25, 30, 35, 40, 45, 50, 75]), freeHours: pick(r, [1, 2, 2, 3, 4]) } : null,
    layover: chance(r, o.termsChance) ? pick(r, [100, 150, 200, 250, 300]) : null,
    tonu: chance(r, o.termsChance) ? pick(r, [75, 100, 150, 200, 250]) : null,
    lumper: chance(r, o.termsChance * 0.6) ? int(r, 6, 45) * 5 : null,
  };
  const charges: ChargeLine[] = [{ code: 'linehaul', label: 'Linehaul', amount: rate }];
  if (fsc !== null) charges.push({ code: 'fsc', label: 'Fuel Surcharge', amount: fsc });
  if (tolls !== null) charges.push({ code: 'tolls', label: 'Tolls', amount: tolls });
  const extraStops = stops.length - 2;
  if (extraStops > 0) charges.push({ code: 'stop', label: `Stop-off Charge (${extraStops})`, amount: extraStops * pick(r, [50, 75, 100]) });
  if (terms.lumper !== null && chance(r, o.lumperAsChargeChance)) charges.push({ code: 'lumper', label: 'Lumper', amount: terms.lumper });
  const total = cents(charges.reduce((a, c) => a + c.amount, 0));
  return {
    broker, remitTo, billTo,
    carrier: { name: pick(r, CARRIERS), mc: `MC${digits(r, 6)}`, dot: digits(r, 7), driver: pick(r, PEOPLE), truck: String(int(r, 10, 899)) },
    stops, miles, deadhead: int(r, 5, 140), rate, fsc, tolls, charges, total, rpm: cents(rate / miles), terms,
    loadReference: fromPattern(r, o.ref),
    otherNumbers: { po: `${int(r, 1, 9)}${digits(r, 8)}`, brokerMc: `MC-${digits(r, 6)}`, bol: `BOL${digits(r, 6)}` },
    commodity: pick(r, ['Steel coils', 'Lumber', 'Pipe', 'Machinery', 'Palletized freight', 'Building materials', 'Trusses', 'Solar panels', 'Hay bales', 'Precast concrete']),
    weight: int(r, 4, 45) * 1000,
    pieces: int(r, 1, 30),
    equipment: pick(r, ['Hotshot 40ft', 'Flatbed 48ft', 'Step Deck', 'Cargo Van', 'Box Truck 26ft', 'Gooseneck', 'Dry Van 53ft']),
    dispatcher: pick(r, PEOPLE),
    issued: `${pad(month)}/${pad(Math.max(1, day - int(r, 0, 3)))}/2026`,
  };
}

export const cityState = (p: { city: string; st: string }) => `${p.city}, ${p.st}`;

/** What a reader must find, with what the sheet printed beyond the fields (terms, total, RPM). */
export function truthOf(d: Load, printed: { total: boolean; rpm: boolean; terms: (keyof Terms)[] }): FullTruth {
  const first = d.stops.find((s) => s.kind === 'pick')!;
  const last = [...d.stops].reverse().find((s) => s.kind === 'drop')!;
  return {
    origin: cityState(first.place),
    destination: cityState(last.place),
    miles: d.miles,
    rate: d.rate,
    fsc: d.fsc,
    tolls: d.tolls,
    loadReference: d.loadReference,
    terms: {
      detention: printed.terms.includes('detention') ? d.terms.detention : null,
      layover: printed.terms.includes('layover') ? d.terms.layover : null,
      tonu: printed.terms.includes('tonu') ? d.terms.tonu : null,
      lumper: printed.terms.includes('lumper') ? d.terms.lumper : null,
    },
    total: printed.total ? d.total : null,
    rpm: printed.rpm ? d.rpm : null,
  };
}
