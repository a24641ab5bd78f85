import type { OffreItem } from '@declic/domain';
import { useMemo, useState } from 'react';
import { CatalogPage } from '../../../components/catalog/catalog-page';
import { CorrectionNotice } from '../../../components/catalog/correction-notice';
import { MetierNotice } from '../../../components/catalog/metier-notice';
import { useUrlState } from '../../../components/catalog/use-url-state';
import { savedOffres } from '../../../features/emplois/api/saved-offres';
import { useOffreSearch } from '../../../features/emplois/api/search-offres';
import { hasPlace, offreColumns, offreTitle } from '../../../features/emplois/components/offre-columns';
import { OffreFilters } from '../../../features/emplois/components/offre-filters';
import { TEXTES } from '../../../features/emplois/textes';
import { MapModal, type MapPlace } from '../../../features/map/components/map-modal';

const URL_KEYS = ['q', 'typecontrat', 'alternance', 'reco', 'metier', 'intitule'] as const;

const toPlace = (offre: OffreItem): MapPlace | null =>
  hasPlace(offre)
    ? {
        title: offreTitle(offre),
        label: offre.lieu ?? TEXTES.lieuAbsent,
        latitude: offre.lieu_travail_latitude!,
        longitude: offre.lieu_travail_longitude!,
      }
    : null;

/** /app/emplois: search, filters, recommended mode, results, map and the personal list (level 9). */
export default function EmploisPage() {
  const { values, page, setFilters, setPage } = useUrlState(URL_KEYS);
  const recommended = values.reco === '1';
  // A job card's link matches the list to one job, like the recommended mode does for all of them.
  const matched = recommended || values.metier !== '';
  const search = useOffreSearch({ ...values, page, recommended });
  const [place, setPlace] = useState<MapPlace | null>(null);
  const columns = useMemo(() => offreColumns((offre) => setPlace(toPlace(offre))), []);
  const data = search.data;
  const notices = (
    <>
      <MetierNotice
        code={values.metier}
        title={values.intitule}
        noun="offre"
        onClear={() => setFilters({ metier: '', intitule: '' })}
      />
      <CorrectionNotice typed={values.q} corrected={data?.correction} noun="offre" />
    </>
  );
  return (
    <>
      <CatalogPage<OffreItem>
        title={TEXTES.titre}
        intro={TEXTES.intro}
        filters={
          <OffreFilters
            values={{ q: values.q, typecontrat: values.typecontrat, alternance: values.alternance }}
            recommended={recommended}
            onSubmit={(filters) => setFilters(filters)}
            onRecommendedChange={(on) => setFilters({ reco: on ? '1' : '', metier: '', intitule: '' })}
          />
        }
        notices={notices}
        demoNotice={TEXTES.demo}
        query={{
          isPending: search.isPending,
          error: search.error,
          data: data && {
            items: data.items,
            total: data.total,
            hasMore: data.has_more,
            estimated: data.total_estimated,
          },
        }}
        personalList={{
          api: savedOffres,
          title: TEXTES.maListe,
          noun: 'offre',
          toEntry: (item) => ({
            id: item.id,
            label: offreTitle(item),
            detail: [item.entreprise, item.lieu].filter(Boolean).join(' · '),
          }),
        }}
        columns={columns}
        rowLabel={offreTitle}
        emptyText={emptyText(values.metier, recommended)}
        recommended={matched}
        page={page}
        onPage={setPage}
      />
      <MapModal place={place} onClose={() => setPlace(null)} />
    </>
  );
}

function emptyText(metier: string, recommended: boolean): string {
  if (metier) return TEXTES.aucunPourMetier;
  return recommended ? TEXTES.aucuneRecommandation : TEXTES.aucunResultat;
}
