import { type CompanyRegisterRequest, companiesApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

export function registerCompany(body: CompanyRegisterRequest) {
  return call(companiesApi.register, { body });
}
