import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Search columns are computed by PostgreSQL (see migrations 0042 and 0043); never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Parcoursup's national attendus of a diploma mention (migration 0076, level 18). */
export const formationAttendus = pgTable('formation_attendus', {
  mentionKey: text('mention_key').primaryKey(),
  libelle: text('libelle').notNull(),
  attendus: text('attendus').array().notNull(),
  source: text('source').notNull(),
  sourceId: text('source_id'),
  sourceUrl: text('source_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const catalogFormations = pgTable(
  'catalog_formations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    nm: text('nm').array().notNull(),
    nmc: text('nmc'),
    codeFormation: text('code_formation'),
    etabUai: text('etab_uai'),
    etabNom: text('etab_nom'),
    etabUrl: text('etab_url'),
    image: text('image'),
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    youtube: text('youtube'),
    email: text('email'),
    telephone: text('telephone'),
    tc: text('tc'),
    typeformation: text('typeformation'),
    niveau: text('niveau'),
    tf: text('tf').array().notNull().default(sql`'{}'`),
    commune: text('commune'),
    departement: text('departement'),
    codeDepartement: text('code_departement'),
    region: text('region'),
    codeRegion: text('code_region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    fiche: text('fiche'),
    attendusKey: text('attendus_key').references(() => formationAttendus.mentionKey, {
      onDelete: 'set null',
    }),
    /** Parcoursup access rate (%, 0–100), its session and source; NULL when unknown (level 19). */
    tauxAcces: real('taux_acces'),
    tauxAccesSession: text('taux_acces_session'),
    tauxAccesSource: text('taux_acces_source'),
    /** The CFA's InserJeunes figures, as the item carries them (inserjeunes importer, migration 0093). */
    devenirApprentis: jsonb('devenir_apprentis'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`search_vector`),
    sortKey: text('sort_key').generatedAlwaysAs(sql`sort_key`),
  },
  (table) => [unique().on(table.source, table.sourceId)],
);

/** What becomes of apprentices, per CFA: its latest cumulated years (InserJeunes, migration 0093). */
export const inserjeunesCfa = pgTable('inserjeunes_cfa', {
  uai: text('uai').primaryKey(),
  libelle: text('libelle').notNull(),
  region: text('region'),
  millesimes: text('millesimes').notNull(),
  tauxEmploi6Mois: real('taux_emploi_6_mois'),
  tauxEmploi12Mois: real('taux_emploi_12_mois'),
  tauxPoursuiteEtudes: real('taux_poursuite_etudes'),
  tauxEmploi6MoisAttendu: real('taux_emploi_6_mois_attendu'),
  valeurAjouteeEmploi6Mois: real('valeur_ajoutee_emploi_6_mois'),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const catalogOffres = pgTable('catalog_offres', {
  id: text('id').primaryKey(),
  source: text('source').notNull(),
  intitule: text('intitule').notNull(),
  romeCode: text('rome_code'),
  romeLibelle: text('rome_libelle'),
  appellationLibelle: text('appellation_libelle'),
  typeContrat: text('type_contrat'),
  typeContratLibelle: text('type_contrat_libelle'),
  alternance: boolean('alternance').notNull().default(false),
  /** « Temps partiel » at France Travail; NULL when the source does not say (migration 0083). */
  tempsPartiel: boolean('temps_partiel'),
  heuresHebdo: real('heures_hebdo'),
  lieuTravailLibelle: text('lieu_travail_libelle'),
  lieuTravailLatitude: doublePrecision('lieu_travail_latitude'),
  lieuTravailLongitude: doublePrecision('lieu_travail_longitude'),
  codePostal: text('code_postal'),
  codeCommune: text('code_commune'),
  codeDepartement: text('code_departement'),
  entrepriseNom: text('entreprise_nom'),
  entrepriseLogo: text('entreprise_logo'),
  secteurActiviteLibelle: text('secteur_activite_libelle'),
  origineOffreUrlOrigine: text('origine_offre_url_origine'),
  contactUrlPostulation: text('contact_url_postulation'),
  competences: text('competences').array().notNull().default(sql`'{}'`),
  dateCreation: timestamp('date_creation', { withTimezone: true }).notNull(),
  dateActualisation: timestamp('date_actualisation', { withTimezone: true }),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`search_vector`),
});

export const catalogSavedItems = pgTable(
  'catalog_saved_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['formation', 'offre'] }).notNull(),
    itemId: text('item_id').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemType, table.itemId] })],
);

export const catalogVocabulary = pgTable(
  'catalog_vocabulary',
  {
    catalogue: text('catalogue', { enum: ['formations', 'offres'] }).notNull(),
    word: text('word').notNull(),
    occurrences: integer('occurrences').notNull(),
  },
  (table) => [primaryKey({ columns: [table.catalogue, table.word] })],
);

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** Each word of each formation's search text with its rank for that word (triggers, migration 0090). */
export const catalogFormationTerms = pgTable('catalog_formation_terms', {
  term: tsquery('term').notNull(),
  formationId: bigint('formation_id', { mode: 'number' }).notNull(),
  rank: real('rank').notNull(),
  sortKey: text('sort_key'),
});

/** A counter moved by every change to a catalogue (trigger, migration 0089). */
export const catalogVersions = pgTable('catalog_versions', {
  catalogue: text('catalogue').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Every run of a catalogue importer (db/importers/import-runs.ts, migration 0085). */
export const importRuns = pgTable('import_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  importer: text('importer').notNull(),
  via: text('via', { enum: ['cli', 'api'] }).notNull(),
  startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  status: text('status', { enum: ['en_cours', 'reussi', 'echoue'] }).notNull(),
  readCount: integer('read_count'),
  importedCount: integer('imported_count'),
  rejectedCount: integer('rejected_count'),
  rejections: jsonb('rejections').notNull(),
  error: text('error'),
});
