// The rules as they read each author's styles before being tuned on them (docs/decisions/016):
// for each held-out set that moved into training, the reader that measured it once reads
// that author's offers; its miles, deadhead and rate for the first load (and its origin and
// destination, docs/product-rules.md R-OFFER-63) are written to scripts/offers/era-rules.json. The learned scorer is trained and its thresholds chosen on those
// answers, which err as the rules err on styles they have never seen, rather than on today's
// answers, which were tuned on these very offers.
//
//   node --import tsx scripts/offers/era-rules.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadUsGazetteer } from '../us-cities-plugin';
import { GATED_FIELDS, isRight, type CorpusFile } from '../../src/domain/extract/offer-score';

/** The seventh author's styles (moved into training by 3895b66, tuned on since). */
const SEVENTH_AUTHOR: readonly string[] = [
  'bill-of-lading-rate-written-in',
  'customer-service-live-chat',
  'dispatcher-daily-plan-trucks',
  'forum-thread-rate-check',
  'inline-quoted-qa-reply',
  'relay-block-listing-copy',
  'shipper-rfq-forwarded-to-carrier',
  'similar-loads-carousel-copy',
  'two-app-ocr-paste',
  'weekly-lanes-newsletter',
];

/**
 * Each author's held-out set that moved into training: `rules` names the commit whose reader
 * measured that set once (the parent of the commit that moved it, or the commit that wired it in
 * when later commits came between), and `styles` the set's styles.
 */
export const ERAS: ReadonlyArray<{ rules: string; author: number; styles: readonly string[] }> = [
  {
    rules: '5518af2^',
    author: 2,
    styles: ['forwarded-email-thread', 'load-board-app-share-alt', 'load-tender-edi-text', 'marketplace-post', 'spanish-border-lanes', 'team-chat-bullets', 'tms-printout-text', 'voicemail-transcript-alt', 'whatsapp-chat-export'],
  },
  {
    rules: '5a96a26^',
    author: 3,
    styles: ['auto-transport-dispatch', 'broker-rate-request-reply', 'dispatcher-voice-note-summary', 'expedite-sprinter-board', 'imessage-screenshot-ocr', 'linkedin-or-forum-dm', 'load-board-mobile-list', 'oilfield-hotshot-call-sheet', 'rate-sheet-paste-csv'],
  },
  {
    rules: 'd0d1a6e^',
    author: 4,
    styles: ['flatbed-tarp-securement-text', 'platform-load-alert-email', 'power-only-trailer-drop', 'shipper-direct-dock-offer', 'shipper-portal-chatbot', 'sms-split-thread', 'spanglish-voice-note-transcript', 'telegram-discord-dispatch-channel', 'voicemail-to-email'],
  },
  {
    rules: '4483473^',
    author: 5,
    styles: ['app-push-notification', 'broker-auto-quote-email-table', 'dictated-text-no-punctuation', 'dispatch-service-offer-with-fee', 'dispatcher-thread-with-corrections', 'email-subject-line-lane', 'load-board-screenshot-ocr', 'load-detail-pane-copy', 'shipper-tender-remit-to', 'vehicle-listing-cod-board'],
  },
  {
    rules: '0bf19ab^',
    author: 6,
    styles: ['ai-assistant-summary-markdown', 'book-now-confirmation-screen', 'broker-bot-sms-shortlink', 'calendar-invite-load-appointment', 'carrier-portal-offer-legal-boilerplate', 'lane-digest-km-and-miles', 'pdf-rate-quote-scrambled-columns', 'quebec-french-english-bilingual', 'raw-mime-quoted-printable', 'x-post-hashtags'],
  },
  { rules: '3895b66^', author: 7, styles: SEVENTH_AUTHOR },
  {
    rules: '4675093',
    author: 8,
    styles: ['chat-app-ratecon-preview-ocr', 'factoring-credit-check-reply', 'handwritten-note-photo-ocr', 'hot-load-blast-bcc-email', 'shipper-lane-award-excel-rows', 'sms-two-options-one-withdrawn', 'tms-tender-accept-decline-links', 'uk-english-forwarder-email', 'voice-to-text-autocorrect-imessage', 'website-quote-form-submission'],
  },
  {
    rules: '77eadb3',
    author: 9,
    styles: ['api-json-webhook-paste', 'call-recording-diarized-transcript', 'capacity-check-rate-follow-up', 'direct-customer-plain-language', 'eld-tablet-dispatch-macro', 'emoji-separator-text', 'kanban-board-card-copy', 'machine-translated-with-original', 'owner-operator-notes-app-log', 'russian-english-dispatcher-chat'],
  },
  {
    rules: 'cea29ca',
    author: 11,
    styles: ['broker-email-labels-quick-post', 'broker-email-prose-desk-signature', 'broker-sms-haggle-thread', 'broker-voicemail-phone-transcription', 'dispatcher-whatsapp-booked-note', 'frontera-broker-text-spanish-english', 'hotshot-group-post-with-comments', 'load-app-share-sheet-text', 'load-board-results-rows-paste', 'multi-stop-broker-email-stop-list'],
  },
];

