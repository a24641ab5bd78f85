import {
  ALWAYS_VISIBLE_TO_TEACHER,
  NEVER_VISIBLE_TO_TEACHER,
  SHAREABLE_ITEM_LABELS,
  SHAREABLE_ITEMS,
  SHARING_OFF_BY_DEFAULT,
} from '@declic/domain';

/** A class as a student reads it before joining (the join preview's `classroom`). */
export const PREVIEWED_CLASSROOM = {
  name: 'Terminale 3',
  grade: 'terminale' as const,
  schoolYear: '2026-2027',
  teacherName: 'Mme Durand',
  establishment: { name: 'Lycée Victor-Hugo', town: 'Besançon' },
};

/** The join preview as the server answers it: the class, and what its teacher will see. */
export const JOIN_PREVIEW = {
  classroom: PREVIEWED_CLASSROOM,
  teacherSees: {
    always: [...ALWAYS_VISIBLE_TO_TEACHER],
    ifYouShare: SHAREABLE_ITEMS.map((item) => ({ item, label: SHAREABLE_ITEM_LABELS[item] })),
    never: NEVER_VISIBLE_TO_TEACHER,
    sharingOffByDefault: SHARING_OFF_BY_DEFAULT,
  },
};
