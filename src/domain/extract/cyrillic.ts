/**
 * R-OFFER-103: the trucking words of Russian- and Ukrainian-speaking dispatchers, in Cyrillic or in
 * Latin letters ('245 миль', '2.10$ за милю', 'Stavka', '50 фьюел', 'Пустой пробег 0', 'всё
 * включено', 'груз уже забрали'), read as the English words the finders know. Same length: the
 * English word is padded with spaces, so offsets still point into the pasted text.
 */

const LETTER_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const LETTER_AFTER = String.raw`(?![\p{L}\p{N}])`;

/** [words as written, what they read as]; longer phrases first. */
const WORDS: ReadonlyArray<readonly [string, string]> = [
  [String.raw`груз\s+уже\s+забрали|груз\s+уже\s+забрал\p{L}*|отда(?:л|ли)\s+другому(?:\s+перевозчику)?`, 'load is gone'],
  [String.raw`вс[её]\s+включено|vsyo\s+vklyucheno|vse\s+vklyucheno|все\s+включено|все\s+включено`, 'all in'],
  [String.raw`за\s+милю|за\s+мілю|za\s+mil(?:yu|iu|u)`, '/mi'],
  [String.raw`пустой\s+пробег|пустые\s+мили|порожній\s+пробіг|порожні\s+милі|дедх[еэ]д|дэдх[еэ]д`, 'deadhead'],
  [String.raw`включ[её]н[аоы]?|включено|включая|включно|vklyuchen[oa]?`, 'incl'],
  [String.raw`фь?юэ?ел|паливо|пальне|топливо|fyuel`, 'fuel'],
  [String.raw`ставка|stavka`, 'rate'],
  [String.raw`отдельно|окремо|otdelno`, 'extra'],
  [String.raw`долларов|доларів|доллара|доллар|долар|dollarov`, 'dollars'],
  [String.raw`миль|мили|миля|милі|(?<=\d\s?)(?:mil|mili|milya)`, 'mi'],
  [String.raw`пикап|пікап`, 'PU'],
  [String.raw`деливери|делівері`, 'DEL'],
];
const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = WORDS.map(([words, english]) => [new RegExp(`${LETTER_BEFORE}(?:${words})${LETTER_AFTER}`, 'giu'), english]);

/** The text with those words in English, when it has Cyrillic letters or the Latin forms. */
export function slavicTruckingWords(text: string): string {
  if (!/[\u0400-\u04ff]|\b(?:stavka|za\s+mil|vklyuchen|fyuel|otdelno|dollarov)/i.test(text)) return text;
  let out = text;
  for (const [re, english] of PATTERNS) out = out.replace(re, (all: string) => (english.length <= all.length ? english.padEnd(all.length, ' ') : all));
  return out;
}
