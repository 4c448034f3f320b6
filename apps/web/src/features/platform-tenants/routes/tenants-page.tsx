import { CreateTenantPanel } from '../components/create-tenant-panel';
import { TenantSearchPanel } from '../components/tenant-search-panel';

/**
 * The platform's tenants (issue 13): areas, dealer groups, stores and single
 * finance offices, found, created and run by platform staff. The server
 * refuses everyone else.
 */
export function TenantsPage() {
  return (
    <>
      <TenantSearchPanel />
      <CreateTenantPanel />
    </>
  );
}
