import type { ReactNode } from 'react';
import { UpdateNotice } from '@/features/app-update/components/update-notice';
import { CookieBannerGate } from '@/features/cookie-consent/components/cookie-banner-gate';

/**
 * The frame the single-page app and the prerendered landing page share
 * (docs/decisions/018): the demo and update notices above the page, in its
 * flow (they cover nothing), and the app's other notices stacked in one corner,
 * clear of the sidebar, the header and the mobile menu (which sits above them).
 * The strip itself lets clicks through: only each notice's own box takes them
 * (issue 10).
 */
export function RootFrame({
  top,
  toaster = null,
  children,
}: {
  top: ReactNode;
  toaster?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="group/root">
      {top}
      <UpdateNotice />
      {children}
      <div className="pointer-events-none fixed right-0 bottom-0 z-35 flex w-full flex-col items-end gap-3 p-3 sm:w-xl sm:p-4 print:hidden">
        {toaster}
        <CookieBannerGate />
      </div>
    </div>
  );
}
