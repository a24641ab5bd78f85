import { Alert } from '../../../components/ui/alert';
import { useMe } from '../../../features/profile/api/get-me';
import { AccountFinder } from '../../../features/staff/components/account-finder';
import { AdviceModeration } from '../../../features/staff/components/advice-moderation';
import { AuditLog } from '../../../features/staff/components/audit-log';
import { BlogEditor } from '../../../features/staff/components/blog-editor';
import { ClassLicencePriceEditor } from '../../../features/staff/components/class-licence-price-editor';
import { CompanyOffersReview } from '../../../features/staff/components/company-offers-review';
import { CompanyReports } from '../../../features/staff/components/company-reports';
import { FiguresEditor } from '../../../features/staff/components/figures-editor';
import { ImportRuns } from '../../../features/staff/components/import-runs';
import { KeyDatesEditor } from '../../../features/staff/components/key-dates-editor';
import { ReportedMessages } from '../../../features/staff/components/reported-messages';
import { StaffFigures } from '../../../features/staff/components/staff-figures';
import { TeacherReview } from '../../../features/staff/components/teacher-review';
import { TEXTES } from '../../../features/staff/textes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/equipe: the staff's tools (figures, accounts, reported messages, advice and company offers to moderate, teacher accounts and their classes, calendar dates, dated figures, audit log). The API refuses anyone else all the same. */
export default function StaffPage() {
  usePageTitle(TEXTES.title);
  const me = useMe();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.title}</h1>
      {me.isPending ? <p role="status">Chargement…</p> : null}
      {me.data && !me.data.user.is_staff ? <Alert tone="info">{TEXTES.staffOnly}</Alert> : null}
      {me.data?.user.is_staff ? (
        <>
          <StaffFigures />
          <AccountFinder />
          <ReportedMessages />
          <AdviceModeration />
          <CompanyOffersReview />
          <CompanyReports />
          <TeacherReview />
          <KeyDatesEditor />
          <FiguresEditor />
          <ClassLicencePriceEditor />
          <ImportRuns />
          <BlogEditor />
          <AuditLog />
        </>
      ) : null}
    </div>
  );
}
