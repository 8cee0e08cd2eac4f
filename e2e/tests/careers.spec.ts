import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { outboxMessagesFor } from '../support/outbox';
import { appReady, collectPageErrors, islandHydrated, islandNamed, pageHeading } from '../support/site';
import { axeViolations, axeWidths } from '../support/axe';

/** A real 1×1 PNG: the API checks a resume's bytes, not only its name. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const positions = (page: Page) => page.getByRole('region', { name: 'Open Positions' });
const groupTitles = (page: Page) => positions(page).getByRole('heading', { level: 3 });
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by location' }).getByRole('button', { name, exact: true });

const form = (page: Page) => page.getByRole('form', { name: 'Apply Now' });
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const submit = (page: Page) => form(page).getByRole('button', { name: /Submit Application|Sending\.\.\./ });

/** Opens the job page and scrolls to Apply Now: the form's code loads when it nears the viewport. */
async function openForm(page: Page) {
  await page.goto('/careers/apply');
  await page.getByRole('heading', { level: 2, name: 'Apply Now' }).scrollIntoViewIfNeeded();
  await expect(form(page)).toBeVisible();
}

/** A unique applicant per test, so its outbox rows are its own. */
const applicant = (tag: string) => ({
  firstName: 'Ayesha',
  lastName: 'Khan',
  phone: '0300 1234567',
  email: `ayesha.${tag}.${Date.now()}@example.com`,
});

