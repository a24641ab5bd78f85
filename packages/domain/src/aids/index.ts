export * from './bourse';
export * from './crds';
export * from './estimates';
export * from './housing-aid';
export * from './openfisca-parameters';
export * from './scales';
export * from './visale';
