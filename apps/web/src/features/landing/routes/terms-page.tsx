import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'agreement', blocks: ['p1', 'p2'] },
  { id: 'service', blocks: ['p1', 'p2'] },
  { id: 'accounts', blocks: ['p1', ['accurate', 'secret', 'admins', 'report'], 'p2'] },
  { id: 'data', blocks: ['p1', 'p2', 'p3'] },
  {
    id: 'acceptableUse',
    blocks: ['p1', ['otherStores', 'probing', 'harm', 'resale', 'unlawful']],
  },
  { id: 'estimates', blocks: ['p1'] },
  { id: 'demo', blocks: ['p1'] },
  { id: 'fees', blocks: ['p1'] },
  { id: 'availability', blocks: ['p1', 'p2'] },
  { id: 'termination', blocks: ['p1', 'p2'] },
  { id: 'liability', blocks: ['p1', 'p2'] },
  { id: 'changes', blocks: ['p1'] },
  { id: 'contact', blocks: ['p1'] },
];

/** /legal/terms: the Terms of Service. */
export function TermsPage() {
  return <LegalDocument doc="terms" sections={SECTIONS} />;
}
