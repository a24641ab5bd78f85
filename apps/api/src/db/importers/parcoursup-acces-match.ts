import { normalizeForSearch, placeKey } from '@declic/domain';

/** A catalogue formation as the access-rate matching reads it (`nm` is its first name). */
export type CatalogueFormation = {
  id: string;
  nm: string;
  etabNom: string | null;
  commune: string | null;
  codeDepartement: string | null;
};

/** One wish of the access-rate file, as the source names it. */
export interface AccesWish {
  nom: string;
  etablissement: string;
  ville: string;
  /** The source's id of the wish (Parcoursup g_ta_cod), when it gives one. */
  code?: string | null;
}

/** Why a wish was given no catalogue formation: never guessed, always one of these. */
export type MatchFailure = 'etablissement' | 'formation' | 'ambigu' | 'lieu' | 'doublon';

export type MatchOutcome =
  | { matched: true; formation: CatalogueFormation }
  | { matched: false; reason: MatchFailure };

/** The départements a folded town name may be in (homonyms give several); undefined if unknown. */
export type DepartementsOfCity = (city: string) => ReadonlySet<string> | undefined;

/** « (Talence - 33) », « (33) », « (2A) »: a place the catalogue appends to a school's name. */
const TRAILING_PLACE = /\s*\((?:([^()]*?)\s*-\s*)?(?:\d{2,3}|2[AB])\)\s*$/i;
const ARRONDISSEMENT = / \d+(?:e|er) arrondissement$/;

/** A school's name folded for comparison, without the place the catalogue may append. */
export function schoolKey(name: string): string {
  return normalizeForSearch(name.replace(TRAILING_PLACE, ''));
}

/** A town folded for comparison: « Paris 12e  Arrondissement » and « Paris » are one town. */
export function cityKey(name: string): string {
  return placeKey(name).replace(ARRONDISSEMENT, '');
}

/** The town in « Université de Bordeaux - Bordeaux Métropole (Talence - 33) », folded. */
function townInSchoolName(name: string): string | undefined {
  const town = TRAILING_PLACE.exec(name)?.[1];
  return town ? cityKey(town) : undefined;
}

/**
 * The names a catalogue formation may be called by, folded: its full name (« Licence - Langues
 * etrangeres appliquees »), then without its diploma heading (« Langues etrangeres appliquees » ;
 * for a BTS, without its sector too: « BTS - Services - Tourisme » → « Tourisme »), each also
 * without a leading « Portail ». Never a later segment alone: « Double licence - Droit / Lettres -
 * Lettres » is not « Lettres ».
 */
export function formationNameKeys(nm: string): string[] {
  const segments = nm
    .split(' - ')
    .map((segment) => segment.trim())
    .filter(Boolean);
  const heading = normalizeForSearch(segments[0] ?? '') === 'bts' ? 2 : 1;
  const keys = new Set<string>();
  for (let drop = 0; drop <= heading && drop < segments.length; drop += 1) {
    const rest = segments.slice(drop);
    keys.add(normalizeForSearch(rest.join(' ')));
    if (drop > 0) keys.add(normalizeForSearch(rest.join(' ')).replace(/^portail /, ''));
  }
  keys.delete('');
  return [...keys];
}

/**
 * Whether a formation is in the wish's town: its commune (or the town its school's name
 * carries) when known, else its département among those of the towns so named. Undefined when
 * the catalogue says nothing of its place.
 */
function isInTown(
  formation: CatalogueFormation,
  city: string,
  departementsOf: DepartementsOfCity,
): boolean | undefined {
  const towns = [
    formation.commune ? cityKey(formation.commune) : undefined,
    formation.etabNom ? townInSchoolName(formation.etabNom) : undefined,
  ].filter((town): town is string => Boolean(town));
  if (towns.length > 0) return towns.includes(city);
  const departements = departementsOf(city);
  if (!formation.codeDepartement || !departements) return undefined;
  return departements.has(formation.codeDepartement);
}

/** The catalogue indexed by folded school name, then by each folded name of its formations. */
export type FormationIndex = Map<string, Map<string, CatalogueFormation[]>>;

export function indexFormations(formations: readonly CatalogueFormation[]): FormationIndex {
  const index: FormationIndex = new Map();
  for (const formation of formations) {
    if (!formation.etabNom) continue;
    const key = schoolKey(formation.etabNom);
    const byName = index.get(key) ?? new Map<string, CatalogueFormation[]>();
    index.set(key, byName);
    for (const name of formationNameKeys(formation.nm)) {
      const same = byName.get(name);
      if (same) same.push(formation);
      else byName.set(name, [formation]);
    }
  }
  return index;
}

/**
 * The one catalogue formation a wish names: same school and same name once folded. Several
 * candidates are told apart by the town only when exactly one is known to be there and every
 * other known to be elsewhere; a single candidate known to be elsewhere is refused.
 */
export function matchWish(
  wish: AccesWish,
  index: FormationIndex,
  departementsOf: DepartementsOfCity = () => undefined,
): MatchOutcome {
  const byName = index.get(schoolKey(wish.etablissement));
  if (!byName) return { matched: false, reason: 'etablissement' };
  const candidates = byName.get(normalizeForSearch(wish.nom)) ?? [];
  if (candidates.length === 0) return { matched: false, reason: 'formation' };
  const city = cityKey(wish.ville);
  const places = candidates.map((formation) => isInTown(formation, city, departementsOf));
  if (candidates.length === 1) {
    return places[0] === false
      ? { matched: false, reason: 'lieu' }
      : { matched: true, formation: candidates[0]! };
  }
  const here = candidates.filter((_, i) => places[i] === true);
  const elsewhere = places.filter((place) => place === false).length;
  if (here.length === 1 && elsewhere === candidates.length - 1) {
    return { matched: true, formation: here[0]! };
  }
  return { matched: false, reason: 'ambigu' };
}

/**
 * Every line matched. Lines sharing a wish code (the source lists some wishes twice, under their
 * full and their short name) are one wish: it gets the one formation its names agree on. Two
 * wishes landing on the same catalogue formation are both refused (`doublon`), since nothing
 * says which rate is its own.
 */
export function matchWishes(
  wishes: readonly AccesWish[],
  formations: readonly CatalogueFormation[],
  departementsOf?: DepartementsOfCity,
): MatchOutcome[] {
  const index = indexFormations(formations);
  const own = wishes.map((wish) => matchWish(wish, index, departementsOf));
  const identity = wishes.map((wish, i) => (wish.code ? `code:${wish.code}` : `ligne:${i}`));
  const formationsOf = new Map<string, Map<string, CatalogueFormation>>();
  own.forEach((outcome, i) => {
    if (!outcome.matched) return;
    const found = formationsOf.get(identity[i]!) ?? new Map<string, CatalogueFormation>();
    formationsOf.set(identity[i]!, found.set(outcome.formation.id, outcome.formation));
  });
  const claims = new Map<string, number>();
  for (const found of formationsOf.values()) {
    for (const id of found.keys()) claims.set(id, (claims.get(id) ?? 0) + 1);
  }
  return own.map((outcome, i): MatchOutcome => {
    const found = [...(formationsOf.get(identity[i]!)?.values() ?? [])];
    if (found.length === 0) return outcome;
    if (found.length > 1) return { matched: false, reason: 'ambigu' };
    const formation = found[0]!;
    return (claims.get(formation.id) ?? 0) > 1
      ? { matched: false, reason: 'doublon' }
      : { matched: true, formation };
  });
}
