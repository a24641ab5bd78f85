// What other parts of the API may use of the sharing module (the page head of /partage/{token}).

export { sharingRoutes } from './sharing.routes';
export { type SharingDeps, sharedPageMeta } from './sharing.service';
