import {
  catalogApi,
  type FormationItem,
  type LetterStyle,
  type LetterTargetCatalogue,
  lettersApi,
  type OffreItem,
} from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { catalogSavedListApi } from '../../../../lib/catalog-saved-list';

/** One offer or formation a letter can aim at, as the student saved it (levels 6 and 9). */
export interface LetterTarget {
  catalogue: LetterTargetCatalogue;
  code: string;
  label: string;
  /** The company or the school, when the catalogue knows it. */
  where: string | null;
}

const savedOffres = catalogSavedListApi<OffreItem>(catalogApi.savedOffres);
const savedFormations = catalogSavedListApi<FormationItem>(catalogApi.savedFormations);

/** The student's saved offers, then formations, as letter targets. */
export function useLetterTargets() {
  const offres = savedOffres.useSavedItems();
  const formations = savedFormations.useSavedItems();
  const targets: LetterTarget[] = [
    ...(offres.data?.items ?? []).map((offre) => ({
      catalogue: 'offres' as const,
      code: offre.id,
      label: offre.intitule,
      where: offre.entreprise_nom,
    })),
    ...(formations.data?.items ?? []).map((formation) => ({
      catalogue: 'formations' as const,
      code: formation.id,
      label: formation.nmc ?? formation.nm[0] ?? '',
      where: formation.etab_nom,
    })),
  ];
  return { targets, isPending: offres.isPending || formations.isPending };
}

/** The letter writer's draft for a target (AI when configured, else offline), saved in « Mes lettres ». */
export function useDraftLetter() {
  return useMutation({
    mutationFn: ({ target, style }: { target: LetterTarget; style: LetterStyle }) =>
      call(lettersApi.generate, {
        body: {
          style,
          selection:
            target.catalogue === 'offres'
              ? { type: 'metier', label: target.label }
              : { type: 'formation', label: target.label, id: target.code },
        },
      }),
  });
}
