import type { DatabaseHandle } from '../../db/database';
import { type GeoSuggestionRow, suggestPlaces } from './geo.repository';

/** Régions or départements for the catalogue filters, communes for level 37, from what was typed. */
export function placeSuggestions(
  database: DatabaseHandle,
  type: 'region' | 'departement' | 'commune',
  query: string,
): Promise<GeoSuggestionRow[]> {
  return suggestPlaces(database, type, query);
}
