/**
 * Numbers said in words, as voicemail transcripts write them, turned into digits so the money and
 * miles finders read them like typed numbers (docs/product-rules.md, R-OFFER-4):
 * 'eighteen fifty' → 1850, 'nine fifty' → 950, 'two thousand one hundred' → 2100,
 * 'seven hundred eighty one' → 781, 'a dollar eighty' → $1.80, 'two twenty five a mile' → 225
 * (the per-mile reading divides it back to 2.25, R-OFFER-5). Spanish too, as border-lane voice
 * notes say them (R-OFFER-19): 'doscientos treinta y cinco' → 235, 'mil trescientos' → 1300,
 * 'catorce mil' → 14000, 'dos cincuenta la milla' → 250 (then 2.50 a mile), 'dos dólares' → $2.
 */

const SMALL: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
  // Spanish, written without accents (words are compared with their accents taken off).
  uno: 1, una: 1, un: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17,
  dieciocho: 18, diecinueve: 19, veinte: 20, veintiun: 21, veintiuno: 21, veintiuna: 21, veintidos: 22,
  veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28,
  veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80,
  noventa: 90,
};

/** Spanish hundreds, masculine and feminine ('doscientas millas'). */
const HUNDREDS: Readonly<Record<string, number>> = Object.fromEntries(
  ([['cien', 100], ['ciento', 100], ['dosciento', 200], ['tresciento', 300], ['cuatrociento', 400], ['quiniento', 500],
    ['seisciento', 600], ['seteciento', 700], ['ochociento', 800], ['noveciento', 900]] as const).flatMap(([word, value]) =>
    word === 'cien' ? [[word, value]] : [[word, value], [`${word}s`, value], [`${word.slice(0, -1)}as`, value]],
  ),
);
/** Words that are numbers only next to another number word ('once' is English too; 'un', 'una' articles). */
const ONLY_IN_A_RUN = new Set(['once', 'un', 'una', 'uno']);

const HALF_SAID_PER_MILE = /\b(one|two|three|four|five|six|seven|eight|nine|an?\s+buck|an?\s+dollar)[ \t]+(\d{2})\b([ \t]+(?:a|an|per|la|por)[ \t]+(?:loaded[ \t]+)?(?:mile|milla)\b|[ \t]*\/[ \t]*mi\b)/gi;

export interface Rewritten {
  text: string;
  /** Offset in the original text of an offset in `text`. */
  original: (offset: number) => number;
}

interface Replacement {
  start: number;
  end: number;
  by: string;
}

const WORD = /[A-Za-zÀ-ÿ]+/g;
/** Lower case without accents: 'dólares' → 'dolares', 'veintiséis' → 'veintiseis'. */
const plain = (word: string) => word.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The value of a run of number words, or null when the run is not a number. */
function valueOf(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let previous: 'small' | 'tens' | 'mult' | null = null;
  for (const word of words) {
    if (word === 'hundred') {
      current = (current || 1) * 100;
      previous = 'mult';
    } else if (word in HUNDREDS) {
      // 'mil trescientos', 'ciento cincuenta': a Spanish hundred adds to what comes before it.
      if (current % 1000 >= 100) return null;
      current += HUNDREDS[word]!;
      previous = 'mult';
    } else if (word === 'thousand' || word === 'grand' || word === 'mil') {
      total += (current || 1) * 1000;
      current = 0;
      previous = 'mult';
    } else {
      const n = SMALL[word]!;
      // 'nine eighty seven six …' (an MC or phone said in groups) is no amount.
      if (previous === 'small' && current >= 100) return null;
      // 'twenty one' adds; 'eighteen fifty' and 'nine fifty' are said as hundreds and the rest.
      if (previous === 'tens' && n < 10) current += n;
      else if (previous === 'small' || previous === 'tens') current = current * 100 + n;
      else current += n;
      previous = n >= 20 && n % 10 === 0 ? 'tens' : 'small';
    }
  }
  const value = total + current;
  return value > 0 ? value : null;
}

/**
 * Rewrites the number words of a text as digits ('a dollar eighty' → '$1.80'); everything else is
 * kept as it was. Linear in the text's length.
 */
