import { formatDate, formatHeure } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useStaffAudit } from '../api/staff';
import { TEXTES } from '../textes';

/** The last actions of the staff: who, what, on whom, when, why. */
export function AuditLog() {
  const audit = useStaffAudit();
  const items = audit.data?.items ?? [];
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{TEXTES.auditTitle}</h2>
      {audit.isError ? <Alert tone="error">{audit.error.message}</Alert> : null}
      {audit.isSuccess && items.length === 0 ? <p className="text-ink-soft">{TEXTES.auditEmpty}</p> : null}
      {items.length > 0 ? (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <section
          aria-label={TEXTES.auditTitle}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{TEXTES.auditTitle}</caption>
            <thead>
              <tr className="border-b-2 border-line">
                {TEXTES.auditHeaders.map((header) => (
                  <th key={header} scope="col" className="px-2 py-2 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-line align-top">
                  <td className="px-2 py-2 whitespace-nowrap">
                    {formatDate(item.at)}, {formatHeure(item.at)}
                  </td>
                  <td className="px-2 py-2 break-all">{item.staffEmail ?? TEXTES.atTheServer}</td>
                  <td className="px-2 py-2">{TEXTES.action(item.action, item.details)}</td>
                  <td className="px-2 py-2 break-all">{item.targetEmail ?? '—'}</td>
                  <td className="px-2 py-2">{item.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </Card>
  );
}
