/**
 * Invented offers in the « jobs » v3 format, for tests: fake companies (example.org), fake ids.
 * Nothing here comes from the real sample file.
 */
export interface LbaTestJobOptions {
  title?: string;
  address?: string | null;
  /** [longitude, latitude], as GeoJSON writes them. */
  coordinates?: [number, number] | null;
  romes?: string[];
  types?: string[];
  partner?: string;
  brand?: string | null;
  legalName?: string | null;
  name?: string | null;
  applyUrl?: string | null;
  creation?: string | null;
  status?: string;
  skills?: string[];
}

export function anLbaJob(id: string, options: LbaTestJobOptions = {}): Record<string, unknown> {
  return {
    identifier: { id, partner_label: options.partner ?? 'Partenaire Démo', partner_job_id: `P-${id}` },
    workplace: {
      siret: null,
      brand: options.brand === undefined ? null : options.brand,
      legal_name: options.legalName === undefined ? null : options.legalName,
      website: null,
      name: options.name === undefined ? 'Atelier Imaginaire' : options.name,
      description: null,
      size: null,
      location: {
        address: options.address === undefined ? '33000 Bordeaux' : options.address,
        geopoint:
          options.coordinates === null
            ? null
            : { type: 'Point', coordinates: options.coordinates ?? [-0.58, 44.84] },
      },
      domain: { idcc: null, opco: null, naf: { code: '6201Z', label: 'Programmation informatique' } },
    },
    apply: {
      url: options.applyUrl === undefined ? `https://emplois.example.org/offres/${id}` : options.applyUrl,
      phone: null,
      recipient_id: null,
    },
    contract: {
      start: '2099-09-01T00:00:00.000Z',
      duration: 24,
      type: options.types ?? ['Apprentissage'],
      remote: null,
    },
    offer: {
      title: options.title ?? 'Apprenti développeur web (H/F)',
      rome_codes: options.romes ?? ['M1805'],
      description: 'Une offre inventée pour les tests de Déclic, longue de plus de trente caractères.',
      target_diploma: null,
      desired_skills: options.skills ?? ['Curiosité'],
      to_be_acquired_skills: ['Développer une application web'],
      access_conditions: [],
      publication: {
        creation: options.creation === undefined ? '2099-01-15T09:30:00.000Z' : options.creation,
        expiration: null,
      },
      opening_count: 1,
      status: options.status ?? 'Active',
    },
    is_delegated: false,
  };
}