export function spokenNumbersToDigits(text: string): Rewritten {
  const words = [...text.matchAll(WORD)].map((m) => ({ word: plain(m[0]), start: m.index, end: m.index + m[0].length }));
  const replacements: Replacement[] = [];
  const isNumberWord = (w: string) => w in SMALL || w in HUNDREDS || w === 'hundred' || w === 'thousand' || w === 'grand' || w === 'mil';
  const joined = (a: { end: number }, b: { start: number }) => /^[\s-]*$/.test(text.slice(a.end, b.start)) && b.start - a.end <= 3;
  let i = 0;
  while (i < words.length) {
    const first = words[i]!;
    // 'a hundred', 'a thousand', 'a dollar eighty'.
    const leadingA = (first.word === 'a' || first.word === 'an') && i + 1 < words.length && joined(first, words[i + 1]!) && /^(?:hundred|thousand|grand|dollar)$/.test(words[i + 1]!.word);
    // 'Grand Rapids' and 'Grand Junction': 'grand' is a thousand only after a number ('three grand').
    if ((!isNumberWord(first.word) || first.word === 'grand') && !leadingA) {
      i += 1;
      continue;
    }
    let j = leadingA ? i + 1 : i;
    const run: string[] = leadingA ? ['one'] : [];
    while (j < words.length && isNumberWord(words[j]!.word) && (j === i || joined(words[j - 1]!, words[j]!))) {
      run.push(words[j]!.word);
      j += 1;
      // 'eighteen hundred and fifty'; 'treinta y cinco'.
      const next = words[j + 1]?.word;
      if (next !== undefined && words[j]!.word === 'and' && words[j - 1]!.word === 'hundred' && next in SMALL) j += 1;
      else if (next !== undefined && words[j]!.word === 'y' && SMALL[words[j - 1]!.word]! >= 30 && SMALL[next]! < 10) j += 1;
    }
    // 'once you deliver', 'una carga': these words alone are no number.
    if (run.length === 1 && ONLY_IN_A_RUN.has(run[0]!)) {
      i += 1;
      continue;
    }
    const digitsOnly = run.length >= 3 && run.every((w) => w in SMALL && SMALL[w]! < 10);
    // 'six one four five five five …' is a phone number or a reference, said digit by digit.
    let value = digitsOnly ? null : run.length ? valueOf(run.filter((w) => w !== 'and')) : null;
    if (digitsOnly) replacements.push({ start: first.start, end: words[j - 1]!.end, by: run.map((w) => SMALL[w]).join('') });
    let end = words[j - 1]?.end ?? first.end;
    let money = false;
    // '<n> dollar(s) [and] <cents> [cents]' and 'a dollar eighty'.
    const dollar = words[j];
    if (value !== null && dollar && /^(?:dollars?|bucks?|dolar|dolares)$/.test(dollar.word) && joined(words[j - 1]!, dollar)) {
      money = true;
      end = dollar.end;
      let k = j + 1;
      if (words[k]?.word === 'and' && joined(dollar, words[k]!)) k += 1;
      const centsWords: string[] = [];
      let last = words[k - 1]!;
      while (k < words.length && words[k]!.word in SMALL && joined(last, words[k]!) && centsWords.length < 2) {
        centsWords.push(words[k]!.word);
        last = words[k]!;
        k += 1;
      }
      const cents = centsWords.length ? valueOf(centsWords) : null;
      if (cents !== null && cents < 100 && !/^(?:miles?|mi|millas?)$/.test(words[k]?.word ?? '')) {
        value += cents / 100;
        end = last.end;
        if ((words[k]?.word === 'cents' || words[k]?.word === 'centavos') && joined(last, words[k]!)) end = words[k]!.end;
      }
    }
    // R-OFFER-33: 'one point four k' → 1400, 'two point two five a mile' → 2.25: digits after 'point'.
    const point = words[j];
    if (value !== null && !money && value < 100 && point?.word === 'point' && joined(words[j - 1]!, point)) {
      let k = j + 1;
      let decimals = '';
      while (k < words.length && words[k]!.word in SMALL && joined(words[k - 1]!, words[k]!) && decimals.length < 2) {
        const n = SMALL[words[k]!.word]!;
        if (n >= 10 && (decimals || n >= 100)) break;
        decimals += n >= 10 ? String(n).padStart(2, '0') : String(n);
        k += 1;
      }
      if (decimals) {
        const thousands = words[k] && /^(?:k|grand|thousand)$/.test(words[k]!.word) && joined(words[k - 1]!, words[k]!);
        const exact = Number(`${value}.${decimals}`);
        replacements.push({ start: first.start, end: thousands ? words[k]!.end : words[k - 1]!.end, by: thousands ? String(Math.round(exact * 1000)) : String(exact) });
        end = (thousands ? words[k]! : words[k - 1]!).end;
        i = k;
        while (i < words.length && words[i]!.start < end) i += 1;
        continue;
      }
    }
    if (value !== null && (run.length > 1 || leadingA || money || value >= 10)) {
      replacements.push({ start: leadingA ? first.start : first.start, end, by: money ? `$${Number.isInteger(value) ? value : value.toFixed(2)}` : String(value) });
    }
    i = Math.max(j, i + 1);
    while (i < words.length && words[i]!.start < end) i += 1;
  }
  // R-OFFER-81: a per-mile rate said half in words, half in digits ('two 40 a mile', 'a buck 95 a
  // mile', 'three 10 per mile') is dollars and cents: 2.40, 1.95, 3.10.
  for (const m of text.matchAll(HALF_SAID_PER_MILE)) {
    const dollars = m[1]!.toLowerCase();
    const value = /buck|dollar/.test(dollars) ? 1 : SMALL[dollars]!;
    const end = m.index + m[0].length - m[3]!.length;
    if (!replacements.some((r) => r.start < end && r.end > m.index)) replacements.push({ start: m.index, end, by: `${value}.${m[2]}` });
  }
  replacements.sort((a, b) => a.start - b.start);
  if (!replacements.length) return { text, original: (offset) => offset };
  let out = '';
  let at = 0;
  const marks: Array<{ newStart: number; newEnd: number; start: number; end: number }> = [];
  for (const r of replacements) {
    out += text.slice(at, r.start);
    marks.push({ newStart: out.length, newEnd: out.length + r.by.length, start: r.start, end: r.end });
    out += r.by;
    at = r.end;
  }
  out += text.slice(at);
  return {
    text: out,
    original: (offset) => {
      let shift = 0;
      for (const m of marks) {
        if (offset < m.newStart) break;
        if (offset < m.newEnd) return offset === m.newStart ? m.start : m.end;
        shift = m.end - m.newEnd;
      }
      return offset + shift;
    },
  };
}
