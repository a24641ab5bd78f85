import { CATALOG_PAGE_SIZE, CATALOG_RECOMMENDED_PAGE_SIZE, type FormationItem } from '@declic/domain';
import { CatalogPage } from '../../../components/catalog/catalog-page';
import { CorrectionNotice } from '../../../components/catalog/correction-notice';
import { MetierNotice } from '../../../components/catalog/metier-notice';
import { useUrlState } from '../../../components/catalog/use-url-state';
import { savedFormations } from '../../../features/formations/api/saved-formations';
import { useFormationSearch } from '../../../features/formations/api/search-formations';
import { FORMATION_COLUMNS, formationTitle } from '../../../features/formations/components/formation-columns';
import { FormationFilters } from '../../../features/formations/components/formation-filters';
import { TEXTES } from '../../../features/formations/textes';

const URL_KEYS = ['q', 'region', 'departement', 'reco', 'metier', 'intitule'] as const;

/** /app/formations: search, filters, recommended mode, results and the personal list (level 6). */
export default function FormationsPage() {
  const { values, page, setFilters, setPage } = useUrlState(URL_KEYS);
  const recommended = values.reco === '1';
  // A job card's link matches the list to one job, like the recommended mode does for all of them.
  const matched = recommended || values.metier !== '';
  const search = useFormationSearch({ ...values, page, recommended });
  const data = search.data;
  return (
    <CatalogPage<FormationItem>
      title={TEXTES.titre}
      intro={TEXTES.intro}
      filters={
        <FormationFilters
          values={{ q: values.q, region: values.region, departement: values.departement }}
          recommended={recommended}
          onSubmit={(filters) => setFilters(filters)}
          onRecommendedChange={(on) => setFilters({ reco: on ? '1' : '', metier: '', intitule: '' })}
        />
      }
      notices={
        <>
          <MetierNotice
            code={values.metier}
            title={values.intitule}
            noun="formation"
            onClear={() => setFilters({ metier: '', intitule: '' })}
          />
          <CorrectionNotice typed={values.q} corrected={data?.correction} noun="formation" />
        </>
      }
      demoNotice={TEXTES.demo}
      query={{
        isPending: search.isPending,
        error: search.error,
        data: data && {
          items: data.items,
          total: data.total,
          hasMore: page * (matched ? CATALOG_RECOMMENDED_PAGE_SIZE : CATALOG_PAGE_SIZE) < data.total,
        },
      }}
      personalList={{
        api: savedFormations,
        title: TEXTES.maListe,
        noun: 'formation',
        toEntry: (item) => ({
          id: item.id,
          label: formationTitle(item),
          detail: [item.etab_nom, item.departement].filter(Boolean).join(' · '),
        }),
      }}
      columns={FORMATION_COLUMNS}
      rowLabel={formationTitle}
      emptyText={emptyText(values.metier, recommended)}
      recommended={matched}
      page={page}
      onPage={setPage}
    />
  );
}

function emptyText(metier: string, recommended: boolean): string {
  if (metier) return TEXTES.aucunPourMetier;
  return recommended ? TEXTES.aucuneRecommandation : TEXTES.aucunResultat;
}
