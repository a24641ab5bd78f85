export * from './cv-snapshot';
export * from './offer-rules';
export * from './siret';
