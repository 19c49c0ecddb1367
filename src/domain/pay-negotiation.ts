/**
 * Negotiating when the linehaul does not change the driver's pay (docs/product-rules.md R-PAY-10):
 * pay per mile or per load. No linehaul tiers then; what does move the pay is named instead (paid
 * empty miles, accessorial pay, detention pay), and the messages ask for those.
 */
import { formatMoney, formatNumber, formatRpm, formatWholeDollars } from './format';
import { describeLoad, detentionRateOf, milesBasisOf, negotiate, type NegotiationInput, type Template } from './negotiation';
import { parseNumber } from './parse';
import { milesOrFlatPay, type PayTerms } from './pay';

interface PayLever {
  /** 'Paid empty miles', 'Accessorials', 'Detention'. */
  label: string;
  /** What it is worth or what to ask, with the driver's own numbers. */
  detail: string;
}

export interface PayNegotiation {
  /** The driver's pay for this load, as the pay terms give it. */
  pay: number;
  /** How the pay is worked out: '$1.60 × 500 loaded mi + $0.50 × 50 empty mi'. */
  payWorking: string;
  /** 'per mile' or 'a flat amount per load', for the plain statement. */
  payDescription: string;
  levers: PayLever[];
  templates: Template[];
}

const ACCESSORIAL_LEVER_EXCLUDES = new Set(['detentionPerHour']);

/** R-PAY-10: the drawer's content for pay per mile or per load. */
export function payNegotiation(input: NegotiationInput, pay: PayTerms): PayNegotiation {
  const basis = milesBasisOf(input);
  const loaded = Math.max(0, basis.loaded);
  const deadhead = basis.deadhead;
  const amount = milesOrFlatPay(pay, loaded, deadhead) ?? 0;
  const perMile = pay.type === 'perMile';
  const payWorking = perMile
    ? `${formatRpm(pay.perLoadedMile)} × ${formatNumber(loaded)} loaded mi` +
      (deadhead > 0 ? ` + ${formatRpm(pay.perEmptyMile)} × ${formatNumber(deadhead)} empty mi` : '')
    : `${formatMoney(pay.flatPerLoad)} flat`;
  const payDescription = perMile
    ? `per mile (${formatRpm(pay.perLoadedMile)} a loaded mile, ${formatRpm(pay.perEmptyMile)} an empty mile)`
    : `a flat ${formatMoney(pay.flatPerLoad)} per load`;

  // The accessorials the driver entered, priced as the negotiation engine prices them.
  const priced = negotiate({ ...input, offer: 1 });
  const accessorials = priced.appliedSurcharges.filter((s) => !ACCESSORIAL_LEVER_EXCLUDES.has(s.name));
  const accessorialTotal = accessorials.reduce((sum, s) => sum + s.amount, 0);
  const detentionRate = detentionRateOf(input);
  const detentionHours = Math.max(0, parseNumber(input.detentionHours));

  // Paid empty miles: ask for the empty miles at the loaded rate (per mile), or paid at all (flat).
  const emptyAsk = perMile && pay.perLoadedMile > pay.perEmptyMile ? pay.perLoadedMile : null;
  const emptyGain = emptyAsk !== null ? (emptyAsk - pay.perEmptyMile) * deadhead : 0;
  const emptyDetail =
    deadhead <= 0
      ? 'Ask whether the empty miles to the pickup are paid.'
      : emptyAsk !== null
        ? `${formatNumber(deadhead)} empty mi at ${formatRpm(emptyAsk)} instead of ${formatRpm(pay.perEmptyMile)}: ${formatMoney(emptyGain)} more.`
        : `${formatNumber(deadhead)} empty mi to the pickup: ask for them to be paid.`;
  const levers: PayLever[] = [
    { label: 'Paid empty miles', detail: emptyDetail },
    {
      label: 'Accessorials',
      detail:
        accessorials.length > 0
          ? `${accessorials.map((s) => `${s.detail} ${formatWholeDollars(s.amount)}`).join(', ')}: ${formatWholeDollars(accessorialTotal)} passed on to you.`
          : 'Tarp, extra stops, layover: ask that what the load pays for them is passed on to you.',
    },
    {
      label: 'Detention',
      detail:
        detentionHours > 0
          ? `${formatNumber(detentionHours)} h × ${formatWholeDollars(detentionRate)}/h = ${formatWholeDollars(detentionHours * detentionRate)} paid to you.`
          : `Ask that waiting time is paid to you (${formatWholeDollars(detentionRate)}/h is usual for this truck).`,
    },
  ];

  const load = describeLoad(input, loaded, deadhead);
  const emptyMessage =
    deadhead <= 0
      ? `Before I take ${load}: are the empty miles to the pickup paid on this one? The linehaul doesn't change my pay, so paid empty miles are what make it work for me.`
      : emptyAsk !== null
        ? `Before I take ${load}: the ${formatNumber(deadhead)} empty miles to the pickup pay me ${formatRpm(pay.perEmptyMile)}/mi. Can you pay them at ${formatRpm(emptyAsk)}/mi? That's ${formatMoney(emptyGain)} more and I'll take it.`
        : `Before I take ${load}: can the ${formatNumber(deadhead)} empty miles to the pickup be paid on top of my pay for the load? The linehaul doesn't change my pay, so that is what makes it work.`;
  const accessorialMessage =
    accessorials.length > 0
      ? `On ${load}: the load carries ${accessorials.map((s) => `${s.detail.toLowerCase()} (${formatWholeDollars(s.amount)})`).join(', ')}. Can that ${formatWholeDollars(accessorialTotal)} be passed on to me? It is my work and my time.`
      : `On ${load}: does it pay anything for tarping, extra stops or a layover? If it does, can that be passed on to me?`;
  const detentionMessage =
    detentionHours > 0
      ? `On ${load}: I expect about ${formatNumber(detentionHours)} h of waiting at the docks. Will detention be paid to me, ${formatWholeDollars(detentionRate)}/h (${formatWholeDollars(detentionHours * detentionRate)})?`
      : `On ${load}: if I'm held at the shipper or receiver past 2 hours, is detention paid to me, and at what rate? ${formatWholeDollars(detentionRate)}/h is usual for my truck.`;

  return {
    pay: amount,
    payWorking,
    payDescription,
    levers,
    templates: [
      { label: 'Ask for paid empty miles', message: emptyMessage },
      { label: 'Ask for accessorial pay', message: accessorialMessage },
      { label: 'Ask for detention pay', message: detentionMessage },
    ],
  };
}
