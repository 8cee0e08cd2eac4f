import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type BetterSqlite3 from 'better-sqlite3';
import { collectPageErrors, pageHeading } from '../support/site';
import { axeViolations, axeWidths, wcagAA } from '../support/axe';

/**
 * The forms remote against the real API the run starts (outbox in .data/e2e-api, no SMTP): what a
 * visitor sends is read back from the outbox's SQLite file.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const outboxFile = path.join(repoRoot, '.data', 'e2e-api', 'outbox.sqlite');
const Database = createRequire(path.join(repoRoot, 'api', 'package.json'))('better-sqlite3') as typeof BetterSqlite3;

interface OutboxRow {
  kind: string;
  subject: string;
  fields: Record<string, string>;
  attachment: { name: string | null; type: string | null; size: number | null };
}

/** The stored messages whose fields contain `marker` (read-only; the API keeps writing). */
function outboxRows(marker: string): OutboxRow[] {
  const db = new Database(outboxFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT kind, subject, fields, attachment_name, attachment_type, attachment_size FROM messages
          WHERE fields LIKE ? ORDER BY id`,
      )
      .all(`%${marker}%`) as Array<{
      kind: string;
      subject: string;
      fields: string;
      attachment_name: string | null;
      attachment_type: string | null;
      attachment_size: number | null;
    }>;
    return rows.map((row) => ({
      kind: row.kind,
      subject: row.subject,
      fields: JSON.parse(row.fields) as Record<string, string>,
      attachment: { name: row.attachment_name, type: row.attachment_type, size: row.attachment_size },
    }));
  } finally {
    db.close();
  }
}

/** A value no other test (or earlier run) sends, to find this test's message. */
const uniqueMarker = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The embedded maps: a local stand-in for Google's frame (no internet here; keeps the run deterministic). */
async function stubMaps(page: Page) {
  await page.route('https://www.google.com/maps**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><body><p>Map</p></body></html>',
    }),
  );
}

/** The home page's contact block (the forms remote's fragment), once it has loaded near the viewport. */
async function homeBlock(page: Page): Promise<Locator> {
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  const block = page.locator('[data-remote="mf_forms"]');
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(block.getByRole('heading', { name: 'Get in Touch' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  return block;
}

async function fillContact(form: Locator, values: { name: string; email: string; phone: string; message: string }) {
  await form.getByLabel('Full name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone number').fill(values.phone);
  await form.getByLabel('Message').fill(values.message);
}

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
});

test.describe('contact page', () => {
  test('shows the team heading and cards, and a message lands in the outbox', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/contact');
    await expect(pageHeading(page)).toHaveText('Contact Us');
    await expect(page.getByRole('heading', { level: 2, name: 'Chat to our friendly team' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'info@codecrush.tech' })).toHaveAttribute(
      'href',
      'mailto:info@codecrush.tech',
    );
    await expect(main.getByRole('link', { name: '+92 51 8435 900' })).toHaveAttribute('href', 'tel:+92518435900');
    await expect(main.getByText('Mon-Fri 8am to 5pm')).toBeVisible();

    const form = page.getByRole('form', { name: 'Send us a message' });
    const marker = uniqueMarker('We need a booking app');
    // a@b: valid on the contact page (text@text).
    await fillContact(form, { name: 'Ayesha Khan', email: 'a@b', phone: '03001234567', message: marker });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');

    await expect.poll(() => outboxRows(marker).length).toBe(1);
    const [row] = outboxRows(marker);
    expect(row?.kind).toBe('contact');
    expect(row?.subject).toBe('Query Message');
    expect(row?.fields).toEqual({
      fullName: 'Ayesha Khan',
      email: 'a@b',
      phone: '03001234567',
      message: marker,
    });
    expect(errors).toEqual([]);
  });

  test('a 4xx answer of the API shows its message as the toast and keeps the input', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const marker = uniqueMarker('Refused message');
    // The browser's rules pass; the body is emptied of its name on the way, so the real API refuses it.
    await page.route('**/jobs/emails/send', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, fullName: '' }) });
    });
    await fillContact(form, {
      name: 'Ayesha Khan',
      email: 'ayesha@company.com',
      phone: '03001234567',
      message: marker,
    });
    const answer = page.waitForResponse('**/jobs/emails/send');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(400);
    await expect(toast(page, 'Name is required')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Ayesha Khan');
    await expect(form.getByLabel('Message')).toHaveValue(marker);
    expect(outboxRows(marker)).toEqual([]);
  });

  test('a network failure shows "Message Sending Failed" and keeps the input; the retry goes through', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const marker = uniqueMarker('Retried message');
    await page.route('**/jobs/emails/send', (route) => route.abort('internetdisconnected'));
    await fillContact(form, { name: 'Bilal Ahmed', email: 'bilal@company.com', phone: '03331234567', message: marker });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sending Failed')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue(marker);
    await expect(form.getByLabel('Full name')).toHaveValue('Bilal Ahmed');

    await page.unroute('**/jobs/emails/send');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
    await expect.poll(() => outboxRows(marker).length).toBe(1);
  });

  test('a double click sends one message', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const marker = uniqueMarker('Double click');
    let requests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/jobs/emails/send')) requests += 1;
    });
    await fillContact(form, { name: 'Sana Malik', email: 'sana@company.com', phone: '03121234567', message: marker });
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
    await expect.poll(() => outboxRows(marker).length).toBe(1);
    expect(requests).toBe(1);
  });
});

test('home: the contact block shows both offices with maps, and its form sends from inside the home page', async ({
  page,
}) => {
  const block = await homeBlock(page);
  for (const city of ['Rawalpindi', 'Chakdara']) {
    const office = block.getByRole('article', { name: new RegExp(city) });
    await expect(office.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
    await expect(office.getByRole('link', { name: /^Phone / })).toHaveAttribute('href', /^tel:\+92\d+$/);
    const map = office.locator('iframe');
    await expect(map).toHaveAttribute('height', '300');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('title', new RegExp(city));
  }

  const form = block.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription('Phone number is required');
  await expect(form.getByLabel('Full name')).toBeFocused();
  // a@b is not enough at home (strict pattern).
  await fillContact(form, { name: 'Usman Tariq', email: 'a@b', phone: '0300 CALL ME', message: 'x' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');

  const marker = uniqueMarker('Home message');
  // A phone with letters is fine at home (no format check).
  await fillContact(form, { name: 'Usman Tariq', email: 'usman@company.pk', phone: '0300 CALL ME', message: marker });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
  await expect.poll(() => outboxRows(marker).length).toBe(1);
  expect(outboxRows(marker)[0]?.fields).toEqual({
    fullName: 'Usman Tariq',
    email: 'usman@company.pk',
    phone: '0300 CALL ME',
    message: marker,
  });
});

test('an internship application with a CV lands in the outbox with every field and the file', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/careers/internship/apply');
  await expect(pageHeading(page)).toHaveText('Internship Application');
  const form = page.getByRole('form', { name: 'Apply for an internship' });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Education details are required')).toBeVisible();

  const marker = uniqueMarker('Frontend performance');
  await form.getByLabel(/Full name/).fill('Ali Raza');
  await form.getByLabel(/^Email/).fill('ali.raza@example.com');
  await form.getByLabel(/Phone number/).fill('+923001234567');
  await form.getByLabel(/Address/).fill('House 14, Street 7, Satellite Town, Rawalpindi');
  await form.getByLabel(/Education/).fill('BS Computer Science, COMSATS Islamabad');
  await form.getByLabel(/Speciality/).fill('React and TypeScript');
  await form.getByLabel(/Experience/).fill('Two client projects and a final-year project');
  await form.getByLabel(/Why this internship/).fill(marker);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await form.getByLabel(/CV/).setInputFiles({ name: 'ali-raza-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Application sent successfully!')).toBeVisible();
  await expect(form.getByLabel(/Full name/)).toHaveValue('');

  await expect.poll(() => outboxRows(marker).length).toBe(1);
  const [row] = outboxRows(marker);
  expect(row?.kind).toBe('internship');
  expect(row?.subject).toBe('Internship Application');
  expect(row?.fields).toEqual({
    fullName: 'Ali Raza',
    email: 'ali.raza@example.com',
    phone: '+923001234567',
    address: 'House 14, Street 7, Satellite Town, Rawalpindi',
    education: 'BS Computer Science, COMSATS Islamabad',
    speciality: 'React and TypeScript',
    experience: 'Two client projects and a final-year project',
    interest: marker,
  });
  expect(row?.attachment).toEqual({ name: 'ali-raza-cv.pdf', type: 'application/pdf', size: pdf.length });
  expect(errors).toEqual([]);
});

test('a remote-resources request (two expertise rows) lands in the outbox through the EmailJS-compatible call', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/remote-resources');
  await expect(pageHeading(page)).toHaveText('Remote Resources');
  await expect(page.getByRole('heading', { level: 2, name: 'On-Demand Remote Resources' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact Us' });
  const marker = uniqueMarker('Fleet tracking dashboard');
  await form.getByLabel(/^Name/).fill('Hamza Siddiqui');
  await form.getByLabel(/Work email/).fill('hamza@northwind.io');
  await form.getByLabel(/Company name/).fill('Northwind Logistics');
  await form.getByLabel(/Phone number/).fill('+92 300 1234567');
  await form.getByLabel(/Project description/).fill(marker);
  await form.getByLabel(/Preferred start date/).fill('2027-01-04');
  const rows = form.getByRole('group', { name: /^Expertise \d$/ });
  await rows
    .nth(0)
    .getByLabel(/^Expertise\*?$/)
    .selectOption('QA Engineer');
  await rows
    .nth(0)
    .getByLabel(/Number of people/)
    .selectOption('2');
  await rows
    .nth(0)
    .getByLabel(/Duration of hire/)
    .selectOption('6 months');
  await form.getByRole('button', { name: 'Add More' }).click();
  await expect(rows).toHaveCount(2);
  await rows
    .nth(1)
    .getByLabel(/^Expertise\*?$/)
    .selectOption('DevOps Engineer');
  await rows
    .nth(1)
    .getByLabel(/Number of people/)
    .selectOption('1');
  await rows
    .nth(1)
    .getByLabel(/Duration of hire/)
    .selectOption('3 months');
  await rows.nth(1).getByLabel(/Level/).selectOption('Other (please specify)');
  await rows
    .nth(1)
    .getByLabel(/Describe the expertise/)
    .fill('Kubernetes specialist');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  const request = page.waitForRequest('**/api/v1.0/email/send');
  await form.getByRole('button', { name: 'Send Request' }).click();
  expect((await request).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
  await expect(rows).toHaveCount(1);

  await expect.poll(() => outboxRows(marker).length).toBe(1);
  const [row] = outboxRows(marker);
  expect(row?.kind).toBe('remoteResource');
  expect(row?.fields).toEqual({
    name: 'Hamza Siddiqui',
    email: 'hamza@northwind.io',
    companyName: 'Northwind Logistics',
    phoneNumber: '+92 300 1234567',
    projectDescription: marker,
    startDate: '2027-01-04',
    requiredExpertise:
      'Expertise: QA Engineer, Number: 2, Duration: 6 months\n' +
      'Expertise: Kubernetes specialist – DevOps Engineer, Number: 1, Duration: 3 months',
  });
  expect(errors).toEqual([]);
});

test('remote resources: a failed send shows "Message Sending Failed" and keeps every row', async ({ page }) => {
  await page.goto('/remote-resources');
  const form = page.getByRole('form', { name: 'Contact Us' });
  await page.route('**/api/v1.0/email/send', (route) => route.abort('internetdisconnected'));
  await form.getByLabel(/^Name/).fill('Hamza Siddiqui');
  await form.getByLabel(/Work email/).fill('hamza@northwind.io');
  await form.getByLabel(/Company name/).fill('Northwind Logistics');
  await form.getByLabel(/Phone number/).fill('+92 300 1234567');
  await form.getByLabel(/Project description/).fill('Fleet tracking dashboard');
  await form.getByLabel(/Preferred start date/).fill('2027-01-04');
  const row = form.getByRole('group', { name: 'Expertise 1' });
  await row.getByLabel(/^Expertise\*?$/).selectOption('UI/UX Designer');
  await row.getByLabel(/Number of people/).selectOption('1');
  await row.getByLabel(/Duration of hire/).selectOption('1 month');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Message Sending Failed')).toBeVisible();
  await expect(row.getByLabel(/^Expertise\*?$/)).toHaveValue('UI/UX Designer');
  await expect(form.getByLabel(/Company name/)).toHaveValue('Northwind Logistics');
  await expect(form.getByRole('button', { name: 'Send Request' })).toBeEnabled();
});

const axeTargets = [
  { name: '/contact', path: '/contact', form: 'Send us a message', submit: 'Send Message' },
  { name: '/remote-resources', path: '/remote-resources', form: 'Contact Us', submit: 'Send Request' },
  {
    name: '/careers/internship/apply',
    path: '/careers/internship/apply',
    form: 'Apply for an internship',
    submit: 'Submit Application',
  },
  { name: 'the home contact block', path: '/', form: 'Send us a message', submit: 'Send Message' },
] as const;

// Every form at the desktop width; one at the narrow width too (the forms' DOM is the same there:
// support/axe.ts).
for (const [width, targets] of [
  [axeWidths.desktop, axeTargets],
  [axeWidths.narrow, axeTargets.slice(0, 1)],
] as const) {
  for (const target of targets) {
    test(`${target.name} at ${width} px: no axe violations, also with every error shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const isHome = target.path === '/';
      const scope = isHome ? '[data-remote="mf_forms"]' : undefined;
      if (isHome) await homeBlock(page);
      else {
        await page.goto(target.path);
        await expect(pageHeading(page)).toBeVisible();
      }
      const form = page.getByRole('form', { name: target.form });
      await expect(form).toBeVisible();
      expect(await axeViolations(page, { tags: wcagAA, scope })).toEqual([]);
      await form.getByRole('button', { name: target.submit }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
      expect(await axeViolations(page, { tags: wcagAA, scope })).toEqual([]);
    });
  }
}