async function fillForm(page: Page, person: ReturnType<typeof applicant>) {
  await field(page, /First Name/).fill(person.firstName);
  await field(page, /Last Name/).fill(person.lastName);
  await field(page, /Phone Number/).fill(person.phone);
  await field(page, /Email/).fill(person.email);
  await field(page, /Resume/).setInputFiles({ name: 'ayesha-khan.png', mimeType: 'image/png', buffer: png });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('careers', () => {
  test('values, then the location filter changes the list and the URL; back and forward work', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/careers');
    await expect(pageHeading(page)).toHaveText('Careers at CodeCrush');
    await expect(page).toHaveTitle('Careers | CodeCrush');
    await expect(page.getByRole('region', { name: 'What We Value' }).getByRole('heading', { level: 3 })).toHaveText([
      'People First',
      'Always Growing',
      'Accessible',
    ]);
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(groupTitles(page)).toHaveText([
      'Internship Openings in Islamabad',
      'Internship Openings in Rawalpindi',
      'Remote Internship Openings',
    ]);

    await appReady(page); // a click before hydration does nothing
    await filter(page, 'Islamabad').click();
    await expect(page).toHaveURL(/\/careers\?location=Islamabad$/);
    await expect(groupTitles(page)).toHaveText(['Internship Openings in Islamabad']);
    const islamabad = page.getByRole('article', { name: 'Internship Openings in Islamabad' });
    await expect(islamabad.getByRole('heading', { level: 4 })).toHaveText(['Web Development Intern']);
    await expect(islamabad.getByText('Full-time')).toBeVisible();

    await filter(page, 'Chakdara').click();
    await expect(page).toHaveURL(/\?location=Chakdara$/);
    await expect(groupTitles(page)).toHaveCount(0);
    await expect(page.getByText('There are no open positions in Chakdara right now.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?location=Islamabad$/);
    await expect(filter(page, 'Islamabad')).toHaveAttribute('aria-pressed', 'true');
    await expect(groupTitles(page)).toHaveText(['Internship Openings in Islamabad']);

    await page.reload();
    await expect(groupTitles(page)).toHaveText(['Internship Openings in Islamabad']);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(groupTitles(page)).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test('clicking a group lands on /careers/apply', async ({ page }) => {
    await page.goto('/careers?location=Remote');
    await expect(groupTitles(page)).toHaveText(['Remote Internship Openings']);
    // The whole card is the link (its title link covers the card): click the card's middle.
    await page.getByRole('article', { name: 'Remote Internship Openings' }).click();
    await expect(page).toHaveURL(/\/careers\/apply$/);
    await expect(pageHeading(page)).toHaveText('Web Development Intern');
  });
});

test.describe('job application', () => {
  test('describes the internship, with JobPosting structured data', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/careers/apply');
    await expect(pageHeading(page)).toHaveText('Web Development Intern');
    await expect(page).toHaveTitle('Apply: Web Development Intern | CodeCrush');
    const main = page.getByRole('main');
    for (const name of ['About the Internship', 'Responsibilities', 'Requirements', 'Benefits', 'Apply Now']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // The form is served in full; its code waits until it nears the viewport.
    await expect(form(page)).toHaveCount(1);
    await expect(islandNamed(page, 'job-application-form')).not.toHaveAttribute(islandHydrated);
    await main.getByRole('heading', { level: 2, name: 'Apply Now' }).scrollIntoViewIfNeeded();
    await expect(islandNamed(page, 'job-application-form')).toHaveAttribute(islandHydrated);
    await expect(field(page, /Resume/)).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.svg');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Web Development Intern',
      hiringOrganization: { '@type': 'Organization', name: 'CodeCrush' },
      jobLocation: { address: { addressLocality: 'Islamabad', addressCountry: 'PK' } },
    });
    await expect(page.locator('h1')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a valid application with an image resume reaches the API’s outbox with the right fields', async ({ page }) => {
    const person = applicant('ok');
    await openForm(page);
    await fillForm(page, person);
    await submit(page).click();
    await expect(page.getByText('Application sent successfully!')).toBeVisible();
    await expect(submit(page)).toHaveText('Submit Application');
    await expect(field(page, /First Name/)).toHaveValue('');
    await expect(field(page, /Email/)).toHaveValue('');

    await expect.poll(() => outboxMessagesFor(person.email).length).toBe(1);
    const [message] = outboxMessagesFor(person.email);
    expect(message).toMatchObject({
      kind: 'job',
      subject: 'Job Application',
      fields: { fullName: 'Ayesha Khan', email: person.email, phone: person.phone },
      attachmentName: 'ayesha-khan.png',
      attachmentSize: png.length,
      state: 'queued',
    });
  });

  test('wrong input: every message under its field, focus on the first; a PDF resume is refused', async ({ page }) => {
    await openForm(page);
    await submit(page).click();
    await expect(field(page, /First Name/)).toBeFocused();
    await expect(field(page, /First Name/)).toHaveAccessibleDescription('First name is required');
    await expect(field(page, /Last Name/)).toHaveAccessibleDescription('Last name is required');
    await expect(field(page, /Phone Number/)).toHaveAccessibleDescription('Phone number is required');
    await expect(field(page, /Email/)).toHaveAccessibleDescription('Email is required');

    await field(page, /Email/).fill('ayesha@example');
    await expect(field(page, /Email/)).toHaveAccessibleDescription('Entered value does not match email format');
    await field(page, /Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: png });
    await expect(form(page).getByText('File type not allowed (allowed: .jpg, .jpeg, .png, .gif, .svg)')).toBeVisible();
  });

  for (const failure of ['the API answers 500', 'the network fails'] as const) {
    test(`when ${failure}: Message Sending Failed, and nothing typed is lost`, async ({ page }) => {
      const person = applicant(failure === 'the network fails' ? 'offline' : 'error500');
      await page.route('**/jobs/emails/send', (route) =>
        failure === 'the network fails'
          ? route.abort('internetdisconnected')
          : route.fulfill({
              status: 500,
              contentType: 'application/json',
              headers: { 'access-control-allow-origin': new URL(page.url()).origin },
              body: JSON.stringify({ message: 'Something went wrong, please try again later' }),
            }),
      );
      await openForm(page);
      await fillForm(page, person);
      const isSend = (request: Request) => request.method() === 'POST' && request.url().endsWith('/jobs/emails/send');
      const outcome =
        failure === 'the network fails'
          ? page.waitForEvent('requestfailed', isSend).then(() => 'failed')
          : page.waitForResponse((response) => isSend(response.request())).then((response) => response.status());
      await submit(page).click();
      expect(await outcome).toBe(failure === 'the network fails' ? 'failed' : 500);
      await expect(page.getByText('Message Sending Failed')).toBeVisible();
      await expect(submit(page)).toBeEnabled();
      await expect(field(page, /First Name/)).toHaveValue(person.firstName);
      await expect(field(page, /Last Name/)).toHaveValue(person.lastName);
      await expect(field(page, /Phone Number/)).toHaveValue(person.phone);
      await expect(field(page, /Email/)).toHaveValue(person.email);
      expect(await field(page, /Resume/).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
        'ayesha-khan.png',
      );
      expect(outboxMessagesFor(person.email)).toEqual([]);

      // The API is back: the same click sends what was kept.
      await page.unrouteAll();
      await submit(page).click();
      await expect(page.getByText('Application sent successfully!')).toBeVisible();
      await expect.poll(() => outboxMessagesFor(person.email).length).toBe(1);
    });
  }
});

// At the desktop width: the pages' DOM is the same at the narrow one (support/axe.ts).
test.describe(`accessibility (axe) at ${axeWidths.desktop} px`, () => {
  test.use({ viewport: { width: axeWidths.desktop, height: 900 } });

  test('/careers, filtered and empty', async ({ page }) => {
    await page.goto('/careers');
    await expect(groupTitles(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
    await filter(page, 'Chakdara').click();
    await expect(page.getByText('There are no open positions in Chakdara right now.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/careers/apply, including the form’s error state', async ({ page }) => {
    await page.goto('/careers/apply');
    await expect(pageHeading(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await openForm(page);
    await expectNoAxeViolations(page);
    await submit(page).click();
    await expect(field(page, /Email/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});
