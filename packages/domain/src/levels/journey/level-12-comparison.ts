import type { SavoirEtreComparison } from '../../contracts/level12';
import type { ScaleStep } from '../engine/steps';
import { LEVEL_12, LEVEL_12_ROME_SAVOIR_ETRE } from './level-12';

/** A métier chosen in level 6 with the savoir-être its ROME fiche asks for. */
export interface ChosenMetier {
  code: string;
  label: string;
  savoirEtre: Array<{ codeOgr: string; libelle: string }>;
}

const scaleStep = LEVEL_12.steps.find((step): step is ScaleStep => step.kind === 'scale');

/**
 * For each of level 12's eight savoir-être, the chosen métiers whose fiche asks for it (matched
 * on the ROME code_ogr); then the fiches' other savoir-être, each once, in the order met.
 */
export function compareSavoirEtre(metiers: ChosenMetier[]): SavoirEtreComparison {
  const ours = new Set(Object.values(LEVEL_12_ROME_SAVOIR_ETRE));
  const asks = (metier: ChosenMetier, codeOgr: string | undefined) =>
    metier.savoirEtre.some((item) => item.codeOgr === codeOgr);
  const others = metiers.flatMap((metier) =>
    metier.savoirEtre.filter((item) => !ours.has(item.codeOgr)).map((item) => item.libelle),
  );
  return {
    metiers: metiers.map(({ code, label }) => ({ code, label })),
    dimensions: (scaleStep?.dimensions ?? []).map((dimension) => ({
      dimension: dimension.id,
      label: dimension.label,
      askedBy: metiers
        .filter((metier) => asks(metier, LEVEL_12_ROME_SAVOIR_ETRE[dimension.id]))
        .map((metier) => metier.label),
    })),
    others: [...new Set(others)],
  };
}
