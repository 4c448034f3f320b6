import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'plans', blocks: ['p1', 'p2'] },
  { id: 'trial', blocks: ['p1', ['noCard', 'noPayment', 'full', 'once'], 'p2'] },
  { id: 'billing', blocks: ['p1', 'p2', 'p3'] },
  { id: 'changes', blocks: ['p1', 'p2'] },
  { id: 'cancellation', blocks: ['p1', 'p2', 'p3'] },
  { id: 'afterCancellation', blocks: ['p1'] },
  { id: 'nonPayment', blocks: ['p1'] },
  { id: 'contact', blocks: ['p1'] },
];

/** /legal/subscription: the trial, billing per location, changes and cancellation. */
export function SubscriptionTermsPage() {
  return <LegalDocument doc="subscription" sections={SECTIONS} />;
}
