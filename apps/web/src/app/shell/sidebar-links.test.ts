import { describe, expect, it } from 'vitest';
import { getActiveLinkKey, getSidebarLinks } from './sidebar-links';

const hrefs = (links: ReturnType<typeof getSidebarLinks>) =>
  links.map((link) => [link.key, link.to]);

describe('sidebar links', () => {
  it('gives a single finance manager Home, Deals, Log Deal, Contracts in transit, Import deals and Settings', () => {
    expect(hrefs(getSidebarLinks({ role: 'single_finance_manager', dealershipId: 46 }))).toEqual([
      ['home', '/single-finance/home'],
      ['deals', '/single-finance/deals'],
      ['logDeal', '/single-finance/log-deal'],
      ['contractsInTransit', '/dashboard/contracts-in-transit'],
      ['dealImport', '/deals/import'],
      ['settings', '/single-finance/settings'],
    ]);
  });

  it('gives store staff Home, Deals, Sales, Schedule, Forms and Dealer Insights', () => {
    expect(hrefs(getSidebarLinks({ role: 'sales_manager', dealershipId: 46 }))).toEqual([
      ['home', '/dashboard'],
      ['deals', '/dashboard/deals'],
      ['sales', '/dashboard/sales-log'],
      ['contractsInTransit', '/dashboard/contracts-in-transit'],
      ['schedule', '/dashboard/schedule'],
      ['forms', '/dashboard/forms'],
      ['dealerInsights', '/dashboard/dealer-insights'],
    ]);
  });

  it('lists Contracts in transit for those who read the F&I figures, named in its own section', () => {
    const transit = (role: string) =>
      getSidebarLinks({ role, dealershipId: 46 }).find((link) => link.key === 'contractsInTransit');
    for (const role of [
      'finance_manager',
      'finance_director',
      'general_manager',
      'dealership_admin',
    ])
      expect(transit(role)?.labelKey, role).toBe('contractsInTransit.nav');
    expect(transit('salesperson')).toBeUndefined();
    expect(transit('viewer')).toBeUndefined();
  });

  it('lists Import deals for those who may import a deal log (issue 15), no one else', () => {
    const importing = (role: string) =>
      getSidebarLinks({ role, dealershipId: 46 }).find((link) => link.key === 'dealImport');
    for (const role of ['finance_manager', 'finance_director', 'dealership_admin'])
      expect(importing(role)?.labelKey, role).toBe('dealImport.nav');
    for (const role of ['salesperson', 'sales_manager', 'general_manager', 'viewer'])
      expect(importing(role), role).toBeUndefined();
  });

  it("gives a store's admins their store settings beside Home", () => {
    for (const role of ['dealership_admin', 'single_dealer_admin']) {
      const links = getSidebarLinks({ role, dealershipId: 46 });
      expect(links.at(-1)).toMatchObject({ key: 'settings', to: '/dashboard/admin/settings' });
      expect(getActiveLinkKey(links, '/dashboard/admin/settings')).toBe('settings');
      expect(getActiveLinkKey(links, '/dashboard/admin')).toBe('home');
    }
  });

  it("gives the group admin the group's settings beside Home, not inside a store", () => {
    const links = getSidebarLinks({ role: 'dealer_group_admin', dealershipId: null });
    expect(hrefs(links)).toEqual([
      ['home', '/dashboard'],
      ['settings', '/group-admin/settings'],
    ]);
    expect(getActiveLinkKey(links, '/group-admin/settings')).toBe('settings');
    expect(getActiveLinkKey(links, '/group-admin')).toBe('home');
  });

  it('points the store links at the dealership named in the path', () => {
    expect(hrefs(getSidebarLinks({ role: 'dealer_group_admin', dealershipId: null }, 47))).toEqual([
      ['home', '/dashboard'],
      ['deals', '/dealership/47/deals'],
      ['schedule', '/dealership/47/schedule'],
      ['forms', '/dealership/47/forms'],
      ['dealerInsights', '/dealership/47/dealer-insights'],
    ]);
  });

  it('adds Master Admin for platform admins without a dealership only', () => {
    const keys = (role: string, dealershipId: number | null) =>
      getSidebarLinks({ role, dealershipId }).map((link) => link.key);
    expect(keys('admin', null)).toEqual(['home', 'masterAdmin']);
    expect(keys('admin', 46)).not.toContain('masterAdmin');
    expect(keys('general_manager', null)).toEqual(['home']);
  });

  it('marks the current page, preferring a specific link over Home', () => {
    const links = getSidebarLinks({ role: 'sales_manager', dealershipId: 46 });
    expect(getActiveLinkKey(links, '/dashboard/sales-manager')).toBe('home');
    expect(getActiveLinkKey(links, '/dashboard/deals')).toBe('deals');
    expect(getActiveLinkKey(links, '/dashboard/dealsx')).toBeUndefined();
    const admin = getSidebarLinks({ role: 'admin', dealershipId: null });
    expect(getActiveLinkKey(admin, '/master-admin')).toBe('masterAdmin');
    const single = getSidebarLinks({ role: 'single_finance_manager', dealershipId: 46 });
    expect(getActiveLinkKey(single, '/dashboard/single-finance')).toBe('home');
  });
});
