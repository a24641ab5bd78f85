import {
  extraInfoRequestSchema,
  extraInfoResponseSchema,
  meResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
} from '../../contracts/users';
import { defineRoute } from '../route';

const signedIn = { audience: 'account' } as const;

/** /api/users: always the caller named by the token, never an id sent by the client. */
export const usersApi = {
  me: defineRoute({
    method: 'GET',
    path: '/users/me',
    summary: 'Compte et progression de la personne connectée',
    tag: 'Compte',
    access: signedIn,
    responses: { 200: meResponseSchema },
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/users/profile',
    summary: 'Profil de la personne connectée',
    tag: 'Compte',
    access: signedIn,
    responses: { 200: profileResponseSchema },
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/users/profile',
    summary: 'Modifier son profil',
    tag: 'Compte',
    access: signedIn,
    body: profileUpdateSchema,
    responses: { 200: profileResponseSchema },
  }),
  addExtraInfo: defineRoute({
    method: 'POST',
    path: '/users/profile/extra-info',
    summary: 'Ajouter des informations au profil',
    tag: 'Compte',
    access: signedIn,
    body: extraInfoRequestSchema,
    responses: { 201: extraInfoResponseSchema },
  }),
};
