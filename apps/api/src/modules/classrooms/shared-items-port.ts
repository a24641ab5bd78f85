import type { ShareableItem, SharedLine } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

/**
 * What the teacher's card shows of one item a student switched on. The items live in modules
 * below (levels, catalogue): the composition root (app.ts) wires their reader in here.
 */
export type SharedItemsReader = (
  database: DatabaseHandle,
  studentId: string,
  item: ShareableItem,
) => Promise<SharedLine[]>;

declare module 'fastify' {
  interface FastifyInstance {
    sharedItems: SharedItemsReader;
  }
}
