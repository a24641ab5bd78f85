/**
 * Does the Holland code follow what the answers say, for students who hesitate? For each of the
 * 120 ordered codes, one simulated student per answer style answers the 36 items (six per
 * letter) from a leaning per letter. The order their answers lean to is the letters sorted by
 * the sum of their answers (Oui +2, Un peu +1, Je ne sais pas 0, Pas trop −1, Non −2); sets
 * whose first four letters are not strictly ordered that way are left out. Prints, per style,
 * how often the engine's code matches that order — today's engine and the one that dropped
 * « Je ne sais pas » — and every mismatch with its confidence.
 *
 *   npm run recommendations -w @declic/bench
 */
import {
  type AnswerValue,
  confidenceNotes,
  profileConfidence,
  RIASEC_LETTERS,
  type RiasecLetter,
  rankLetters,
  type ScoredItem,
  scoreRiasec,
} from '@declic/domain';

const items: ScoredItem[] = RIASEC_LETTERS.flatMap((riasec, l) =>
  Array.from({ length: 6 }, (_, i) => ({ id: l * 6 + i + 1, riasec })),
);
const LEAN: Record<AnswerValue, number> = {
  Oui: 2,
  'Un peu': 1,
  'Je ne sais pas': 0,
  'Pas trop': -1,
  Non: -2,
};

/** A small seeded generator, so every run prints the same figures. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Style = (liking: number, draw: () => number) => AnswerValue;
const STYLES: Record<string, Style> = {
  // Rarely Oui or Non; « Je ne sais pas » almost one time in two.
  hésitant: (liking, draw) => {
    if (draw() < 0.45) return 'Je ne sais pas';
    if (draw() < 0.1) return liking > 0.5 ? 'Oui' : 'Non';
    return draw() < liking ? 'Un peu' : 'Pas trop';
  },
  convaincu: (liking, draw) => {
    if (draw() < 0.05) return 'Je ne sais pas';
    return draw() < liking ? 'Oui' : 'Non';
  },
};

/** The ranking of the engine before this issue: « Je ne sais pas » left out of the average. */
function previousEngineCode(answers: Map<number, AnswerValue>): string {
  const firm = new Map([...answers].filter(([, answer]) => answer !== 'Je ne sais pas'));
  const scores = scoreRiasec(items, firm);
  return RIASEC_LETTERS.toSorted(
    (a, b) => (scores[b].percent ?? -1) - (scores[a].percent ?? -1) || scores[b].yes - scores[a].yes,
  )
    .slice(0, 3)
    .join('');
}

const codes: string[] = [];
for (const a of RIASEC_LETTERS)
  for (const b of RIASEC_LETTERS)
    for (const c of RIASEC_LETTERS) if (a !== b && b !== c && a !== c) codes.push(`${a}${b}${c}`);

for (const [name, style] of Object.entries(STYLES)) {
  const draw = random(2026);
  let kept = 0;
  let matches = 0;
  let previousMatches = 0;
  const mismatches: string[] = [];
  for (const code of codes) {
    const liking = (letter: RiasecLetter) => [0.9, 0.75, 0.6][code.indexOf(letter)] ?? 0.2;
    const answers = new Map(items.map((item) => [item.id, style(liking(item.riasec), draw)]));
    const lean = Object.fromEntries(RIASEC_LETTERS.map((l) => [l, 0])) as Record<RiasecLetter, number>;
    for (const item of items) lean[item.riasec] += LEAN[answers.get(item.id)!];
    const order = RIASEC_LETTERS.toSorted((a, b) => lean[b] - lean[a]);
    if (
      !(
        lean[order[0]!] > lean[order[1]!] &&
        lean[order[1]!] > lean[order[2]!] &&
        lean[order[2]!] > lean[order[3]!]
      )
    )
      continue;
    kept += 1;
    const expected = order.slice(0, 3).join('');
    const scores = scoreRiasec(items, answers);
    const ranked = rankLetters(scores);
    const derived = ranked.slice(0, 3).join('');
    if (derived === expected) matches += 1;
    else {
      const confidence = profileConfidence(scores);
      const notes = confidenceNotes(confidence, ranked).join(' ');
      mismatches.push(`  ${expected} → ${derived} (${confidence.certainty}) ${notes}`);
    }
    if (previousEngineCode(answers) === expected) previousMatches += 1;
  }
  const pct = (n: number) => ((n / kept) * 100).toFixed(1);
  console.log(`Élèves ${name}s : ${kept} / ${codes.length} jeux de réponses ordonnés par les réponses`);
  console.log(`  code conforme : ${matches} / ${kept} (${pct(matches)} %)`);
  console.log(
    `  avec l’ancien moteur (« Je ne sais pas » ignoré) : ${previousMatches} / ${kept} (${pct(previousMatches)} %)`,
  );
  for (const line of mismatches) console.log(line);
}
