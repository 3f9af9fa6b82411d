/**
 * The one contract between the web app and any backend (the real one, MSW, json-server),
 * one file per domain. Entities follow SPEC.md section 3; request bodies follow the section 7
 * table. Every type in the app is inferred from these schemas.
 *
 * Where SPEC.md says a result is "not shown", the stand-in backend answers one of the small
 * result objects (`messageResultSchema` and its extensions); clients may rely on `message`
 * and on the record each one names.
 */
export * from './common';
export * from './consultants';
export * from './transactions';
export * from './quiz';
export * from './expenses';
export * from './chat';
export * from './operations';
export * from './auth';
export * from './ai';
export * from './activity';
export * from './lists';
export * from './roles';
export * from './operators';
export * from './approvals';
