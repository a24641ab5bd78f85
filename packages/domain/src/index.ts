export * from './contracts/errors';
export * from './contracts/health';
export * from './contracts/pre-account';
export * from './contracts/site';
export * from './format/typography';
export * from './legal';
export * from './progression/constants';
