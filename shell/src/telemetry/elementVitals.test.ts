import type { HealthAppName, HealthElementVitals } from '@codecrush/contracts';
import { appOfElement, creditVital, creditedApp, roundVital } from './elementVitals';
import type { ElementVitalsByApp } from './elementVitals';

describe('appOfElement', () => {
  document.body.innerHTML = `
    <nav id="navbar"><a href="/">Home</a></nav>
    <main>
      <div data-remote="mf_marketing" data-build="m1">
        <h1 id="hero">Welcome</h1>
        <section data-remote="mf_blog" data-build="b2"><button id="teaser">Read</button></section>
      </div>
      <div data-remote="mf_nowhere"><p id="stranger">?</p></div>
    </main>`;
  const byId = (id: string) => document.getElementById(id);

  it('is the remote of the closest data-remote wrapper (a fragment inside a page is the fragment’s)', () => {
    expect(appOfElement(byId('hero'))).toBe('mf_marketing');
    expect(appOfElement(byId('teaser'))).toBe('mf_blog');
    expect(appOfElement(byId('teaser')?.parentElement ?? null)).toBe('mf_blog');
  });

  it("counts a text node as its parent element's", () => {
    expect(appOfElement(byId('teaser')?.firstChild ?? null)).toBe('mf_blog');
  });

  it("is the shell's outside any remote, with no node, or for a name that is no app", () => {
    expect(appOfElement(byId('navbar'))).toBe('shell');
    expect(appOfElement(null)).toBe('shell');
    expect(appOfElement(document)).toBe('shell');
    expect(appOfElement(byId('stranger'))).toBe('shell');
  });
});

describe('creditedApp', () => {
  it("is the app the target names, else the page's app (no element, web-vitals' own selector)", () => {
    expect(creditedApp('mf_blog', 'mf_marketing')).toBe('mf_blog');
    expect(creditedApp('shell', 'mf_marketing')).toBe('shell');
    expect(creditedApp(undefined, 'mf_marketing')).toBe('mf_marketing');
    expect(creditedApp('#hero', 'mf_blog')).toBe('mf_blog');
    expect(creditedApp('', 'mf_blog')).toBe('mf_blog');
  });
});

describe('roundVital', () => {
  it('keeps whole milliseconds and CLS to 4 decimals', () => {
    expect(roundVital('LCP', 812.6)).toBe(813);
    expect(roundVital('INP', 47.2)).toBe(47);
    expect(roundVital('CLS', 0.012345)).toBe(0.0123);
    expect(roundVital('CLS', 0.00005)).toBe(0.0001);
  });
});

describe('creditVital', () => {
  const plain = (byApp: ElementVitalsByApp) =>
    Object.fromEntries(byApp) as Partial<Record<HealthAppName, HealthElementVitals>>;

  it('gives LCP to one app only: a later LCP element of another app takes it over', () => {
    const byApp: ElementVitalsByApp = new Map();
    creditVital(byApp, 'INP', 'mf_marketing', 40);
    creditVital(byApp, 'LCP', 'mf_marketing', 900.4);
    expect(plain(byApp)).toEqual({ mf_marketing: { INP: 40, LCP: 900 } });
    creditVital(byApp, 'LCP', 'mf_blog', 1200);
    expect(plain(byApp)).toEqual({ mf_marketing: { INP: 40 }, mf_blog: { LCP: 1200 } });
    // An app left with nothing credited has no entry (so no row it would not have had).
    creditVital(byApp, 'LCP', 'shell', 700);
    expect(plain(byApp)).toEqual({ mf_marketing: { INP: 40 }, shell: { LCP: 700 } });
    // A smaller LCP of the same element replaces it (a restore measures afresh).
    creditVital(byApp, 'LCP', 'shell', 300);
    expect(plain(byApp)).toEqual({ mf_marketing: { INP: 40 }, shell: { LCP: 300 } });
  });

  it('keeps per app the largest INP and CLS reported while its element was the target', () => {
    const byApp: ElementVitalsByApp = new Map();
    creditVital(byApp, 'INP', 'mf_marketing', 120);
    creditVital(byApp, 'INP', 'mf_marketing', 80);
    // After a client navigation, the page's worst grows on the new page's remote.
    creditVital(byApp, 'INP', 'mf_blog', 200);
    creditVital(byApp, 'CLS', 'mf_blog', 0.05);
    creditVital(byApp, 'CLS', 'mf_blog', 0.02);
    creditVital(byApp, 'CLS', 'shell', 0.1);
    expect(plain(byApp)).toEqual({
      mf_marketing: { INP: 120 },
      mf_blog: { INP: 200, CLS: 0.05 },
      shell: { CLS: 0.1 },
    });
    creditVital(byApp, 'INP', 'mf_marketing', 150);
    expect(byApp.get('mf_marketing')).toEqual({ INP: 150 });
  });
});
