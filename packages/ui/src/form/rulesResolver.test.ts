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
});