/** A real 1×1 PNG: the API checks a resume's bytes, not only its name. */
const resumePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const cvPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** One form of the site as a visitor without scripts meets it. */
interface NativeCase {
  name: string;
  path: string;
  /** The form's accessible name. */
  form: string;
  submit: string;
  /** Fills the form validly; `marker` goes into a field the stored message keeps as typed. */
  fill: (form: Locator, marker: string) => Promise<void>;
  /** Makes one field invalid in a way the browser's own checks let through (only spaces). */
  spoil: (form: Locator) => Promise<void>;
  /** The page it lands on, and the problem the API names for the spoiled field. */
  sentHeading: string;
  problem: string;
  /** What the outbox holds for a sent form: its kind and the field holding the marker. */
  kind: string;
  markerField: string;
  attachment?: string;
}

const contactCase = (name: string, path: string): NativeCase => ({
  name,
  path,
  form: 'Send us a message',
  submit: 'Send Message',
  fill: (form, marker) =>
    fillContact(form, { name: 'Nadia Jamil', email: 'nadia@company.com', phone: '03001234567', message: marker }),
  spoil: (form) => form.getByLabel('Full name').fill('   '),
  sentHeading: 'Message Sent Successfully',
  problem: 'Name is required',
  kind: 'contact',
  markerField: 'message',
});

