import type { Approval } from '@rennfeld/contract';
import { useT } from '../../i18n/use-i18n.ts';

/**
 * A product's approvals and the specifications it meets, each list in staff's order. The two stay
 * apart: only an OEM's official approval may be called one (decision 099).
 */
export function Approvals({ approvals }: { approvals: readonly Approval[] }) {
  const t = useT();
  const approved = approvals.filter((approval) => approval.kind === 'approval');
  const meets = approvals.filter((approval) => approval.kind === 'meets');
  if (approvals.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="approvals-heading">
      <h2 id="approvals-heading" className="h4">
        {t('catalogue.approvals.heading')}
      </h2>
      <div className="row g-3">
        {approved.length > 0 && <ApprovalList heading={t('catalogue.approvals.approved')} approvals={approved} />}
        {meets.length > 0 && <ApprovalList heading={t('catalogue.approvals.meets')} approvals={meets} />}
      </div>
    </section>
  );
}

function ApprovalList({ heading, approvals }: { heading: string; approvals: readonly Approval[] }) {
  return (
    <div className="col-md-6">
      <h3 className="h6">{heading}</h3>
      <ul className="approval-list">
        {approvals.map((approval) => (
          <li key={approval.code}>{approval.code}</li>
        ))}
      </ul>
    </div>
  );
}
