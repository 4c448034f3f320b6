import { describe, expect, it } from 'vitest';
import { againstTarget } from './penetration-targets';

describe('penetration against its target', () => {
  it('is met at the target, close within 80 % of it, below under that', () => {
    expect(againstTarget(0.45, 0.45)).toBe('met');
    expect(againstTarget(0.37, 0.45)).toBe('close');
    expect(againstTarget(0.3, 0.45)).toBe('below');
  });
});
