import { CATALOG_PAGE_SIZE, CATALOG_RECOMMENDED_PAGE_SIZE, type FormationItem } from '@declic/domain';
import { CatalogNotices } from '../../../components/catalog/catalog-notices';
import { CatalogPage } from '../../../components/catalog/catalog-page';
import { CATALOG_MODE_KEYS, useCatalogUrl } from '../../../components/catalog/use-catalog-url';
import { savedFormations } from '../../../features/formations/api/saved-formations';
import { useFormationSearch } from '../../../features/formations/api/search-formations';
import { FORMATION_COLUMNS, formationTitle } from '../../../features/formations/components/formation-columns';
import { FormationFilters } from '../../../features/formations/components/formation-filters';
import { TEXTES } from '../../../features/formations/textes';

const URL_KEYS = ['q', 'region', 'departement', ...CATALOG_MODE_KEYS] as const;

/** /app/formations: search, filters, recommended mode, results and the personal list (level 6). */
export default function FormationsPage() {
  const catalog = useCatalogUrl(URL_KEYS);
  const { values, page, setFilters, setPage, recommended, matched } = catalog;
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
          onRecommendedChange={catalog.setRecommended}
        />
      }
      notices={
        <CatalogNotices
          values={values}
          corrected={data?.correction}
          noun="formation"
          onClearMetier={catalog.clearMetier}
        />
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
      emptyText={catalog.emptyText(TEXTES)}
      recommended={matched}
      page={page}
      onPage={setPage}
    />
  );
}
