import type { Role } from '@das/shared/roles';

/**
 * The demo world: one area of three dealer groups and thirteen stores, big and
 * small, strong and struggling, so the group and area views have something to
 * rank; and one standalone F&I office.
 */
export const DEMO_AREA = { id: 1, name: 'Southwest Area' } as const;

export const DEMO_GROUPS = [
  { id: 1, areaId: DEMO_AREA.id, name: 'Desert Sun Auto Group' },
  { id: 2, areaId: DEMO_AREA.id, name: 'Canyon Motors Group' },
  { id: 3, areaId: DEMO_AREA.id, name: 'Rio Grande Automotive' },
] as const;

export interface DemoStore {
  id: number;
  groupId: number | null;
  kind: 'store' | 'single_finance';
  name: string;
  city: string;
  state: string;
  timeZone: string;
  brand: string;
  /** Average retail deals a month; the seasons and weekdays move it around. */
  monthlyDeals: number;
  salespeople: number;
  salesManagers: number;
  financeManagers: number;
  /** Share of used cars, which this store leans on more or less than others. */
  usedShare: number;
  /** How well its F&I office sells products and reserve: 1 is the area's typical store. */
  backEnd: number;
  /** How much front gross its desk holds: 1 is typical. */
  frontEnd: number;
  /** Volume's drift over the twelve months: +0.2 ends the year 20% busier than it began. */
  trend: number;
  /** The longest its lenders usually take to fund a deal, in days. */
  fundingDays: number;
}

