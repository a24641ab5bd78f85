import type { OffreItem } from '@declic/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CatalogNotices } from '../../../components/catalog/catalog-notices';
import { CatalogPage } from '../../../components/catalog/catalog-page';
import { CATALOG_MODE_KEYS, useCatalogUrl } from '../../../components/catalog/use-catalog-url';
import { MapModal, type MapPlace } from '../../../components/map/map-modal';
import { savedOffres } from '../../../features/emplois/api/saved-offres';
import { useOffreSearch } from '../../../features/emplois/api/search-offres';
import { ApplyDialog, type ApplyTarget } from '../../../features/emplois/components/apply-dialog';
import { hasPlace, offreColumns, offreTitle } from '../../../features/emplois/components/offre-columns';
import { OffreFilters } from '../../../features/emplois/components/offre-filters';
import { ReportCompanyDialog } from '../../../features/emplois/components/report-company-dialog';
import { TEXTES } from '../../../features/emplois/textes';
import { useMyApplications } from '../../../lib/my-applications';

const URL_KEYS = ['q', 'typecontrat', 'alternance', ...CATALOG_MODE_KEYS] as const;

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
  const catalog = useCatalogUrl(URL_KEYS);
  const { values, page, setFilters, setPage, recommended, matched } = catalog;
  const search = useOffreSearch({ ...values, page, recommended });
  const [place, setPlace] = useState<MapPlace | null>(null);
  const [applyingTo, setApplyingTo] = useState<ApplyTarget | null>(null);
  const [reporting, setReporting] = useState<ApplyTarget | null>(null);
  const columns = useMemo(
    () =>
      offreColumns({
        onShowMap: (offre) => setPlace(toPlace(offre)),
        onApply: (offre) => setApplyingTo({ id: offre.id, title: offreTitle(offre) }),
        onReport: (offre) => setReporting({ id: offre.id, title: offreTitle(offre) }),
      }),
    [],
  );
  const data = search.data;
  const applications = useMyApplications();
  const notices = (
    <>
      <CatalogNotices
        values={values}
        corrected={data?.correction}
        noun="offre"
        onClearMetier={catalog.clearMetier}
      />
      <p className="flex flex-wrap gap-x-4">
        <Link to="/app/rencontres" className="font-semibold text-brand-700 underline underline-offset-4">
          {TEXTES.rencontres}
        </Link>
        {applications.data?.length ? (
          <Link to="/app/candidatures" className="font-semibold text-brand-700 underline underline-offset-4">
            {TEXTES.mesCandidatures} ({applications.data.length})
          </Link>
        ) : null}
      </p>
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
            onRecommendedChange={catalog.setRecommended}
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
        emptyText={catalog.emptyText(TEXTES)}
        recommended={matched}
        page={page}
        onPage={setPage}
      />
      <MapModal place={place} onClose={() => setPlace(null)} />
      <ApplyDialog target={applyingTo} onClose={() => setApplyingTo(null)} />
      <ReportCompanyDialog target={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
