import { typographieFr } from '../../format/typography';
import { foldAccents } from '../../similarity/normalize';

const words = (text: string) =>
  foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

type Advice = (text: string) => string | null;

// One piece of advice per part of a STAR story, from what the text shows (offline engine).
const STAR_ADVICE: Record<string, { label: string; advice: Advice }> = {
  situation: {
    label: 'Situation',
    advice: (text) =>
      /\d/.test(text)
        ? null
        : 'Donne un repère précis : l’année, ton âge ou le mois. Le lecteur se fait tout de suite une image.',
  },
  tache: {
    label: 'Tâche',
    advice: (text) =>
      words(text).length < 15 ? 'Dis aussi pourquoi c’était difficile ou important pour toi.' : null,
  },
  action: {
    label: 'Action',
    advice: (text) => {
      const mine = words(text).filter((word) => word === 'je' || word === 'j').length;
      return mine < 3
        ? 'Ajoute deux ou trois gestes que toi tu as faits, avec « je » : c’est la partie la plus lue.'
        : null;
    },
  },
  resultat: {
    label: 'Résultat',
    advice: (text) =>
      /\d/.test(text)
        ? null
        : 'Si tu peux, chiffre ton résultat : une note, un nombre de personnes, une somme récoltée.',
  },
};

/**
 * The offline engine's feedback on a STAR story: one line per part, praise when nothing is
 * missing. Used as is without an AI provider, and as the fallback when the provider fails.
 */
export function offlineStarFeedback(fields: Record<string, string>): string[] {
  return Object.entries(STAR_ADVICE).map(([id, { label, advice }]) => {
    const tip = advice(fields[id] ?? '');
    return typographieFr(`${label} : ${tip ?? 'c’est clair et précis, garde-le comme ça.'}`);
  });
}
