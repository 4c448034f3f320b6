import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { UpdateNotice } from '@/features/app-update/components/update-notice';
import { CookieBannerGate } from '@/features/cookie-consent/components/cookie-banner-gate';
import { DemoServerNotice } from '@/features/demo/components/demo-server-notice';

/** Every page, public or signed in, with the notices that belong to the whole app. */
export function RootLayout() {
  return (
    <div className="group/root">
      <DemoServerNotice />
      <Outlet />
      {/*
        The app's notices stack in one corner, clear of the sidebar, the header and
        the mobile menu (which sits above them). The strip itself lets clicks through:
        only each notice's own box takes them (issue 10).
      */}
      <div className="pointer-events-none fixed right-0 bottom-0 z-35 flex w-full flex-col items-end gap-3 p-3 sm:w-xl sm:p-4 print:hidden">
        <Toaster />
        <UpdateNotice />
        <CookieBannerGate />
      </div>
    </div>
  );
}
