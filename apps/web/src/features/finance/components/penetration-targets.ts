import type { Product } from '@das/shared/deals';

/**
 * Default penetration targets, common F&I benchmarks, shown as targets (not
 * as results) until a store can set its own.
 */
export const PENETRATION_TARGETS: Record<Product, number> = {
  vsc: 0.45,
  gap: 0.4,
  ppm: 0.25,
  tire_wheel: 0.1,
  appearance: 0.1,
  theft: 0.1,
  key_replacement: 0.1,
  windshield: 0.1,
  other: 0.1,
};

/** Where a result stands against its target. */
export function againstTarget(penetration: number, target: number): 'met' | 'close' | 'below' {
  if (penetration >= target) return 'met';
  return penetration >= target * 0.8 ? 'close' : 'below';
}
