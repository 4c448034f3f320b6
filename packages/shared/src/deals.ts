/** Deal and sale vocabulary (SPEC.md §3, DOMAIN.md "Deal record"). */
export const DEAL_TYPES = ['Cash', 'Finance', 'Lease'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const DEAL_STATUSES = ['Pending', 'Funded', 'Unwound'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const VEHICLE_TYPES = ['New', 'Used', 'CPO'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const SALE_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** F&I products in the order a menu presents them; keys are the deal's profit columns. */
export const PRODUCTS = [
  'vsc',
  'gap',
  'ppm',
  'tire_wheel',
  'appearance',
  'theft',
  'key_replacement',
  'windshield',
  'other',
] as const;
export type Product = (typeof PRODUCTS)[number];

/** GAP only protects a loan or lease; every other product can go on any deal. */
export function isEligibleForProduct(product: Product, dealType: DealType): boolean {
  return product !== 'gap' || dealType !== 'Cash';
}

export const LENDERS = [
  'Ally Financial',
  'Capital One Auto Finance',
  'Chase Auto',
  'Wells Fargo Auto',
  'Bank of America',
  'Santander Consumer USA',
  'Westlake Financial',
  'Credit Acceptance',
  'Toyota Financial Services',
  'Honda Financial Services',
  'Ford Credit',
  'GM Financial',
  'Hyundai Motor Finance',
  'Nissan Motor Acceptance',
  'Local credit union',
] as const;

export const MANUFACTURERS = [
  'Toyota',
  'Honda',
  'Ford',
  'Chevrolet',
  'GMC',
  'Hyundai',
  'Kia',
  'Nissan',
  'Jeep',
  'Ram',
  'Subaru',
  'Mazda',
  'Volkswagen',
  'BMW',
  'Mercedes-Benz',
  'Lexus',
  'Tesla',
] as const;
