import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const salairesOnisep = pgTable('salaires_onisep', {
  idOnisep: text('id_onisep').primaryKey(),
  nomMetier: text('nom_metier').notNull(),
  romeCodes: text('rome_codes').array().notNull().default([]),
  niveauAccesMin: text('niveau_acces_min'),
  salaireDebutant: text('salaire_debutant').notNull(),
  url: text('url'),
});

export const salairesDaresFap = pgTable(
  'salaires_dares_fap',
  {
    fap: text('fap').notNull(),
    periode: text('periode').notNull(),
    salaireMedian: integer('salaire_median').notNull(),
    libelle: text('libelle'),
  },
  (table) => [primaryKey({ columns: [table.fap, table.periode] })],
);

export const salairesDaresFapRome = pgTable(
  'salaires_dares_fap_rome',
  { fap: text('fap').notNull(), romeV3: text('rome_v3').notNull() },
  (table) => [
    primaryKey({ columns: [table.fap, table.romeV3] }),
    index('salaires_dares_fap_rome_rome_idx').on(table.romeV3),
  ],
);
