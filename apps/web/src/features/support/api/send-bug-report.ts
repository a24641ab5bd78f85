import { type BugReportInput, type BugReportReceipt, bugReportReceiptSchema } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/support/bug (spec section 7). */
export function sendBugReport(report: BugReportInput): Promise<BugReportReceipt> {
  return apiRequest('/support/bug', { method: 'POST', body: report, schema: bugReportReceiptSchema });
}

export function useSendBugReport() {
  return useMutation({ mutationFn: sendBugReport });
}
