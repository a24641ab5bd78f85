import type { companyRegisterRequestSchema } from '@declic/domain';
import type { z } from 'zod';
import type { AuthDeps } from '../auth';
import { createAccountOrNotify, hashPassword } from '../auth';
import { insertCompanyAccount } from './companies.repository';

type CompanyRegistration = z.output<typeof companyRegisterRequestSchema>;

/** Same promise as the students' sign-up: one answer whatever the address, then the confirmation link. */
export async function registerCompany(deps: AuthDeps, registration: CompanyRegistration): Promise<void> {
  const passwordHash = await hashPassword(registration.password);
  const { password: _password, ...company } = registration;
  deps.background.run('inscription entreprise', () =>
    createAccountOrNotify(deps, registration.email, 'company', () =>
      insertCompanyAccount(deps.database, { ...company, passwordHash }),
    ),
  );
}
