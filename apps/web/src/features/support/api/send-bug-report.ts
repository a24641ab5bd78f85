import { type BugReportInput, type BugReportReceipt, supportApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** POST /api/support/bug (spec section 7). */
export function sendBugReport(report: BugReportInput): Promise<BugReportReceipt> {
  return call(supportApi.reportBug, { body: report });
}

export function useSendBugReport() {
  return useMutation({ mutationFn: sendBugReport });
}