export const DEMO_STORES: readonly DemoStore[] = [
  {
    id: 46,
    groupId: 1,
    kind: 'store',
    name: 'Desert Sun Toyota',
    city: 'Phoenix',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Toyota',
    monthlyDeals: 165,
    salespeople: 12,
    salesManagers: 2,
    financeManagers: 3,
    usedShare: 0.38,
    backEnd: 1.0,
    frontEnd: 1.0,
    trend: 0.05,
    fundingDays: 14,
  },
  {
    id: 47,
    groupId: 1,
    kind: 'store',
    name: 'Desert Sun Honda',
    city: 'Scottsdale',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Honda',
    monthlyDeals: 125,
    salespeople: 10,
    salesManagers: 2,
    financeManagers: 2,
    usedShare: 0.34,
    backEnd: 1.25,
    frontEnd: 0.95,
    trend: 0.0,
    fundingDays: 12,
  },
  {
    id: 48,
    groupId: 1,
    kind: 'store',
    name: 'Desert Sun Ford',
    city: 'Mesa',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Ford',
    monthlyDeals: 140,
    salespeople: 11,
    salesManagers: 2,
    financeManagers: 2,
    usedShare: 0.42,
    backEnd: 0.95,
    frontEnd: 1.1,
    trend: -0.05,
    fundingDays: 14,
  },
  {
    id: 49,
    groupId: 1,
    kind: 'store',
    name: 'Desert Sun Kia',
    city: 'Chandler',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Kia',
    monthlyDeals: 70,
    salespeople: 6,
    salesManagers: 1,
    financeManagers: 2,
    usedShare: 0.3,
    backEnd: 1.35,
    frontEnd: 0.9,
    trend: 0.25,
    fundingDays: 10,
  },
  {
    id: 50,
    groupId: 1,
    kind: 'store',
    name: 'Desert Sun Mazda',
    city: 'Glendale',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Mazda',
    monthlyDeals: 45,
    salespeople: 5,
    salesManagers: 1,
    financeManagers: 1,
    usedShare: 0.36,
    backEnd: 0.8,
    frontEnd: 0.95,
    trend: 0.0,
    fundingDays: 14,
  },
  {
    id: 51,
    groupId: 2,
    kind: 'store',
    name: 'Canyon Chevrolet',
    city: 'Tucson',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Chevrolet',
    monthlyDeals: 115,
    salespeople: 9,
    salesManagers: 2,
    financeManagers: 2,
    usedShare: 0.45,
    backEnd: 0.85,
    frontEnd: 1.0,
    trend: 0.0,
    fundingDays: 16,
  },
  {
    id: 52,
    groupId: 2,
    kind: 'store',
    name: 'Canyon Hyundai',
    city: 'Las Cruces',
    state: 'NM',
    timeZone: 'America/Denver',
    brand: 'Hyundai',
    monthlyDeals: 95,
    salespeople: 8,
    salesManagers: 1,
    financeManagers: 2,
    usedShare: 0.33,
    backEnd: 0.7,
    frontEnd: 0.9,
    trend: 0.1,
    fundingDays: 16,
  },
  {
    id: 53,
    groupId: 2,
    kind: 'store',
    name: 'Canyon Nissan',
    city: 'Albuquerque',
    state: 'NM',
    timeZone: 'America/Denver',
    brand: 'Nissan',
    monthlyDeals: 105,
    salespeople: 9,
    salesManagers: 2,
    financeManagers: 2,
    usedShare: 0.4,
    backEnd: 0.6,
    frontEnd: 0.8,
    trend: -0.3,
    fundingDays: 30,
  },
  {
    id: 54,
    groupId: 2,
    kind: 'store',
    name: 'Canyon Jeep',
    city: 'Tucson',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Jeep',
    monthlyDeals: 60,
    salespeople: 5,
    salesManagers: 1,
    financeManagers: 1,
    usedShare: 0.35,
    backEnd: 1.0,
    frontEnd: 1.25,
    trend: 0.05,
    fundingDays: 14,
  },
  {
    id: 55,
    groupId: 3,
    kind: 'store',
    name: 'Rio Grande GMC',
    city: 'El Paso',
    state: 'TX',
    timeZone: 'America/Denver',
    brand: 'GMC',
    monthlyDeals: 85,
    salespeople: 7,
    salesManagers: 1,
    financeManagers: 2,
    usedShare: 0.4,
    backEnd: 1.15,
    frontEnd: 1.2,
    trend: 0.1,
    fundingDays: 12,
  },
  {
    id: 56,
    groupId: 3,
    kind: 'store',
    name: 'Rio Grande Subaru',
    city: 'Santa Fe',
    state: 'NM',
    timeZone: 'America/Denver',
    brand: 'Subaru',
    monthlyDeals: 55,
    salespeople: 5,
    salesManagers: 1,
    financeManagers: 1,
    usedShare: 0.3,
    backEnd: 1.1,
    frontEnd: 1.0,
    trend: 0.15,
    fundingDays: 10,
  },
  {
    id: 57,
    groupId: 3,
    kind: 'store',
    name: 'Rio Grande Honda',
    city: 'El Paso',
    state: 'TX',
    timeZone: 'America/Denver',
    brand: 'Honda',
    monthlyDeals: 75,
    salespeople: 6,
    salesManagers: 1,
    financeManagers: 2,
    usedShare: 0.32,
    backEnd: 1.3,
    frontEnd: 0.85,
    trend: 0.0,
    fundingDays: 12,
  },
  {
    id: 58,
    groupId: 3,
    kind: 'store',
    name: 'Rio Grande Ram',
    city: 'Alamogordo',
    state: 'NM',
    timeZone: 'America/Denver',
    brand: 'Ram',
    monthlyDeals: 35,
    salespeople: 4,
    salesManagers: 1,
    financeManagers: 1,
    usedShare: 0.45,
    backEnd: 0.5,
    frontEnd: 0.75,
    trend: -0.35,
    fundingDays: 30,
  },
  {
    id: 60,
    groupId: null,
    kind: 'single_finance',
    name: 'Mesa Kia F&I office',
    city: 'Mesa',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brand: 'Kia',
    monthlyDeals: 34,
    salespeople: 0,
    salesManagers: 0,
    financeManagers: 0,
    usedShare: 0.35,
    backEnd: 1.1,
    frontEnd: 1.0,
    trend: 0.0,
    fundingDays: 14,
  },
];

export const DEMO_STORE_ID = 46;
export const SINGLE_FINANCE_STORE_ID = 60;
export const DEMO_PASSWORD = 'DemoPass123';

export interface DemoAccount {
  role: Role;
  firstName: string;
  lastName: string;
  /** Where the account sits: a store, a group, the area, or the platform. */
  scope: 'store' | 'single_finance' | 'group' | 'area' | 'platform';
}

