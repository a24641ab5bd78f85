import { frenchList, typographieFr } from '../../format/typography';
import { shareKeyword as shareWord } from '../../similarity/shared-keywords';

/** What the student's documents say, as the cross-check reads them (built by the server). */
export interface CoherenceInput {
  /** The métiers of level 6. */
  metiers: string[];
  /** The CV of level 15: its title line and its whole text. */
  cv: { title: string; text: string } | null;
  /** The letter of level 16: for an offer or a formation. */
  letter: { catalogue: 'offres' | 'formations'; label: string; text: string } | null;
  /** The projet motivé of level 18. */
  projet: { label: string; text: string } | null;
  /** The wishes of level 19. */
  wishes: string[];
  /** The strengths of the orientation analysis. */
  strengths: string[];
}

export type CoherenceCheckId =
  | 'projet-dans-voeux'
  | 'lettre-dans-projet'
  | 'cv-titre'
  | 'voeux-isoles'
  | 'forces';

/** One line of the report: what was checked, whether it holds, and what to change when not. */
export interface CoherenceFinding {
  id: CoherenceCheckId;
  ok: boolean;
  title: string;
  detail: string;
}

const mentions = (text: string, name: string) => shareWord(name, text);

function projetInWishes(input: CoherenceInput): CoherenceFinding | null {
  if (!input.projet) return null;
  const { label } = input.projet;
  const ok = input.wishes.some((wish) => wish === label || shareWord(wish, label));
  return {
    id: 'projet-dans-voeux',
    ok,
    title: 'Ton projet motivé et tes vœux',
    detail: ok
      ? `Ton projet motivé vise « ${label} », qui est bien dans tes vœux.`
      : `Ton projet motivé vise « ${label} », qui n’est pas dans tes vœux : ajoute cette formation au niveau 19, ou réécris ton projet au niveau 18 pour un de tes vœux.`,
  };
}

function letterInProject(input: CoherenceInput): CoherenceFinding | null {
  if (!input.letter) return null;
  const { catalogue, label } = input.letter;
  const targets = [...input.metiers, ...input.wishes, input.projet?.label ?? '', input.cv?.title ?? ''];
  const ok = targets.some((target) => target && shareWord(target, label));
  const what = catalogue === 'offres' ? 'l’offre' : 'la formation';
  return {
    id: 'lettre-dans-projet',
    ok,
    title: 'Ta lettre et ton projet',
    detail: ok
      ? `Ta lettre pour ${what} « ${label} » va dans le même sens que tes métiers et tes vœux.`
      : `Ta lettre pour ${what} « ${label} » ne parle d’aucun de tes métiers ni de tes vœux. Si ton projet a changé, c’est normal : écris une lettre pour ta cible d’aujourd’hui au niveau 16.`,
  };
}

function cvTitle(input: CoherenceInput): CoherenceFinding | null {
  if (!input.cv) return null;
  const targets = [...input.metiers, ...input.wishes, input.projet?.label ?? ''].filter(Boolean);
  const ok = input.cv.title !== '' && targets.some((target) => shareWord(target, input.cv?.title ?? ''));
  return {
    id: 'cv-titre',
    ok,
    title: 'Le titre de ton CV',
    detail: ok
      ? `Le titre de ton CV (« ${input.cv.title} ») annonce ce que tu vises.`
      : 'Le titre de ton CV ne dit pas ce que tu vises. Ajoute-le en une ligne au niveau 15, par exemple « En route vers un BTS Tourisme ».',
  };
}

function isolatedWishes(input: CoherenceInput): CoherenceFinding | null {
  if (input.wishes.length === 0) return null;
  const anchors = [...input.metiers, input.projet?.label ?? '', input.cv?.title ?? ''].filter(Boolean);
  const isolated = input.wishes.filter(
    (wish) =>
      !anchors.some((anchor) => shareWord(anchor, wish)) &&
      !input.wishes.some((other) => other !== wish && shareWord(other, wish)),
  );
  const ok = isolated.length === 0;
  return {
    id: 'voeux-isoles',
    ok,
    title: 'Tes vœux entre eux',
    detail: ok
      ? 'Chacun de tes vœux se rattache à ton projet ou à un autre vœu.'
      : `${frenchList(isolated.map((wish) => `« ${wish} »`))} ne ressemble${isolated.length > 1 ? 'nt' : ''} à rien d’autre dans ton dossier. Un vœu différent peut être un bon plan B : explique-le dans son projet motivé, ou remplace-le au niveau 19.`,
  };
}

function strengthsUsed(input: CoherenceInput): CoherenceFinding | null {
  if (input.strengths.length === 0) return null;
  const documents = [input.cv?.text ?? '', input.letter?.text ?? '', input.projet?.text ?? ''].join(' ');
  const unused = input.strengths.filter((strength) => !mentions(documents, strength));
  const used = input.strengths.length - unused.length;
  const ok = used > 0;
  return {
    id: 'forces',
    ok,
    title: 'Tes points forts',
    detail: ok
      ? `Tu t’appuies sur ${used} de tes points forts.${unused.length > 0 ? ` Pense aussi à ${frenchList(unused.map((s) => `« ${s} »`))}, avec un exemple.` : ''}`
      : `Ton analyse dit que tes points forts sont ${frenchList(input.strengths.map((s) => `« ${s} »`))}, mais tes documents n’en parlent pas. Glisse-en au moins un dans ta lettre ou ton projet, avec un exemple vécu.`,
  };
}

/**
 * The cross-check of level 25: do the CV, the letter, the projet motivé and the wishes point
 * the same way, and do they use the strengths the analysis found? Only what exists is checked.
 */
export function coherenceReport(input: CoherenceInput): CoherenceFinding[] {
  return [projetInWishes, letterInProject, cvTitle, isolatedWishes, strengthsUsed]
    .map((check) => check(input))
    .filter((finding): finding is CoherenceFinding => finding !== null)
    .map((finding) => ({ ...finding, detail: typographieFr(finding.detail) }));
}
