import type { SessionUser } from '@das/shared/schemas/auth';
import { HomeLogoLink } from './home-logo-link';
import type { SidebarLink } from './sidebar-links';
import { SidebarNav } from './sidebar-nav';
import { AccountLanguageSelect } from './account-language-select';
import { SignOutButton } from './sign-out-button';
import { UserCard } from './user-card';
import { MyRecordLink } from './my-record-link';

/** The desktop sidebar (`w-56`); below `lg` the mobile menu shows the same content. */
export function Sidebar({ user, links }: { user: SessionUser | null; links: SidebarLink[] }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-56 flex-col bg-ink-900 lg:flex print:hidden">
      <div className="flex h-16 shrink-0 items-center border-b border-white/10 px-4">
        <HomeLogoLink />
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-5">
        <SidebarNav links={links} />
      </div>
      {user ? (
        <div className="shrink-0 space-y-1 border-t border-white/10 px-3 py-4">
          <UserCard user={user} />
          <MyRecordLink user={user} />
          <AccountLanguageSelect />
          <SignOutButton />
        </div>
      ) : null}
    </aside>
  );
}