const nativeCases: readonly NativeCase[] = [
  contactCase('the contact page', '/contact'),
  contactCase('the home contact block', '/'),
  {
    name: 'remote resources',
    path: '/remote-resources',
    form: 'Contact Us',
    submit: 'Send Request',
    fill: async (form, marker) => {
      await form.getByLabel(/^Name/).fill('Hamza Siddiqui');
      await form.getByLabel(/Work email/).fill('hamza@northwind.io');
      await form.getByLabel(/Company name/).fill('Northwind Logistics');
      await form.getByLabel(/Phone number/).fill('+92 300 1234567');
      await form.getByLabel(/Project description/).fill(marker);
      await form.getByLabel(/Preferred start date/).fill('2027-01-04');
      const row = form.getByRole('group', { name: 'Expertise 1' });
      await row.getByLabel(/^Expertise\*?$/).selectOption('QA Engineer');
      await row.getByLabel(/Number of people/).selectOption('2');
      await row.getByLabel(/Duration of hire/).selectOption('6 months');
      await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    },
    spoil: (form) => form.getByLabel(/Company name/).fill('  '),
    sentHeading: 'Message Sent Successfully',
    problem: 'Company name is required',
    kind: 'remoteResource',
    markerField: 'projectDescription',
  },
  {
    name: 'the internship application with a CV',
    path: '/careers/internship/apply',
    form: 'Apply for an internship',
    submit: 'Submit Application',
    fill: async (form, marker) => {
      await form.getByLabel(/Full name/).fill('Ali Raza');
      await form.getByLabel(/^Email/).fill('ali.raza@example.com');
      await form.getByLabel(/Phone number/).fill('03001234567');
      await form.getByLabel(/Address/).fill('Satellite Town, Rawalpindi');
      await form.getByLabel(/Education/).fill('BS Computer Science');
      await form.getByLabel(/Speciality/).fill('React');
      await form.getByLabel(/Experience/).fill('Two client projects');
      await form.getByLabel(/Why this internship/).fill(marker);
      await form
        .getByLabel(/CV/)
        .setInputFiles({ name: 'ali-raza-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf });
    },
    spoil: (form) => form.getByLabel(/Speciality/).fill(' '),
    sentHeading: 'Application sent successfully!',
    problem: 'Speciality is required',
    kind: 'internship',
    markerField: 'interest',
    attachment: 'ali-raza-cv.pdf',
  },
  {
    name: 'the job application with an image resume',
    path: '/careers/apply',
    form: 'Apply Now',
    submit: 'Submit Application',
    fill: async (form, marker) => {
      await form.getByLabel(/First Name/).fill('Ayesha');
      await form.getByLabel(/Last Name/).fill(marker);
      await form.getByLabel(/Phone Number/).fill('0300 1234567');
      await form.getByLabel(/Email/).fill('ayesha.nojs@example.com');
      await form
        .getByLabel(/Resume/)
        .setInputFiles({ name: 'ayesha-resume.png', mimeType: 'image/png', buffer: resumePng });
    },
    spoil: (form) => form.getByLabel(/First Name/).fill(' '),
    sentHeading: 'Application sent successfully!',
    problem: 'First name is required',
    kind: 'job',
    markerField: 'fullName',
    attachment: 'ayesha-resume.png',
  },
];

/** What the cases type besides their marker: none of it may appear in a URL. */
const typedValues = ['nadia@company', 'Northwind', 'ali.raza@', 'ayesha.nojs@', 'ali-raza-cv', 'ayesha-resume'];

/** Every URL the page requested or showed, to prove nothing typed ever lands in one. */
function urlsSeen(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

const expectNoneContain = (urls: readonly string[], secrets: readonly string[]) => {
  const decoded = urls.map((url) => decodeURIComponent(url.replace(/\+/g, ' ')));
  for (const secret of secrets) expect(decoded.filter((url) => url.includes(secret))).toEqual([]);
};

test.describe('without JavaScript: every form is a real POST to the API', () => {
  test.use({ javaScriptEnabled: false });

  for (const item of nativeCases) {
    test(`${item.name}: stored once, lands on the sent page, nothing typed in a URL`, async ({ page }) => {
      const urls = urlsSeen(page);
      await page.goto(item.path);
      const form = page.getByRole('form', { name: item.form });
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).not.toHaveAttribute('novalidate', /.*/);
      const marker = uniqueMarker('No script');
      await item.fill(form, marker);
      await form.getByRole('button', { name: item.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: item.sentHeading })).toBeVisible();
      expect(new URL(page.url()).pathname).toMatch(/^\/(message|application)-sent$/);

      await expect.poll(() => outboxRows(marker).length).toBe(1);
      const [row] = outboxRows(marker);
      expect(row?.kind).toBe(item.kind);
      expect(row?.fields[item.markerField]).toContain(marker);
      expect(row?.attachment.name ?? undefined).toBe(item.attachment);
      expectNoneContain(urls, [marker, ...typedValues]);
    });

    test(`${item.name}: an invalid form lands on a page naming the problem; nothing stored`, async ({ page }) => {
      const urls = urlsSeen(page);
      await page.goto(item.path);
      const form = page.getByRole('form', { name: item.form });
      const marker = uniqueMarker('No script invalid');
      await item.fill(form, marker);
      await item.spoil(form);
      await form.getByRole('button', { name: item.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your message was not sent' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: item.problem })).toBeVisible();
      expect(outboxRows(marker)).toEqual([]);
      expectNoneContain(urls, [marker, ...typedValues]);
    });
  }

  test("the browser's own checks run first: an empty required field is not posted", async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted += 1;
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Full name')).toBeFocused();
    expect(posted).toBe(0);
    await expect(page).toHaveURL(/\/contact$/);
  });
});
