import { rulesResolver } from './rulesResolver';

type Values = { name: string; rows: Array<{ size: string }> };

const resolve = (values: Values) =>
  rulesResolver<Values>((v) => ({
    name: v.name ? undefined : 'Name is required',
    ...(v.rows[1]?.size ? {} : { 'rows.1.size': 'Choose a size' }),
  }))(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('rulesResolver', () => {
  it('turns path-keyed messages into nested react-hook-form errors (arrays for indexes)', async () => {
    const result = await resolve({ name: '', rows: [{ size: 'S' }, { size: '' }] });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'rule', message: 'Name is required' },
      rows: [undefined, { size: { type: 'rule', message: 'Choose a size' } }],
    });
    expect(Array.isArray((result.errors as { rows: unknown }).rows)).toBe(true);
  });

  it('passes the values through when the rules find nothing', async () => {
    const values = { name: 'Ada', rows: [{ size: 'S' }, { size: 'M' }] };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it('nests an index of any length as an array entry, and a name that merely holds digits as an object key', async () => {
    const result = await rulesResolver<Record<string, unknown>>(() => ({
      'rows.10.size': 'Choose a size',
      'address.line2': 'Line 2 is too long',
      'links.2nd': 'Enter a link',
    }))({}, undefined, { fields: {}, shouldUseNativeValidation: false });
    const errors = result.errors as { rows: unknown[]; address: unknown; links: unknown };
    expect(Array.isArray(errors.rows)).toBe(true);
    expect(errors.rows[10]).toEqual({ size: { type: 'rule', message: 'Choose a size' } });
    expect(errors.address).toEqual({ line2: { type: 'rule', message: 'Line 2 is too long' } });
    expect(Array.isArray(errors.address)).toBe(false);
    expect(errors.links).toEqual({ '2nd': { type: 'rule', message: 'Enter a link' } });
    expect(Array.isArray(errors.links)).toBe(false);
  });

  it('keeps every message of one row and of rows side by side (a later path does not replace an earlier one)', async () => {
    const result = await rulesResolver<Record<string, unknown>>(() => ({
      'expertise.0.technology': 'Choose a technology',
      'expertise.0.durationOfHire': 'Choose a duration',
      'expertise.2.technology': 'Choose a technology',
    }))({}, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({
      expertise: [
        {
          technology: { type: 'rule', message: 'Choose a technology' },
          durationOfHire: { type: 'rule', message: 'Choose a duration' },
        },
        undefined,
        { technology: { type: 'rule', message: 'Choose a technology' } },
      ],
    });
  });
});
