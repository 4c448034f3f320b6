import { describe, expect, it } from 'vitest';
import {
  ALL_PREFERENCES,
  CONSENT_EVENT,
  MINIMAL_PREFERENCES,
  readConsent,
  regionForTimeZone,
  saveConsent,
  type ConsentEventDetail,
} from './consent';

/** The part of Web Storage the consent code uses, kept in a Map. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const day = 24 * 60 * 60 * 1000;

describe('cookie consent', () => {
  it('reads the region from the time zone as SPEC.md says', () => {
    expect(regionForTimeZone('Europe/Berlin')).toBe('EU');
    expect(regionForTimeZone('America/Los_Angeles')).toBe('CA');
    expect(regionForTimeZone('America/New_York')).toBe('CA');
    expect(regionForTimeZone('Asia/Tokyo')).toBe('OTHER');
    expect(regionForTimeZone('UTC')).toBe('OTHER');
  });

  it('stores the choice under the three keys and broadcasts it', () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const heard: ConsentEventDetail[] = [];
    target.addEventListener(CONSENT_EVENT, (event) => {
      heard.push((event as CustomEvent<ConsentEventDetail>).detail);
    });
    const now = new Date('2026-11-21T10:00:00Z');
    saveConsent(storage, target, 'minimal', MINIMAL_PREFERENCES, now);

    expect(storage.getItem('cookie-consent')).toBe('minimal');
    expect(storage.getItem('cookie-consent-date')).toBe('2026-11-21T10:00:00.000Z');
    expect(JSON.parse(storage.getItem('cookie-preferences') ?? '')).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(heard).toEqual([{ consent: 'minimal', preferences: MINIMAL_PREFERENCES }]);
    expect(readConsent(storage, now)?.consent).toBe('minimal');
  });

  it('forgets a choice after 365 days and clears what was stored', () => {
    const storage = new MemoryStorage();
    const saved = new Date('2025-11-21T10:00:00Z');
    saveConsent(storage, new EventTarget(), 'all', ALL_PREFERENCES, saved);

    expect(readConsent(storage, new Date(saved.getTime() + 364 * day))?.consent).toBe('all');
    expect(readConsent(storage, new Date(saved.getTime() + 365 * day))).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('keeps essential cookies on whatever the stored preferences say', () => {
    const storage = new MemoryStorage();
    const now = new Date('2026-11-21T10:00:00Z');
    storage.setItem('cookie-consent', 'custom');
    storage.setItem('cookie-consent-date', now.toISOString());
    storage.setItem(
      'cookie-preferences',
      JSON.stringify({ essential: false, functional: true, analytics: false, marketing: true }),
    );
    expect(readConsent(storage, now)?.preferences).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
  });

  it('treats a damaged record as no choice at all', () => {
    const storage = new MemoryStorage();
    storage.setItem('cookie-consent', 'everything');
    storage.setItem('cookie-consent-date', 'yesterday');
    expect(readConsent(storage, new Date())).toBeNull();
    expect(storage.length).toBe(0);
  });
});
