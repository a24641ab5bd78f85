import {
  classLicenceCheckoutSchema,
  classLicencePriceBodySchema,
  classLicencePriceStateSchema,
  classLicenceSchema,
} from '../../contracts/class-licence';
import { classroomIdParamsSchema } from '../../contracts/classrooms';
import { defineRoute } from '../route';

const tag = 'Licence de classe';
const teacher = { audience: 'teacher' } as const;
const staff = { audience: 'staff' } as const;

/** The class licence: its price set by the staff, paid by a teacher through Stripe Checkout. */
export const classLicenceApi = {
  state: defineRoute({
    method: 'GET',
    path: '/classrooms/:id/licence',
    summary:
      'La licence de la classe\u202f: proposée ou non, en attente, active jusqu’au 31 août (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: { 200: classLicenceSchema },
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/classrooms/:id/licence/checkout',
    summary: 'Ouvrir une page de paiement Stripe pour la licence de la classe (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: { 200: classLicenceCheckoutSchema },
  }),
  price: defineRoute({
    method: 'GET',
    path: '/admin/class-licence-price',
    summary: 'Le prix de la licence de classe par élève et par année scolaire (équipe)',
    tag,
    access: staff,
    responses: { 200: classLicencePriceStateSchema },
  }),
  setPrice: defineRoute({
    method: 'PUT',
    path: '/admin/class-licence-price',
    summary: 'Fixer le prix de la licence de classe, à partir d’un jour (équipe, journalisé)',
    tag,
    access: staff,
    body: classLicencePriceBodySchema,
    responses: { 200: classLicencePriceStateSchema },
  }),
};
