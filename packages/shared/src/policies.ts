import {
  DEAL_EDITOR_ROLES,
  FINANCE_ROLES,
  ROLES,
  ROLE_RANK,
  isPlatformRole,
  type Role,
} from './roles';
import type { SaleStatus } from './deals';
import { payKindOf } from './pay-plans';

/**
 * Who may do what, to whom (ADR 008). The server enforces these rules at the
 * route and on the record; the web asks the same functions to show or hide a
 * control. Nothing else in the code base decides a permission.
 *
 * Three questions, in order:
 * 1. Role: may this role do the action at all? Platform staff (admin, master
 *    admin) pass every role list, as DECISIONS.md "Roles" says.
 * 2. Tenancy: is the store of the record within the actor's reach? Platform
 *    staff reach every store, an area vice president the area's, a dealer group
 *    admin the group's, everyone else their own store.
 * 3. Rank, for actions on a person: nobody acts on themselves or on a person of
 *    equal or higher rank (platform staff included: an admin never touches
 *    another admin or a master admin), except where an action says otherwise.
 */

/** The store's managers: they set goals, schedules, teams and pay, and read reports. */
export const STORE_MANAGER_ROLES: readonly Role[] = [
  'sales_manager',
  'general_manager',
  'finance_director',
  'dealership_admin',
  'single_dealer_admin',
];

/** Who adds people and changes roles: the store's admins and those above the store. */
const PEOPLE_ADMIN_ROLES: readonly Role[] = [
  'dealership_admin',
  'single_dealer_admin',
  'dealer_group_admin',
  'area_vice_president',
];

/** The store's own admins and the group admin above them: the admin home and store settings. */
export const STORE_ADMIN_ROLES: readonly Role[] = [
  'dealership_admin',
  'single_dealer_admin',
  'dealer_group_admin',
];

/** Who logs and changes sales: the floor and everyone above it (a viewer only reads). */
const SALE_WRITER_ROLES: readonly Role[] = [
  'salesperson',
  'sales_manager',
  'general_manager',
  'finance_manager',
  'finance_director',
  'dealership_admin',
  'single_dealer_admin',
];

/**
 * Those above the store (ADR 019): they read a store of their group or area as
 * its managers see it, and change nothing in it.
 */
export const ABOVE_STORE_ROLES: readonly Role[] = ['dealer_group_admin', 'area_vice_president'];

interface ActionRule {
  /** Roles admitted besides platform staff; undefined admits every role. */
  roles?: readonly Role[];
  /** The action is done to a person, so the rank rule applies. */
  onPerson?: true;
}

