import { AuditLogSection } from '../components/audit-log-section';
import { CspReportsSection } from '../components/csp-reports-section';
import { SecurityEventsSection } from '../components/security-events-section';

/**
 * The records that prove who did what (issue 13), for platform staff: the
 * audit log, the security events and the CSP reports. The server refuses
 * everyone else.
 */
export function PlatformRecords() {
  return (
    <>
      <AuditLogSection />
      <SecurityEventsSection />
      <CspReportsSection />
    </>
  );
}
