import type { DatabaseHandle } from '../../db/database';

/**
 * The students in a class now. The classes live in a module that builds on this one: the
 * composition root (app.ts) wires their reader in here, for the licence paid by the webhook.
 */
export type ClassMembersReader = (database: DatabaseHandle, classroomId: string) => Promise<string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    classMembers: ClassMembersReader;
  }
}
