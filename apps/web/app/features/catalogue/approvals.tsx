import type { Approval } from '@rennfeld/contract';
import { useT } from '../../i18n/use-i18n.ts';

/** The section's name: it speaks of approvals only where the product has one (decision 099). */
const HEADINGS = {
  both: 'catalogue.approvals.heading',
  approvals: 'catalogue.approvals.approved',
  specifications: 'catalogue.approvals.specifications',
} as const;

/**
 * A product's approvals and the specifications it meets, each list in staff's order. The two stay
 * apart: only an OEM's official approval may be called one (decision 099).
 */
export function Approvals({ approvals }: { approvals: readonly Approval[] }) {
  const t = useT();
  const approved = approvals.filter((approval) => approval.kind === 'approval');
  const meets = approvals.filter((approval) => approval.kind === 'meets');
  if (approvals.length === 0) return null;
  const heading =
    meets.length === 0 ? HEADINGS.approvals : approved.length === 0 ? HEADINGS.specifications : HEADINGS.both;
  return (
    <section className="mt-4" aria-labelledby="approvals-heading">
      <h2 id="approvals-heading" className="h4">
        {t(heading)}
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
        {approvals.map((approval, index) => (
          // Two entries may share a code (decision 099), so the place in the list is the key.
          <li key={index}>{approval.code}</li>
        ))}
      </ul>
    </div>
  );
}
