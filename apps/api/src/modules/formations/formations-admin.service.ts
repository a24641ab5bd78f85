import { randomUUID } from 'node:crypto';
import type { FormationInput, FormationItem } from '@declic/domain';
import { emptyFormation, type FormationRecord } from '../../db/catalog/formation-record';
import { loadGeoIndex } from '../../db/catalog/geo-index';
import { refreshVocabulary } from '../../db/catalog/vocabulary';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { toFormationItem } from './formation-item';
import {
  deleteFormation,
  findFormation,
  insertFormation,
  updateFormation,
} from './formations-admin.repository';

export const STAFF_SOURCE = 'manuel';

function notFound(): HttpError {
  return new HttpError(404, 'formation_introuvable', 'Cette formation n’existe pas ou plus.');
}

/** The record staff described, with département and région names and codes resolved. */
async function toRecord(
  database: DatabaseHandle,
  input: FormationInput,
  sourceId: string,
): Promise<FormationRecord> {
  const geo = await loadGeoIndex(database);
  const departement = input.departement ? geo.departement(input.departement) : undefined;
  const region = departement
    ? geo.region(departement.codeRegion)
    : input.region
      ? geo.region(input.region)
      : undefined;
  return {
    ...emptyFormation(STAFF_SOURCE, sourceId, input.nm),
    nmc: input.nmc ?? null,
    etab_nom: input.etab_nom ?? null,
    etab_uai: input.etab_uai ?? null,
    etab_url: input.etab_url ?? null,
    image: input.image ?? null,
    facebook: input.facebook ?? null,
    linkedin: input.linkedin ?? null,
    youtube: input.youtube ?? null,
    email: input.email ?? null,
    telephone: input.telephone ?? null,
    tc: input.tc ?? null,
    typeformation: input.typeformation ?? null,
    niveau: input.niveau ?? null,
    tf: input.tf ?? [],
    commune: input.commune ?? null,
    fiche: input.fiche ?? null,
    departement: departement?.nom ?? input.departement ?? null,
    code_departement: departement?.code ?? null,
    region: region?.nom ?? input.region ?? null,
    code_region: region?.code ?? null,
  };
}

export async function readFormation(database: DatabaseHandle, id: string): Promise<FormationItem> {
  const row = await findFormation(database, id);
  if (!row) throw notFound();
  return toFormationItem(row);
}

export async function createFormation(
  database: DatabaseHandle,
  input: FormationInput,
): Promise<FormationItem> {
  return toFormationItem(await insertFormation(database, await toRecord(database, input, randomUUID())));
}

export async function replaceFormation(
  database: DatabaseHandle,
  id: string,
  input: FormationInput,
): Promise<FormationItem> {
  const row = await updateFormation(database, id, await toRecord(database, input, ''));
  if (!row) throw notFound();
  await refreshVocabulary(database, 'formations');
  return toFormationItem(row);
}

export async function removeFormation(database: DatabaseHandle, id: string): Promise<void> {
  if (!(await deleteFormation(database, id))) throw notFound();
  await refreshVocabulary(database, 'formations');
}