/** The authors whose era answers the trainers leave out one at a time, for their reports. */
export const ERA_AUTHORS = `authors ${ERAS.map((e) => e.author).join(', ')}`;

/** The author of each style that came from a held-out set (the styles of ERAS). */
export const AUTHOR_OF: ReadonlyMap<string, number> = new Map(ERAS.flatMap((e) => e.styles.map((s) => [s, e.author] as const)));

/** Each set's one held-out measurement (gated fields, bench/README.md 'Offer reader'): the era's answers must give it again. */
const MEASURED: Readonly<Record<number, number>> = { 2: 93.1, 3: 88.7, 4: 91.3, 5: 88.6, 6: 89.6, 7: 89.3, 8: 82.5, 9: 80.2, 11: 97.3 };

export interface EraAnswer {
  miles: number | null;
  deadhead: number | null;
  rate: number | null;
  /** How sure the era's rules were of miles, deadhead and rate (0: not read). */
  confidence?: number[];
  origin?: string | null;
  destination?: string | null;
  /** How sure they were of origin and destination (0: not read). */
  placeConfidence?: number[];
  /** How many loads the era's rules read in the text (0: none), and the first load's FSC. */
  loads?: number;
  fsc?: number | null;
}
export type EraAnswers = Record<string, EraAnswer>;

async function main() {
  const out: EraAnswers = {};
  const gazetteer = loadUsGazetteer();
  for (const era of ERAS) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `loadmath-era-${era.author}-`));
    try {
      const tar = execFileSync('git', ['archive', era.rules, 'src/domain'], { maxBuffer: 64 << 20 });
      execFileSync('tar', ['-x', '-C', dir], { input: tar });
      symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
      const domain = pathToFileURL(path.join(dir, 'src/domain')).href;
      type Found = { value: number | string; confidence: number; estimated?: boolean } | null | undefined;
      const { readOffer } = (await import(`${domain}/extract/offer.ts`)) as { readOffer: (t: string, o: object) => { status: string; loads?: Array<Record<string, Found>> } };
      const { indexGazetteer } = (await import(`${domain}/distance.ts`)) as { indexGazetteer: (g: unknown) => unknown };
      const places = indexGazetteer(gazetteer);
      let right = 0;
      let count = 0;
      for (const style of era.styles) {
        const file = JSON.parse(readFileSync(path.resolve('tests/fixtures/offers/train', `${style}.json`), 'utf8')) as CorpusFile;
        for (const offer of file.offers) {
          const result = readOffer(offer.text, { places });
          const first = result.status === 'ok' ? result.loads?.[0] : undefined;
          const value = (f: Found) => (f && !f.estimated ? f.value : null);
          const num = (f: Found) => value(f) as number | null;
          const sure = (f: Found) => (f && !f.estimated ? f.confidence : 0);
          out[offer.id] = {
            miles: num(first?.miles),
            deadhead: num(first?.deadhead),
            rate: num(first?.rate),
            confidence: [sure(first?.miles), sure(first?.deadhead), sure(first?.rate)],
            origin: value(first?.origin) as string | null,
            destination: value(first?.destination) as string | null,
            placeConfidence: [sure(first?.origin), sure(first?.destination)],
            loads: result.status === 'ok' ? (result.loads?.length ?? 0) : 0,
            fsc: num(first?.fsc),
          };
          count += 1;
          for (const f of GATED_FIELDS) right += Number(isRight(f, value(first?.[f]), offer.truth[f] ?? null));
        }
      }
      // The check: the era's reader on the set gives the set's one held-out figure again.
      const figure = Math.round((1000 * right) / (count * GATED_FIELDS.length)) / 10;
      const check = figure === MEASURED[era.author] ? 'as measured' : `MEASURED ${MEASURED[era.author]} %`;
      console.log(`author ${era.author}: rules of ${era.rules} on ${era.styles.length} styles: ${figure} % of gated fields (${check})`);
      if (figure !== MEASURED[era.author]) process.exitCode = 1;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  writeFileSync(path.resolve('scripts/offers/era-rules.json'), `${JSON.stringify(out, null, 0).replace(/\},"/g, '},\n"')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
