import { RoleHomePage } from '@/features/home/routes/role-home-page';
import { PlatformRecords } from '@/features/platform-records/routes/platform-records';

/** The master admin panel (`/master-admin`): who is signed in, then the platform's records. */
export function MasterAdminPage() {
  return (
    <div className="space-y-6">
      <RoleHomePage />
      <PlatformRecords />
    </div>
  );
}
