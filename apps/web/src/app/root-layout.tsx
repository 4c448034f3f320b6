import { Outlet } from 'react-router';
import { UpdateNotice } from '@/features/app-update/components/update-notice';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';
import { DemoServerNotice } from '@/features/demo/components/demo-server-notice';

/** Every page, public or signed in, with the notices that belong to the whole app. */
export function RootLayout() {
  return (
    <div className="group/root">
      <DemoServerNotice />
      <Outlet />
      <CookieBanner />
      <UpdateNotice />
    </div>
  );
}
