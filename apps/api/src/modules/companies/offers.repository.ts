import type { CompanyOffer, CompanyOfferStatus, companyOfferBodySchema, PendingOffer } from '@declic/domain';
import { DECLIC_OFFER_PREFIX } from '@declic/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';

export type OfferFields = z.output<typeof companyOfferBodySchema>;

export type OfferRow = CompanyOffer & { companyId: string };

// Saves are counted on the catalogue copy: students keep « declic-N » in their list.
const OFFER_COLUMNS = `o.id, o.company_id AS "companyId", o.kind, o.title, o.description, o.city, o.department,
  to_char(o.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(o.ends_on, 'YYYY-MM-DD') AS "endsOn",
  o.hours_per_week AS "hoursPerWeek", o.meeting_mode AS "meetingMode", o.meeting_time AS "meetingTime",
  o.places, o.status, o.refusal_reason AS "refusalReason",
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
  (SELECT count(*)::int FROM catalog_saved_items s WHERE s.item_type = 'offre' AND s.item_id = '${DECLIC_OFFER_PREFIX}' || o.id) AS saves,
  (SELECT count(*)::int FROM company_applications a WHERE a.offer_id = o.id) AS applications`;

/** The posting's fields in the order both statements below number them ($2 to $12). */
const offerValues = (offer: OfferFields) => [
  offer.kind,
  offer.title,
  offer.description,
  offer.city,
  offer.department,
  offer.startsOn,
  offer.endsOn,
  offer.hoursPerWeek,
  offer.meetingMode,
  offer.meetingTime,
  offer.places,
];

export async function insertOffer(db: Queryable, companyId: string, offer: OfferFields): Promise<OfferRow> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO company_offers (company_id, kind, title, description, city, department, starts_on, ends_on,
       hours_per_week, meeting_mode, meeting_time, places)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [companyId, ...offerValues(offer)],
  );
  return (await findOffer(db, row!.id))!;
}

/** New content goes back to the staff: a published posting is not changed behind their back. */
export async function updateOffer(db: Queryable, id: number, offer: OfferFields): Promise<void> {
  await db.query(
    `UPDATE company_offers SET kind = $2, title = $3, description = $4, city = $5, department = $6,
       starts_on = $7, ends_on = $8, hours_per_week = $9, meeting_mode = $10, meeting_time = $11, places = $12,
       status = 'en_attente', refusal_reason = NULL, updated_at = now()
     WHERE id = $1`,
    [id, ...offerValues(offer)],
  );
}

export async function setOfferStatus(
  db: Queryable,
  id: number,
  status: CompanyOfferStatus,
  refusalReason: string | null = null,
): Promise<void> {
  await db.query(
    'UPDATE company_offers SET status = $2, refusal_reason = $3, updated_at = now() WHERE id = $1',
    [id, status, refusalReason],
  );
}

export async function findOffer(db: Queryable, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.query<OfferRow>(`SELECT ${OFFER_COLUMNS} FROM company_offers o WHERE o.id = $1`, [
    id,
  ]);
  return row;
}

export function listCompanyOffers(db: Queryable, companyId: string): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM company_offers o WHERE o.company_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [companyId],
  );
}

/** Oldest first: the staff treat the queue in order. Suspended companies wait outside it. */
export async function listPendingOffers(db: Queryable): Promise<PendingOffer[]> {
  const rows = await db.query<OfferRow & { organisation: string; siret: string; sector: string }>(
    `SELECT ${OFFER_COLUMNS}, c.organisation, c.siret, c.sector
       FROM company_offers o JOIN companies c ON c.user_id = o.company_id
      WHERE o.status = 'en_attente' AND c.suspended_at IS NULL
      ORDER BY o.created_at, o.id`,
  );
  return rows.map(({ organisation, siret, sector, ...offer }) => ({
    ...publicOffer(offer),
    company: { id: offer.companyId, organisation, siret, sector },
  }));
}

/** The posting without the owner's id (the company knows who it is). */
export function publicOffer({ companyId: _companyId, ...offer }: OfferRow): CompanyOffer {
  return offer;
}

/** Holds the posting's row until the transaction ends (places of a meeting are counted under it). */
export async function lockOffer(db: Queryable, id: number): Promise<void> {
  await db.query('SELECT id FROM company_offers WHERE id = $1 FOR UPDATE', [id]);
}
