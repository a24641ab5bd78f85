import { NNBSP } from '@declic/domain';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { Alert } from '../ui/alert';
import { CATALOG_FRAME, CatalogHeader } from './catalog-header';
import { type CatalogColumn, CatalogTable } from './catalog-table';
import { LockedSection } from './locked-section';
import { PersonalList, type PersonalListApi, SaveToPersonalList } from './personal-list';
import { ResultsFooter } from './results-footer';
import type { SavedEntry } from './saved-list';
import { useSelection } from './use-selection';

export interface CatalogResults<Row> {
  items: Row[];
  total: number;
  hasMore: boolean;
  estimated?: boolean;
}

interface CatalogPageProps<Row> {
  title: string;
  intro: string;
  filters: ReactNode;
  query: { isPending: boolean; error: Error | null; data?: CatalogResults<Row> };
  columns: readonly CatalogColumn<Row>[];
  rowLabel(row: Row): string;
  emptyText: string;
  notices?: ReactNode;
  /** Shown at the top of the results when they come from the demo catalogue. */
  demoNotice: string;
  recommended: boolean;
  page: number;
  onPage(page: number): void;
  /** The student's list for this catalogue: checked rows are added to it. */
  personalList: { api: PersonalListApi<Row>; title: string; noun: string; toEntry(row: Row): SavedEntry };
}

const rowId = (row: { id: string }) => row.id;

/** The frame both catalogues share: title, filters, results (table or cards), pages, personal list. */
export function CatalogPage<Row extends { id: string; demo: boolean }>(props: CatalogPageProps<Row>) {
  usePageTitle(props.title);
  const rows = props.query.data?.items ?? [];
  const selection = useSelection(rows.map(rowId));
  const error = props.query.error;
  const locked = error instanceof ApiRequestError && error.status === 403;

  return (
    <div className={CATALOG_FRAME}>
      <CatalogHeader title={props.title} intro={locked ? undefined : props.intro} />
      {locked ? (
        <LockedSection message={error.message} />
      ) : (
        <>
          {props.filters}
          {props.notices}
          <section
            aria-labelledby="resultats-titre"
            aria-busy={props.query.isPending}
            className="flex flex-col gap-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="resultats-titre" className="text-xl font-semibold">
                Résultats
              </h2>
              <SaveToPersonalList
                api={props.personalList.api}
                ids={[...selection.selected]}
                clear={selection.clear}
                noun={props.personalList.noun}
              />
            </div>
            {/* Under the results' heading, where « Chargement… » was: it pushes nothing already read. */}
            {rows.some((row) => row.demo) ? <Alert tone="info">{props.demoNotice}</Alert> : null}
            {error ? (
              <Alert tone="error">{error.message}</Alert>
            ) : props.query.isPending ? (
              // As tall as a screen of results: the list that follows the results is not pushed down
              // under the student's eyes when they arrive.
              <p role="status" className="min-h-[80svh] text-ink-soft">
                Chargement…
              </p>
            ) : rows.length === 0 ? (
              <p
                role="status"
                className="rounded-[var(--radius-card)] border border-line bg-white p-6 text-center font-semibold"
              >
                {props.emptyText}
              </p>
            ) : (
              <CatalogTable
                caption={`${props.title}${NNBSP}: résultats`}
                rows={rows}
                columns={props.columns}
                rowId={rowId}
                rowLabel={props.rowLabel}
                selected={selection.selected}
                allSelected={selection.allSelected}
                onToggle={selection.toggle}
                onToggleAll={selection.toggleAll}
              />
            )}
            {props.query.data ? (
              <ResultsFooter
                shown={rows.length}
                total={props.query.data.total}
                estimated={props.query.data.estimated}
                recommended={props.recommended}
                page={props.page}
                hasMore={props.query.data.hasMore}
                onPage={props.onPage}
              />
            ) : null}
          </section>
          <PersonalList
            api={props.personalList.api}
            title={props.personalList.title}
            toEntry={props.personalList.toEntry}
          />
        </>
      )}
    </div>
  );
}
