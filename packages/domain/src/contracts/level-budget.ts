import { z } from 'zod';
import { BOURSE_ECHELONS, HOUSING_TYPES } from './aids';

/**
 * GET /api/levels/budget/prefill: what levels 36 and 37 already computed for the caller, to
 * prefill the budget of level 35 (null for a level not passed yet). Amounts are € per month.
 */
export const budgetPrefillSchema = z.object({
  grant: z.object({ monthlyAmount: z.number(), echelon: z.enum(BOURSE_ECHELONS).nullable() }).nullable(),
  housing: z.object({ type: z.enum(HOUSING_TYPES), netRent: z.number(), commune: z.string() }).nullable(),
});
export type BudgetPrefill = z.infer<typeof budgetPrefillSchema>;