export const ACTIONS = {
  /** Read a store's deals, sales and dashboards. */
  'deals.read': {},
  /** Log or edit a deal. */
  'deals.write': { roles: DEAL_EDITOR_ROLES },
  /**
   * Import a store's deal log from a file, and undo an import (issue 15, ADR 032): the F&I
   * office, its director and the store's admins; a single finance manager their own office.
   */
  'deals.import': {
    roles: [
      'finance_manager',
      'single_finance_manager',
      'finance_director',
      'dealership_admin',
      'single_dealer_admin',
    ],
  },
  /** Fund, unwind or reopen a deal. */
  'deals.changeStatus': { roles: DEAL_EDITOR_ROLES },
  /**
   * Record or remove a chargeback on a deal (ADR 031): the F&I office, the store's
   * admins and platform staff; not the floor managers who otherwise edit deals.
   */
  'deals.chargebacks': {
    roles: [...FINANCE_ROLES, 'dealership_admin', 'single_dealer_admin'],
  },
  'sales.write': { roles: SALE_WRITER_ROLES },
  /**
   * Correct or cancel a pending sale: a salesperson their own, the store's
   * managers any of their store's (`mayCorrectSale` decides on the record).
   */
  'sales.correct': { roles: ['salesperson', ...STORE_MANAGER_ROLES] },
  /**
   * Read and export one's own record (issue 15, ADR 033): every role. It is
   * always the caller's own, in their own store; platform staff and those above
   * the store pass the role check but work at no store, so they have no record (404).
   */
  'record.readOwn': {},
  /** Read every person's goal and figures for a month: the people who set them. */
  'goals.read': { roles: STORE_MANAGER_ROLES },
  'goals.set': { roles: STORE_MANAGER_ROLES },
  /**
   * A store's F&I figures (its F&I dashboard): the F&I office, the store's
   * managers, admins, and those above the store reading it (ADR 019).
   */
  'finance.read': { roles: [...FINANCE_ROLES, ...STORE_MANAGER_ROLES, ...ABOVE_STORE_ROLES] },
  'schedule.edit': { roles: STORE_MANAGER_ROLES },
  'reports.read': { roles: STORE_MANAGER_ROLES },
  /** The sales manager's board of a store: its floor, team by team; read from above too (ADR 019). */
  'salesFloor.read': { roles: [...STORE_MANAGER_ROLES, ...ABOVE_STORE_ROLES] },
  /** The GM's board of a store: sales and F&I side by side; read from above too (ADR 019). */
  'storeOverview.read': {
    roles: ['general_manager', 'dealership_admin', 'single_dealer_admin', ...ABOVE_STORE_ROLES],
  },
  'payPlans.read': { roles: [...STORE_MANAGER_ROLES, 'single_finance_manager'] },
  /**
   * Read another person's pay statement (everyone reads their own): whoever
   * sets that person's plan, never someone of equal or lower rank.
   */
  'payStatements.read': { roles: STORE_MANAGER_ROLES, onPerson: true },
  'payPlan.set': {
    roles: [...STORE_MANAGER_ROLES, 'single_finance_manager'],
    onPerson: true,
  },
  /** Deactivate or reactivate a person. */
  'staff.setActive': { roles: STORE_MANAGER_ROLES, onPerson: true },
  /** Put a salesperson on a sales manager's team, or take them off. */
  'staff.moveTeam': { roles: STORE_MANAGER_ROLES, onPerson: true },
  /** Invite a person, and resend or revoke their invitation (the role is the one given). */
  'staff.add': { roles: PEOPLE_ADMIN_ROLES, onPerson: true },
  'staff.changeRole': { roles: PEOPLE_ADMIN_ROLES, onPerson: true },
  /** The dealership admin's home: the store at a glance and what needs the admin. */
  'storeAdmin.read': { roles: STORE_ADMIN_ROLES },
  /** Change a store's settings (name, address, products, lenders, mini threshold). */
  'storeSettings.set': { roles: STORE_ADMIN_ROLES },
  /**
   * Hand out, list and revoke a store's showroom-board links and choose whether the
   * board shows gross (ADR 028): the store's admins and floor managers.
   */
  'boardLinks.manage': {
    roles: ['dealership_admin', 'single_dealer_admin', 'general_manager', 'sales_manager'],
  },
  /** A dealer group's rollup: every store of the group side by side. */
  'groupRollup.read': { roles: ['dealer_group_admin', 'area_vice_president'] },
  /** A store's headline figures (`/dealership/{id}`): its managers at the top and those above it. */
  'storeHeadlines.read': {
    roles: ['general_manager', 'dealership_admin', 'single_dealer_admin', ...ABOVE_STORE_ROLES],
  },
  /** An area's rollup: its groups and stores ranked. */
  'areaRollup.read': { roles: ['area_vice_president'] },
  /** The People screen: a store's people with their e-mails and invitations. */
  'people.read': { roles: PEOPLE_ADMIN_ROLES },
  /** E-mail a person a link to choose a new password. */
  'staff.sendPasswordReset': { roles: PEOPLE_ADMIN_ROLES, onPerson: true },
  /** A dealer group's settings page (its name, stores, admins, people): its admin; its area's VP reads. */
  'groupSettings.read': { roles: ['dealer_group_admin', 'area_vice_president'] },
  /** Rename the group or one of its stores, add a store within the subscription: the group's admin. */
  'groupSettings.set': { roles: ['dealer_group_admin'] },
  /** Move a person to another store of their group; their deals and sales stay where they happened. */
  'staff.moveStore': { roles: ['dealer_group_admin'], onPerson: true },
  /** The platform's records: audit log, security events, CSP reports (issue 13): platform staff only. */
  'platformRecords.read': { roles: [] },
  /** Every tenant's subscription and what it would bill (issue 13): platform staff only. */
  'platformSubscriptions.read': { roles: [] },
  /** Extend a trial, activate or cancel a subscription (issue 13): platform staff only. */
  'platformSubscriptions.manage': { roles: [] },
  /** How the platform is used: sign-ups, trials, active people, deals per day (issue 13). */
  'platformUsage.read': { roles: [] },
  /**
   * Open a store's boards from the master admin panel, read-only, each opening
   * audited (issue 13 "View as"): platform staff only.
   */
  'store.viewAs': { roles: [] },
  /** Find anyone on the platform by name or e-mail, with their sign-in state (issue 13). */
  'platformPeople.read': { roles: [] },
  /**
   * Help a person sign in (issue 13): unlock their account, end their sessions,
   * resend their verification, send a password reset. The rank rule applies, so
   * an admin never acts on another admin or a master admin.
   */
  'platformPeople.help': { roles: [], onPerson: true },
  /**
   * Change anyone's role from the panel (issue 13). It must hold for the role
   * they have and the one given, so with the rank rule only a master admin gives
   * or takes `admin`, and nobody gives `master_admin`.
   */
  'platformPeople.changeRole': { roles: [], onPerson: true },
  /**
   * The platform's tenants (issue 13, ADR 024): search areas, groups and stores; create,
   * rename, move a store, assign an area's vice president, deactivate and reactivate.
   */
  'platformTenants.manage': { roles: [] },
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof ACTIONS;

export interface Actor {
  id: string;
  role: Role;
  dealershipId: number | null;
  dealerGroupId: number | null;
  areaId: number | null;
  /** A demo account (DECISIONS.md "Back doors replaced"): it reaches demo stores only. */
  isDemo: boolean;
}

/** A store as the policy sees it: itself, its dealer group and that group's area. */
export interface StoreRef {
  dealershipId: number;
  dealerGroupId: number | null;
  areaId: number | null;
  isDemo: boolean;
}

/**
 * A person as the policy sees it. For `staff.add` the role is the one to be
 * given; `staff.changeRole` must hold for the person's role and the new one.
 */
export interface PersonRef extends StoreRef {
  userId: string;
  role: Role;
}

/** Question 1: may the role do the action at all, somewhere? */
export function roleMay(role: Role, action: Action): boolean {
  const rule: ActionRule = ACTIONS[action];
  return isPlatformRole(role) || rule.roles === undefined || rule.roles.includes(role);
}

/** Question 2: is the store within the actor's reach? */
export function reaches(actor: Actor, store: StoreRef): boolean {
  // The demo is a sandbox: its accounts never reach a real store, nor real accounts a demo one.
  if (store.isDemo !== actor.isDemo) return false;
  if (isPlatformRole(actor.role)) return true;
  if (actor.role === 'area_vice_president') {
    return actor.areaId !== null && store.areaId === actor.areaId;
  }
  if (actor.role === 'dealer_group_admin') {
    return actor.dealerGroupId !== null && store.dealerGroupId === actor.dealerGroupId;
  }
  return store.dealershipId === actor.dealershipId;
}

/** A dealer group as the policy sees it: itself and its area. */
export interface GroupRef {
  dealerGroupId: number;
  areaId: number | null;
}

/** Question 2 for a whole group: platform staff, the group's admin, its area's vice president. */
export function reachesGroup(actor: Actor, group: GroupRef): boolean {
  if (isPlatformRole(actor.role)) return true;
  if (actor.role === 'area_vice_president') {
    return actor.areaId !== null && group.areaId === actor.areaId;
  }
  return actor.role === 'dealer_group_admin' && group.dealerGroupId === actor.dealerGroupId;
}

/** Question 2 for a whole area: platform staff and the area's vice president. */
export function reachesArea(actor: Actor, areaId: number): boolean {
  if (isPlatformRole(actor.role)) return true;
  return actor.role === 'area_vice_president' && actor.areaId === areaId;
}

/**
 * Questions 1 and 3, for a person already known to be within reach (the web
 * asks this of the people of a store the server has shown): the role, then the
 * rank rule with the exceptions some actions make.
 */
export function mayActOn(
  actor: Pick<Actor, 'id' | 'role'>,
  action: Action,
  person: Pick<PersonRef, 'userId' | 'role'>,
): boolean {
  if (!roleMay(actor.role, action)) return false;
  const self = person.userId === actor.id;
  if (action === 'payPlan.set' || action === 'payStatements.read') {
    // A single finance manager is their own office: they set their own plan and nobody else's.
    if (actor.role === 'single_finance_manager') return self;
    const kind = payKindOf(person.role);
    if (kind === undefined) return false;
    if (actor.role === 'finance_director' && kind !== 'finance') return false;
    if (actor.role === 'sales_manager' && kind !== 'salesperson') return false;
  }
  return !self && ROLE_RANK[actor.role] > ROLE_RANK[person.role];
}

/**
 * Whether the actor may do the action: anywhere (no target), in a store, or to
 * a person.
 */
export function can(actor: Actor, action: Action, target?: StoreRef | PersonRef): boolean {
  if (!roleMay(actor.role, action)) return false;
  if (target === undefined) return true;
  if (!reaches(actor, target)) return false;
  const rule: ActionRule = ACTIONS[action];
  if (!rule.onPerson) return true;
  return 'userId' in target && mayActOn(actor, action, target);
}

/** An account as the panel's People section sees it, wherever its person works (or none). */
export interface AccountRef {
  userId: string;
  role: Role;
  isDemo: boolean;
}

/**
 * Question 2 for an account anywhere on the platform: platform staff reach
 * every account on their side of the demo sandbox; nobody else reaches accounts
 * outside a store (their store's people are reached through `reaches`).
 */
export function reachesAccount(actor: Actor, account: AccountRef): boolean {
  return isPlatformRole(actor.role) && account.isDemo === actor.isDemo;
}

/** Every role the actor may give to someone by an action that weighs the role given. */
export function grantableRoles(actor: Pick<Actor, 'id' | 'role'>, action: Action): Role[] {
  return ROLES.filter((role) => mayActOn(actor, action, { userId: '', role }));
}

/** A sale as the correction rule sees it. */
export interface SaleRef {
  dealershipId: number;
  salespersonId: string | null;
  status: SaleStatus;
}

/**
 * Whether the actor may correct or cancel this sale, for a sale already known
 * to be within reach: only while it is pending (a completed sale lives on in
 * its deal, a cancelled one is closed); platform staff any, the store's
 * managers any of their store, a salesperson only their own.
 */
export function mayCorrectSale(
  actor: Pick<Actor, 'id' | 'role' | 'dealershipId'>,
  sale: SaleRef,
): boolean {
  if (!roleMay(actor.role, 'sales.correct') || sale.status !== 'pending') return false;
  if (isPlatformRole(actor.role)) return true;
  if (sale.dealershipId !== actor.dealershipId) return false;
  return actor.role !== 'salesperson' || sale.salespersonId === actor.id;
}
