/**
 * Drizzle schema: one file per module, gathered here. The tables themselves are created by
 * the numbered SQL migrations beside this folder; `schema.test.ts` checks that both agree.
 */
export * from './accounts';
export * from './ai';
export * from './analysis';
export * from './blog';
export * from './catalog';
export * from './chat';
export * from './class-licences';
export * from './classrooms';
export * from './companies';
export * from './figures';
export * from './geo';
export * from './instances';
export * from './letters';
export * from './orientation';
export * from './progression';
export * from './salaires';
export * from './sessions';
export * from './support';
export * from './teachers';
