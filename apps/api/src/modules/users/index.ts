// What other modules and the composition root use of the users module (docs/architecture.md).

export { usersRoutes } from './users.routes';
export { ownProfile } from './users.service';
