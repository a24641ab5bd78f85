import { type TeacherRegisterRequest, teachersApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

/** Always 202, whether the address is known or not (the answer says nothing about anyone). */
export function registerTeacher(body: TeacherRegisterRequest) {
  return call(teachersApi.register, { body });
}
