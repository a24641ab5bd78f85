import { type EntrepriseProche, levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MapModal, type MapPlace } from '../../../../components/map/map-modal';
import { ButtonLink } from '../../../../components/ui/button';
import { call } from '../../../../lib/api-call';
import type { ChooserProps } from './chooser-props';
import { useLevel6RomeCodes } from './level6-metiers';
import { OptionList } from './option-list';

/** Level 11: companies that recruit in the student's département, those of their métiers first. */
export function EntrepriseChooser({ chosen, full, onChoose }: ChooserProps) {
  const metiers = useLevel6RomeCodes();
  const rome = metiers.codes.join(',') || undefined;
  const [place, setPlace] = useState<MapPlace | null>(null);
  const companies = useQuery({
    queryKey: ['level-entreprises', rome],
    queryFn: () => call(levelsApi.catalogueEntreprises, { query: { rome } }),
    enabled: !metiers.isPending,
  });
  if (companies.isPending) return <p role="status">Recherche des entreprises…</p>;
  if (companies.isError) return <p role="alert">{companies.error.message}</p>;
  if (!companies.data.departement) {
    return (
      <div className="flex flex-col gap-2">
        <p>
          Indique ton département dans ton profil : je te montrerai les entreprises qui recrutent près de chez
          toi.
        </p>
        <ButtonLink to="/app/profile" variant="secondary" className="self-start">
          Compléter mon profil
        </ButtonLink>
      </div>
    );
  }
  if (companies.data.companies.length === 0) {
    return (
      <p>
        Aucune offre d’emploi n’est publiée dans ton département en ce moment. Réessaie dans quelques jours.
      </p>
    );
  }
  const located = companies.data.companies.filter((c) => c.latitude !== null && c.longitude !== null);
  return (
    <div className="flex flex-col gap-3">
      <OptionList
        label={`Entreprises qui recrutent dans ton département (${companies.data.departement})`}
        options={companies.data.companies.map(toOption)}
        chosen={chosen}
        full={full}
        onChoose={onChoose}
      />
      {located.length > 0 ? (
        <details className="rounded-xl bg-brand-50 p-3">
          <summary className="cursor-pointer font-semibold">Voir une entreprise sur la carte</summary>
          <ul className="mt-2 flex flex-wrap gap-2">
            {located.map((company) => (
              <li key={company.code}>
                <button
                  type="button"
                  className="min-h-11 rounded-full border-2 border-brand-700 px-3 text-sm font-semibold text-brand-800"
                  onClick={() => setPlace(toPlace(company))}
                >
                  {company.name}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <MapModal place={place} onClose={() => setPlace(null)} />
    </div>
  );
}

const offersLabel = (count: number) => `${count}\u00a0offre${count > 1 ? 's' : ''}`;

const toOption = (company: EntrepriseProche) => ({
  code: company.code,
  label: company.name,
  detail: [company.city, offersLabel(company.offersCount), company.sampleOfferTitles.join(', ')]
    .filter(Boolean)
    .join(' · '),
});

const toPlace = (company: EntrepriseProche): MapPlace => ({
  title: company.name,
  label: company.city ?? company.name,
  latitude: company.latitude as number,
  longitude: company.longitude as number,
});
