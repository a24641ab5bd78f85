/**
 * Example values shared by the tests of every workspace (`@declic/domain/testing`): one place to
 * change when a contract grows. Never imported by production code.
 */
import type { DevenirApprentis } from './contracts/catalog';
import type { SiteConfig } from './contracts/site';

/** What became of a CFA's apprentices, as InserJeunes publishes it (made-up figures). */
export const aDevenirApprentis = (overrides: Partial<DevenirApprentis> = {}): DevenirApprentis => ({
  millesimes: '2023-2024',
  emploi_6_mois: 64,
  emploi_12_mois: 71,
  poursuite_etudes: 42,
  emploi_6_mois_attendu: 68,
  valeur_ajoutee: -4,
  source: 'InserJeunes, DEPP–DARES',
  ...overrides,
});

/** A publisher's identity and contacts, as a deployment configures them (made-up values). */
export const aSiteConfig = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({
  publisher: {
    name: 'Éditeur Exemple',
    legalForm: 'SAS',
    address: '1 rue Exemple',
    siret: '000',
    director: 'Camille',
    host: 'Hébergeur',
    hostAddress: '2 rue Exemple',
  },
  supportEmail: 'contact@declic.example',
  socialHandle: '@declic',
  level2VideoUrl: null,
  ...overrides,
});
