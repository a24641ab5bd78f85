/**
 * Reading ONISEP's « salaire du débutant » text as a number, and the reference figures the
 * level 7 prose cites (each with its source and date, CONTENT.md).
 */

/** The Smic for a full-time job (35 h a week), as set on 1 January 2026: 12,02 € brut de l’heure. */
export const SMIC = {
  monthlyGross: 1823.03,
  since: '2026-01-01',
  source: { label: 'Service-Public.fr', url: 'https://www.service-public.fr/particuliers/vosdroits/F2300' },
} as const;

/** The ONISEP métier sheets we import are the Idéo extract of 25 June 2024. */
export const ONISEP_SALARY_DATE = '2024-06-25';

/** DARES medians (FAP, net monthly, full-time employees): the official page of the series. */
export const DARES_SALARY_SOURCE = {
  label: 'DARES, salaires par famille professionnelle',
  url: 'https://dares.travail-emploi.gouv.fr/donnees/portraits-statistiques-des-metiers',
} as const;

/** Gross to net for an employee of the private sector: about 22 % of contributions. */
export const NET_FROM_GROSS = 0.78;

/** A monthly pay worth reading in a sentence (not "35 heures", "1re année", "moins de 30 ans"). */
const PLAUSIBLE_PAY = { min: 500, max: 20_000 };

/** "1 800", "1.800", "2830", "1486,56" (spaces already made plain). */
const AMOUNT = /\d{1,3}(?:[ .]\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?/g;
/** What may stand between the two ends of a range: "1 900 € à", "1900 et", "1 900 euros brut -". */
const RANGE_GAP = /^\s*(?:€|euros?)?\s*(?:bruts?)?\s*(?:à|et|-|–)\s*$/i;

export interface BeginnerPay {
  /** Gross monthly euros; the low end of a range. */
  amountGross: number;
  /** True when ONISEP says « Smic » rather than an amount. */
  fromSmic: boolean;
}

interface FoundAmount {
  value: number;
  start: number;
  end: number;
}

function amountsIn(text: string): FoundAmount[] {
  return [...text.matchAll(AMOUNT)]
    .map((match) => ({
      value: Number(match[0].replace(/[ .]/g, '').replace(',', '.')),
      start: match.index,
      end: match.index + match[0].length,
    }))
    .filter((found) => found.value >= PLAUSIBLE_PAY.min && found.value <= PLAUSIBLE_PAY.max);
}

/** « 1414 euros brut par semaine », « un salaire hebdomadaire de 1415 euros »: not a monthly pay. */
function isWeeklyPay(text: string, amount: FoundAmount): boolean {
  const before = text.slice(0, amount.start).search(/[^.;]*$/);
  const after = text.slice(amount.end).search(/[.;](\s|$)/);
  const sentence = text.slice(before, after < 0 ? undefined : amount.end + after);
  return /\b(semaines?|hebdomadaires?)\b/i.test(sentence) && !/\b(mois|mensuel)/i.test(sentence);
}

/**
 * The gross monthly pay a beginner's text names: « 1 800 € brut », « 2830 euros brut par mois »,
 * « Smic », « entre 1 900 et 2 300 € » (the low end). Null when no figure can be read
 * (« Variable… »), when the text only speaks of net pay or gives a weekly pay (cinema, TV).
 */
export function parseBeginnerGross(text: string): BeginnerPay | null {
  const plain = text.replace(/[\u00A0\u202F\u2009]/g, ' ');
  if (/\bnets?\b/i.test(plain) && !/\bbrut/i.test(plain)) return null;
  const [first, second] = amountsIn(plain);
  const smicAt = plain.search(/\bsmic/i);
  if (smicAt >= 0 && (!first || smicAt < first.start)) {
    return { amountGross: SMIC.monthlyGross, fromSmic: true };
  }
  if (!first || isWeeklyPay(plain, first)) return null;
  const isRange = second !== undefined && RANGE_GAP.test(plain.slice(first.end, second.start));
  return { amountGross: isRange ? Math.min(first.value, second.value) : first.value, fromSmic: false };
}

/** About what reaches the bank account, rounded to 10 € (it is only « environ »). */
export function approximateNet(gross: number): number {
  return Math.round((gross * NET_FROM_GROSS) / 10) * 10;
}
