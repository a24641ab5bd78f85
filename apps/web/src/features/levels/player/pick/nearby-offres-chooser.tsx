import { levelsApi, type NearbyOffre } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../../components/ui/button';
import { call } from '../../../../lib/api-call';
import type { ChooserProps } from './chooser-props';
import { useLevel6RomeCodes } from './level6-metiers';
import { OptionList } from './option-list';

const KINDS = {
  alternance: { route: levelsApi.catalogueAlternance, what: 'en alternance' },
  jobs: { route: levelsApi.catalogueJobs, what: 'à temps partiel' },
} as const;

const toOption = (offer: NearbyOffre) => ({
  code: offer.code,
  label: offer.title,
  detail: [
    offer.company,
    offer.place,
    offer.contract,
    offer.hours ? `${offer.hours}\u00a0h par semaine` : null,
    `Source : ${offer.source}`,
  ]
    .filter(Boolean)
    .join(' · '),
  url: offer.url ?? undefined,
});

/** Offers of the student's département (their métiers' first), else the newest in France. */
function NearbyOffresChooser({ kind, chosen, full, onChoose }: ChooserProps & { kind: keyof typeof KINDS }) {
  const { route, what } = KINDS[kind];
  const metiers = useLevel6RomeCodes();
  const rome = metiers.codes.join(',') || undefined;
  const offers = useQuery({
    queryKey: ['level-nearby-offres', kind, rome],
    queryFn: () => call(route, { query: { rome } }),
    enabled: !metiers.isPending,
  });
  if (offers.isPending) return <p role="status">Recherche des offres {what}…</p>;
  if (offers.isError) return <p role="alert">{offers.error.message}</p>;
  const { departement, scope } = offers.data;
  if (offers.data.offers.length === 0) {
    return <p>Aucune offre {what} n’est publiée en ce moment. Réessaie dans quelques jours.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {scope === 'france' ? (
        <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3">
          <p>
            {departement
              ? `Aucune offre ${what} n’est publiée dans ton département (${departement}) en ce moment : voici les plus récentes en France.`
              : 'Indique ton département dans ton profil pour voir les offres près de chez toi. En attendant, voici les plus récentes en France.'}
          </p>
          {departement ? null : (
            <ButtonLink to="/app/profile" variant="secondary" className="self-start">
              Compléter mon profil
            </ButtonLink>
          )}
        </div>
      ) : null}
      <OptionList
        label={
          scope === 'departement'
            ? `Offres ${what} dans ton département (${departement})`
            : `Offres ${what} en France`
        }
        options={offers.data.offers.map(toOption)}
        chosen={chosen}
        full={full}
        onChoose={onChoose}
        linkLabel="Voir l’offre"
      />
    </div>
  );
}

/** Level 31: apprenticeship offers near the student. */
export const AlternanceChooser = (props: ChooserProps) => (
  <NearbyOffresChooser kind="alternance" {...props} />
);

/** Level 45: part-time offers near the student, for a student job. */
export const JobsChooser = (props: ChooserProps) => <NearbyOffresChooser kind="jobs" {...props} />;