/** One confirmed account per role, `{role}@demo.example.com`; store roles work at dealership 46. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'viewer', firstName: 'Val', lastName: 'Viewer', scope: 'store' },
  { role: 'salesperson', firstName: 'Sam', lastName: 'Ortega', scope: 'store' },
  { role: 'finance_manager', firstName: 'Fiona', lastName: 'Marsh', scope: 'store' },
  {
    role: 'single_finance_manager',
    firstName: 'Casey',
    lastName: 'Rivera',
    scope: 'single_finance',
  },
  { role: 'sales_manager', firstName: 'Dana', lastName: 'Whitfield', scope: 'store' },
  { role: 'finance_director', firstName: 'Grant', lastName: 'Holloway', scope: 'store' },
  { role: 'general_manager', firstName: 'Morgan', lastName: 'Blake', scope: 'store' },
  { role: 'dealership_admin', firstName: 'Alex', lastName: 'Chen', scope: 'store' },
  { role: 'single_dealer_admin', firstName: 'Jamie', lastName: 'Novak', scope: 'store' },
  { role: 'dealer_group_admin', firstName: 'Rebecca', lastName: 'Stone', scope: 'group' },
  { role: 'area_vice_president', firstName: 'Victor', lastName: 'Alvarez', scope: 'area' },
  { role: 'admin', firstName: 'Priya', lastName: 'Natarajan', scope: 'platform' },
  { role: 'master_admin', firstName: 'Marcus', lastName: 'Reed', scope: 'platform' },
];

export const demoEmail = (role: Role) => `${role}@demo.example.com`;

// prettier-ignore
export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Jennifer', 'David', 'Patricia', 'Carlos',
  'Elizabeth', 'Daniel', 'Susan', 'Anthony', 'Jessica', 'Kevin', 'Sarah', 'Brian', 'Karen',
  'Luis', 'Nancy', 'Tyler', 'Ashley', 'Marcus', 'Emily', 'Derek', 'Megan', 'Andre', 'Rachel',
  'Hector', 'Nicole', 'Trevor', 'Amanda', 'Jorge', 'Stephanie', 'Brandon', 'Melissa', 'Omar',
  'Lauren', 'Ryan', 'Vanessa', 'Victor', 'Brittany', 'Jason', 'Monica', 'Travis', 'Danielle',
  'Isaac', 'Crystal', 'Darnell', 'Tiffany', 'Eric', 'Natalie', 'Miguel', 'Heather', 'Cody',
  'Angela', 'Xavier', 'Kimberly', 'Wesley', 'Alicia',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor',
  'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez',
  'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans',
  'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris',
  'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson',
  'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson',
  'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price',
  'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
] as const;

/** Models by brand, for the vehicle on each sale. */
// prettier-ignore
export const MODELS: Readonly<Record<string, readonly string[]>> = {
  Toyota: ['Camry', 'Corolla', 'RAV4', 'Tacoma', 'Highlander', 'Tundra', '4Runner', 'Sienna', 'Grand Highlander'],
  Honda: ['Civic', 'Accord', 'CR-V', 'HR-V', 'Pilot', 'Odyssey', 'Passport', 'Ridgeline'],
  Ford: ['F-150', 'Explorer', 'Escape', 'Bronco', 'Bronco Sport', 'Maverick', 'Ranger', 'Expedition', 'Mustang'],
  Chevrolet: ['Silverado 1500', 'Equinox', 'Traverse', 'Tahoe', 'Malibu', 'Colorado', 'Trax', 'Blazer'],
  Hyundai: ['Elantra', 'Sonata', 'Tucson', 'Santa Fe', 'Palisade', 'Kona', 'Ioniq 5', 'Santa Cruz'],
  Nissan: ['Altima', 'Sentra', 'Rogue', 'Pathfinder', 'Frontier', 'Kicks', 'Murano', 'Armada'],
  Kia: ['Forte', 'K5', 'Sportage', 'Sorento', 'Telluride', 'Seltos', 'Carnival', 'Soul'],
  Jeep: ['Wrangler', 'Grand Cherokee', 'Cherokee', 'Compass', 'Gladiator'],
  Ram: ['1500', '2500'],
  Subaru: ['Outback', 'Forester', 'Crosstrek', 'Ascent'],
  GMC: ['Sierra 1500', 'Terrain', 'Acadia', 'Yukon'],
  Mazda: ['CX-5', 'CX-50', 'Mazda3', 'CX-90'],
};

/** The brand's own lender, which takes most new-car paper at a franchise store. */
export const CAPTIVE_LENDER: Readonly<Record<string, string>> = {
  Toyota: 'Toyota Financial Services',
  Honda: 'Honda Financial Services',
  Ford: 'Ford Credit',
  Chevrolet: 'GM Financial',
  Hyundai: 'Hyundai Motor Finance',
  Nissan: 'Nissan Motor Acceptance',
  Kia: 'Hyundai Motor Finance',
  Mazda: 'Mazda Financial Services',
  Jeep: 'Chrysler Capital',
  Ram: 'Chrysler Capital',
  GMC: 'GM Financial',
  Subaru: 'Subaru Motors Finance',
};

export const BANK_LENDERS = [
  ['Ally Financial', 18],
  ['Capital One Auto Finance', 16],
  ['Chase Auto', 14],
  ['Wells Fargo Auto', 10],
  ['Bank of America', 8],
  ['Local credit union', 14],
  ['Santander Consumer USA', 8],
  ['Westlake Financial', 7],
  ['Credit Acceptance', 5],
] as const;
