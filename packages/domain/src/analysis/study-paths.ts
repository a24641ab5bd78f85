import type { MetierCandidate } from './catalogue';
import type { OfficialLink } from './official-links';

/** A study idea: the kind of path (type) and the diploma (degree), with the métiers it leads to. */
export interface StudyRecommendation {
  type: string;
  degree: string;
  /** Typical level, e.g. "Bac + 2". */
  level: string;
  forJobs: string[];
  /** Where the idea comes from: the ROME "accès à l'emploi" text or the ONISEP fiche. */
  source: 'ROME' | 'ONISEP';
  /** The official fiche of the formation (ONISEP), when the data gives one. */
  links: OfficialLink[];
}

type StudyIdea = Omit<StudyRecommendation, 'forJobs' | 'source' | 'links'> & { url?: string | null };

interface DiplomaPattern {
  pattern: RegExp;
  degree: string;
  level: string;
  type: StudyType;
  rank: number;
}

type StudyType =
  | 'Voie professionnelle'
  | 'Études supérieures courtes'
  | 'Études supérieures longues'
  | 'Formation spécialisée';

// Order matters: the more specific names first ("Bac pro" before "Bac", "Licence pro" before "Licence").
const DIPLOMAS: DiplomaPattern[] = [
  {
    pattern: /\bCAPA?\b|\bBEP\b/,
    degree: 'CAP',
    level: 'Après la 3e',
    type: 'Voie professionnelle',
    rank: 1,
  },
  {
    pattern: /\bBac\.? ?pro(fessionnel)?\b|\bBP\b|brevet professionnel/i,
    degree: 'Bac pro ou brevet professionnel',
    level: 'Bac',
    type: 'Voie professionnelle',
    rank: 2,
  },
  { pattern: /\bBTSA?\b/, degree: 'BTS', level: 'Bac + 2', type: 'Études supérieures courtes', rank: 3 },
  {
    pattern: /\bBUT\b|\bDUT\b/,
    degree: 'BUT',
    level: 'Bac + 3',
    type: 'Études supérieures courtes',
    rank: 4,
  },
  {
    pattern: /licence pro(fessionnelle)?/i,
    degree: 'Licence professionnelle',
    level: 'Bac + 3',
    type: 'Études supérieures courtes',
    rank: 5,
  },
  {
    pattern: /\blicence\b(?! pro)|\bbachelor\b/i,
    degree: 'Licence',
    level: 'Bac + 3',
    type: 'Études supérieures longues',
    rank: 6,
  },
  {
    pattern: /\bmast[eè]re?\b/i,
    degree: 'Master',
    level: 'Bac + 5',
    type: 'Études supérieures longues',
    rank: 7,
  },
  {
    pattern: /ing[ée]nieur/i,
    degree: 'Diplôme d’ingénieur',
    level: 'Bac + 5',
    type: 'Études supérieures longues',
    rank: 8,
  },
  {
    pattern: /[ée]cole de commerce|[ée]cole sup[ée]rieure de commerce/i,
    degree: 'École de commerce',
    level: 'Bac + 5',
    type: 'Études supérieures longues',
    rank: 9,
  },
  {
    pattern: /dipl[ôo]me d['’][ÉE]tat|\bDE\b/,
    degree: 'Diplôme d’État',
    // From one year (aide-soignant) to five (sage-femme): the level depends on the métier.
    level: 'Selon le métier',
    type: 'Formation spécialisée',
    rank: 10,
  },
  {
    pattern: /doctorat|th[èe]se/i,
    degree: 'Doctorat',
    level: 'Bac + 8',
    type: 'Études supérieures longues',
    rank: 11,
  },
];

// "de niveau Bac +3 à Bac +5", "Bac+2", "Bac + 2"
const LEVEL_RANGE = /Bac ?\+ ?(\d)(?: ?(?:à|ou) ?(?:Bac ?)?\+ ?(\d))?/i;

/** The diplomas a ROME "accès à l'emploi" text mentions, in the order of study length. */
export function diplomasInAccessText(text: string): StudyIdea[] {
  const found = DIPLOMAS.filter((d) => d.pattern.test(text)).sort((a, b) => a.rank - b.rank);
  if (found.length > 0) return found.map(({ degree, level, type }) => ({ degree, level, type }));
  const range = text.match(LEVEL_RANGE);
  if (range) {
    const low = Number(range[1]);
    const level = range[2] ? `Bac + ${low} à Bac + ${range[2]}` : `Bac + ${low}`;
    return [
      {
        degree: `Diplôme de niveau ${level}`,
        level,
        type: low <= 3 ? 'Études supérieures courtes' : 'Études supérieures longues',
      },
    ];
  }
  if (/sans dipl[ôo]me/i.test(text)) {
    return [
      {
        degree: 'Accessible sans diplôme, avec une formation en cours d’emploi',
        level: 'Sans diplôme',
        type: 'Voie professionnelle',
      },
    ];
  }
  return [];
}

function fromOnisep(metier: MetierCandidate): StudyIdea[] {
  const onisep = metier.onisep;
  if (!onisep?.niveauAccesMin) return [];
  const level = onisep.niveauAccesMin.replace(/\s+/g, ' ').trim();
  const type = /CAP|brevet|sans|3E/i.test(level)
    ? 'Voie professionnelle'
    : /\+ ?[12]\b|\+ ?3\b/.test(level)
      ? 'Études supérieures courtes'
      : /Bac ou/i.test(level)
        ? 'Voie professionnelle'
        : 'Études supérieures longues';
  const formations = onisep.formations.slice(0, 2);
  if (formations.length === 0) return [{ degree: `Formation de niveau ${level}`, level, type }];
  return formations.map(({ name, url }) => ({ degree: capitalise(name.trim()), level, type, url }));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Study ideas for a list of recommended métiers: the ONISEP minimum formations when known,
 * otherwise the diplomas named by the ROME access text. Grouped by diploma, with the métiers
 * each one leads to; those with an official fiche first, then those shared by most métiers.
 */
export function recommendStudies(metiers: MetierCandidate[], limit = 6): StudyRecommendation[] {
  const byDegree = new Map<string, StudyRecommendation>();
  for (const metier of metiers) {
    const onisep = fromOnisep(metier);
    const source = onisep.length > 0 ? 'ONISEP' : 'ROME';
    const ideas = onisep.length > 0 ? onisep : diplomasInAccessText(metier.accesMetier).slice(0, 2);
    for (const { url, ...idea } of ideas) {
      const links: OfficialLink[] = url ? [{ site: 'ONISEP', url }] : [];
      const existing = byDegree.get(idea.degree);
      if (existing) {
        if (!existing.forJobs.includes(metier.title)) existing.forJobs.push(metier.title);
        if (existing.links.length === 0) existing.links = links;
        continue;
      }
      byDegree.set(idea.degree, { ...idea, forJobs: [metier.title], source, links });
    }
  }
  // Ideas with their official fiche first: a student can open them and read on.
  return [...byDegree.values()]
    .sort((a, b) => b.links.length - a.links.length || b.forJobs.length - a.forJobs.length)
    .slice(0, limit);
}
