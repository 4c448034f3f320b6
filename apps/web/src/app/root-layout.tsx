import { Outlet } from 'react-router';
import { UpdateNotice } from '@/features/app-update/components/update-notice';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';

/** Every page, public or signed in, with the notices that belong to the whole app. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
      <UpdateNotice />
    </>
  );
}
