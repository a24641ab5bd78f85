// What other modules may use of the avatar module: imported from here, never from its repository.
export { readProfileAvatar } from './avatar.repository';
export { avatarRoutes } from './avatar.routes';
