import {
  adminApi,
  chatApi,
  type FigureBody,
  type FigureId,
  figuresApi,
  type KeyDateBody,
  levelsApi,
  type ModerateAdviceBody,
} from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADVICE_WALL_KEY } from '../../../lib/advice-wall';
import { call } from '../../../lib/api-call';

const auditKey = ['staff', 'audit'] as const;

export function useStaffAudit() {
  return useQuery({ queryKey: auditKey, queryFn: () => call(adminApi.audit, { query: { limit: 50 } }) });
}

/** Finds an account by its e-mail address (404 in French when there is none). */
export function useFindAccount() {
  return useMutation({ mutationFn: (email: string) => call(adminApi.findUser, { query: { email } }) });
}

/** Accounts whose e-mail or name contains the text, the most recently active first. */
export function useSearchAccounts() {
  return useMutation({ mutationFn: (q: string) => call(adminApi.searchUsers, { query: { q } }) });
}

/**
 * Grants or removes a flag of an account — the paid access, or a place in the staff — with the
 * reason the audit log keeps.
 */
export function useSetFlag(flag: 'paid' | 'staff') {
  const client = useQueryClient();
  const route = flag === 'paid' ? adminApi.setPaid : adminApi.setStaff;
  return useMutation({
    mutationFn: ({ id, value, reason }: { id: string; value: boolean; reason: string }) =>
      call(route, { params: { id }, body: { value, reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKey }),
  });
}

const adviceKey = ['staff', 'advice'] as const;

/** GET /api/admin/advice: the « Conseils d’anciens » waiting for a decision, or on the wall. */
export function useStaffAdvice(statut: 'en_attente' | 'publie') {
  return useQuery({
    queryKey: [...adviceKey, statut],
    queryFn: ({ signal }) => call(levelsApi.staffAdvice, { query: { statut } }, { signal }),
    select: (data) => data.advice,
  });
}

/** Publishes, refuses or takes down one advice, with the reason the audit log keeps. */
export function useModerateAdvice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ModerateAdviceBody & { id: string }) =>
      call(levelsApi.moderateAdvice, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adviceKey }),
        client.invalidateQueries({ queryKey: auditKey }),
        client.invalidateQueries({ queryKey: ADVICE_WALL_KEY }),
      ]),
  });
}

const keyDatesKey = ['staff', 'key-dates'] as const;

/** GET /api/admin/key-dates: every shared date of the calendar (level 20), past ones included. */
export function useStaffKeyDates() {
  return useQuery({
    queryKey: keyDatesKey,
    queryFn: ({ signal }) => call(levelsApi.staffKeyDates, undefined, { signal }),
    select: (data) => data.keyDates,
  });
}

/** Creates or replaces one shared date, with the reason the audit log keeps. */
export function useSaveKeyDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: KeyDateBody & { id: string }) =>
      call(levelsApi.saveKeyDate, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyDatesKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

/** Takes one shared date off every student's calendar, with the reason. */
export function useDeleteKeyDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(levelsApi.deleteKeyDate, { params: { id }, body: { reason } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyDatesKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

const reportsKey = ['staff', 'chat-reports'] as const;

/** GET /api/chat/reports: visible messages students reported, most reported first. */
export function useReportedMessages() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: ({ signal }) => call(chatApi.reports, undefined, { signal }),
    select: (data) => data.messages,
  });
}

/** Hides a message for everyone (live for the students), tells its author why, one line in the audit log. */
export function useHideMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(chatApi.hide, { params: { id }, body: { reason: reason.trim() || undefined } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reportsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

/** GET /api/admin/figures: aggregates for the staff (students per level, drop-off, activity). */
export function useStaffFigures() {
  return useQuery({
    queryKey: ['staff', 'figures'],
    queryFn: ({ signal }) => call(adminApi.figures, undefined, { signal }),
  });
}

const datedFiguresKey = ['staff', 'dated-figures'] as const;

/** GET /api/admin/facts: every dated figure shown to students, with its state. */
export function useStaffDatedFigures() {
  return useQuery({
    queryKey: datedFiguresKey,
    queryFn: ({ signal }) => call(figuresApi.staffList, undefined, { signal }),
    select: (data) => data.figures,
  });
}

/** The versions the staff wrote of one figure, newest first (only when asked). */
export function useFigureHistory(id: FigureId | null) {
  return useQuery({
    queryKey: [...datedFiguresKey, 'history', id],
    queryFn: ({ signal }) => call(figuresApi.history, { params: { id: id as FigureId } }, { signal }),
    enabled: id !== null,
    select: (data) => data.history,
  });
}

/** A new value of a figure, with its date, source and reason; students see it at once. */
export function useSaveFigure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: FigureBody & { id: FigureId }) =>
      call(figuresApi.save, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: datedFiguresKey }),
        client.invalidateQueries({ queryKey: ['dated-figures'] }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

/** The rights a person asks the team to exercise: their data as a file, their account erased, the link again. */
export function useAccountRequests() {
  const client = useQueryClient();
  const refreshAudit = () => client.invalidateQueries({ queryKey: auditKey });
  const exportData = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(adminApi.exportUser, { params: { id }, body: { reason } }),
    onSuccess: refreshAudit,
  });
  const remove = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(adminApi.deleteUser, { params: { id }, body: { reason } }),
    onSuccess: refreshAudit,
  });
  const resend = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(adminApi.resendConfirmation, { params: { id }, body: { reason } }),
    onSuccess: refreshAudit,
  });
  return { exportData, remove, resend };
}

const importsKey = ['staff', 'imports'] as const;

/** GET /api/admin/imports: the importers and their last runs (refreshed while one runs). */
export function useImports() {
  return useQuery({
    queryKey: importsKey,
    queryFn: ({ signal }) => call(adminApi.imports, undefined, { signal }),
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'en_cours') ? 2000 : false,
  });
}

export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, reason }: { name: string; reason: string }) =>
      call(adminApi.runImport, { params: { name }, body: { reason } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: importsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
