import { describe, expect, it } from 'vitest';
import { ENGLISH, formPattern, GLOSSARIES, glossaryProblems } from './glossary';

describe('glossary checks', () => {
  const greek = GLOSSARIES.gr;

  it('flags a deal called a sale, and a sale called a deal', () => {
    expect(glossaryProblems(greek, 'Log a deal', 'Καταχώριση πώλησης')).toEqual([
      'deal: lacks συναλλαγ*',
      'deal: uses πώλησ*',
    ]);
    expect(glossaryProblems(greek, 'Deals', 'Συναλλαγές')).toEqual([]);
    expect(glossaryProblems(greek, 'Log a sale', 'Καταχώριση συναλλαγής')).toEqual([
      'sale: lacks πώλησ* | πωλήσ*',
      'sale: uses συναλλαγ*',
    ]);
  });

  it('lets a string that names both use both terms', () => {
    expect(
      glossaryProblems(
        greek,
        'The sales manager of this deal',
        'Ο διευθυντής πωλήσεων της συναλλαγής',
      ),
    ).toEqual([]);
  });

  it('flags the English name of the GDPR where readers expect their own', () => {
    expect(glossaryProblems(GLOSSARIES.de, 'GDPR Compliant', 'GDPR-konform')).toEqual([
      'gdpr: lacks DSGVO',
      'gdpr: uses GDPR',
    ]);
    expect(glossaryProblems(GLOSSARIES.de, 'GDPR Compliant', 'DSGVO-konform')).toEqual([]);
  });

  it('lets set phrases through that use the word in another sense', () => {
    // "Sales tax" is no sale; "punto de venta" (a location) is no sale either.
    expect(glossaryProblems(GLOSSARIES.de, 'Sales tax', 'Umsatzsteuer')).toEqual([]);
    expect(
      glossaryProblems(
        GLOSSARIES.es,
        'A store with its deals',
        'Un punto de venta con sus operaciones',
      ),
    ).toEqual([]);
    expect(
      glossaryProblems(GLOSSARIES.es, 'A store with its deals', 'Una sede con sus ventas'),
    ).toEqual(['deal: lacks operaci* | oper.', 'deal: uses venta*']);
  });

  it('reads English whole words only: a dealership is not a deal, nor a salesperson a sale', () => {
    expect(glossaryProblems(greek, 'Your dealership and its salespeople', 'Οτιδήποτε')).toEqual([]);
  });

  it('matches forms whole-word, case-insensitively, with * for any letters', () => {
    expect(formPattern('συναλλαγ*').test('ΣΥΝΑΛΛΑΓΕΣ')).toBe(true);
    expect(formPattern('*verkauf*').test('Neuwagenverkaufsleiter')).toBe(true);
    expect(formPattern('*deal').test('Dealer')).toBe(false);
    expect(formPattern('F&I').test('F&I-Manager')).toBe(true);
  });

  it('gives every language a term for every concept the English list names', () => {
    for (const [code, glossary] of Object.entries(GLOSSARIES))
      expect(Object.keys(glossary).sort(), code).toEqual(Object.keys(ENGLISH).sort());
  });
});
