import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    questionnaireType: text('questionnaire_type').notNull().default('orientation'),
    id: integer('id').notNull(),
    position: integer('position').notNull(),
    contenu: text('contenu').notNull(),
    dimension: text('dimension'),
    centresInteret: jsonb('centres_interet').$type<string[]>().notNull().default([]),
    choices: jsonb('choices').$type<string[] | null>(),
    followUp: boolean('follow_up').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.questionnaireType, table.id] })],
);

export const romeMetiers = pgTable('rome_metiers', {
  codeRome: text('code_rome').primaryKey(),
  codeOgr: text('code_ogr'),
  libelle: text('libelle').notNull(),
  riasecMajeur: text('riasec_majeur').notNull(),
  riasecMineur: text('riasec_mineur'),
  codeGrandDomaine: text('code_grand_domaine'),
  libelleGrandDomaine: text('libelle_grand_domaine'),
  codeDomaine: text('code_domaine').notNull(),
  libelleDomaine: text('libelle_domaine'),
  definition: text('definition').notNull().default(''),
  accesMetier: text('acces_metier').notNull().default(''),
  codeRomeParent: text('code_rome_parent'),
  transitionEco: text('transition_eco'),
  keySkills: jsonb('key_skills').$type<string[]>().notNull().default([]),
  savoirFaire: jsonb('savoir_faire')
    .$type<Array<{ codeOgr: string; libelle: string; coeurMetier: string | null }>>()
    .notNull()
    .default([]),
  savoirEtre: jsonb('savoir_etre')
    .$type<Array<{ codeOgr: string; libelle: string; coeurMetier: string | null }>>()
    .notNull()
    .default([]),
  contextesTravail: jsonb('contextes_travail')
    .$type<Array<{ libelle: string; type: string }>>()
    .notNull()
    .default([]),
  skillRiasec: jsonb('skill_riasec').$type<Record<string, number>>().notNull().default({}),
  centresInteret: jsonb('centres_interet')
    .$type<Array<{ code: string; principal: boolean }>>()
    .notNull()
    .default([]),
  source: text('source', { enum: ['rome', 'demo'] })
    .notNull()
    .default('rome'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const romeAppellations = pgTable('rome_appellations', {
  codeOgr: text('code_ogr').primaryKey(),
  codeRome: text('code_rome')
    .notNull()
    .references(() => romeMetiers.codeRome, { onDelete: 'cascade' }),
  libelle: text('libelle').notNull(),
  libelleCourt: text('libelle_court'),
  principale: boolean('principale').notNull().default(false),
});

export const romeCentresInteret = pgTable('rome_centres_interet', {
  code: text('code').primaryKey(),
  libelle: text('libelle').notNull(),
  definition: text('definition').notNull().default(''),
});

export const onisepMetiers = pgTable('onisep_metiers', {
  id: text('id').primaryKey(),
  libelle: text('libelle').notNull(),
  libelleFeminin: text('libelle_feminin'),
  libelleMasculin: text('libelle_masculin'),
  romeCodes: jsonb('rome_codes').$type<string[]>().notNull().default([]),
  niveauAccesMin: text('niveau_acces_min'),
  formations: jsonb('formations').$type<Array<{ id: string; libelle: string }>>().notNull().default([]),
  salaireDebutant: text('salaire_debutant'),
  accesMetier: text('acces_metier'),
  accroche: text('accroche'),
  centresInteret: jsonb('centres_interet').$type<string[]>().notNull().default([]),
  url: text('url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Videos of professionals (level 8): ONISEP's links, and the list DECLIC_VIDEOS_FILE names. */
export const metierVideos = pgTable(
  'metier_videos',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    onisepMetierId: text('onisep_metier_id'),
    onisepMetierLibelle: text('onisep_metier_libelle'),
    romeCodes: text('rome_codes').array().notNull().default([]),
    source: text('source', { enum: ['onisep', 'config'] })
      .notNull()
      .default('onisep'),
    position: integer('position'),
  },
  (table) => [index('metier_videos_rome_idx').using('gin', table.romeCodes)],
);
