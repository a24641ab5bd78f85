import { type AlternanceOffre, API } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../../components/ui/button';
import { call } from '../../../../lib/api-call';
import type { ChooserProps } from './chooser-props';
import { useLevel6RomeCodes } from './level6-metiers';
import { OptionList } from './option-list';

/** Level 31: apprenticeship offers of the student's département, their métiers' first. */
export function AlternanceChooser({ chosen, full, onChoose }: ChooserProps) {
  const metiers = useLevel6RomeCodes();
  const rome = metiers.codes.join(',') || undefined;
  const offers = useQuery({
    queryKey: ['level-alternance', rome],
    queryFn: () => call(API.levels.catalogueAlternance, { query: { rome } }),
    enabled: !metiers.isPending,
  });
  if (offers.isPending) return <p role="status">Recherche des offres en alternance…</p>;
  if (offers.isError) return <p role="alert">{offers.error.message}</p>;
  const { departement, scope } = offers.data;
  if (offers.data.offers.length === 0) {
    return <p>Aucune offre en alternance n’est publiée en ce moment. Réessaie dans quelques jours.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {scope === 'france' ? (
        <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3">
          <p>
            {departement
              ? `Aucune offre en alternance n’est publiée dans ton département (${departement}) en ce moment : voici les plus récentes en France.`
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
            ? `Offres en alternance dans ton département (${departement})`
            : 'Offres en alternance en France'
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

const toOption = (offer: AlternanceOffre) => ({
  code: offer.code,
  label: offer.title,
  detail: [offer.company, offer.place, offer.contract, `Source : ${offer.source}`]
    .filter(Boolean)
    .join(' · '),
  url: offer.url ?? undefined,
});
