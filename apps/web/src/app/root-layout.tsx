import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { DemoServerNotice } from '@/features/demo/components/demo-server-notice';
import { RootFrame } from './root-frame';

/** Every page, public or signed in, with the notices that belong to the whole app. */
export function RootLayout() {
  return (
    <RootFrame top={<DemoServerNotice />} toaster={<Toaster />}>
      <Outlet />
    </RootFrame>
  );
}
