import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * What the prerendered landing page's build takes for `react-router`
 * (vite.landing.config.ts): the landing page has no router, so its links are
 * ordinary links and every other page loads the single-page app
 * (docs/decisions/018). Only what the page's components use is here.
 */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children?: ReactNode;
};

export function Link({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

export function NavLink({
  to,
  className,
  ...props
}: Omit<LinkProps, 'className'> & { className?: string | ((state: NavLinkState) => string) }) {
  // Rendered on `/` only, where none of the public site's nav links is the current page.
  const state = { isActive: false, isPending: false, isTransitioning: false };
  return (
    <a
      href={to}
      className={typeof className === 'function' ? className(state) : className}
      {...props}
    />
  );
}

export function useLocation(): { pathname: string; hash: string } {
  return typeof window === 'undefined'
    ? { pathname: '/', hash: '' }
    : { pathname: window.location.pathname, hash: window.location.hash };
}
