import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const geoRegions = pgTable('geo_regions', {
  code: text('code').primaryKey(),
  nom: text('nom').notNull(),
  nomRecherche: text('nom_recherche').notNull(),
});

export const geoDepartements = pgTable('geo_departements', {
  code: text('code').primaryKey(),
  codeRegion: text('code_region').notNull(),
  nom: text('nom').notNull(),
  nomRecherche: text('nom_recherche').notNull(),
});

export const geoCommunes = pgTable(
  'geo_communes',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    codeDepartement: text('code_departement'),
    codeRegion: text('code_region'),
    nom: text('nom').notNull(),
    nomRecherche: text('nom_recherche').notNull(),
    codeParent: text('code_parent'),
  },
  (table) => [primaryKey({ columns: [table.type, table.code] })],
);
