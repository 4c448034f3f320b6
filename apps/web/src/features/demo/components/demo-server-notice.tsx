import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDemoInfo } from '@/lib/demo-info';
import { paths } from '@/lib/paths';

/** The single-page app's notice: shown once the server has said it runs demo mode. */
export function DemoServerNotice() {
  const demo = useDemoInfo();
  return demo.data?.enabled ? <DemoServerBar /> : null;
}

/**
 * A server in demo mode says so on every page (issue 10 §4b): whatever is
 * created on it is a demo account, and its mail stays in the demo mailbox.
 * It sits in the page flow, never over it, so it covers no navigation; beside
 * the signed-in shell's fixed sidebar it centres on the content column. The
 * prerendered landing page draws it as the server serves it (docs/decisions/018).
 */
export function DemoServerBar() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('shell.demo.serverLabel')}
      className="border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-xs/5 text-amber-900 lg:group-has-[[data-app-shell]]/root:pl-60 print:hidden"
    >
      {t('shell.demo.server')}{' '}
      <Link
        to={paths.devMailbox.getHref()}
        className="font-semibold underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {t('shell.demo.mailboxLink')}
      </Link>
    </aside>
  );
}
